/// A key the carousel responds to when it has keyboard focus (SAP Web carousel conventions).
package enum CarouselKey: String, Sendable, Hashable, CaseIterable {
  /// The left arrow: the previous card in left to right, the next card in right to left.
  case leftArrow
  /// The right arrow: the next card in left to right, the previous card in right to left.
  case rightArrow
  /// Home: the first card.
  case home
  /// End: the last card.
  case end
  /// Page Up: one page back.
  case pageUp
  /// Page Down: one page on.
  case pageDown

  /// The navigation the key asks for in a layout direction.
  ///
  /// ```swift
  /// CarouselKey.rightArrow.navigation(in: .leftToRight)  // .nextCard
  /// CarouselKey.rightArrow.navigation(in: .rightToLeft)  // .previousCard
  /// ```
  package func navigation(in direction: LayoutDirection) -> CarouselNavigation {
    let leftToRight = direction == .leftToRight
    switch self {
    case .leftArrow: return leftToRight ? .previousCard : .nextCard
    case .rightArrow: return leftToRight ? .nextCard : .previousCard
    case .home: return .first
    case .end: return .last
    case .pageUp: return .previousPage
    case .pageDown: return .nextPage
    }
  }
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension CarouselKey: Codable {}
#endif
