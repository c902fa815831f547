#if canImport(Foundation)
  import Foundation
#endif

extension CarouselTrack {
  /// The cards to have ready with the content at `offset`: the cards on screen and `pages`
  /// pages of cards (``cardsPerPage`` each) past either edge, clamped to the cards — so images
  /// load before their cards scroll in (Compose's `beyondViewportPageCount`, a pager's
  /// "three ahead"). Stacked, every card is on the page; empty, none.
  ///
  /// ```swift
  /// // 393 points, one card a page, resting on card 4 of 10 (8 points of card 3 show):
  /// carousel.track.preloadRange(atOffset: carousel.track.offset(ofCard: 4), pages: 1)  // 2..<7
  /// ```
  ///
  /// - Parameters:
  ///   - offset: the content offset (a non-finite one counts as the rest offset).
  ///   - pages: how many pages past the screen, on each side (negative counts as 0).
  /// - Complexity: O(1).
  package func preloadRange(atOffset offset: CGFloat, pages: Int = 1) -> Range<Int> {
    guard cardCount > 0 else { return 0..<0 }
    guard mode == .carousel else { return 0..<cardCount }
    let x = offset.isFinite ? offset : restOffset
    let visible = cardRange(horizontallyIn: x, x + viewportWidth)
    let (extra, overflow) = max(0, pages).multipliedReportingOverflow(by: cardsPerPage)
    let margin = overflow ? cardCount : min(extra, cardCount)
    guard !visible.isEmpty else {
      // Past either end (a rubber band): the cards nearest to it.
      let edge = currentCard(atOffset: x)
      return max(0, edge - margin)..<min(cardCount, edge + margin + 1)
    }
    return max(0, visible.lowerBound - margin)..<min(cardCount, visible.upperBound + margin)
  }
}
