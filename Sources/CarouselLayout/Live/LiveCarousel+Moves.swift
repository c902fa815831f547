#if canImport(Foundation)
  import Foundation
#endif

extension LiveCarousel {
  /// A move to a card asked for in code, waiting for cards and a size.
  package struct MoveRequest: Sendable, Hashable {
    /// The card to move to (clamped to the cards when the move runs).
    package var card: Int
    /// Whether the move animates (an adapter still moves instantly under Reduce Motion).
    package var animated: Bool

    /// A request to move to `card`.
    package init(card: Int, animated: Bool) {
      self.card = card
      self.animated = animated
    }
  }

  /// A move to run now: the card and the content offset to move to.
  package struct Move: Sendable, Hashable {
    /// The card moved to (clamped to the cards).
    package var card: Int
    /// The rest offset of the card moved to.
    package var offset: CGFloat
    /// Whether the move animates.
    package var animated: Bool

    /// A move to `card`, at `offset`.
    package init(card: Int, offset: CGFloat, animated: Bool) {
      self.card = card
      self.offset = offset
      self.animated = animated
    }
  }

  // MARK: - Moves in code

  /// An app asked to move to `card` (`scroll(toCard:animated:)`): the move waits until the
  /// carousel has cards and a size (``takeMove(in:)``), and a batch update before then maps it
  /// to the card's new index (``updated(_:from:to:atOffset:)``). A newer request replaces it.
  package mutating func move(toCard card: Int, animated: Bool) {
    pendingMove = MoveRequest(card: card, animated: animated)
  }

  /// The waiting move, if the carousel can make it now (`track` has cards; `nil` while there is
  /// no layout): the offset of the requested card, clamped to the cards. The move is then no
  /// longer waiting; its rest is chosen (``restChosen(at:contentOffset:card:)``) by the adapter.
  ///
  /// - Complexity: O(1).
  package mutating func takeMove(in track: CarouselTrack?) -> Move? {
    guard let request = pendingMove, let track, let card = Self.clamped(request.card, in: track)
    else { return nil }
    pendingMove = nil
    let offset = track.offset(ofCard: card)
    codeMoveOffset = offset
    return Move(card: card, offset: offset, animated: request.animated)
  }

  // MARK: - Coming to rest

  /// Where the carousel will rest was decided (a release's snap target, a keyboard, VoiceOver
  /// or page-control move, a move in code): `true` when the content is there already (report
  /// the rest now), else it is reported when the content gets there (``contentMoved(to:)``).
  /// `card` is the card the move was sent to (`nil` for a release): the card reported at rest
  /// (``settle(atOffset:in:chosen:)``).
  ///
  /// - Complexity: O(1).
  package mutating func restChosen(at offset: CGFloat, contentOffset: CGFloat, card: Int? = nil)
    -> Bool
  {
    restingOffset = offset
    chosenCard = card
    // A rest reached and not yet reported gives way to the newer one (its report would settle
    // the new move's card and move in code).
    arrivedOffset = nil
    // A person chose another rest while a move in code was on its way.
    if let code = codeMoveOffset, !Self.isStillResting(at: offset, contentOffset: code) {
      codeMoveOffset = nil
    }
    guard Self.isStillResting(at: offset, contentOffset: contentOffset) else { return false }
    restingOffset = nil
    arrivedOffset = offset
    return true
  }

  /// A navigation request (a key, VoiceOver, a page dot) resolved to `offset` and `card` while
  /// the content is at `contentOffset`: whether it chooses a rest (``restChosen(at:contentOffset:card:)``).
  /// A request for where the carousel already rests does nothing, unless it names another card
  /// resting there (End from the last page's first card, where several cards share the last
  /// rest offset): that card is at rest now, as SwiftUI's carousel reports it.
  ///
  /// - Complexity: O(1).
  package func navigationChoosesRest(at offset: CGFloat, card: Int?, contentOffset: CGFloat)
    -> Bool
  {
    !Self.isStillResting(at: offset, contentOffset: contentOffset)
      || (card != nil && card != settledCard)
  }

  /// The content moved to `offset` (a bounds change): the rest offset it reached, if it is
  /// the one the carousel was on its way to (report the rest, ``settleArrival(contentOffset:in:)``),
  /// else `nil`.
  ///
  /// - Complexity: O(1).
  package mutating func contentMoved(to offset: CGFloat) -> CGFloat? {
    guard let restingOffset, Self.isStillResting(at: restingOffset, contentOffset: offset) else {
      return nil
    }
    self.restingOffset = nil
    arrivedOffset = restingOffset
    return restingOffset
  }

  /// Reports the rest the content reached (``restChosen(at:contentOffset:card:)`` answered
  /// `true`, or ``contentMoved(to:)`` an offset) a moment later, when the adapter can call the
  /// app (UIKit: the main actor's next turn, after its bounds change or layout pass): the
  /// settlement, once, if the content is still there (``isStillResting(at:contentOffset:)``).
  /// A drag that began meanwhile has moved the content away, and nothing is reported; a batch
  /// update or a new layout meanwhile moved the rest with its card (``arrivedOffset``).
  ///
  /// - Complexity: O(1) plus the partially visible cards at either end.
  package mutating func settleArrival(contentOffset: CGFloat, in track: CarouselTrack)
    -> Settlement?
  {
    guard let arrived = arrivedOffset else { return nil }
    arrivedOffset = nil
    guard Self.isStillResting(at: arrived, contentOffset: contentOffset) else { return nil }
    return settle(atOffset: arrived, in: track)
  }

  /// Whether the content at `contentOffset` is still at the rest `offset`: within
  /// ``restTolerance``. A drag that began since has moved it away.
  ///
  /// - Complexity: O(1).
  package static func isStillResting(at offset: CGFloat, contentOffset: CGFloat) -> Bool {
    abs(contentOffset - offset) < restTolerance
  }

