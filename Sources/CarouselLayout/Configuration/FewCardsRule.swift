/// When the layout places the cards below each other instead of in a carousel.
///
/// The guideline: "Don't use a carousel if it contains less than three cards. Instead, place
/// the cards below each other."
public enum FewCardsRule: String, Sendable, Hashable, CaseIterable {
  /// One or two cards are stacked vertically, each as wide as the space between the insets
  /// (the guideline's rule, the default).
  case stack
  /// Keep the carousel whatever the count.
  case keepCarousel
  /// Every card is stacked, whatever the count: a list. What the adapters lay out at an
  /// accessibility text size when the app opts in (UIKit's
  /// `stacksAtAccessibilitySizes`, SwiftUI's `carouselStacksAtAccessibilitySizes()`), so large
  /// text reads down the screen instead of across narrow cards.
  case alwaysStack
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension FewCardsRule: Codable {}
#endif
