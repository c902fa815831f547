import CarouselLayout
import CarouselLayoutUIKit
import UIKit

/// "See All" in UIKit: nine products in a compact and in a regular carousel; "See All (9)"
/// pushes the data source's See All screen (`CollectionViewLayout.seeAll(carousel:)`), a list
/// in compact width and a masonry in regular width, in the carousel's size class.
final class SeeAllUIKit: ExampleViewController {
  private let compact = SampleCarouselUIKit(
    title: "All Products", cards: SampleCatalog.masonry, sizeClass: .compact)
  private let regular = SampleCarouselUIKit(
    title: "All Products", cards: SampleCatalog.masonry, sizeClass: .regular)

  override var carousels: [SampleCarouselUIKit] { [compact, regular] }

  override var rows: [UIView] {
    [
      ExampleRowsView.caption(
        "Compact: See All (9) pushes a list, each card as wide as the carousel's"),
      compact.collectionView,
      ExampleRowsView.caption(
        "Regular: See All (9) pushes a masonry, two columns below 1000 points"),
      regular.collectionView,
    ]
  }
}
