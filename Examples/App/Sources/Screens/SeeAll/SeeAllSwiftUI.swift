// example-app: not built here: `navigationDestination(isPresented:)` and `navigationTitle`, which the SwiftUI stand-in does not have
import CarouselLayout
import CarouselLayoutSwiftUI
import SwiftUI

/// "See All" in SwiftUI: two carousels of nine products, compact and regular (the size class
/// set on the environment); "See All (9)" pushes every card, a list in compact width and a
/// masonry in regular width (`SampleSeeAllView`), in the same size class.
struct SeeAllSwiftUI: View {
  @State private var compactShowsAll = false
  @State private var regularShowsAll = false

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 24) {
        ExampleNote("Compact: See All (9) pushes a list, each card as wide as the carousel's")
        SampleCarousel(
          title: "All Products", cards: SampleCatalog.masonry,
          onSeeAll: { compactShowsAll = true }
        )
        .environment(\.horizontalSizeClass, .compact)
        ExampleNote("Regular: See All (9) pushes a masonry, two columns below 1000 points")
        SampleCarousel(
          title: "All Products", cards: SampleCatalog.masonry,
          onSeeAll: { regularShowsAll = true }
        )
        .environment(\.horizontalSizeClass, .regular)
      }
      .padding(.vertical, 16)
    }
    .navigationDestination(isPresented: $compactShowsAll) {
      SampleSeeAllView(cards: SampleCatalog.masonry)
        .environment(\.horizontalSizeClass, .compact)
        .navigationTitle("All Products")
    }
    .navigationDestination(isPresented: $regularShowsAll) {
      SampleSeeAllView(cards: SampleCatalog.masonry)
        .environment(\.horizontalSizeClass, .regular)
        .navigationTitle("All Products")
    }
  }
}
