import CarouselLayout
import Foundation
import Testing

@testable import CarouselLayoutUIKit

// These tests drive the adapter through the stand-in, as UIKit and SwiftUI would; on Apple
// platforms they compile to nothing (Tests/CarouselLayoutAppleTests meet the real frameworks).
#if CAROUSEL_STAND_INS
  @_spi(StandIn) import UIKitStandIn

  /// A card cell of an app, with a label in its body.
  @MainActor
  final class TitleCardCell: CarouselCardCell {
    let title = UILabel(frame: .zero)
    override init(frame: CGRect) {
      super.init(frame: frame)
      bodyView.addSubview(title)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
  }

  /// An app screen with a `CarouselView` fed by a `CarouselDataSource`, in a navigation
  /// controller in a window, as an app shows it.
  @MainActor
  struct OneScreenHost {
    /// An iPhone in portrait: the status bar's 59 points at the top, the home indicator's 34
    /// at the bottom (with the navigation bar, the content's safe area starts at 103).
    let window = UIWindow(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852),
      deviceSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let root = UIViewController()
    let navigation: UINavigationController
    let carousel = CarouselView(frame: .zero)
    let cards: CarouselDataSource<TitleCardCell, String>

    init(sizeClass: UIUserInterfaceSizeClass = .compact) {
      StandInMakers.registerPackageViews()
      StandInMakers.register(TitleCardCell.self) { TitleCardCell(frame: $0) }
      navigation = UINavigationController(rootViewController: root)
      window.traitOverrides.horizontalSizeClass = sizeClass
      window.rootViewController = navigation
      carousel.frame = root.view.bounds
      carousel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      root.view.addSubview(carousel)
      carousel.layout.configuration.header = HeaderCell(title: "Recommended")
      carousel.layout.emptyState = CarouselEmptyState(
        systemImage: "tray", title: "No recommendations")
      cards = CarouselDataSource(collectionView: carousel.collectionView) { cell, title in
        cell.title.text = title
      }
      // Weak: the layout holds this closure, and the data source holds the collection view,
      // which holds the layout.
      carousel.layout.onSeeAll = { [weak cards, weak navigation] _ in
        guard let cards else { return }
        navigation?.pushViewController(cards.makeSeeAllViewController(), animated: true)
      }
    }

    func layOut() {
      for _ in 0..<3 { window.layoutIfNeeded() }
    }

    func supplementary<View>(_ kind: String, as type: View.Type) -> View? {
      carousel.collectionView.supplementaryView(
        forElementKind: kind, at: IndexPath(item: 0, section: 0)) as? View
    }
  }

  @MainActor
  @Suite("One-screen setup: CarouselView and CarouselDataSource")
  struct OneScreenSetupTests {
    static let titles = (1...20).map { "Product \($0)" }

    @Test("20 cards: the app's cells, the package's header and See All (20), the page control")
    func twentyCards() throws {
      let host = OneScreenHost()
      host.cards.apply(Self.titles, animatingDifferences: false)
      host.layOut()
      let collectionView = host.carousel.collectionView
      #expect(collectionView.numberOfItems(inSection: 0) == 20)
      let first = try #require(
        collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? TitleCardCell)
      #expect(first.title.text == "Product 1" && first.reuseIdentifier != nil)
      let header = host.supplementary(
        CarouselCollectionViewLayout.elementKindHeader, as: CarouselHeaderReusableView.self)
      #expect(header?.titleLabel.text == "Recommended")
      let seeAll = try #require(
        host.supplementary(
          CarouselCollectionViewLayout.elementKindSeeAll, as: CarouselSeeAllReusableView.self))
      #expect(seeAll.titleLabel.text == "See All (20)")
      // The page control sits below the collection view and shows "1 of 20" (text from 9).
      let pageControl = host.carousel.pageControl
      #expect(pageControl.textLabel.text == "1 of 20" && !pageControl.isHidden)
      #expect(pageControl.frame.minY == collectionView.frame.maxY)
      #expect(host.carousel.layout === collectionView.collectionViewLayout)
      // Inside the safe area: below the status and navigation bars, above the home indicator.
      #expect(host.carousel.safeAreaInsets.top == 103 && host.carousel.safeAreaInsets.bottom == 34)
      #expect(collectionView.frame.minY == 103)
      #expect(pageControl.frame.maxY == 852 - 34 && pageControl.frame.height >= 44)
    }

    @Test("See All pushes a screen of every card in the same cells, a list in compact width")
    func seeAllPushes() throws {
      let host = OneScreenHost()
      host.cards.apply(Self.titles, animatingDifferences: false)
      host.layOut()
      let seeAll = try #require(
        host.supplementary(
          CarouselCollectionViewLayout.elementKindSeeAll, as: CarouselSeeAllReusableView.self))
      #expect(UIKitDriver.tap(seeAll.control))
      let screen = try #require(host.navigation.topViewController)
      #expect(host.navigation.viewControllers.count == 2 && screen.title == "Recommended")
      let list = try #require(screen.view as? UICollectionView)
      #expect(list.collectionViewLayout is SeeAllCollectionViewLayout)
      #expect(list.frame.size == CGSize(width: 393, height: 852))
      host.layOut()
      #expect(list.numberOfItems(inSection: 0) == 20)
      let cell = try #require(
        list.cellForItem(at: IndexPath(item: 0, section: 0)) as? TitleCardCell)
      #expect(cell.title.text == "Product 1")
      // A later apply reaches the open See All screen too.
      host.cards.apply(Array(Self.titles.prefix(5)))
      #expect(list.numberOfItems(inSection: 0) == 5)
    }

    @Test("a See All screen popped and let go is released (the data source keeps it weakly)")
    func seeAllReleased() {
      let host = OneScreenHost()
      host.cards.apply(Self.titles, animatingDifferences: false)
      weak var released: UIViewController?
      do {
        let screen = host.cards.makeSeeAllViewController()
        host.navigation.pushViewController(screen, animated: false)
        released = screen
        host.layOut()
        host.navigation.popViewController(animated: false)
      }
      #expect(released == nil)
      host.cards.apply(Array(Self.titles.prefix(3)))  // no screen left to update
    }

    @Test("See All's title: the header's by default, the app's when given")
    func seeAllTitle() {
      let host = OneScreenHost()
      host.cards.apply(Self.titles, animatingDifferences: false)
      #expect(host.cards.makeSeeAllViewController().title == "Recommended")
      #expect(host.cards.makeSeeAllViewController(title: "All products").title == "All products")
      host.carousel.layout.configuration.header = nil
      #expect(host.cards.makeSeeAllViewController().title == nil)
    }

    @Test("cells that come back through the reuse queue show their own card")
    func reusedCellsShowTheirCard() throws {
      let host = OneScreenHost()
      host.cards.apply(Self.titles, animatingDifferences: false)
      host.layOut()
      let collectionView = host.carousel.collectionView
      var reused = 0
      for page in [6, 12, 3, 19, 0] {
        collectionView.contentOffset = CGPoint(x: 361 * CGFloat(page), y: 0)
        host.layOut()
        for item in 0..<20 {
          guard
            let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0))
              as? TitleCardCell
          else { continue }
          #expect(cell.title.text == Self.titles[item], "card \(item) after page \(page)")
          reused += 1
        }
      }
      #expect(reused >= 10)
    }

    @Test("no cards: the package's empty state, no See All, the page control hidden")
    func emptyState() {
      let host = OneScreenHost()
      host.cards.apply([], animatingDifferences: false)
      host.layOut()
      let empty = host.supplementary(
        CarouselCollectionViewLayout.elementKindEmptyState,
        as: CarouselEmptyStateReusableView.self)
      #expect(empty?.titleLabel.text == "No recommendations")
      #expect(
        host.supplementary(CarouselCollectionViewLayout.elementKindSeeAll, as: UIView.self) == nil)
      #expect(host.carousel.pageControl.isHidden)
      // A hidden page control takes no room: the collection view has the safe area's height.
      #expect(host.carousel.collectionView.frame == CGRect(x: 0, y: 103, width: 393, height: 715))
    }

    @Test("updates keep the card at rest; the items are the last applied")
    func updates() throws {
      let host = OneScreenHost()
      host.cards.apply(Self.titles, animatingDifferences: false)
      host.layOut()
      host.carousel.layout.scroll(toCard: 5, animated: false)
      host.layOut()
      let offset = host.carousel.collectionView.contentOffset.x
      #expect(offset > 0)
      // Two cards inserted before the one at rest: it stays at rest, at its new index.
      host.cards.apply(["New 1", "New 2"] + Self.titles)
      host.layOut()
      #expect(host.cards.items.count == 22)
      let cell = try #require(
        host.carousel.collectionView.cellForItem(at: IndexPath(item: 7, section: 0))
          as? TitleCardCell)
      #expect(cell.title.text == "Product 6")
      // The page control follows the new count at once (card 5 is now card 7 of 22).
      #expect(host.carousel.pageControl.textLabel.text == "8 of 22")
      #expect(host.carousel.collectionView.contentOffset.x > offset)
    }

    @Test("a plain data source uses registerCarouselViews and dequeueCarouselView")
    func plainDataSource() {
      StandInMakers.registerPackageViews()
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 393, height: 400),
        collectionViewLayout: CollectionViewLayout.carousel)
      collectionView.registerCarouselViews()
      for kind in [
        CarouselCollectionViewLayout.elementKindHeader,
        CarouselCollectionViewLayout.elementKindSeeAll,
        CarouselCollectionViewLayout.elementKindEmptyState,
      ] {
        let view = collectionView.dequeueCarouselView(
          ofKind: kind, for: IndexPath(item: 0, section: 0))
        #expect(view.reuseIdentifier == kind)
      }
      #expect(
        collectionView.dequeueCarouselView(
          ofKind: CarouselCollectionViewLayout.elementKindSeeAll,
          for: IndexPath(item: 0, section: 0))
          is CarouselSeeAllReusableView)
    }

    @Test("a CarouselView from a storyboard or XIB (init(coder:)) is a whole carousel")
    func fromAnArchive() throws {
      // A storyboard hands the view a coder of its archived attributes; an empty archiver
      // stands in for it (the carousel reads nothing of its own from the coder).
      let coder = NSKeyedArchiver(requiringSecureCoding: false)
      let archived = try #require(CarouselView(coder: coder))
      #expect(archived.subviews.contains { $0 === archived.collectionView })
      #expect(archived.subviews.contains { $0 === archived.pageControl })
      #expect(archived.collectionView.collectionViewLayout === archived.layout)
      #expect(archived.layout.configuration == CollectionViewLayout.carousel.configuration)
      archived.frame = CGRect(x: 0, y: 0, width: 393, height: 400)
      archived.layoutIfNeeded()
      #expect(archived.collectionView.frame.width == 393)
    }
  }
#endif
