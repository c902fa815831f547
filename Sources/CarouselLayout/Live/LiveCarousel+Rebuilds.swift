#if canImport(Foundation)
  import Foundation
#endif

extension LiveCarousel {
  /// A size change's offset adjustment, the layout it was computed for, and the offsets it
  /// moves from and to.
  struct Resize: Sendable, Hashable {
    var track: CarouselTrack
    var adjustment: CGFloat
    var from: CGFloat
    var target: CGFloat
  }

  /// The carousel was laid out anew (`track`; `nil` when it cannot be laid out now): the
  /// offset to move its content to, or `nil` to leave it where it is. One rule for every
  /// rebuild, so that the card at rest stays at rest whatever order the framework reports a
  /// resize in:
  ///
  /// 1. No cards: nothing to keep; cards that arrive later open at card 0.
  /// 2. After a lost layout, the card at rest when it was lost, at the same fraction (the
  ///    last card if fewer remain).
  /// 3. The first cards open at card 0 when the content is at 0 (right to left, UIKit's 0
  ///    would show the last cards).
  /// 4. A new viewport width, size class or layout direction keeps the card at rest on
  ///    `previous` (``CarouselTrack/targetOffset(keepingCardAt:in:)``: the anchor's fraction
  ///    runs along the reading direction, so the mirrored carousel rests on the same card).
  ///
  /// - Parameters:
  ///   - track: the new layout, or `nil` when there is none.
  ///   - previous: the layout `offset` belongs to: the one before, or the one the framework
  ///     already moved the content for (UIKit's bounds-change adjustment); `nil` when none.
  ///   - offset: the content offset now.
  ///
  /// After ``resized(from:to:fromOffset:toOffset:)``, `previous` is the layout before the resize
  /// and the answer accounts for the adjustment, applied already or still to come.
  /// - Complexity: O(1).
  package mutating func rebuilt(
    _ track: CarouselTrack?, previous: CarouselTrack?, atOffset offset: CGFloat
  ) -> CGFloat? {
    guard offset.isFinite else { return nil }
    // A resize's adjustment was computed with the safe area of that moment, which UIKit may
    // update only after the resize. Applied already, the offset belongs to the layout it was
    // computed for; still to come (UIKit adds it after this prepare()), the offset still
    // belongs to `previous`, and the content goes where the rule says less the adjustment, so
    // that it lands there. Which of the two the content is at: the nearer one (UIKit may round
    // to pixels). A new direction is judged against `previous`, whatever the adjustment did.
    var offsetLayout = previous
    var stillToCome: CGFloat = 0
    if let resize {
      if abs(offset - resize.target) > abs(offset - resize.from) {
        stillToCome = resize.adjustment
      } else if previous?.layoutDirection == resize.track.layoutDirection {
        offsetLayout = resize.track
      }
    }
    let target = restOffset(of: track, previous: offsetLayout, atOffset: offset)
    if let previous, let track, previous.cardCount > 0, track.cardCount > 0,
      Self.keepsCard(from: previous, to: track)
    {
      moveRests(from: previous, to: track, contentOffset: target ?? offset + stillToCome)
    }
    // Where the content goes before the adjustment still to come, unless it is there.
    guard let target, target - stillToCome != offset else { return nil }
    return target - stillToCome
  }

  /// Takes where a move on its way heads now that a new layout moved its card
  /// (``redirectOffset``): start a move there on the framework's next turn, if
  /// ``startsRetargetedMove(to:contentOffset:)``, or end the move where the content is, if
  /// ``endsRetargetedMove(at:contentOffset:)``, as after a batch update. `nil`: none.
  package mutating func takeRedirect() -> CGFloat? {
    defer { redirectOffset = nil }
    return redirectOffset
  }

  /// Whether a new layout keeps the card at rest by its anchor: a new viewport width, size
  /// class or layout direction.
  static func keepsCard(from previous: CarouselTrack, to track: CarouselTrack) -> Bool {
    previous.viewportWidth != track.viewportWidth || previous.sizeClass != track.sizeClass
      || previous.layoutDirection != track.layoutDirection
  }

  /// A new layout moved the cards under rests chosen in `previous`: a move on its way heads for
  /// its card in `track` (the card it was sent to, else the card at its rest offset;
  /// ``redirectOffset``), a move in code keeps counting as one, and a rest reached and not yet
  /// reported is where the content goes now (`contentOffset`).
  private mutating func moveRests(
    from previous: CarouselTrack, to track: CarouselTrack, contentOffset: CGFloat
  ) {
    if let arrived = arrivedOffset {
      moveCodeRest(from: arrived, to: contentOffset)
      arrivedOffset = contentOffset
    }
    guard let resting = restingOffset else { return }
    let target =
      chosenCard.flatMap { Self.clamped($0, in: track) }.map(track.offset(ofCard:))
      ?? (try? track.targetOffset(keepingCardAt: resting, in: previous))
    moveCodeRest(from: resting, to: target)
    restingOffset = target
    redirectOffset = target
  }

  /// The size is changing (UIKit's `invalidationContext(forBoundsChange:)`, before the layout
  /// is prepared): the adjustment that moves the content from `newOffset` to where the card at
  /// rest at `oldOffset` in `previous` rests in `resized`, or `nil` when there is none (no
  /// layout for the new size). The target is kept (``keptOffset``) and, until ``prepared()``,
  /// ``rebuilt(_:previous:atOffset:)`` knows which layout the content's offset belongs to.
  ///
  /// - Complexity: O(1).
  package mutating func resized(
    from previous: CarouselTrack, to resized: CarouselTrack?, fromOffset oldOffset: CGFloat,
    toOffset newOffset: CGFloat
  ) -> CGFloat? {
    resize = nil
    guard let resized, newOffset.isFinite,
      let target = try? resized.targetOffset(keepingCardAt: oldOffset, in: previous)
    else { return nil }
    resize = Resize(track: resized, adjustment: target - newOffset, from: newOffset, target: target)
    keptOffset = target
    return target - newOffset
  }

  /// The layout was prepared (or a batch update places the content itself): a resize's
  /// adjustment is no longer the guide.
  package mutating func prepared() {
    resize = nil
  }

  /// The rule of ``rebuilt(_:previous:atOffset:)`` for an offset that belongs to `previous`:
  /// where the content goes (`offset` itself when it is there), or `nil` to leave it.
  private mutating func restOffset(
    of track: CarouselTrack?, previous: CarouselTrack?, atOffset offset: CGFloat
  ) -> CGFloat? {
    guard let track else {
      if let previous, previous.cardCount > 0 {
        anchorWithoutLayout = try? previous.anchor(atOffset: offset)
      }
      return nil
    }
    guard track.cardCount > 0 else {
      anchorWithoutLayout = nil
      return nil
    }
    var target: CGFloat?
    if previous == nil, let anchor = anchorWithoutLayout {
      target = try? track.offset(restoring: anchor)
    } else if previous == nil || previous?.cardCount == 0 {
      if offset == 0 { target = track.restOffset }
    } else if let previous, Self.keepsCard(from: previous, to: track) {
      target = try? track.targetOffset(keepingCardAt: offset, in: previous)
    }
    anchorWithoutLayout = nil
    return target
  }
}
