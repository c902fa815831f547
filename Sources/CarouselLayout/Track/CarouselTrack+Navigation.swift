#if canImport(Foundation)
  import Foundation
#endif

extension CarouselTrack {
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
    return (cardCount + cardsPerPage - 1) / cardsPerPage
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

  /// The cards fully visible (to within `restingTolerance`) in the viewport at `offset`, in
  /// index order; empty when none is.
  ///
  /// - Complexity: O(1) plus the partially visible cards at either end.
  public func fullyVisibleCards(atOffset offset: CGFloat) -> Range<Int> {
    guard offset.isFinite else { return 0..<0 }
    let low = offset - restingTolerance
    let high = offset + viewportWidth + restingTolerance
    let candidates = cardRange(horizontallyIn: offset, offset + viewportWidth)
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

  /// The card a navigation request moves to from `offset` (see
  /// ``CarouselTrack/targetCard(for:fromOffset:)``).
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset` when it is NaN or infinite.
  /// - Complexity: O(1).
  public func targetCard(for navigation: CarouselNavigation, fromOffset offset: CGFloat)
    throws(CarouselLayoutError) -> Int
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
      return min(next + (cardsPerPage - 1), snapOffsetCount - 1)
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
  /// - Throws: ``CarouselLayoutError`` naming `offset` when it is NaN or infinite.
  /// - Complexity: O(1).
  public func targetOffset(for navigation: CarouselNavigation, fromOffset offset: CGFloat)
    throws(CarouselLayoutError) -> CGFloat
  {
    self.offset(ofCard: try targetCard(for: navigation, fromOffset: offset))
  }

  /// The offset that reveals card `card`: `offset` itself when the card is already fully
  /// visible there, else the card's rest offset.
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

  // MARK: - VoiceOver and the page indicator

  /// What VoiceOver announces at `offset`: "Card 3 of 12" with one card fully visible,
  /// "Cards 4–6 of 12" with several; the current card with none; empty with no cards.
  ///
  /// - Complexity: O(1) plus the wording's cost.
  package func announcement(atOffset offset: CGFloat, wording: CarouselWording = .english)
    -> String
  {
    let count = cardCount
    guard count > 0 else { return "" }
    let visible = fullyVisibleCards(atOffset: offset)
    if visible.count > 1 {
      return wording.cards(visible.lowerBound + 1, visible.upperBound, count)
    }
    let card = visible.count == 1 ? visible.lowerBound : currentCard(atOffset: offset)
    return wording.card(card + 1, count)
  }

  /// The adjustable element's value at `offset`: the current card's position, "3 of 12".
  /// Empty with no cards.
  ///
  /// - Complexity: O(1) plus the wording's cost.
  package func accessibilityValue(atOffset offset: CGFloat, wording: CarouselWording = .english)
    -> String
  {
    guard cardCount > 0 else { return "" }
    return wording.position(currentCard(atOffset: offset) + 1, cardCount)
  }

  /// The page indicator at `offset`: dots below `textThreshold` pages, "X of Y" text from
  /// there on, hidden with one page or none.
  ///
  /// - Complexity: O(1).
  package func pageIndicator(
    atOffset offset: CGFloat, textThreshold: Int = PageIndicator.textThreshold
  ) -> PageIndicator {
    PageIndicator(
      current: currentPage(atOffset: offset), count: pageCount, textThreshold: textThreshold)
  }

  /// The page indicator's text, such as "3 of 12", or `nil` when it shows dots or nothing.
  ///
  /// - Complexity: O(1) plus the wording's cost.
  package func pageIndicatorText(
    atOffset offset: CGFloat, textThreshold: Int = PageIndicator.textThreshold,
    wording: CarouselWording = .english
  ) -> String? {
    guard
      case .text(let current, let count) = pageIndicator(
        atOffset: offset, textThreshold: textThreshold)
    else { return nil }
    return wording.position(current + 1, count)
  }

  // MARK: - Private

  func firstCard(ofPage page: Int) -> Int {
    let pages = pageCount
    guard pages > 0 else { return 0 }
    let clamped = min(max(page, 0), pages - 1)
    return min(clamped * cardsPerPage, cardCount - 1)
  }
}

extension CarouselTrack {
  // MARK: - Resting alignment

  /// The fraction `a` of the card's width, and of the viewport's, whose points line up when a
  /// card rests at the leading inset: `L / (W − w)`, in `[0, 1]`; 0 when a card is at least as
  /// wide as the viewport.
  ///
  /// A host that scrolls "point `a` of a card onto point `a` of the viewport" (SwiftUI's
  /// `ScrollViewProxy.scrollTo(_:anchor:)` with `UnitPoint(x: a, y: 0)`) puts card *k* at
  /// `L + k·p − a·(W − w) = k·p`, its snap offset, instead of flush with the edge; cards past
  /// the end of the scroll range are clamped to it, as the snap offsets are.
  ///
  /// ```swift
  /// try CarouselTrack(viewportWidth: 393, cardCount: 5).restAlignment  // 0.4: 16 / (393 − 353)
  /// ```
  ///
  /// - Complexity: O(1).
  package var restAlignment: CGFloat {
    let free = viewportWidth - cardWidth
    guard free > 0 else { return 0 }
    return min(max(leadingInset / free, 0), 1)
  }
}
