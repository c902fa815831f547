import CarouselLayout
import CarouselLayoutSwiftUI
import Foundation
import Testing

#if CAROUSEL_STAND_INS
  @_spi(Host) import SwiftUIStandIn

  /// `carouselSelectionFeedback()`: the selection haptic's trigger moves once per rest on
  /// another card, as the engine's `LiveCarousel` decides; nothing is attached without it.
  @MainActor
  @Suite("SwiftUI selection haptic")
  struct SelectionFeedbackSwiftUITests {
    @Test("opt-in; the first swipe plays; once per rest on a new card, not on the same card")
    func trigger() throws {
      let harness = CarouselHarness(
        Carousel(count: 10) { Text("Card \($0)") }.carouselSelectionFeedback())
      let track = try CarouselTrack(viewportWidth: 393, cardCount: 10)
      func trigger() -> Int? { harness.payloads("sensoryFeedback", as: Int.self).first }
      #expect(trigger() == 0)
      // The first swipe from the card shown first plays.
      harness.scroll(to: track.offset(ofCard: 3))
      #expect(trigger() == 1)
      harness.scroll(to: track.offset(ofCard: 3))
      #expect(trigger() == 1)
      harness.scroll(to: track.offset(ofCard: 4))
      #expect(trigger() == 2)
      let plain = CarouselHarness(Carousel(count: 10) { Text("Card \($0)") })
      plain.scroll(to: track.offset(ofCard: 3))
      #expect(plain.payloads("sensoryFeedback", as: Int.self).isEmpty)
    }
  }
#endif
