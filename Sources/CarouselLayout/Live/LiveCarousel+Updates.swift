#if canImport(Foundation)
  import Foundation
#endif

extension LiveCarousel {
  /// What to do after a batch update, besides moving the content to ``keptOffset``.
  package struct UpdateAnswer: Sendable, Hashable {
    /// A move that was on its way heads for this offset now (start a new move there, on the
    /// framework's next turn, if ``restingOffset`` is still this offset then); `nil`: none.
    package var retargetOffset: CGFloat?

    /// An answer with nothing to do, or a move to redirect to `retargetOffset`. What VoiceOver
    /// announces depends on the update alone (`UpdateAnnouncement`, for the adapters).
    package init(retargetOffset: CGFloat? = nil) {
      self.retargetOffset = retargetOffset
    }
  }

  /// A batch update changed the cards (`before` → `after`, the layouts before and after it;
  /// `nil` when there was or is no layout) while the content was at `offset`. Keeps the card at
  /// rest: ``keptOffset`` becomes where that card rests now.
  ///
  /// - The card at rest keeps its identity through insertions and removals around it
  ///   (``CarouselAnchor/adjusted(removingCardsAt:insertingCardsAt:survivingCards:)``); when it
  ///   moved, it stays at rest at its new index; when it was deleted, the card now in its place
  ///   rests there (clamped to the last).
  /// - When every card is replaced (``CarouselUpdate/reloadsEverything``), the card at rest is
  ///   kept by index while it exists, else card 0.
  /// - A move asked for in code and still waiting (``move(toCard:animated:)``) follows its card
  ///   the same way (a move asked for while there were no cards names a card of the cards that
  ///   arrive), and runs now if `after` has cards: ``keptOffset`` and ``restingOffset`` become
  ///   its card's offset.
  /// - A move on its way (``restingOffset`` not reached) heads for its card's new place
  ///   (``UpdateAnswer/retargetOffset``).
  /// - A rest reached and not yet reported (``arrivedOffset``) moves with the card at rest, and
  ///   the card a move was sent to keeps its identity until it is reported.
  /// - A move in code, arrived or on its way, keeps counting as one (``codeMoveOffset``: no
  ///   selection haptic when it is reported).
  ///
  /// - Complexity: O(k log k) in the update's changes.
  package mutating func updated(
    _ update: CarouselUpdate, from before: CarouselTrack?, to after: CarouselTrack?,
    atOffset offset: CGFloat
  ) -> UpdateAnswer {
    // The update places the content itself; a resize's adjustment is no longer the guide.
    resize = nil
    let anchor = before.flatMap { try? $0.anchor(atOffset: offset) }
    let inFlight = restingOffset.flatMap { resting in
      offset == resting ? nil : before.flatMap { try? $0.anchor(atOffset: resting) }
    }
    // The card a move was sent to, followed to its new index while the move is on its way or
    // its rest waits to be reported.
    let chosen = inFlight == nil && arrivedOffset == nil ? nil : chosenCard
    chosenCard = nil
    var answer = UpdateAnswer()
    // A rest reached and not yet reported moves with the card at rest (to ``keptOffset``); a
    // move in code, arrived or on its way, keeps counting as one.
    let resting = restingOffset
    defer {
      if let arrived = arrivedOffset {
        moveCodeRest(from: arrived, to: keptOffset)
        arrivedOffset = keptOffset
      }
    }
    if update.reloadsEverything {
      if let anchor, let after, anchor.card < after.cardCount, (before?.cardCount ?? 0) > 0 {
        keptOffset = try? after.offset(restoring: anchor)
      } else {
        keptOffset = after?.restOffset
      }
      if let inFlight {
        // A reload keeps the card a move was sent to, by its index.
        answer.retargetOffset = retarget(to: chosen ?? inFlight.card, in: after)
        moveCodeRest(from: resting, to: answer.retargetOffset)
      }
      keepChoice(chosen, in: after)
      // The card the carousel rested on keeps its index, while there is a card there.
      if let settled = settledCard, settled >= (after?.cardCount ?? 0) { settledCard = nil }
      runWaitingMove(in: after)
      return answer
    }
    let (removed, inserted) = update.removedAndInserted
    let surviving = max(0, update.cardCountAfter - inserted.count)
    // Where a move took a card (a diffable snapshot that reorders cards moves them).
    func movedIndex(ofCard card: Int) -> Int? {
      for case .move(let from, let to) in update.changes where from == card { return to }
      return nil
    }
    // Without a card at rest before or a layout after, no offset is kept (not one an earlier
    // resize or update kept).
    keptOffset = nil
    if let anchor, let after {
      // The card at rest moved: it stays at rest, at its new index. Otherwise the move counts
      // as a removal and an insertion.
      let kept =
        movedIndex(ofCard: anchor.card).map { CarouselAnchor(card: $0, fraction: anchor.fraction) }
        ?? anchor.adjusted(
          removingCardsAt: removed, insertingCardsAt: inserted,
          survivingCards: update.cardCountBefore - removed.count)
      keptOffset = try? after.offset(restoring: kept)
    }
    // Where a card is after the update: where a move took it, else shifted by the cards removed
    // and inserted before it (a removed card's place goes to the card after it).
    func newIndex(ofCard card: Int) -> Int {
      if let moved = movedIndex(ofCard: card) { return moved }
      return CarouselAnchor(card: max(0, card)).adjusted(
        removingCardsAt: removed, insertingCardsAt: inserted, survivingCards: surviving
      ).card
    }
    // A move asked for before there were cards names a card of the cards that arrive.
    if let request = pendingMove, update.cardCountBefore > 0 {
      pendingMove = MoveRequest(card: newIndex(ofCard: request.card), animated: request.animated)
    }
    if let inFlight {
      answer.retargetOffset = retarget(to: newIndex(ofCard: chosen ?? inFlight.card), in: after)
      moveCodeRest(from: resting, to: answer.retargetOffset)
    }
    keepChoice(chosen.map(newIndex(ofCard:)), in: after)
    // The card the carousel rested on, at its new index.
    if let settled = settledCard {
      settledCard = after.flatMap { Self.clamped(newIndex(ofCard: settled), in: $0) }
    }
    runWaitingMove(in: after)
    return answer
  }

  /// A move on its way heads for `card` (clamped) in `track`: its offset, now the rest chosen;
  /// `nil`, and no rest, without cards.
  private mutating func retarget(to card: Int, in track: CarouselTrack?) -> CGFloat? {
    restingOffset = track.flatMap { track in
      Self.clamped(card, in: track).map(track.offset(ofCard:))
    }
    return restingOffset
  }

  /// A rest at `old` that a batch update or a new layout moved to `new`: a move in code that
  /// rests there (``codeMoveOffset``) keeps counting as one.
  mutating func moveCodeRest(from old: CGFloat?, to new: CGFloat?) {
    guard let old, let code = codeMoveOffset, Self.isStillResting(at: code, contentOffset: old)
    else { return }
    codeMoveOffset = new
  }

  /// The card a move on its way was sent to, at its index after the update (clamped to the
  /// cards), still the card to report at rest; nothing without one or without cards.
  private mutating func keepChoice(_ card: Int?, in track: CarouselTrack?) {
    guard let card, let track, let clamped = Self.clamped(card, in: track) else { return }
    chosenCard = clamped
  }

  /// A waiting move becomes where the content goes after the update, and the rest to report.
  private mutating func runWaitingMove(in track: CarouselTrack?) {
    guard let move = takeMove(in: track) else { return }
    keptOffset = move.offset
    restingOffset = move.offset
    chosenCard = move.card
  }
}
