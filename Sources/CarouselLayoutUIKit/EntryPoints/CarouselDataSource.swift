import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// A carousel's data source in one line: a diffable data source of cards of one cell class,
  /// with the package's header cell, "See All (N)" and empty state registered and dequeued,
  /// and the "See All" screen made from the same cells.
  ///
  /// ```swift
  /// let layout = CollectionViewLayout.carousel  // a new layout on every access: keep it
  /// layout.configuration.header = HeaderCell(title: "Recommended")
  /// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  /// let cards = CarouselDataSource<ProductCell, Product>(collectionView: collectionView) {
  ///   cell, product in cell.show(product)
  /// }
  /// cards.apply(products)
  /// // Weak: the layout keeps this closure, and `cards` keeps the collection view, which keeps
  /// // the layout (in a view controller, `[unowned self]` does the same).
  /// layout.onSeeAll = { [weak cards] _ in
  ///   guard let cards else { return }
  ///   navigationController.pushViewController(cards.makeSeeAllViewController(), animated: true)
  /// }
  /// ```
  ///
  /// It registers `Cell` and the views of `UICollectionView.registerCarouselViews()`,
  /// and becomes the collection view's data source through a
  /// `UICollectionViewDiffableDataSource<Int, Item>` (``diffableDataSource``), so updates
  /// animate and the card at rest stays at rest across inserts, deletes and moves. Keep a
  /// reference to it: the collection view holds its data source weakly, as UIKit does. With a
  /// data source of your own, use `registerCarouselViews()` and
  /// `dequeueCarouselView(ofKind:for:)` instead.
  @MainActor
  public final class CarouselDataSource<Cell: CarouselCardCell, Item: Hashable & Sendable> {
    /// The collection view it feeds.
    package let collectionView: UICollectionView
    /// The diffable data source underneath (one section, `0`).
    public let diffableDataSource: UICollectionViewDiffableDataSource<Int, Item>
    /// Fills a card cell with an item.
    package let configureCard: @MainActor (Cell, Item) -> Void
    /// The cards, in order, as last applied.
    public private(set) var items: [Item] = []
    /// The "See All" screens made by ``makeSeeAllViewController(title:)`` still alive: an
    /// ``apply(_:animatingDifferences:)`` updates them too.
    private var seeAllScreens: [SeeAllScreen] = []

    /// The reuse identifier `Cell` is registered under.
    static var cardReuseIdentifier: String { "CarouselDataSource.card" }

    /// Creates the data source of `collectionView`: registers `Cell` and the package's header,
    /// "See All" and empty-state views, and sets itself up as the collection view's data
    /// source.
    ///
    /// - Parameters:
    ///   - collectionView: a collection view, usually with a ``CarouselCollectionViewLayout``.
    ///   - configureCard: fills a dequeued cell with its item (also on the "See All" screen).
    public init(
      collectionView: UICollectionView, configureCard: @escaping @MainActor (Cell, Item) -> Void
    ) {
      self.collectionView = collectionView
      self.configureCard = configureCard
      diffableDataSource = Self.makeDiffableDataSource(
        collectionView: collectionView, configureCard: configureCard)
      diffableDataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
        collectionView.dequeueCarouselView(ofKind: kind, for: indexPath)
      }
      collectionView.registerCarouselViews()
    }

    /// The collection view's carousel layout, or `nil` when it has another layout.
    public var layout: CarouselCollectionViewLayout? {
      collectionView.collectionViewLayout as? CarouselCollectionViewLayout
    }

    /// Shows `items` as the cards (one section), as a batch update of the differences.
    ///
    /// The items must be unique, as in every diffable data source.
    ///
    /// - Parameters:
    ///   - items: the cards, in order.
    ///   - animatingDifferences: whether UIKit animates the update (default `true`).
    public func apply(_ items: [Item], animatingDifferences: Bool = true) {
      self.items = items
      diffableDataSource.apply(Self.snapshot(of: items), animatingDifferences: animatingDifferences)
      seeAllScreens.removeAll { $0.dataSource == nil }
      for screen in seeAllScreens {
        screen.dataSource?.apply(
          Self.snapshot(of: items), animatingDifferences: animatingDifferences)
      }
    }

    /// A new "See All" screen: every card, in the same cells, in
    /// ``CollectionViewLayout/seeAll(carousel:)`` (a list in compact width, a masonry in
    /// regular width), titled with the header cell's title. Later
    /// ``apply(_:animatingDifferences:)`` calls update it while it is alive (it is kept
    /// weakly). Its ``CarouselSeeAllViewController/collectionView`` is yours to give a
    /// delegate, for a tap on a card.
    ///
    /// - Parameter title: the screen's title (default: the layout's header title).
    public func makeSeeAllViewController(title: String? = nil) -> CarouselSeeAllViewController {
      let configuration = layout?.configuration ?? CarouselConfiguration()
      let screen = CarouselSeeAllViewController(
        layout: CollectionViewLayout.seeAll(carousel: configuration))
      screen.title = title ?? configuration.header?.title
      let configureCard = configureCard
      let dataSource = Self.makeDiffableDataSource(
        collectionView: screen.collectionView, configureCard: configureCard)
      screen.dataSource = dataSource
      dataSource.apply(Self.snapshot(of: items), animatingDifferences: false)
      seeAllScreens.append(SeeAllScreen(dataSource: dataSource))
      return screen
    }

    private static func makeDiffableDataSource(
      collectionView: UICollectionView, configureCard: @escaping @MainActor (Cell, Item) -> Void
    ) -> UICollectionViewDiffableDataSource<Int, Item> {
      collectionView.register(Cell.self, forCellWithReuseIdentifier: cardReuseIdentifier)
      return UICollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) {
        collectionView, indexPath, item in
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: cardReuseIdentifier, for: indexPath)
        if let card = cell as? Cell { configureCard(card, item) }
        return cell
      }
    }

    /// A "See All" screen's data source, kept updated while the screen (which holds it) lives.
    private struct SeeAllScreen {
      weak var dataSource: UICollectionViewDiffableDataSource<Int, Item>?
    }

    private static func snapshot(of items: [Item]) -> NSDiffableDataSourceSnapshot<Int, Item> {
      var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
      snapshot.appendSections([0])
      snapshot.appendItems(items, toSection: 0)
      return snapshot
    }
  }
#endif
