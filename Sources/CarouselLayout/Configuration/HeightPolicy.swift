/// How tall each card is.
public enum HeightPolicy: String, Sendable, Hashable, CaseIterable {
  /// Every card gets the height of the card with the most content (capped at the maximum card
  /// height); shorter cards stretch and keep their footer at the bottom edge. The guideline's
  /// default.
  case uniform
  /// Like ``uniform``, but only the cards visible at the reference scroll offset count (the
  /// Android guideline's and SAP MDK's rule). A card counts when more than half a point of it
  /// (a quarter of the viewport on viewports under 2 points) shows, so a card whose edge only
  /// touches the viewport never counts, and right to left picks the same cards as left to
  /// right despite rounding.
  case uniformVisible
  /// Each card keeps its own height (capped at the maximum card height) in a row as tall as
  /// the tallest card, aligned per ``CarouselConfiguration/cardAlignment`` (top by default).
  case natural
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension HeightPolicy: Codable {}
#endif
