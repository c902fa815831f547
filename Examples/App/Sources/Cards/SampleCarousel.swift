import CarouselLayout
import CarouselLayoutSwiftUI
import SwiftUI

/// A SwiftUI `Carousel` of sample cards under a header cell: what most SwiftUI screens of the
/// gallery show, with the configuration each screen changes.
struct SampleCarousel: View {
  /// The header cell's title.
  var title: String
  /// The cards.
  var cards: [SampleCard]
  /// The carousel's configuration; its header is set from `title`.
  var configuration = CarouselConfiguration()
  /// The "See All" action, or `nil` for none.
  var onSeeAll: (@MainActor () -> Void)?
  /// How VoiceOver meets the carousel (default: one container per card).
  var accessibilityMode = CarouselAccessibilityMode.cards
  /// Whether every card stacks at an accessibility text size (default: no).
  var stacksAtAccessibilitySizes = false

  var body: some View {
    var configuration = configuration
    configuration.header = HeaderCell(title: title)
    return Carousel(count: cards.count, configuration: configuration, onSeeAll: onSeeAll) {
      index in
      SampleCardView(card: cards[index])
    } emptyState: {
      CarouselEmptyStateView(
        systemImage: "cart", title: "No recommendations",
        description: "Products you may like show up here.")
    }
    .carouselAccessibility(accessibilityMode)
    .carouselStacksAtAccessibilitySizes(stacksAtAccessibilitySizes)
  }
}
