import CarouselLayout
import CarouselLayoutUIKit
import UIKit

/// 10 000 cards in UIKit: the layout's cost grows with the cards on screen, not with the cards
/// in the carousel. The carousel opens at card 5 000 (`scroll(toCard:animated:)`, asked before
/// the cards and the size arrive), and its page control shows "5000 of 10000" as text.
final class TenThousandUIKit: ExampleViewController {
  /// The number of cards.
  static let count = 10_000
  private let carousel: SampleCarouselUIKit = {
    let carousel = SampleCarouselUIKit(
      title: "Catalogue", cards: (0..<count).map(SampleCatalog.catalogueProduct(at:)))
    carousel.layout.scroll(toCard: 4_999, animated: false)
    return carousel
  }()
  private lazy var pageControl = CarouselPageControl(collectionView: carousel.collectionView)

  override var carousels: [SampleCarouselUIKit] { [carousel] }

  override var rows: [UIView] {
    [
      ExampleRowsView.caption(
        "Opens resting on card 5000; swipes stay smooth; See All says 10000"),
      carousel.collectionView,
      pageControl,
    ]
  }
}
