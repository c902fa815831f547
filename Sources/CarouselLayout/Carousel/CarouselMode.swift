/// What a carousel's cards become for a given card count.
public enum CarouselMode: String, Sendable, Hashable, CaseIterable {
  /// Cards in one horizontally scrolling row with the next card peeking in.
  case carousel
  /// One or two cards below each other (the fewer-than-three-cards rule).
  case stack
  /// No cards: the empty state's illustrated message.
  case empty
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension CarouselMode: Codable {}
#endif
