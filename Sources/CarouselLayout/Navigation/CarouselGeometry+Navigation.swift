#if canImport(Foundation)
  import Foundation
#endif

extension CarouselGeometry {
  // MARK: - Position

  /// The card at rest at `offset`: the card whose snap offset is nearest (cards past the end
  /// of the scroll range report the first card of the last snap offset). 0 with no cards.
  ///
  /// - Complexity: O(1).
  public func currentCard(atOffset offset: CGFloat) -> Int {
    nearestSnapIndex(to: offset)
  }

  /// The number of pages: the cards in groups of ``cardsPerPage``, the last group possibly
  /// shorter. 0 with no cards.
  ///
  /// - Complexity: O(1).
  public var pageCount: Int {
    guard cardCount > 0 else { return 0 }
    // Rounded up without `cardCount + cardsPerPage`, which overflows a 32-bit `Int`.
    return cardCount / cardsPerPage + (cardCount % cardsPerPage == 0 ? 0 : 1)
  }

  /// The page at `offset`: the current card's page, and the last page once the content rests
  /// at its last snap offset. 0 with no cards.
  ///
  /// - Complexity: O(1).
  public func currentPage(atOffset offset: CGFloat) -> Int {
    let pages = pageCount
    guard pages > 1 else { return 0 }
    let card = currentCard(atOffset: offset)
    if card >= snapOffsetCount - 1 { return pages - 1 }
    return min(card / cardsPerPage, pages - 1)
  }

  /// The cards fully visible (to within ``restingTolerance``) in the viewport at `offset`, in
  /// index order; empty when none is, for example a fixed card width wider than the viewport.
  ///
  /// ```swift
  /// carousel.fullyVisibleCards(atOffset: 0)  // 0..<1 in compact width, the peek excluded
  /// ```
  ///
  /// - Complexity: O(1) plus the partially visible cards at either end.
  public func fullyVisibleCards(atOffset offset: CGFloat) -> Range<Int> {
    guard offset.isFinite else { return 0..<0 }
    let low = offset - restingTolerance
    let high = offset + viewport.width + restingTolerance
    let candidates = cardRange(horizontallyIn: offset, offset + viewport.width)
    var first = candidates.lowerBound
    var end = candidates.upperBound
    let width = cardWidth
    func fullyVisible(_ index: Int) -> Bool {
      let x = cardMinX(index)
      return x >= low && x + width <= high
    }
    while first < end && !fullyVisible(first) { first += 1 }
    while end > first && !fullyVisible(end - 1) { end -= 1 }
    return first..<end
  }

  // MARK: - Offsets of cards and pages

  /// The offset that brings card `card` to rest (clamped to the cards; cards past the end of
  /// the scroll range share the last snap offset).
  ///
  /// - Complexity: O(1).
  public func offset(ofCard card: Int) -> CGFloat {
    guard cardCount > 0 else { return restOffset }
    return snapOffset(at: snapIndex(ofCard: min(card, cardCount - 1)))
  }

  /// The offset that brings page `page`'s first card to rest (clamped to the pages).
  ///
  /// - Complexity: O(1).
  public func offset(ofPage page: Int) -> CGFloat {
    offset(ofCard: firstCard(ofPage: page))
  }

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
    throws(CarouselLayoutError)
    -> Int
  {
    try Validation.finite(offset, "offset")
    guard cardCount > 0 else { return 0 }
    let last = cardCount - 1
    switch navigation {
    case .nextCard:
      return snapIndex(after: offset)
    case .previousCard:
      return snapIndex(before: offset)
    case .nextPage:
      let next = snapIndex(after: offset)
      // min(next + cardsPerPage − 1, last), without a sum that overflows a 32-bit `Int`.
      let lastSnap = snapOffsetCount - 1
      return next > lastSnap - (cardsPerPage - 1) ? lastSnap : next + (cardsPerPage - 1)
    case .previousPage:
      let previous = snapIndex(before: offset)
      return max(previous - (cardsPerPage - 1), 0)
    case .first:
      return 0
    case .last:
      return last
    case .card(let card):
      return min(max(card, 0), last)
    case .page(let page):
      return firstCard(ofPage: page)
    }
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
    throws(CarouselLayoutError)
    -> CGFloat
  {
    self.offset(ofCard: try targetCard(for: navigation, fromOffset: offset))
  }

  /// The offset that reveals card `card` (for example the card VoiceOver focused): `offset`
  /// itself when the card is already fully visible there, else the card's rest offset.
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset` when it is NaN or infinite.
  /// - Complexity: O(1).
  public func targetOffset(revealingCard card: Int, fromOffset offset: CGFloat)
    throws(CarouselLayoutError) -> CGFloat
  {
    try Validation.finite(offset, "offset")
    if fullyVisibleCards(atOffset: offset).contains(card) { return offset }
    return self.offset(ofCard: card)
  }

  // MARK: - Private

  private func firstCard(ofPage page: Int) -> Int {
    let pages = pageCount
    guard pages > 0 else { return 0 }
    let clamped = min(max(page, 0), pages - 1)
    return min(clamped * cardsPerPage, cardCount - 1)
  }
}
