import Foundation
import Testing

@testable import CarouselLayout
@testable import CarouselLayoutUIKit

// These tests drive the adapter as UIKit does: through the stand-in here, and through UIKit on an
// iOS Simulator (Examples/App's CarouselLayoutUIKitTests target); what a person or the run loop
// does goes through UIKitDriver.
#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

/// What UIKit really does (Tests/StandIns/UIKitStandIn, each behaviour with its source), and
/// the carousel layout meeting it.
@MainActor
@Suite("UIKit behaviours the carousel layout meets")
struct UIKitBehaviourTests {
  private func headerConfiguration() -> CarouselConfiguration {
    var configuration = CarouselConfiguration()
    configuration.header = HeaderCell(title: "Recommended")
    return configuration
  }

  @Test("a plain cell under a custom layout never self-sizes: cards stay at the estimate")
  func plainCellsDontSelfSize() {
    let host = UIKitHost(count: 6, measurement: nil)
    host.layoutPass()
    #expect(host.layout.geometry?.uniformCardHeight == 44)
    #expect(host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
  }

  @Test("right to left opens at card 0, without an invalidation inside prepare()")
  func rightToLeftOpensAtCardZero() throws {
    let host = UIKitHost(
      count: 5, direction: .rightToLeft, configuration: headerConfiguration())
    host.layoutPass()
    let engine = try host.engine(direction: .rightToLeft)
    #expect(host.collectionView.contentOffset.x == engine.track.restOffset)
    #expect(host.layout.invalidationsDuringPrepare == 0, "contentOffset written in prepare()")
  }

  @Test("right to left: a carousel that loads its cards later opens at card 0")
  func rightToLeftLoadsLater() throws {
    let host = UIKitHost(count: 0, direction: .rightToLeft)
    host.layoutPass()
    host.dataSource.count = 5
    for index in 0..<5 { host.delegate.fixed[index] = CardMeasurement(height: 200) }
    host.collectionView.reloadData()
    host.layoutPass()
    let engine = try host.engine(direction: .rightToLeft)
    #expect(engine.track.restOffset > 0)
    #expect(host.collectionView.contentOffset.x == engine.track.restOffset)
  }

