import CarouselLayout
import CarouselLayoutUIKit
import UIKit

/// The empty state in UIKit: a carousel without cards shows the package's illustrated message
/// (`layout.emptyState`, drawn by `CarouselEmptyStateReusableView`), then, below it, the same
/// carousel once its cards came.
final class EmptyStateUIKit: ExampleViewController {
  private let empty = SampleCarouselUIKit(title: "Recommended for You", cards: [])
  private let filled = SampleCarouselUIKit(
    title: "Recommended for You", cards: SampleCatalog.products)

  override var carousels: [SampleCarouselUIKit] { [empty, filled] }

  override var rows: [UIView] {
    [
      ExampleRowsView.caption(
        "No cards: the cart symbol at 92 points, the title and the description centred."
          + " VoiceOver reads the title, then the description, and skips the image."),
      empty.collectionView,
      ExampleRowsView.caption("The same carousel with its cards"),
      filled.collectionView,
    ]
  }
}
