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

/// `onPreloadRangeChange(pages:_:)`: the layout reports the engine's preload range when the
/// carousel is laid out and once per change as the content moves.
@MainActor
@Suite("UIKit preload window")
struct PreloadUIKitTests {
  @Test("laid out, then scrolled card by card: each report is the engine's range, once")
  func reports() throws {
    for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
      let host = UIKitHost(count: 12, direction: direction)
      var ranges: [Range<Int>] = []
      host.layout.onPreloadRangeChange(pages: 1) { ranges.append($0) }
      #expect(ranges.isEmpty, "nothing before the first layout")
      host.layoutPass()
      let engine = try host.engine(direction: UIKitHost.engineDirection(direction))
      let track = engine.track
      #expect(ranges == [track.preloadRange(atOffset: engine.track.restOffset, pages: 1)])
      var expected = ranges
      for card in [1, 2, 3, 3, 7] {
        let offset = engine.track.offset(ofCard: card)
        host.scroll(to: offset)
        let range = track.preloadRange(atOffset: offset, pages: 1)
        if range != expected.last { expected.append(range) }
      }
      #expect(ranges == expected, "\(direction)")
      #expect(ranges.last == 5..<10, "\(direction)")
    }
  }

  @Test("more pages, a later registration, and new cards")
  func pagesAndReload() throws {
    let host = UIKitHost(count: 30)
    host.layoutPass()
    var ranges: [Range<Int>] = []
    // Registered after the first layout: reported at once.
    host.layout.onPreloadRangeChange(pages: 3) { ranges.append($0) }
    #expect(ranges == [0..<5])
    // Fewer cards: the range shrinks with them.
    host.dataSource.count = 3
    host.collectionView.reloadData()
    host.layoutPass()
    #expect(ranges == [0..<5, 0..<3])
  }
}
