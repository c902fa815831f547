import CarouselLayout
import CarouselLayoutSwiftUI
import SwiftUI

/// Compact and regular width in SwiftUI: the same products with the horizontal size class
/// compact (one card and a peek of twice the spacing) and regular (two cards a page below
/// 1000 points, three from 1000), the size class set on the environment.
struct CompactAndRegularSwiftUI: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 24) {
        ExampleNote("Compact: one card, 16 points of the next peek in; insets 16")
        SampleCarousel(title: "Recommended for You", cards: SampleCatalog.products)
          .environment(\.horizontalSizeClass, .compact)
        ExampleNote(
          "Regular (size class overridden): two cards a page below 1000 points, three from"
            + " 1000; insets 20")
        SampleCarousel(title: "Recommended for You", cards: SampleCatalog.products)
          .environment(\.horizontalSizeClass, .regular)
      }
      .padding(.vertical, 16)
    }
  }
}
