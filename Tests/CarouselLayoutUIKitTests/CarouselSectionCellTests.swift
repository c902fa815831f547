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

/// A page of carousels: each item of the page is a ``CarouselSectionCell``.
@MainActor
final class PageDataSource: NSObject, UICollectionViewDataSource {
  let sections: [String]
  let offsets = CarouselOffsetStore()
  let cards = CardsDataSource(count: 10)
  let measurements = MeasuringDelegate()

  init(sections: [String]) {
    self.sections = sections
    for index in 0..<10 {
      measurements.fixed[index] = CardMeasurement(header: 56, body: 120, footer: 44)
    }
    super.init()
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = UIKitDriver.cell(CarouselSectionCell.self, in: collectionView, at: indexPath) {
      CarouselSectionCell(frame: $0)
    }
    cell.carouselLayout.delegate = measurements
    cell.carouselView.dataSource = cards
    cell.configure(section: sections[indexPath.item], offsets: offsets)
    return cell
  }
}

@MainActor
@Suite("A carousel in a page cell")
struct CarouselSectionCellTests {
  @Test("the cell sizes itself to the carousel's height in a vertical page")
  func sizesToCarousel() throws {
    let page = PageDataSource(sections: ["a", "b", "c"])
    let layout = ListCollectionViewLayout()
    let pageView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
    pageView.traitOverrides.horizontalSizeClass = .compact
    pageView.dataSource = page
    pageView.layoutIfNeeded()
    let engine = try CarouselGeometry(
      viewport: CGSize(width: 361, height: 200), configuration: CarouselConfiguration(),
      cards: Array(repeating: CardMeasurement(header: 56, body: 120, footer: 44), count: 10))
    let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.frame.height == engine.contentSize.height)
    let cell = try #require(
      pageView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CarouselSectionCell)
    cell.layoutIfNeeded()  // UIKit's next layout cycle
    #expect(cell.carouselView.bounds.width == 361)
    #expect(cell.carouselLayout.geometry?.cardCount == 10)
  }

  @Test("each section's rest position survives cell reuse and a width change")
  func offsetKeptAcrossReuse() throws {
    let page = PageDataSource(sections: ["a", "b"])
    let cell = CarouselSectionCell(frame: CGRect(x: 0, y: 0, width: 393, height: 240))
    cell.layoutIfNeeded()
    cell.carouselLayout.delegate = page.measurements
    cell.carouselView.dataSource = page.cards
    cell.configure(section: "a", offsets: page.offsets)
    let geometry = try #require(cell.carouselLayout.geometry)
    cell.carouselView.contentOffset.x = geometry.track.offset(ofCard: 4)
    cell.carouselView.layoutIfNeeded()
    cell.prepareForReuse()
    cell.configure(section: "b", offsets: page.offsets)
    #expect(cell.carouselView.contentOffset.x == 0)
    cell.prepareForReuse()
    cell.configure(section: "a", offsets: page.offsets)
    #expect(cell.carouselView.contentOffset.x == geometry.track.offset(ofCard: 4))
    cell.frame = CGRect(x: 0, y: 0, width: 852, height: 240)
    cell.layoutIfNeeded()
    let wide = try #require(cell.carouselLayout.geometry)
    #expect(wide.viewport.width == 852)
    #expect(wide.track.currentCard(atOffset: cell.carouselView.contentOffset.x) == 4)
  }
}
