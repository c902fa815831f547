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

@MainActor
@Suite("Masonry, list and See All collection view layouts")
struct CardColumnsCollectionViewLayoutTests {
  private func host(
    _ layout: UICollectionViewLayout, size: CGSize, count: Int,
    sizeClass: UIUserInterfaceSizeClass
  ) -> (UICollectionView, CardsDataSource) {
    let dataSource = CardsDataSource(count: count)
    let collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.traitOverrides.horizontalSizeClass = sizeClass
    collectionView.dataSource = dataSource
    return (collectionView, dataSource)
  }

  @Test("masonry: the engine's frames, rect queries and self-sizing")
  func masonry() throws {
    let layout = MasonryCollectionViewLayout()
    let heights: [CGFloat] = [200, 100, 100, 50]
    layout.cardMeasurement = { CardMeasurement(height: heights[$0]) }
    let (collectionView, dataSource) = host(
      layout, size: CGSize(width: 820, height: 1180), count: 4, sizeClass: .regular)
    layout.prepare()
    let engine = try MasonryLayout(
      viewport: CGSize(width: 820, height: 1180), sizeClass: .regular,
      cards: heights.map { CardMeasurement(height: $0) })
    #expect(layout.collectionViewContentSize == engine.contentSize)
    let attributes = layout.layoutAttributesForElements(in: collectionView.bounds) ?? []
    #expect(attributes.count == 4)
    for element in attributes {
      #expect(close(element.frame, engine.frame(ofCard: element.indexPath.item)))
    }
    #expect(
      close(
        layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame,
        CGRect(x: 414, y: 108, width: 386, height: 100)))
    #expect(
      !layout.shouldInvalidateLayout(
        forBoundsChange: collectionView.bounds.offsetBy(dx: 0, dy: 300)))
    withExtendedLifetime(dataSource) {}
  }

  @Test("list: self-sized cards re-place the cards below")
  func listSelfSizing() throws {
    let layout = ListCollectionViewLayout()
    let (collectionView, dataSource) = host(
      layout, size: CGSize(width: 393, height: 852), count: 3, sizeClass: .compact)
    layout.prepare()
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 208)
    let original = try #require(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    let preferred = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    preferred.frame = CGRect(x: 16, y: 0, width: 361, height: 120)
    #expect(
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    layout.invalidateLayout(with: context)
    layout.prepare()
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 128)
    #expect(layout.collectionViewContentSize.height == CGFloat(120 + 8 + 200 + 8 + 200))
    #expect(
      !layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    withExtendedLifetime((collectionView, dataSource)) {}
  }

  @Test("See All: a list in compact width turns into a masonry in regular width")
  func seeAllMorphs() throws {
    var configuration = CarouselConfiguration()
    configuration.spacing = 12
    let layout = CollectionViewLayout.seeAll(carousel: configuration)
    let (collectionView, dataSource) = host(
      layout, size: CGSize(width: 820, height: 1180), count: 9, sizeClass: .compact)
    layout.prepare()
    #expect(layout.destination?.kind == .list)
    collectionView.traitOverrides.horizontalSizeClass = .regular
    layout.prepare()
    #expect(layout.destination?.kind == .masonry)
    let expected = try SeeAllDestination(
      viewport: CGSize(width: 820, height: 1180), sizeClass: .regular,
      configuration: configuration,
      cards: Array(repeating: CardMeasurement(height: 200), count: 9))
    #expect(layout.collectionViewContentSize == expected.contentSize)
    withExtendedLifetime(dataSource) {}
  }

  @Test("a card above the screen re-measuring moves the content with it: no jump")
  func selfSizingAboveViewport() throws {
    let layout = ListCollectionViewLayout()
    let (collectionView, dataSource) = host(
      layout, size: CGSize(width: 393, height: 852), count: 40, sizeClass: .compact)
    collectionView.layoutIfNeeded()
    collectionView.contentOffset.y = 2000
    collectionView.layoutIfNeeded()
    let firstOnScreen = try #require(
      layout.layoutAttributesForElements(in: collectionView.bounds)?.first)
    let onScreenBefore = firstOnScreen.frame.minY - collectionView.contentOffset.y
    let original = try #require(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    let preferred = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    preferred.frame = CGRect(x: 16, y: 0, width: 361, height: 120)
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: -80))
    layout.invalidateLayout(with: context)
    collectionView.layoutIfNeeded()
    let sameCard = try #require(layout.layoutAttributesForItem(at: firstOnScreen.indexPath))
    #expect(sameCard.frame.minY - collectionView.contentOffset.y == onScreenBefore)
    withExtendedLifetime(dataSource) {}
  }
}
