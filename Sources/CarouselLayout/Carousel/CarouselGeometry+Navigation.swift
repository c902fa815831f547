#if canImport(Foundation)
  import Foundation
#endif

extension CarouselGeometry {
  // MARK: - Position

  /// The card at rest at `offset`: the card whose snap offset is nearest (cards past the end
  /// of the scroll range report the first card of the last snap offset). 0 with no cards.
  ///
  /// - Complexity: O(1).
  public func currentCard(atOffset offset: CGFloat) -> Int { track.currentCard(atOffset: offset) }

  /// The number of pages: the cards in groups of ``cardsPerPage``, the last group possibly
  /// shorter. 0 with no cards.
  ///
  /// - Complexity: O(1).
  public var pageCount: Int { track.pageCount }

  /// The page at `offset`: the current card's page, and the last page once the content rests
  /// at its last snap offset. 0 with no cards.
  ///
  /// - Complexity: O(1).
  public func currentPage(atOffset offset: CGFloat) -> Int { track.currentPage(atOffset: offset) }

  /// The cards fully visible (to within ``restingTolerance``) in the viewport at `offset`, in
  /// index order; empty when none is, for example a fixed card width wider than the viewport.
  ///
  /// ```swift
  /// carousel.fullyVisibleCards(atOffset: 0)  // 0..<1 in compact width, the peek excluded
  /// ```
  ///
  /// - Complexity: O(1) plus the partially visible cards at either end.
  public func fullyVisibleCards(atOffset offset: CGFloat) -> Range<Int> {
    track.fullyVisibleCards(atOffset: offset)
  }

  // MARK: - Offsets of cards and pages

  /// The offset that brings card `card` to rest (clamped to the cards; cards past the end of
  /// the scroll range share the last snap offset).
  ///
  /// - Complexity: O(1).
  public func offset(ofCard card: Int) -> CGFloat { track.offset(ofCard: card) }

  /// The offset that brings page `page`'s first card to rest (clamped to the pages).
  ///
  /// - Complexity: O(1).
  public func offset(ofPage page: Int) -> CGFloat { track.offset(ofPage: page) }

  // MARK: - Navigation

  /// The card a navigation request moves to from `offset`.
  ///
  /// - ``CarouselNavigation/nextCard``: the first card whose snap offset lies beyond `offset`
  ///   (more than ``restingTolerance`` ahead); ``CarouselNavigation/previousCard`` the last
  ///   one behind. At either end the request stays put.
  /// - ``CarouselNavigation/nextPage`` / ``CarouselNavigation/previousPage``: ``cardsPerPage``
  ///   snap positions on (the first of them is the next card).
  /// - ``CarouselNavigation/first`` / ``CarouselNavigation/last``: card 0, the last card.
  /// - ``CarouselNavigation/card(_:)`` / ``CarouselNavigation/page(_:)``: that card, or that
  ///   page's first card, clamped.
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset` when it is NaN or infinite.
  /// - Complexity: O(1).
  public func targetCard(for navigation: CarouselNavigation, fromOffset offset: CGFloat)
    throws(CarouselLayoutError) -> Int
  {
    try track.targetCard(for: navigation, fromOffset: offset)
  }

  /// The offset a navigation request moves to from `offset`: the rest offset of
  /// ``targetCard(for:fromOffset:)``.
  ///
  /// ```swift
  /// try carousel.targetOffset(for: .nextCard, fromOffset: 0)  // 361 (393 pt compact)
  /// ```
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset` when it is NaN or infinite.
  /// - Complexity: O(1).
  public func targetOffset(for navigation: CarouselNavigation, fromOffset offset: CGFloat)
    throws(CarouselLayoutError) -> CGFloat
  {
    try track.targetOffset(for: navigation, fromOffset: offset)
  }

  /// The offset that reveals card `card` (for example the card VoiceOver focused): `offset`
  /// itself when the card is already fully visible there, else the card's rest offset.
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset` when it is NaN or infinite.
  /// - Complexity: O(1).
  public func targetOffset(revealingCard card: Int, fromOffset offset: CGFloat)
    throws(CarouselLayoutError) -> CGFloat
  {
    try track.targetOffset(revealingCard: card, fromOffset: offset)
  }
}
