import CarouselLayout
import CarouselLayoutSwiftUI
import Foundation
import Testing

#if CAROUSEL_STAND_INS
  import SwiftUIStandIn

  /// The SwiftUI layout with the height cap lifted: its placeholder viewport height stays
  /// finite, so an unspecified proposal still lays the cards out, at their full heights.
  @MainActor
  @Suite struct HeightCapSwiftUITests {
    @Test("no cap and an unspecified proposal: cards as tall as their content")
    func unlimitedCap() throws {
      var configuration = CarouselConfiguration()
      configuration.cardHeightCap = .unlimited
      let layout = CarouselCardsLayout(configuration: configuration, viewportWidth: 393)
      let placed = PlacedSubviews(heights: [100, 900, 200])
      var cache = layout.makeCache(subviews: placed.subviews)
      let size = layout.sizeThatFits(
        proposal: .unspecified, subviews: placed.subviews, cache: &cache)
      // Uniform: every card 900 tall, past the Fiori cap of 520.
      #expect(size == CGSize(width: 1107, height: 900))
    }
  }
#endif
