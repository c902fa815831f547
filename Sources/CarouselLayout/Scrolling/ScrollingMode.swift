/// How the carousel comes to rest after a drag.
public enum ScrollingMode: Sendable, Hashable {
  /// Scroll snapping (the default): cards always come to rest with a card's leading edge at
  /// the leading inset, moving at most `limit` snap positions per gesture.
  case snapping(limit: SnapLimit)
  /// Simple horizontal scrolling: free deceleration, resting anywhere in range.
  case free

  /// Snapping with the automatic limit.
  public static var snapping: ScrollingMode { .snapping(limit: .automatic) }
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension ScrollingMode: Codable {}
#endif
