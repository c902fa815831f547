import Foundation
import Testing

@testable import CarouselLayout
@testable import CarouselLayoutUIKit

// SwiftPM links the package's test support; the Xcode test target (Examples/App) compiles its
// SeededGenerator.swift into the test bundle itself.
#if canImport(CarouselTestSupport)
  import CarouselTestSupport
#endif

// These tests drive the adapter as UIKit does: through the stand-in here, and through UIKit on an
// iOS Simulator (Examples/App's CarouselLayoutUIKitTests target); what a person or the run loop
// does goes through UIKitDriver.
#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

@MainActor
@Suite("Carousel collection view layout")
struct CarouselCollectionViewLayoutTests {
  @Test("prepare lays out the engine's frames and content size")
  func prepareMatchesEngine() throws {
    var configuration = CarouselConfiguration()
    configuration.header = HeaderCell(title: "Recommended")
    let host = UIKitHost(count: 5, configuration: configuration)
    let attributes = host.layoutPass()
    let engine = try host.engine()
    #expect(host.layout.collectionViewContentSize == engine.contentSize)
    #expect(host.layout.collectionViewContentSize == CGSize(width: 1829, height: 264))
    let frames = framesByElement(attributes)
    #expect(close(frames["card 0"]!, CGRect(x: 16, y: 44, width: 353, height: 220)))
    #expect(close(frames["card 1"]!, engine.frame(ofCard: 1)))
    #expect(frames["card 2"] == nil)
    #expect(
      close(frames[CarouselCollectionViewLayout.elementKindHeader]!, engine.headerLayout()!.frame)
    )
    #expect(
      close(
        frames[CarouselCollectionViewLayout.elementKindSeeAll]!, engine.headerLayout()!.seeAll!)
    )
    #expect(host.collectionView.decelerationRate.rawValue == 0.99)
    #expect(host.layout.flipsHorizontallyInOppositeLayoutDirection == false)
  }

  @Test("attributes for rects while scrolling equal the engine's cards in the rect")
  func attributesWhileScrolling() throws {
    for seed in SeededGenerator.seeds(8) {
      var random = SeededGenerator(seed: seed)
      let count = Int.random(in: 3...60, using: &random)
      let host = UIKitHost(count: count)
      host.layoutPass()
      let engine = try host.engine()
      for _ in 0..<20 {
        let x = CGFloat.random(in: -100...(engine.track.maximumOffset + 100), using: &random)
        host.scroll(to: x)
        let rect = CGRect(
          x: x - 200, y: 0, width: CGFloat.random(in: 1...1200, using: &random), height: 300)
        let attributes = host.layout.layoutAttributesForElements(in: rect) ?? []
        let indices = attributes.map(\.indexPath.item)
        #expect(indices == engine.cardIndices(in: rect), "CAROUSEL_SEED=\(seed)")
        for element in attributes {
          #expect(
            close(element.frame, engine.frame(ofCard: element.indexPath.item)),
            "CAROUSEL_SEED=\(seed)")
        }
      }
    }
  }

  @Test("a scroll invalidates only the header cell, which follows the offset")
  func headerStaysPut() throws {
    var configuration = CarouselConfiguration()
    configuration.header = HeaderCell(title: "Recommended")
    let host = UIKitHost(count: 8, configuration: configuration)
    host.layoutPass()
    let callsBefore = host.delegate.calls
    #expect(
      host.layout.shouldInvalidateLayout(
        forBoundsChange: host.collectionView.bounds.offsetBy(dx: 361, dy: 0)))
    let context = try #require(host.scroll(to: 361))
    #expect(context.invalidatedItemIndexPaths == nil)
    #expect(context.invalidateEverything == false)
    #expect(
      Set(context.invalidatedSupplementaryIndexPaths?.keys.map { $0 } ?? [])
        == [
          CarouselCollectionViewLayout.elementKindHeader,
          CarouselCollectionViewLayout.elementKindSeeAll,
        ])
    #expect(host.delegate.calls == callsBefore, "a scroll must not ask for measurements again")
    let header = try #require(
      host.layout.layoutAttributesForSupplementaryView(
        ofKind: CarouselCollectionViewLayout.elementKindHeader, at: IndexPath(item: 0, section: 0)
      ))
    #expect(close(header.frame, CGRect(x: 361 + 16, y: 0, width: 361, height: 44)))
    #expect(header.zIndex > 0)
  }

  @Test("without a header cell a scroll doesn't invalidate the layout")
  func scrollWithoutHeader() {
    let host = UIKitHost(count: 8)
    host.layoutPass()
    #expect(
      !host.layout.shouldInvalidateLayout(
        forBoundsChange: host.collectionView.bounds.offsetBy(dx: 100, dy: 0)))
    #expect(
      host.layout.shouldInvalidateLayout(
        forBoundsChange: CGRect(x: 0, y: 0, width: 852, height: 300)))
  }

  @Test("self-sizing feeds the engine and stops once the measurement is known")
  func selfSizing() throws {
    let host = UIKitHost(count: 6, measurement: nil)
    host.delegate.split = { CardMeasurement(header: 40, body: $0 - 80, footer: 40) }
    host.layoutPass()
    #expect(host.layout.geometry?.uniformCardHeight == 44)
    let context = try #require(host.selfSize(card: 1, height: 200))
    #expect(host.layout.measurements[1] == CardMeasurement(header: 40, body: 120, footer: 40))
    // The uniform height changed, so every card on screen was invalidated.
    #expect(
      Set(context.invalidatedItemIndexPaths ?? []) == [
        IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
      ])
    let card0 = try #require(
      host.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(card0.frame.height == 200)
    // Card 0, stretched to 200, prefers its natural 120: a different measurement, no loop.
    let shorter = try #require(host.selfSize(card: 0, height: 120))
    #expect(shorter.invalidatedItemIndexPaths == [IndexPath(item: 0, section: 0)])
    #expect(host.selfSize(card: 0, height: 120) == nil, "the same measurement again is no change")
    #expect(
      host.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 200
    )
    let anatomy = try #require(host.layout.geometry?.anatomy(ofCard: 0))
    #expect(anatomy.footer.maxY == anatomy.frame.maxY)
  }

  @Test("cards measured up front don't self-size")
  func fixedCardsDontSelfSize() {
    let host = UIKitHost(count: 4)
    host.layoutPass()
    #expect(host.selfSize(card: 1, height: 500) == nil)
  }

  @Test("rotation keeps the card at rest in place")
  func rotationKeepsCard() throws {
    let host = UIKitHost(count: 12)
    host.layoutPass()
    let portrait = try host.engine()
    host.scroll(to: portrait.track.offset(ofCard: 3))
    let landscapeBounds = CGRect(
      x: host.collectionView.contentOffset.x, y: 0, width: 852, height: 300)
    let context = try #require(host.setBounds(landscapeBounds))
    let landscape = try host.engine(size: landscapeBounds.size)
    let expected = try landscape.track.targetOffset(
      keepingCardAt: portrait.track.offset(ofCard: 3), in: portrait.track)
    #expect(host.collectionView.contentOffset.x == expected)
    #expect(context.contentOffsetAdjustment.x == expected - portrait.track.offset(ofCard: 3))
    #expect(context.invalidatedItemIndexPaths?.isEmpty == false)
    let card3 = try #require(
      host.layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
    #expect(abs(card3.frame.minX - host.collectionView.contentOffset.x - 16) < 1e-9)
    #expect(
      host.layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 0)).x == expected
    )
  }

  @Test("a size-class change keeps the card at rest and re-reads the traits")
  func sizeClassChange() throws {
    let host = UIKitHost(size: CGSize(width: 736, height: 300), count: 12)
    host.layoutPass()
    let compact = try host.engine()
    host.scroll(to: compact.track.offset(ofCard: 5))
    host.collectionView.traitOverrides.horizontalSizeClass = .regular
    host.setBounds(CGRect(x: host.collectionView.contentOffset.x, y: 0, width: 1024, height: 300))
    let regular = try host.engine(size: CGSize(width: 1024, height: 300), sizeClass: .regular)
    #expect(host.layout.geometry?.track.sizeClass == .regular)
    #expect(host.layout.geometry?.track.cardsPerPage == 3)
    #expect(host.collectionView.contentOffset.x == regular.track.offset(ofCard: 5))
  }

  @Test("a flick snaps to the engine's target, velocity in points per millisecond")
  func flick() throws {
    let host = UIKitHost(count: 5)
    host.layoutPass()
    host.scroll(to: 150)
    let engine = try host.engine()
    let slow = host.layout.targetContentOffset(
      forProposedContentOffset: CGPoint(x: 160, y: 0),
      withScrollingVelocity: CGPoint(x: 0.1, y: 0))
    #expect(slow.x == 0)
    let flick = host.layout.targetContentOffset(
      forProposedContentOffset: CGPoint(x: 200, y: 0),
      withScrollingVelocity: CGPoint(x: 0.5, y: 0))
    #expect(flick.x == 361)
    #expect(
      flick.x == (try engine.track.targetOffset(releasedAt: 150, velocity: 0.5, projected: 200)))
    let hard = host.layout.targetContentOffset(
      forProposedContentOffset: CGPoint(x: 5000, y: 0), withScrollingVelocity: CGPoint(x: 3, y: 0)
    )
    #expect(hard.x == 361, "compact width moves at most one page per gesture")
  }

  @Test("an insert before the anchor keeps the card at rest")
  func insertBeforeAnchor() throws {
    let host = UIKitHost(count: 10)
    host.layoutPass()
    host.scroll(to: try host.engine().track.offset(ofCard: 4))
    host.dataSource.count = 12
    host.delegate.fixed[10] = CardMeasurement(height: 100)
    host.delegate.fixed[11] = CardMeasurement(height: 100)
    host.collectionView.insertItems(at: [
      IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0),
    ])
    host.layoutPass()
    let engine = try host.engine()
    #expect(engine.cardCount == 12)
    #expect(host.collectionView.contentOffset.x == engine.track.offset(ofCard: 6))
    let card6 = try #require(
      host.layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)))
    #expect(abs(card6.frame.minX - host.collectionView.contentOffset.x - 16) < 1e-9)
  }

  @Test("a first load by batch insert into an empty carousel stays at card 0")
  func insertIntoEmpty() throws {
    let host = UIKitHost(count: 0)
    host.layoutPass()
    host.dataSource.count = 5
    host.collectionView.insertItems(at: (0..<5).map { IndexPath(item: $0, section: 0) })
    host.layoutPass()
    let engine = try host.engine()
    #expect(engine.cardCount == 5)
    #expect(host.collectionView.contentOffset.x == engine.track.offset(ofCard: 0))
  }

  @Test("a batch that inserts before a reloaded card asks the delegate by the new index")
  func reloadWithInsert() throws {
    let host = UIKitHost(count: 10)
    host.layoutPass()
    // After the update: a new card 0, the old cards one further on, old card 5 (now 6) taller.
    host.dataSource.count = 11
    let card = CardMeasurement(header: 56, body: 120, footer: 44)
    for index in 0..<11 { host.delegate.fixed[index] = card }
    host.delegate.fixed[0] = CardMeasurement(header: 56, body: 10, footer: 44)
    host.delegate.fixed[6] = CardMeasurement(header: 56, body: 300, footer: 44)
    host.collectionView.performBatchUpdates {
      host.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      host.collectionView.reloadItems(at: [IndexPath(item: 5, section: 0)])
    }
    let engine = try host.engine()
    #expect(engine.cardCount == 11)
    #expect(engine.heights.height(ofCard: 0) == 110)
    #expect(engine.heights.height(ofCard: 6) == 400)
    #expect(engine.heights.height(ofCard: 5) == 220)
    #expect(engine.heights.height(ofCard: 7) == 220)
  }

  @Test("a delete before the anchor keeps the card at rest")
  func deleteBeforeAnchor() throws {
    let host = UIKitHost(count: 10)
    host.layoutPass()
    host.scroll(to: try host.engine().track.offset(ofCard: 5))
    host.dataSource.count = 9
    host.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
    host.layoutPass()
    #expect(host.collectionView.contentOffset.x == (try host.engine().track.offset(ofCard: 4)))
  }

  @Test("right to left: card 0 at the right inset, mirrored snapping, not flipped by UIKit")
  func rightToLeft() throws {
    var configuration = CarouselConfiguration()
    configuration.header = HeaderCell(title: "Recommended")
    let host = UIKitHost(count: 5, direction: .rightToLeft, configuration: configuration)
    let attributes = framesByElement(host.layoutPass())
    let engine = try host.engine(direction: .rightToLeft)
    #expect(host.layout.geometry?.track.layoutDirection == .rightToLeft)
    #expect(host.collectionView.contentOffset.x == engine.track.restOffset)
    #expect(engine.track.restOffset == 1436)
    let card0 = try #require(attributes["card 0"])
    #expect(abs(card0.maxX - (host.collectionView.contentOffset.x + 393 - 16)) < 1e-9)
    let seeAll = try #require(attributes[CarouselCollectionViewLayout.elementKindSeeAll])
    #expect(abs(seeAll.minX - (host.collectionView.contentOffset.x + 16)) < 1e-9)
    // A forward flick in right to left moves the content left: negative velocity.
    let target = host.layout.targetContentOffset(
      forProposedContentOffset: CGPoint(x: 1300, y: 0),
      withScrollingVelocity: CGPoint(x: -0.5, y: 0))
    #expect(target.x == 1075)
    let semantic = UIKitHost(count: 5, direction: .rightToLeft)
    semantic.collectionView.semanticContentAttribute = .forceLeftToRight
    semantic.layoutPass()
    #expect(semantic.layout.geometry?.track.layoutDirection == .leftToRight)
  }

  @Test("empty state, fewer than three cards, and an invalid configuration")
  func modesAndErrors() throws {
    let empty = UIKitHost(count: 0)
    let emptyAttributes = framesByElement(empty.layoutPass())
    #expect(
      emptyAttributes[CarouselCollectionViewLayout.elementKindEmptyState]
        == CGRect(x: 16, y: 0, width: 361, height: 240))
    let two = UIKitHost(count: 2)
    two.layoutPass()
    #expect(two.layout.geometry?.track.mode == .stack)
    var invalid = CarouselConfiguration()
    invalid.spacing = -1
    let broken = UIKitHost(count: 4, configuration: invalid)
    #expect(broken.layoutPass().isEmpty)
    #expect(broken.layout.layoutError?.field == "configuration.spacing")
    #expect(broken.layout.collectionViewContentSize == .zero)
    broken.layout.configuration = CarouselConfiguration()
    #expect(broken.layoutPass().count == 2)
    #expect(broken.layout.layoutError == nil)
  }

  @Test(
    "reloadData forgets self-sized measurements; a zero-size collection view lays out nothing")
  func reloadAndZeroSize() throws {
    let host = UIKitHost(count: 4, measurement: nil)
    host.layoutPass()
    host.selfSize(card: 0, height: 300)
    #expect(host.layout.geometry?.uniformCardHeight == 300)
    host.collectionView.reloadData()
    host.layoutPass()
    #expect(host.layout.geometry?.uniformCardHeight == 44)
    let zero = UIKitHost(size: .zero, count: 4)
    #expect(zero.layoutPass().isEmpty)
    #expect(zero.layout.geometry == nil)
    #expect(zero.layout.layoutError == nil)
  }

  @Test("entry points return new, configured instances")
  func entryPoints() {
    let first = CollectionViewLayout.carousel
    let second = CollectionViewLayout.carousel
    #expect(first !== second)
    #expect(first.configuration == CarouselConfiguration())
    #expect(CollectionViewLayout.masonry !== CollectionViewLayout.masonry)
    #expect(CollectionViewLayout.list.configuration == ListConfiguration())
    var configuration = CarouselConfiguration()
    configuration.spacing = 12
    #expect(
      CollectionViewLayout.seeAll(carousel: configuration).carouselConfiguration.spacing == 12)
  }
}
