import CarouselLayout
import CarouselLayoutSwiftUI
import SwiftUI

/// Uniform and natural heights in SwiftUI: three orders of different lengths, stretched to the
/// tallest with their actions pinned to the bottom edge, then each at its own height,
/// top-aligned; at an accessibility text size that one stacks its cards (opt-in).
struct HeightsSwiftUI: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 24) {
        ExampleNote(
          "Uniform (the default): every card as tall as the tallest, actions at the bottom")
        SampleCarousel(title: "Recent Orders", cards: SampleCatalog.orders)
        ExampleNote(
          "Natural: each card its own height, top-aligned; stacked at accessibility text sizes")
        SampleCarousel(
          title: "Recent Orders", cards: SampleCatalog.orders,
          configuration: CarouselConfiguration(heightPolicy: .natural),
          stacksAtAccessibilitySizes: true)
      }
      .padding(.vertical, 16)
    }
  }
}
