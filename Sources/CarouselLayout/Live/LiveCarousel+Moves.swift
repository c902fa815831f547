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

  /// A move to run now: the content offset to move to.
  package struct Move: Sendable, Hashable {
    /// The rest offset of the card moved to.
    package var offset: CGFloat
    /// Whether the move animates.
    package var animated: Bool

    /// A move to `offset`.
    package init(offset: CGFloat, animated: Bool) {
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
  /// longer waiting; its rest is chosen (``restChosen(at:contentOffset:)``) by the adapter.
  ///
  /// - Complexity: O(1).
  package mutating func takeMove(in track: CarouselTrack?) -> Move? {
    guard let request = pendingMove, let track, track.cardCount > 0 else { return nil }
    pendingMove = nil
    let card = min(max(0, request.card), track.cardCount - 1)
    let offset = track.offset(ofCard: card)
    codeMoveOffset = offset
    return Move(offset: offset, animated: request.animated)
  }

  // MARK: - Coming to rest

  /// Where the carousel will rest was decided (a release's snap target, a keyboard, VoiceOver
  /// or page-control move, a move in code): `true` when the content is there already (report
  /// the rest now), else it is reported when the content gets there (``contentMoved(to:)``).
  ///
  /// - Complexity: O(1).
  package mutating func restChosen(at offset: CGFloat, contentOffset: CGFloat) -> Bool {
    restingOffset = offset
    // A person chose another rest while a move in code was on its way.
    if let code = codeMoveOffset, abs(code - offset) >= Self.restTolerance { codeMoveOffset = nil }
    guard abs(contentOffset - offset) < Self.restTolerance else { return false }
    restingOffset = nil
    return true
  }

  /// The content moved to `offset` (a bounds change): the rest offset it reached, if it is
  /// the one the carousel was on its way to (report the rest), else `nil`.
  ///
  /// - Complexity: O(1).
  package mutating func contentMoved(to offset: CGFloat) -> CGFloat? {
    guard let restingOffset, abs(offset - restingOffset) < Self.restTolerance else { return nil }
    self.restingOffset = nil
    return restingOffset
  }

  /// The content scrolled (a drag, a release, a scroll of the same size): the offset kept
  /// after a resize or an update is no longer where the content goes.
  package mutating func scrolled() {
    keptOffset = nil
  }

  /// How near a chosen rest offset the content must be to be there: half a point, as a
  /// collection view rounds offsets to pixels (``CarouselTrack/restingTolerance``).
  package static var restTolerance: CGFloat { 0.5 }
}
