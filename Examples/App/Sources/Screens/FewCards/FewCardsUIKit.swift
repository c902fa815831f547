import CarouselLayout
import CarouselLayoutUIKit
import UIKit

/// Fewer than three cards in UIKit: the layout places two key figures, and one order, below
/// each other, each as wide as the insets allow (the guideline's rule, applied by default).
final class FewCardsUIKit: ExampleViewController {
  private let two = SampleCarouselUIKit(title: "Sales Today", cards: SampleCatalog.keyFigures)
  private let one = SampleCarouselUIKit(
    title: "Awaiting Approval", cards: [SampleCatalog.orders[2]])

  override var carousels: [SampleCarouselUIKit] { [two, one] }

  override var rows: [UIView] {
    [
      ExampleRowsView.caption("Two cards: below each other, no peek, no See All"),
      two.collectionView,
      ExampleRowsView.caption("One card"),
      one.collectionView,
    ]
  }
}
