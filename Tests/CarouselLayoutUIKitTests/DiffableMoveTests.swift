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
@Suite("Diffable moves keep the card at rest")
struct DiffableMoveTests {
  /// Ten cards from a diffable data source, at rest on item 5; then `reorder` is applied.
  func restingCard(
    after reorder: ([Int]) -> [Int], direction: UITraitEnvironmentLayoutDirection
  ) throws -> (restingItem: Int, items: [Int], moves: Int) {
    let host = UIKitHost(count: 0, direction: direction)
    for index in 0..<10 { host.delegate.fixed[index] = CardMeasurement(height: 200) }
    let dataSource = host.makeDiffableDataSource()
    host.layoutPass()
    dataSource.apply(UIKitHost.snapshot(of: Array(0..<10)))
    host.layoutPass()
    let engineDirection = UIKitHost.engineDirection(direction)
    var engine = try host.engine(direction: engineDirection)
    host.collectionView.contentOffset.x = engine.track.offset(ofCard: 5)
    host.layoutPass()
    let items = reorder(Array(0..<10))
    host.layout.updates = []
    dataSource.apply(UIKitHost.snapshot(of: items))
    host.layoutPass()
    engine = try host.engine(direction: engineDirection)
    let card = engine.track.currentCard(atOffset: host.collectionView.contentOffset.x)
    let moves = host.layout.updates.filter { $0.updateAction == .move }.count
    return (items[card], items, moves)
  }

  /// A reorder that takes `item` out and puts it at `index`.
  func moving(_ item: Int, to index: Int) -> ([Int]) -> [Int] {
    { items in
      var items = items
      items.removeAll { $0 == item }
      items.insert(item, at: index)
      return items
    }
  }

  @Test("the card at rest moved towards the start or the end stays at rest, in both directions")
  func movedCardStays() throws {
    for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
      // Item 5 moves to index 1.
      let back = try restingCard(after: moving(5, to: 1), direction: direction)
      #expect(back.restingItem == 5 && back.moves >= 1, "\(direction) \(back)")
      // Item 5 moves to index 7.
      let forward = try restingCard(after: moving(5, to: 7), direction: direction)
      #expect(forward.restingItem == 5 && forward.moves >= 1, "\(direction) \(forward)")
      // Another card moves from before it to after it: item 5 stays at rest (now index 4).
      let other = try restingCard(after: moving(0, to: 8), direction: direction)
      #expect(other.restingItem == 5 && other.moves >= 1, "\(direction) \(other)")
    }
  }
}
