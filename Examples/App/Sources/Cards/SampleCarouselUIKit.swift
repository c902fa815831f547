import CarouselLayout
import CarouselLayoutUIKit
import UIKit

/// A UIKit carousel of sample cards under a header cell: the package's carousel layout, a
/// collection view as tall as its content, and the package's data source
/// (`CarouselDataSource`), which draws the header cell, "See All (N)" and the empty state.
/// "See All" pushes the data source's See All screen onto the host's navigation controller.
@MainActor
final class SampleCarouselUIKit {
  /// The layout (kept: `CollectionViewLayout.carousel` makes a new one on every access).
  let layout: CarouselCollectionViewLayout
  /// The collection view, a row of an `ExampleRowsView`.
  let collectionView: ContentSizedCollectionView
  /// The cards' data source.
  let dataSource: CarouselDataSource<CarouselCardCell, SampleCard>
  /// The view controller whose navigation controller "See All" pushes onto.
  weak var host: UIViewController?
  /// The horizontal size class the carousel and its See All screen are shown in, or `nil` for
  /// the screen's own.
  let sizeClass: UIUserInterfaceSizeClass?

  /// Creates a carousel of `cards` under `title`.
  init(
    title: String, cards: [SampleCard], configuration: CarouselConfiguration = .init(),
    sizeClass: UIUserInterfaceSizeClass? = nil
  ) {
    layout = CollectionViewLayout.carousel
    var configuration = configuration
    configuration.header = HeaderCell(title: title)
    layout.configuration = configuration
    layout.emptyState = CarouselEmptyState(
      systemImage: "cart", title: "No recommendations",
      description: "Products you may like show up here.")
    collectionView = ContentSizedCollectionView(frame: .zero, collectionViewLayout: layout)
    self.sizeClass = sizeClass
    if let sizeClass { collectionView.traitOverrides.horizontalSizeClass = sizeClass }
    dataSource = CarouselDataSource(collectionView: collectionView) { cell, card in
      cell.show(card)
    }
    dataSource.apply(cards, animatingDifferences: false)
    layout.onSeeAll = { [weak self] _ in self?.showAll() }
  }

  /// Pushes every card: a list in compact width, a masonry in regular width.
  func showAll() {
    let screen = dataSource.makeSeeAllViewController()
    if let sizeClass { screen.view.traitOverrides.horizontalSizeClass = sizeClass }
    host?.navigationController?.pushViewController(screen, animated: true)
  }
}
