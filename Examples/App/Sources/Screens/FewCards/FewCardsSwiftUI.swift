import CarouselLayout
import CarouselLayoutSwiftUI
import SwiftUI

/// Fewer than three cards in SwiftUI: the guideline's rule ("Don't use a carousel if it
/// contains less than three cards") applied by the layout, which places two key figures and
/// one order below each other, each as wide as the insets allow.
struct FewCardsSwiftUI: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 24) {
        ExampleNote("Two cards: below each other, no peek, no See All")
        SampleCarousel(title: "Sales Today", cards: SampleCatalog.keyFigures)
        ExampleNote("One card")
        SampleCarousel(title: "Awaiting Approval", cards: [SampleCatalog.orders[2]])
      }
      .padding(.vertical, 16)
    }
  }
}
