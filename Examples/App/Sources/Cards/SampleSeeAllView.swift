import CarouselLayout
import CarouselLayoutSwiftUI
import SwiftUI

/// The "See All" page of sample cards in SwiftUI: every card, below each other in compact
/// width and in a masonry in regular width (`SeeAllView`), with the carousel's insets so the
/// cards line up with the carousel they came from.
struct SampleSeeAllView: View {
  /// The cards.
  var cards: [SampleCard]
  /// The configuration of the carousel the page belongs to.
  var configuration = CarouselConfiguration()

  var body: some View {
    ScrollView {
      SeeAllView(count: cards.count, configuration: configuration) { index in
        SampleCardView(card: cards[index])
      }
    }
  }
}
