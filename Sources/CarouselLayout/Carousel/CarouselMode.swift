/// What a carousel's cards become for a given card count.
public enum CarouselMode: String, Sendable, Hashable, CaseIterable {
  /// Cards in one horizontally scrolling row with the next card peeking in.
  case carousel
  /// Cards below each other: one or two (the fewer-than-three-cards rule), or every card
  /// under ``FewCardsRule/alwaysStack``.
  case stack
  /// No cards: the empty state's illustrated message.
  case empty

  /// The mode of `cardCount` cards under `fewCardsRule`: empty without cards; stacked with one
  /// or two under ``FewCardsRule/stack``, and with any count under
  /// ``FewCardsRule/alwaysStack``; a carousel otherwise.
  ///
  /// ```swift
  /// CarouselMode(cardCount: 2, fewCardsRule: .stack)         // .stack
  /// CarouselMode(cardCount: 12, fewCardsRule: .alwaysStack)  // .stack
  /// CarouselMode(cardCount: 12, fewCardsRule: .stack)        // .carousel
  /// ```
  ///
  /// - Complexity: O(1).
  package init(cardCount: Int, fewCardsRule: FewCardsRule) {
    switch fewCardsRule {
    case _ where cardCount <= 0: self = .empty
    case .stack: self = cardCount < 3 ? .stack : .carousel
    case .keepCarousel: self = .carousel
    case .alwaysStack: self = .stack
    }
  }
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension CarouselMode: Codable {}
#endif
