import CarouselLayout
import Foundation
import Testing

@testable import CarouselLayoutUIKit

// These tests drive the adapter through the stand-in, as UIKit and SwiftUI would; on Apple
// platforms they compile to nothing (Tests/CarouselLayoutAppleTests meet the real frameworks).
#if CAROUSEL_STAND_INS
  import UIKitStandIn

  @MainActor
  @Suite("Diffable moves keep the card at rest")
  struct DiffableMoveTests {
    /// Ten cards from a diffable data source, at rest on item 5; then `reorder` is applied.
    func restingCard(
      after reorder: ([Int]) -> [Int], direction: UITraitEnvironmentLayoutDirection
    ) throws -> (restingItem: Int, items: [Int], moves: Int) {
      let host = UIKitHost(count: 0, direction: direction)
      for index in 0..<10 { host.delegate.fixed[index] = CardMeasurement(height: 200) }
      let dataSource = UICollectionViewDiffableDataSource<String, Int>(
        collectionView: host.collectionView
      ) { _, _, _ in UICollectionViewCell(frame: .zero) }
      host.layoutPass()
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["recommended"])
      snapshot.appendItems(Array(0..<10))
      dataSource.apply(snapshot)
      host.layoutPass()
      let engineDirection: LayoutDirection =
        direction == .rightToLeft ? .rightToLeft : .leftToRight
      var engine = try host.engine(direction: engineDirection)
      host.collectionView.contentOffset.x = engine.offset(ofCard: 5)
      host.layoutPass()
      let items = reorder(Array(0..<10))
      snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["recommended"])
      snapshot.appendItems(items)
      host.layout.updates = []
      dataSource.apply(snapshot)
      host.layoutPass()
      engine = try host.engine(direction: engineDirection)
      let card = engine.currentCard(atOffset: host.collectionView.contentOffset.x)
      let moves = host.layout.updates.filter { $0.updateAction == .move }.count
      return (items[card], items, moves)
    }

    @Test("the card at rest moved towards the start or the end stays at rest, in both directions")
    func movedCardStays() throws {
      for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
        // Item 5 moves to index 1.
        let back = try restingCard(
          after: { items in
            var items = items
            items.remove(at: 5)
            items.insert(5, at: 1)
            return items
          }, direction: direction)
        #expect(back.restingItem == 5 && back.moves >= 1, "\(direction) \(back)")
        // Item 5 moves to index 7.
        let forward = try restingCard(
          after: { items in
            var items = items
            items.remove(at: 5)
            items.insert(5, at: 7)
            return items
          }, direction: direction)
        #expect(forward.restingItem == 5 && forward.moves >= 1, "\(direction) \(forward)")
        // Another card moves from before it to after it: item 5 stays at rest (now index 4).
        let other = try restingCard(
          after: { items in
            var items = items
            items.remove(at: 0)
            items.insert(0, at: 8)
            return items
          }, direction: direction)
        #expect(other.restingItem == 5 && other.moves >= 1, "\(direction) \(other)")
      }
    }
  }
#endif
