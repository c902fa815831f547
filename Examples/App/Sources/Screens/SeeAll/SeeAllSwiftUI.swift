// example-app: not built here: `navigationDestination(item:destination:)` and `navigationTitle`, which the SwiftUI stand-in does not have
import CarouselLayout
import CarouselLayoutSwiftUI
import SwiftUI

/// "See All" in SwiftUI: two carousels of nine products, compact and regular (the size class
/// set on the environment); "See All (9)" pushes every card, a list in compact width and a
/// masonry in regular width (`SampleSeeAllView`), in the same size class.
struct SeeAllSwiftUI: View {
  /// The size class of the carousel whose "See All" was tapped, while its page shows.
  @State private var seeAllSizeClass: UserInterfaceSizeClass?

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 24) {
        ExampleNote("Compact: See All (9) pushes a list, each card as wide as the carousel's")
        SampleCarousel(
          title: "All Products", cards: SampleCatalog.masonry,
          onSeeAll: { seeAllSizeClass = .compact }
        )
        .environment(\.horizontalSizeClass, .compact)
        ExampleNote("Regular: See All (9) pushes a masonry, two columns below 1000 points")
        SampleCarousel(
          title: "All Products", cards: SampleCatalog.masonry,
          onSeeAll: { seeAllSizeClass = .regular }
        )
        .environment(\.horizontalSizeClass, .regular)
      }
      .padding(.vertical, 16)
    }
    .navigationDestination(item: $seeAllSizeClass) { sizeClass in
      SampleSeeAllView(cards: SampleCatalog.masonry)
        .environment(\.horizontalSizeClass, sizeClass)
        .navigationTitle("All Products")
    }
  }
}
