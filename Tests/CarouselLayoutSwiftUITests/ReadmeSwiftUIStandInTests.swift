import CarouselLayout
import CarouselLayoutSwiftUI
import Foundation
import Testing

// These tests drive the adapter through the stand-in, as UIKit and SwiftUI would; on Apple
// platforms they compile to nothing (Tests/CarouselLayoutAppleTests meet the real frameworks).
#if CAROUSEL_STAND_INS
  @_spi(Host) import SwiftUIStandIn

  /// What the README's SwiftUI quick start promises, driven through the stand-in;
  /// `Scripts/readme-examples` builds the README's block itself.
  @MainActor
  @Suite struct ReadmeSwiftUITests {
    struct CardView: View {
      var title: String
      var body: some View { Text(title) }
    }

    @Test("SwiftUI quick start")
    func quickStart() throws {
      let cards = ["A", "B", "C", "D"]
      let selection = Box<Int?>(0)
      var showAll = false
      var settledOn: [Int] = []
      var pagesLoaded = 0
      let seeAll: @MainActor () -> Void = { showAll = true }
      func loadNextPage() { pagesLoaded += 1 }
      let carousel = Carousel(
        count: cards.count,
        configuration: CarouselConfiguration(header: HeaderCell(title: "Recommended")),
        selection: selection.binding,
        onSeeAll: seeAll
      ) { index in
        CardView(title: cards[index])
      } emptyState: {
        Text("No recommendations")
      }
      .onSettle { card in settledOn.append(card) }
      .onApproachingEnd(threshold: 3) { loadNextPage() }
      let harness = CarouselHarness(carousel)
      #expect(harness.host.texts.contains("See All (4)"))
      let seeAllButton = try #require(
        harness.payloads("Button", as: (@MainActor () -> Void).self).first)
      seeAllButton()
      #expect(showAll)
      harness.scroll(to: 361)
      #expect(selection.value == 1)
      #expect(settledOn == [1])
      #expect(pagesLoaded == 1)

      let sheet = ScrollView {
        SeeAllView(count: cards.count) { index in CardView(title: cards[index]) }
      }
      #expect(CarouselHarness(sheet).host.texts == cards)

      let layout = CarouselCardsLayout(sizeClass: .compact, viewportWidth: 393)
      let behavior = CarouselScrollTargetBehavior(sizeClass: .compact, cardCount: cards.count)
      #expect(layout.viewportWidth == 393)
      #expect(behavior.cardCount == 4)
    }

    final class Box<T> {
      var value: T
      init(_ value: T) { self.value = value }
      var binding: Binding<T> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }
  }
#endif
