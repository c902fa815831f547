import CarouselLayout
import CarouselLayoutSwiftUI
import Foundation
import Testing

#if CAROUSEL_STAND_INS
  @_spi(Host) import SwiftUIStandIn

  /// `onPreloadRangeChange`: the cards to have ready, reported when the carousel lays out and
  /// once per change as it scrolls, as the engine's `PreloadWindow` decides.
  @MainActor
  @Suite("SwiftUI preload window")
  struct PreloadSwiftUITests {
    final class Reports {
      var ranges: [Range<Int>] = []
    }

    @Test("reported on layout, once per change while scrolling, and each the engine's range")
    func reports() throws {
      let reports = Reports()
      let harness = CarouselHarness(
        Carousel(count: 10) { Text("Card \($0)") }
          .onPreloadRangeChange(pages: 1) { reports.ranges.append($0) })
      let track = try CarouselTrack(viewportWidth: 393, cardCount: 10)
      // Laid out at card 0: card 0, the peek of card 1, and a page more.
      #expect(reports.ranges == [0..<3])
      // A scroll to card 4 reports its range once, frame by frame on the way.
      let target = track.offset(ofCard: 4)
      var expected: [Range<Int>] = [0..<3]
      for step in 1...8 {
        let offset = target * CGFloat(step) / 8
        harness.scroll(to: offset)
        let range = track.preloadRange(atOffset: offset, pages: 1)
        if range != expected.last { expected.append(range) }
      }
      #expect(reports.ranges == expected)
      #expect(reports.ranges.last == 2..<7)
      // Resting where it is reports nothing new.
      harness.scroll(to: target)
      #expect(reports.ranges == expected)
    }

    @Test("placeholders report nothing; the cards that arrive report their range")
    func loadingThenCards() throws {
      let reports = Reports()
      func carousel(_ count: Int) -> some View {
        Carousel(count: count) { Text("Card \($0)") }
          .carouselLoading(count == 0)
          .onPreloadRangeChange(pages: 1) { reports.ranges.append($0) }
      }
      let harness = CarouselHarness(carousel(0))
      // Three skeleton cards show while loading: no cards to have ready.
      #expect(reports.ranges.isEmpty)
      // Ten cards arrive: SwiftUI renders the new count and calls the count's onChange.
      harness.host.render(carousel(10))
      let change = try #require(harness.payloads("onChange", as: ValueChange<Int>.self).first)
      change.action(0, 10)
      #expect(reports.ranges == [0..<3])
      // A reload to as many cards reports the range again: the cards behind it are new.
      change.action(10, 12)
      #expect(reports.ranges == [0..<3, 0..<3])
    }

    @Test("two cards stack, both on the page; without the modifier nothing is asked")
    func stackedAndPlain() throws {
      let reports = Reports()
      _ = CarouselHarness(
        Carousel(count: 2) { Text("Card \($0)") }
          .onPreloadRangeChange(pages: 2) { reports.ranges.append($0) })
      #expect(reports.ranges == [0..<2])
      let plain = CarouselHarness(Carousel(count: 10) { Text("Card \($0)") })
      plain.scroll(to: 400)
      #expect(reports.ranges == [0..<2])
    }
  }
#endif
