#if canImport(Foundation)
  import Foundation
#endif

/// What a carousel on screen has told its app, and the rule for what to tell it next: the
/// decisions both adapters make the same way, made once, with no framework.
///
/// An adapter keeps one value per carousel, hands it what the framework reports (the carousel
/// came to rest at an offset, it was laid out anew) and does what it answers (call `onSettle`
/// with the card, call the approaching-end action, move the content). UIKit's
/// `CarouselCollectionViewLayout` and SwiftUI's `Carousel` both ask it for the settle and
/// approaching-end events, so the two agree on them; UIKit's layout also asks it where to rest
/// after each rebuild of its geometry (a batch update still keeps its card by its own anchor).
///
/// ```swift
/// var live = LiveCarousel(approachingEndThreshold: 3)
/// let settlement = live.settle(atOffset: track.offset(ofCard: 17), in: track)  // 20 cards
/// settlement.card              // 17
/// settlement.approachingEnd    // true: load the next page, once for these 20 cards
/// ```
public struct LiveCarousel: Sendable, Hashable {
  /// How many cards before the last one "approaching the end" fires (`nil`: never).
  public var approachingEndThreshold: Int?
  /// The card count the approaching-end event last fired at, so it fires once per count.
  public private(set) var reportedEndAtCount: Int?
  /// Where the carousel rested when it lost its layout (a viewport of no width while its
  /// window shrinks, an invalid input), to restore once it can be laid out again.
  public private(set) var anchorWithoutLayout: CarouselAnchor?
  /// The layout direction when the layout was lost: a new one opens at card 0 instead.
  private var directionWithoutLayout: LayoutDirection?

  /// A carousel that has reported nothing yet.
  ///
  /// - Parameter approachingEndThreshold: how many cards before the last one the
  ///   approaching-end event fires (SAP MDK's data paging); `nil` (the default) never fires it.
  ///   Negative values count as 0.
  public init(approachingEndThreshold: Int? = nil) {
    self.approachingEndThreshold = approachingEndThreshold.map { max(0, $0) }
  }

  /// What to report when the carousel comes to rest.
  public struct Settlement: Sendable, Hashable {
    /// The card at rest (``CarouselTrack/currentCard(atOffset:)``).
    public var card: Int
    /// Whether to call the approaching-end action now.
    public var approachingEnd: Bool

    /// A settlement on `card`.
    public init(card: Int, approachingEnd: Bool) {
      self.card = card
      self.approachingEnd = approachingEnd
    }
  }

  /// The carousel came to rest at `offset` in `track`: the card at rest, and whether the app
  /// should load more now.
  ///
  /// Approaching the end fires when the last card fully visible at `offset` (or the card at
  /// rest, if none is fully visible) is within ``approachingEndThreshold`` cards of the last
  /// card, and only once per card count: it fires again after the app adds cards (or removes
  /// some) and the carousel again rests near the new end. `nil` without cards.
  ///
  /// - Complexity: O(1) plus the partially visible cards at either end.
  public mutating func settle(atOffset offset: CGFloat, in track: CarouselTrack) -> Settlement? {
    guard track.cardCount > 0, offset.isFinite else { return nil }
    let card = track.currentCard(atOffset: offset)
    guard let threshold = approachingEndThreshold, reportedEndAtCount != track.cardCount else {
      return Settlement(card: card, approachingEnd: false)
    }
    let visible = track.fullyVisibleCards(atOffset: offset)
    let last = max(visible.upperBound - 1, card)
    let approaching = last >= track.cardCount - 1 - threshold
    if approaching { reportedEndAtCount = track.cardCount }
    return Settlement(card: card, approachingEnd: approaching)
  }

  /// The carousel was laid out anew (`track`; `nil` when it cannot be laid out now): the
  /// offset to move its content to, or `nil` to leave it where it is. One rule for every
  /// rebuild, so that the card at rest stays at rest whatever order the framework reports a
  /// resize in:
  ///
  /// 1. No cards: nothing to keep; cards that arrive later open at card 0.
  /// 2. A new layout direction opens at card 0 (``CarouselTrack/restOffset``).
  /// 3. After a lost layout, the card at rest when it was lost, at the same fraction (the
  ///    last card if fewer remain; card 0 if the direction changed meanwhile).
  /// 4. The first cards open at card 0 when the content is at 0 (right to left, UIKit's 0
  ///    would show the last cards).
  /// 5. A new viewport width or size class keeps the card at rest on `previous`
  ///    (``CarouselTrack/targetOffset(keepingCardAt:in:)``).
  ///
  /// - Parameters:
  ///   - track: the new layout, or `nil` when there is none.
  ///   - previous: the layout `offset` belongs to: the one before, or the one the framework
  ///     already moved the content for (UIKit's bounds-change adjustment); `nil` when none.
  ///   - offset: the content offset now.
  /// - Complexity: O(1).
  public mutating func rebuilt(
    _ track: CarouselTrack?, previous: CarouselTrack?, atOffset offset: CGFloat
  ) -> CGFloat? {
    guard offset.isFinite else { return nil }
    guard let track else {
      if let previous, previous.cardCount > 0 {
        anchorWithoutLayout = try? previous.anchor(atOffset: offset)
        directionWithoutLayout = previous.layoutDirection
      }
      return nil
    }
    guard track.cardCount > 0 else {
      anchorWithoutLayout = nil
      directionWithoutLayout = nil
      return nil
    }
    var target: CGFloat?
    if let previous, previous.layoutDirection != track.layoutDirection {
      target = track.restOffset
    } else if previous == nil, let anchor = anchorWithoutLayout {
      target =
        directionWithoutLayout == track.layoutDirection
        ? try? track.offset(restoring: anchor) : track.restOffset
    } else if previous == nil || previous?.cardCount == 0 {
      if offset == 0 { target = track.restOffset }
    } else if let previous,
      previous.viewportWidth != track.viewportWidth || previous.sizeClass != track.sizeClass
    {
      target = try? track.targetOffset(keepingCardAt: offset, in: previous)
    }
    anchorWithoutLayout = nil
    directionWithoutLayout = nil
    guard let target, target != offset else { return nil }
    return target
  }
}