  /// The card to report at rest when the content came to rest at `offset` in `track`, given
  /// the card a move or the last rest chose (`chosen`): `chosen` when it rests within
  /// ``restTolerance`` of the card at `offset` (cards past the end of the scroll range share the
  /// last rest offset, so a move to one of them rests on it, not on the first of them), else
  /// the card at `offset` (``CarouselTrack/currentCard(atOffset:)``). A `chosen` card outside
  /// the cards is never reported. `nil` without cards.
  ///
  /// SwiftUI's carousel asks this when its scroll view goes idle; UIKit's layout knows the
  /// card from the rest it chose.
  ///
  /// - Complexity: O(1).
  package static func cardAtRest(atOffset offset: CGFloat, in track: CarouselTrack, chosen: Int)
    -> Int?
  {
    guard track.cardCount > 0 else { return nil }
    let card = track.currentCard(atOffset: offset)
    guard chosen >= 0, chosen < track.cardCount,
      isStillResting(at: track.offset(ofCard: chosen), contentOffset: track.offset(ofCard: card))
    else { return card }
    return chosen
  }

  /// The card a navigation request moves to from `offset` while the carousel rests on
  /// `card` (``cardAtRest(atOffset:in:chosen:)``): the engine's
  /// ``CarouselTrack/targetCard(for:fromOffset:)``, never behind `card` for a forward request
  /// (next card or page) nor ahead of it for a backward one. Past the last rest offset, where
  /// several cards rest at one offset, "next" from the last card stays on it (VoiceOver hears
  /// the end) instead of going back to the first card resting there. `nil` without cards or for
  /// an offset that is not finite.
  ///
  /// ```swift
  /// // 12 cards, three visible: cards 9–11 rest at the last offset; the carousel is on card 11.
  /// LiveCarousel.targetCard(for: .nextCard, fromOffset: track.maximumOffset, restingOn: 11, in: track)
  /// // 11 (the track alone answers 9)
  /// ```
  ///
  /// - Complexity: O(1).
  package static func targetCard(
    for navigation: CarouselNavigation, fromOffset offset: CGFloat, restingOn card: Int?,
    in track: CarouselTrack
  ) -> Int? {
    guard track.cardCount > 0,
      let target = try? track.targetCard(for: navigation, fromOffset: offset)
    else { return nil }
    guard let card, card >= 0, card < track.cardCount else { return target }
    switch navigation {
    case .nextCard, .nextPage: return max(target, card)
    case .previousCard, .previousPage: return min(target, card)
    case .first, .last, .card, .page: return target
    }
  }

  /// Whether a move redirected by a batch update
  /// (``/CarouselLayout/LiveCarousel/UpdateAnswer/retargetOffset``) should still start a moment
  /// later: no other rest was chosen meanwhile (the carousel is still on its way to `target`)
  /// and the content is not there already (within ``restTolerance``; there the move ends,
  /// ``endsRetargetedMove(at:contentOffset:)``).
  ///
  /// - Complexity: O(1).
  package func startsRetargetedMove(to target: CGFloat, contentOffset: CGFloat) -> Bool {
    restingOffset == target && !Self.isStillResting(at: target, contentOffset: contentOffset)
  }

  /// Whether a redirected move (``UpdateAnswer/retargetOffset``, ``takeRedirect()``) found the
  /// content at `target` already when it was to start, with no other rest chosen meanwhile: a
  /// new layout put the content on its card's new rest offset (a resize keeps the card at the
  /// content, which is the move's card late in the move). The move ends there: stop the
  /// framework's animation, which may still run to the old layout's offset, where the content
  /// is, and report the rest if the content's arrival was not reported
  /// (``contentMoved(to:)``).
  ///
  /// - Complexity: O(1).
  package func endsRetargetedMove(at target: CGFloat, contentOffset: CGFloat) -> Bool {
    (restingOffset == nil || restingOffset == target)
      && Self.isStillResting(at: target, contentOffset: contentOffset)
  }

  /// A scroll ended without a glide at `offset` (a mouse wheel's notches, a trackpad swipe
  /// that stops before the fingers lift): the snap offset to bring the carousel to rest at —
  /// the target of a release without velocity (``CarouselTrack/targetOffset(restingAt:)``), as
  /// a drag released at rest gets — or `nil` when it already rests within
  /// ``CarouselTrack/restingTolerance`` of it (a carousel that scrolls freely always does), or
  /// `offset` is not finite. The content scrolled, so the offset kept after a resize or an
  /// update is forgotten (``scrolled()``).
  ///
  /// - Complexity: O(1).
  package mutating func restAfterScrolling(atOffset offset: CGFloat, in track: CarouselTrack)
    -> CGFloat?
  {
    scrolled()
    guard let target = try? track.targetOffset(restingAt: offset),
      abs(target - offset) > track.restingTolerance
    else { return nil }
    return target
  }

  /// The content scrolled (a drag, a release, a scroll of the same size): the offset kept
  /// after a resize or an update is no longer where the content goes.
  package mutating func scrolled() {
    keptOffset = nil
  }

  /// `card` clamped to the cards of `track`, or `nil` without cards: where a move to a card
  /// that is no longer there (or never was) goes.
  ///
  /// - Complexity: O(1).
  static func clamped(_ card: Int, in track: CarouselTrack) -> Int? {
    track.cardCount > 0 ? min(max(0, card), track.cardCount - 1) : nil
  }

  /// How near a chosen rest offset the content must be to be there: half a point, as a
  /// collection view rounds offsets to pixels (``CarouselTrack/restingTolerance``).
  package static var restTolerance: CGFloat { 0.5 }
}
