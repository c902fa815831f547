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
@Suite("Carousel section cell: reuse and anchors")
struct CarouselSectionCellReuseTests {
  static let card = CardMeasurement(header: 56, body: 120, footer: 44)

  /// A carousel's data source and measuring delegate.
  @MainActor
  struct Carousel {
    let cards: CardsDataSource
    let delegate = MeasuringDelegate()

    init(count: Int) {
      cards = CardsDataSource(count: count)
      for index in 0..<count { delegate.fixed[index] = CarouselSectionCellReuseTests.card }
    }
  }

  /// Shows `section` in `cell` as a collection view does with a dequeued cell: UIKit calls
  /// `prepareForReuse()` before it hands a reused cell out again
  /// (developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()),
  /// then the data source configures it, then the cell gets its frame and is laid out.
  func show(
    _ section: String, _ carousel: Carousel, in cell: CarouselSectionCell,
    store: CarouselOffsetStore, reused: Bool = true,
    size: CGSize = CGSize(width: 393, height: 264),
    configuration: CarouselConfiguration = CarouselConfiguration()
  ) {
    if reused { cell.prepareForReuse() }
    cell.configure(
      section: section, configuration: configuration, dataSource: carousel.cards,
      delegate: carousel.delegate, offsets: store)
    cell.frame = CGRect(origin: .zero, size: size)
    cell.layoutIfNeeded()
  }

  /// Flicks the inner carousel forward by one card as a user would.
  func flickForward(_ cell: CarouselSectionCell, rightToLeft: Bool = false) {
    UIKitDriver.release(cell.carouselView, velocity: CGPoint(x: rightToLeft ? -1 : 1, y: 0))
    cell.carouselView.layoutIfNeeded()
  }

  @Test("a carousel's position survives its cell being reused for another section")
  func offsetSurvivesReuse() throws {
    let store = CarouselOffsetStore()
    let recommended = Carousel(count: 10)
    let recent = Carousel(count: 6)
    let cell = CarouselSectionCell(frame: .zero)
    show("recommended", recommended, in: cell, store: store, reused: false)
    let geometry = try #require(cell.carouselLayout.geometry)
    #expect(cell.carouselView.contentOffset.x == 0)
    flickForward(cell)
    flickForward(cell)
    flickForward(cell)
    #expect(cell.carouselView.contentOffset.x == geometry.track.snapOffset(at: 3))
    // Scrolled away: the same cell now shows another carousel, which opens at card 0.
    show("recent", recent, in: cell, store: store)
    #expect(cell.carouselView.contentOffset.x == 0)
    #expect(cell.carouselLayout.geometry?.cardCount == 6)
    #expect(store.anchor(for: "recommended") == CarouselAnchor(card: 3))
    flickForward(cell)
    // Back: card 3 is at rest again, in whichever cell shows it.
    show("recommended", recommended, in: cell, store: store)
    #expect(cell.carouselView.contentOffset.x == geometry.track.snapOffset(at: 3))
    let other = CarouselSectionCell(frame: .zero)
    show("recent", recent, in: other, store: store, reused: false)
    let recentGeometry = try #require(other.carouselLayout.geometry)
    #expect(other.carouselView.contentOffset.x == recentGeometry.track.snapOffset(at: 1))
  }

  @Test("a cell going into the reuse queue saves its position for the next cell")
  func reuseQueueSaves() throws {
    let store = CarouselOffsetStore()
    let carousel = Carousel(count: 10)
    let first = CarouselSectionCell(frame: .zero)
    show("a", carousel, in: first, store: store, reused: false)
    flickForward(first)
    flickForward(first)
    // Scrolled off screen: UIKit calls prepareForReuse() and the cell waits in the queue;
    // the section comes back on screen in another cell.
    first.prepareForReuse()
    let second = CarouselSectionCell(frame: .zero)
    show("a", carousel, in: second, store: store, reused: false)
    let geometry = try #require(second.carouselLayout.geometry)
    #expect(second.carouselView.contentOffset.x == geometry.track.snapOffset(at: 2))
  }

