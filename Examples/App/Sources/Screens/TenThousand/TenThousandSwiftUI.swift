import CarouselLayout
import CarouselLayoutSwiftUI
import SwiftUI

/// 10 000 cards in SwiftUI: above 50 cards `Carousel` is lazy, so only the cards near the
/// viewport are made; the buttons set the selection, which scrolls that card to rest.
struct TenThousandSwiftUI: View {
  /// The number of cards.
  static let count = 10_000
  @State private var selection: Int? = 0
  @State private var restingCard = 0

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 24) {
        ExampleNote("Swipes stay smooth; the jumps land each card at the inset")
        Carousel(
          count: Self.count,
          configuration: CarouselConfiguration(header: HeaderCell(title: "Catalogue")),
          selection: $selection
        ) { index in
          SampleCardView(card: SampleCatalog.catalogueProduct(at: index))
        }
        .onSettle { card in restingCard = card }
        ExampleNote("Resting on card \(restingCard + 1) of \(Self.count)")
        HStack(spacing: 16) {
          Button("First") { selection = 0 }
          Button("Card 5 000") { selection = 4_999 }
          Button("Last") { selection = Self.count - 1 }
        }
        .padding(.horizontal, 16)
      }
      .padding(.vertical, 16)
    }
  }
}
