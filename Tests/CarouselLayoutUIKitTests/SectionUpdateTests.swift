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

/// Section-level updates: UIKit's update items with `item == NSNotFound`.
@MainActor
@Suite("Section updates")
struct SectionUpdateTests {
  @Test("reloadSections keeps the card at rest and asks for the measurements again")
  func reloadSection() throws {
    let host = UIKitHost(count: 10)
    host.layoutPass()
    host.scroll(to: try host.engine().track.offset(ofCard: 4))
    for index in 0..<10 { host.delegate.fixed[index] = CardMeasurement(height: 300) }
    host.collectionView.reloadSections(IndexSet(integer: 0))
    host.layoutPass()
    #expect(host.layout.geometry?.uniformCardHeight == 300)
    #expect(host.collectionView.contentOffset.x == (try host.engine().track.offset(ofCard: 4)))
  }

  @Test("insertSections and deleteSections: the first section arrives and leaves")
  func insertAndDeleteSection() throws {
    let host = UIKitHost(count: 5)
    host.dataSource.sections = 0
    host.collectionView.reloadData()
    host.layoutPass()
    #expect(host.layout.geometry?.cardCount == 0)
    host.dataSource.sections = 1
    host.collectionView.insertSections(IndexSet(integer: 0))
    host.layoutPass()
    #expect(host.layout.geometry?.cardCount == 5)
    #expect(host.collectionView.contentOffset.x == 0)
    host.dataSource.sections = 0
    host.collectionView.deleteSections(IndexSet(integer: 0))
    host.layoutPass()
    #expect(host.layout.geometry?.cardCount == 0)
    #expect(host.layout.geometry?.emptyStateFrame != nil)
  }

  @Test("a diffable data source: the first snapshot, a section reload, deletions before the rest")
  func diffableSnapshots() throws {
    for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
      let host = UIKitHost(count: 0, direction: direction)
      for index in 0..<12 { host.delegate.fixed[index] = CardMeasurement(height: 200) }
      let dataSource = host.makeDiffableDataSource()
      host.layoutPass()
      var snapshot = UIKitHost.snapshot(of: Array(0..<10))
      dataSource.apply(snapshot)
      host.layoutPass()
      let engineDirection = UIKitHost.engineDirection(direction)
      var engine = try host.engine(direction: engineDirection)
      #expect(engine.cardCount == 10)
      #expect(
        host.collectionView.contentOffset.x == engine.track.offset(ofCard: 0), "opens at card 0")
      host.collectionView.contentOffset.x = engine.track.offset(ofCard: 5)
      host.layoutPass()
      for index in 0..<10 { host.delegate.fixed[index] = CardMeasurement(height: 260) }
      snapshot.reloadSections(["recommended"])
      dataSource.apply(snapshot)
      host.layoutPass()
      engine = try host.engine(direction: engineDirection)
      #expect(engine.uniformCardHeight == 260)
      #expect(host.collectionView.contentOffset.x == engine.track.offset(ofCard: 5))
      snapshot = dataSource.snapshot()
      snapshot.deleteItems([0, 1])
      dataSource.apply(snapshot)
      host.layoutPass()
      engine = try host.engine(direction: engineDirection)
      #expect(engine.cardCount == 8)
      #expect(
        host.collectionView.contentOffset.x == engine.track.offset(ofCard: 3), "card 5 is now 3")
    }
  }
}