  @Test("a position between cards and a rotation: the anchor, not the offset, is kept")
  func anchorAcrossSizes() throws {
    for scrolling in [ScrollingMode.snapping, .free] {
      var configuration = CarouselConfiguration()
      configuration.scrolling = scrolling
      let store = CarouselOffsetStore()
      let carousel = Carousel(count: 12)
      let cell = CarouselSectionCell(frame: .zero)
      show("a", carousel, in: cell, store: store, reused: false, configuration: configuration)
      let portrait = try #require(cell.carouselLayout.geometry)
      cell.carouselView.contentOffset = CGPoint(x: portrait.track.snapOffset(at: 4) + 90, y: 0)
      cell.carouselView.layoutIfNeeded()
      let anchor = try portrait.track.anchor(atOffset: portrait.track.snapOffset(at: 4) + 90)
      show("b", Carousel(count: 3), in: cell, store: store, configuration: configuration)
      #expect(store.anchor(for: "a") == anchor, "\(scrolling)")
      // Back in landscape, in another cell: the same card; a snapping carousel at rest on
      // it, a freely scrolling one the same fraction of a pitch past it.
      let landscape = CarouselSectionCell(frame: .zero)
      show(
        "a", carousel, in: landscape, store: store, size: CGSize(width: 852, height: 264),
        configuration: configuration)
      let wide = try #require(landscape.carouselLayout.geometry)
      #expect(wide.viewport.width == 852)
      let offset = landscape.carouselView.contentOffset.x
      let restored = try wide.track.anchor(atOffset: offset)
      #expect(restored.card == 4, "\(scrolling)")
      if scrolling == .free {
        #expect(abs(restored.fraction - anchor.fraction) < 1e-9, "\(restored) \(anchor)")
      } else {
        #expect(offset == wide.track.snapOffset(at: 4))
      }
    }
  }

  @Test("right to left: the carousel opens at card 0 and comes back at the card it left")
  func rightToLeftReuse() throws {
    let store = CarouselOffsetStore()
    let carousel = Carousel(count: 8)
    let cell = CarouselSectionCell(frame: .zero)
    cell.traitOverrides.layoutDirection = .rightToLeft
    show("a", carousel, in: cell, store: store, reused: false)
    let geometry = try #require(cell.carouselLayout.geometry)
    #expect(geometry.track.layoutDirection == .rightToLeft)
    #expect(cell.carouselView.contentOffset.x == geometry.track.restOffset)
    flickForward(cell, rightToLeft: true)
    flickForward(cell, rightToLeft: true)
    #expect(cell.carouselView.contentOffset.x == geometry.track.snapOffset(at: 2))
    show("b", Carousel(count: 5), in: cell, store: store)
    let other = try #require(cell.carouselLayout.geometry)
    #expect(cell.carouselView.contentOffset.x == other.track.restOffset)
    show("a", carousel, in: cell, store: store)
    #expect(cell.carouselView.contentOffset.x == geometry.track.snapOffset(at: 2))
    #expect(store.anchor(for: "b") == CarouselAnchor(card: 0))
  }

  @Test("a reconfigure before the cell was laid out keeps the saved position")
  func reconfigureBeforeLayout() throws {
    let store = CarouselOffsetStore()
    store.save(CarouselAnchor(card: 5), for: "a")
    let carousel = Carousel(count: 9)
    let cell = CarouselSectionCell(frame: .zero)
    cell.configure(
      section: "a", configuration: CarouselConfiguration(), dataSource: carousel.cards,
      delegate: carousel.delegate, offsets: store)
    // Reused again before it ever had a size: nothing is saved over section a's anchor.
    show("b", Carousel(count: 4), in: cell, store: store)
    #expect(store.anchor(for: "a") == CarouselAnchor(card: 5))
    show("a", carousel, in: cell, store: store)
    let geometry = try #require(cell.carouselLayout.geometry)
    #expect(cell.carouselView.contentOffset.x == geometry.track.snapOffset(at: 5))
  }
}
