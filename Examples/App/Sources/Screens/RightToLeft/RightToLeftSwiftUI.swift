import CarouselLayout
import CarouselLayoutSwiftUI
import SwiftUI

/// Right to left in SwiftUI: the layout direction set on the environment, as an Arabic or
/// Hebrew system sets it. SwiftUI mirrors the carousel; the engine lays it out left to right.
struct RightToLeftSwiftUI: View {
  @State private var seeAllTaps = 0

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 24) {
        ExampleNote(
          "Card 0 at the right inset, the next card peeking in on the left, See All on the left"
            + " with its chevron pointing left; a swipe to the right moves to card 1")
        SampleCarousel(
          title: "Recommended for You", cards: SampleCatalog.products,
          onSeeAll: { seeAllTaps += 1 }
        )
        .environment(\.layoutDirection, .rightToLeft)
        ExampleNote("See All tapped \(seeAllTaps) times")
      }
      .padding(.vertical, 16)
    }
  }
}
