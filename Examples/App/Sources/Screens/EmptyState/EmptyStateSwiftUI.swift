import CarouselLayout
import CarouselLayoutSwiftUI
import SwiftUI

/// The empty state in SwiftUI: the package's illustrated message (`CarouselEmptyStateView`,
/// SAP's medium size) while there are no cards, and the cards once they come.
struct EmptyStateSwiftUI: View {
  @State private var cards: [SampleCard] = []

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 24) {
        ExampleNote(
          "No cards: the cart symbol at 92 points, the title and the description centred."
            + " VoiceOver reads the title, then the description, and skips the image.")
        SampleCarousel(title: "Recommended for You", cards: cards)
        Button(cards.isEmpty ? "Add the products" : "Remove every card") {
          cards = cards.isEmpty ? SampleCatalog.products : []
        }
        .padding(.horizontal, 16)
      }
      .padding(.vertical, 16)
    }
  }
}