  @Test(
    "a layout-direction change alone relays the carousel out and keeps the card, mirrored",
    arguments: [0, 3])
  func directionChange(card: Int) throws {
    let host = UIKitHost(count: 8)
    host.layoutPass()
    host.layout.scroll(toCard: card, animated: false)
    host.layoutPass()
    host.collectionView.traitOverrides.layoutDirection = .rightToLeft
    host.collectionView.layoutIfNeeded()
    #expect(host.layout.geometry?.track.layoutDirection == .rightToLeft)
    let engine = try host.engine(direction: .rightToLeft)
    #expect(host.collectionView.contentOffset.x == engine.track.offset(ofCard: card))
    #expect(
      engine.track.offset(ofCard: card) != engine.track.offset(ofCard: 3 - card), "cards told apart"
    )
  }

  @Test("a size-class change alone (no new bounds) invalidates the layout")
  func sizeClassChangeAlone() {
    let host = UIKitHost(size: CGSize(width: 820, height: 300), count: 12)
    host.layoutPass()
    #expect(host.layout.geometry?.track.sizeClass == .compact)
    host.collectionView.traitOverrides.horizontalSizeClass = .regular
    host.collectionView.layoutIfNeeded()
    #expect(host.layout.geometry?.track.sizeClass == .regular)
  }

  @Test("item counts are cached until reloadData() or a batch update")
  func countsAreCached() {
    let host = UIKitHost(count: 4)
    host.layoutPass()
    host.dataSource.count = 6
    for index in 0..<6 { host.delegate.fixed[index] = CardMeasurement(height: 200) }
    host.collectionView.collectionViewLayout.invalidateLayout()
    host.layoutPass()
    #expect(host.layout.geometry?.cardCount == 4, "UIKit has not re-read the count")
    host.collectionView.reloadData()
    host.layoutPass()
    #expect(host.layout.geometry?.cardCount == 6)
  }

  @Test("a release's velocity arrives in points per millisecond and snaps one card")
  func releaseVelocity() throws {
    let host = UIKitHost(count: 5)
    host.layoutPass()
    host.collectionView.contentOffset.x = 150
    host.layoutPass()
    UIKitDriver.release(host.collectionView, velocity: CGPoint(x: 0.5, y: 0))
    #expect(host.collectionView.contentOffset.x == (try host.engine().track.offset(ofCard: 1)))
  }

  @Test("a scroll with a header reuses the cards' attributes: only the header is new")
  func scrollReusesCardAttributes() throws {
    let host = UIKitHost(count: 12, configuration: headerConfiguration())
    host.layoutPass()
    host.scroll(to: 100)
    let first = host.layout.layoutAttributesForElements(in: host.collectionView.bounds) ?? []
    host.scroll(to: 101)
    let second = host.layout.layoutAttributesForElements(in: host.collectionView.bounds) ?? []
    let firstCards = first.filter { $0.representedElementCategory == .cell }
    let secondCards = second.filter { $0.representedElementCategory == .cell }
    #expect(firstCards.count == secondCards.count && !firstCards.isEmpty)
    for (a, b) in zip(firstCards, secondCards) { #expect(a === b) }
  }

  @Test("accessibility text sizes lift the height cap, unless the layout says otherwise")
  func heightCapAtAccessibilitySizes() {
    let host = UIKitHost(
      count: 4, measurement: CardMeasurement(header: 56, body: 700, footer: 44))
    host.layoutPass()
    #expect(host.layout.geometry?.uniformCardHeight == 520)
    host.collectionView.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
    host.collectionView.layoutIfNeeded()
    #expect(host.layout.geometry?.uniformCardHeight == 800)
    host.layout.liftsHeightCapAtAccessibilitySizes = false
    host.layoutPass()
    #expect(host.layout.geometry?.uniformCardHeight == 520)
    host.layout.liftsHeightCapAtAccessibilitySizes = true
    host.collectionView.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
    host.collectionView.layoutIfNeeded()
    #expect(host.layout.geometry?.uniformCardHeight == 520)
  }

  @Test("stacksAtAccessibilitySizes: every card below the other at an accessibility size only")
  func stackingAtAccessibilitySizes() throws {
    let host = UIKitHost(
      count: 6, measurement: CardMeasurement(header: 56, body: 100, footer: 44))
    host.layout.stacksAtAccessibilitySizes = true
    host.layoutPass()
    #expect(
      host.layout.geometry?.track.mode == .carousel, "the default text size keeps the carousel")
    host.collectionView.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
    host.collectionView.layoutIfNeeded()
    let geometry = try #require(host.layout.geometry)
    #expect(geometry.track.mode == .stack)
    #expect(geometry.configuration.fewCardsRule == .alwaysStack)
    let first = geometry.frame(ofCard: 0)
    let second = geometry.frame(ofCard: 1)
    #expect(second.minX == first.minX && second.minY > first.maxY)
    #expect(host.layout.collectionViewContentSize.width == host.collectionView.bounds.width)
    // Off (the default): an accessibility size keeps the carousel.
    host.layout.stacksAtAccessibilitySizes = false
    host.layoutPass()
    #expect(host.layout.geometry?.track.mode == .carousel)
  }

  @Test(
    "Look to Scroll is opt-in and changes no layout (visionOS 26 sets the scroll view's axes)")
  func lookToScroll() {
    let host = UIKitHost(count: 6)
    host.layoutPass()
    #expect(!host.layout.allowsLookToScroll && host.layout.lookToScrollAxes == [])
    let builds = host.layout.geometryBuildCount
    host.layout.allowsLookToScroll = true
    #expect(host.layout.lookToScrollAxes == .horizontal, "the carousel scrolls across")
    host.layoutPass()
    #expect(host.layout.geometryBuildCount == builds, "no rebuild for an input setting")
  }

  @Test("layoutAttributesClass of a subclass is honoured")
  func attributesClass() {
    let layout = AttributesClassLayout()
    let dataSource = CardsDataSource(count: 3)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 393, height: 300), collectionViewLayout: layout)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    let attributes = layout.layoutAttributesForElements(in: collectionView.bounds) ?? []
    #expect(!attributes.isEmpty)
    #expect(attributes.allSatisfy { $0 is TaggedAttributes })
  }

  @Test("layoutAttributesForItem answers before the first prepare()")
  func attributesBeforePrepare() throws {
    let host = UIKitHost(count: 5)
    let attributes = try #require(
      host.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    #expect(attributes.size.width > 0 && attributes.size.height > 0)
  }

  @Test("a batch update reports the empty state and See All appearing and disappearing")
  func supplementaryUpdates() throws {
    let host = UIKitHost(count: 0, configuration: headerConfiguration())
    host.layoutPass()
    host.dataSource.count = 4
    for index in 0..<4 { host.delegate.fixed[index] = CardMeasurement(height: 200) }
    host.collectionView.insertItems(at: (0..<4).map { IndexPath(item: $0, section: 0) })
    let first = [IndexPath(item: 0, section: 0)]
    #expect(
      host.layout.supplementaryDeletions[CarouselCollectionViewLayout.elementKindEmptyState]
        == first)
    #expect(
      host.layout.supplementaryInsertions[CarouselCollectionViewLayout.elementKindSeeAll] == first
    )
    host.layoutPass()
    host.dataSource.count = 0
    host.collectionView.deleteItems(at: (0..<4).map { IndexPath(item: $0, section: 0) })
    #expect(
      host.layout.supplementaryInsertions[CarouselCollectionViewLayout.elementKindEmptyState]
        == first)
    #expect(
      host.layout.supplementaryDeletions[CarouselCollectionViewLayout.elementKindSeeAll] == first)
  }
}

/// Attributes of a layout subclass's own class.
final class TaggedAttributes: UICollectionViewLayoutAttributes {}

/// A carousel layout whose subclass names its own attributes class.
final class AttributesClassLayout: CarouselCollectionViewLayout {
  override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }
}
