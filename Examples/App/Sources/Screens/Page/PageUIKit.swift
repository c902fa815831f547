import CarouselLayout
import CarouselLayoutUIKit
import UIKit

/// A carousel and a masonry on one page in UIKit: a compositional layout whose sections come
/// from the engine (`CarouselPageSectionProvider`), so the carousel's cards, both header
/// titles and the masonry's first column start at the same inset. Compositional sections take
/// the cards' heights as given (`SampleCard.measurement`), not measured. "See All" is off, as
/// on the SwiftUI side: the See All screen has its own example.
final class PageUIKit: UIViewController {
  private static let titles = ["Recommended for You", "All Products"]
  private static let cardIdentifier = "PageUIKit.card"
  private let provider = CarouselPageSectionProvider(sections: [
    .carousel(
      CarouselConfiguration(header: HeaderCell(title: titles[0], seeAll: .never)),
      cards: SampleCatalog.products.map(\.measurement)),
    .masonry(
      MasonryConfiguration(), header: HeaderCell(title: titles[1], seeAll: .never),
      cards: SampleCatalog.masonry.map(\.measurement)),
  ])
  private var dataSource: UICollectionViewDiffableDataSource<Int, SampleCard>?

  override func loadView() {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: provider.makeLayout())
    collectionView.register(CarouselCardCell.self, forCellWithReuseIdentifier: Self.cardIdentifier)
    collectionView.registerCarouselViews()
    let dataSource = UICollectionViewDiffableDataSource<Int, SampleCard>(
      collectionView: collectionView
    ) { collectionView, indexPath, card in
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: Self.cardIdentifier, for: indexPath)
      (cell as? CarouselCardCell)?.show(card)
      return cell
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      let view = collectionView.dequeueCarouselView(ofKind: kind, for: indexPath)
      // A compositional layout hands plain attributes, so the header's title is set here.
      (view as? CarouselHeaderReusableView)?.titleLabel.text = Self.titles[indexPath.section]
      return view
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, SampleCard>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(SampleCatalog.products, toSection: 0)
    snapshot.appendItems(SampleCatalog.masonry, toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: false)
    self.dataSource = dataSource
    view = collectionView
  }
}
