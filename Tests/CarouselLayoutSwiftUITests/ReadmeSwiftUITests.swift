import CarouselLayout
import CarouselLayoutSwiftUI
import Foundation
import Testing

// These tests drive the adapter through the stand-in, as UIKit and SwiftUI would; on Apple
// platforms they compile to nothing (Tests/CarouselLayoutAppleTests meet the real frameworks).
#if canImport(SwiftUIStandIn)
  @_spi(Host) import SwiftUIStandIn

  /// The README's SwiftUI quick start, compiled: if this fails to build, the README is wrong.
  @MainActor
  @Suite struct ReadmeSwiftUITests {
    struct CardView: View {
      var title: String
      var body: some View { Text(title) }
    }

    @Test("SwiftUI quick start")
    func quickStart() {
      let cards = ["A", "B", "C", "D"]
      var showAll = false
      let seeAll: @MainActor () -> Void = { showAll = true }
      let carousel = Carousel(
        count: cards.count,
        configuration: CarouselConfiguration(header: HeaderCell(title: "Recommended")),
        onSeeAll: seeAll
      ) { index in
        CardView(title: cards[index])
      } emptyState: {
        Text("No recommendations")
      }
      _ = carousel.body
      #expect(!showAll)
      let layout = CarouselStackLayout(sizeClass: .compact, viewportWidth: 393)
      let behavior = CarouselScrollTargetBehavior(sizeClass: .compact, cardCount: cards.count)
      #expect(layout.viewportWidth == 393)
      #expect(behavior.cardCount == 4)
    }
  }
#endif
