import CarouselLayout
import CarouselLayoutUIKit
import UIKit

/// Compact and regular width in UIKit: the same products in a collection view whose horizontal
/// size class is compact, and in one overridden to regular (`traitOverrides`, iOS 17), which
/// the carousel layout reads from the collection view's traits.
final class CompactAndRegularUIKit: ExampleViewController {
  private let compact = SampleCarouselUIKit(
    title: "Recommended for You", cards: SampleCatalog.products, sizeClass: .compact)
  private let regular = SampleCarouselUIKit(
    title: "Recommended for You", cards: SampleCatalog.products, sizeClass: .regular)

  override var carousels: [SampleCarouselUIKit] { [compact, regular] }

  override var rows: [UIView] {
    [
      ExampleRowsView.caption("Compact: one card, 16 points of the next peek in; insets 16"),
      compact.collectionView,
      ExampleRowsView.caption(
        "Regular (size class overridden): two cards a page below 1000 points, three from 1000;"
          + " insets 20"),
      regular.collectionView,
    ]
  }
}
