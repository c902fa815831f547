/// What the layout does with fewer than three cards.
///
/// The guideline: "Don't use a carousel if it contains less than three cards. Instead, place
/// the cards below each other."
public enum FewCardsRule: String, Sendable, Hashable, CaseIterable {
  /// One or two cards are stacked vertically, each as wide as the space between the insets.
  case stack
  /// Keep the carousel whatever the count.
  case keepCarousel
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension FewCardsRule: Codable {}
#endif
