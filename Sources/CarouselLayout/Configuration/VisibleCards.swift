#if canImport(Foundation)
  import Foundation
#endif

/// How many cards show fully in the viewport, which sets the card width.
///
/// With `n` fully visible cards, leading inset `L`, spacing `s` and peek `p`, a card is
/// `(W − L − n·s − p) / n` wide (never below 1 point):
///
/// ```
/// |←L→|←── w ──→|←s→|←── w ──→|←s→|←p→|
///     [ card 0  ]   [ card 1  ]   [ca…      (n = 2)
/// ```
public enum VisibleCards: Sendable, Hashable {
  /// The size class decides: compact 1; regular 2 below 1000 points of width, else 3.
  case automatic
  /// A fixed number of fully visible cards (at least 1).
  case count(Int)
  /// A fixed card width in points; the number of fully visible cards follows from it.
  case cardWidth(CGFloat)
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension VisibleCards: Codable {}
#endif
