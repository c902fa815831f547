/// A request to move the carousel: from the keyboard, VoiceOver, a page indicator, or code.
///
/// ``CarouselTrack/targetCard(for:fromOffset:)`` resolves it to a card and
/// ``CarouselTrack/targetOffset(for:fromOffset:)`` to the offset that brings that card to
/// rest.
public enum CarouselNavigation: Sendable, Hashable {
  /// The next card toward higher indices (one snap position).
  case nextCard
  /// The previous card toward lower indices.
  case previousCard
  /// One page (the fully visible count) toward higher indices.
  case nextPage
  /// One page toward lower indices.
  case previousPage
  /// The first card.
  case first
  /// The last card.
  case last
  /// A card by index (clamped to the cards).
  case card(Int)
  /// A page by index (clamped to the pages): its first card.
  case page(Int)
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension CarouselNavigation: Codable {}
#endif
