import CarouselLayout
import CarouselLayoutUIKit
import UIKit

/// Right to left in UIKit: the collection view forced right to left
/// (`semanticContentAttribute`), as an Arabic or Hebrew system makes it. The layout is not
/// flipped by UIKit: the engine lays the cards out mirrored in the collection view's own
/// coordinates.
final class RightToLeftUIKit: ExampleViewController {
  private let carousel: SampleCarouselUIKit = {
    let carousel = SampleCarouselUIKit(
      title: "Recommended for You", cards: SampleCatalog.products)
    carousel.collectionView.semanticContentAttribute = .forceRightToLeft
    return carousel
  }()

  override var carousels: [SampleCarouselUIKit] { [carousel] }

  override var rows: [UIView] {
    [
      ExampleRowsView.caption(
        "Card 0 at the right inset, the next card peeking in on the left, See All on the left"
          + " with its chevron pointing left; a swipe to the right moves to card 1"),
      carousel.collectionView,
    ]
  }
}
