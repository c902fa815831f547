#if canImport(Foundation)
  import Foundation
#endif

/// A carousel on screen as a value: what it has told its app, where it is on its way to, and
/// the rule for each decision both adapters make, made once, with no framework.
///
/// An adapter keeps one value per carousel, hands it what the framework reports and does what
/// it answers, nothing more:
///
/// | The framework reports | The model answers |
/// |---|---|
/// | the layout was built anew (``rebuilt(_:previous:atOffset:)``) | where the content goes, a move to redirect (``takeRedirect()``) |
/// | the size changes (``resized(from:to:fromOffset:toOffset:)``) | the offset adjustment |
/// | a batch update (``updated(_:from:to:atOffset:)``) | where to rest, a move to redirect (``startsRetargetedMove(to:contentOffset:)``, ``endsRetargetedMove(at:contentOffset:)``) |
/// | a move asked for in code (``move(toCard:animated:)``, ``takeMove(in:)``) | when and where to move |
/// | where a release or a move will rest (``restChosen(at:contentOffset:card:)``) | whether it is there already |
/// | the content moved (``contentMoved(to:)``, ``scrolled()``) | whether it came to rest |
/// | it came to rest (``settle(atOffset:in:chosen:)``, or a moment after it got there: ``settleArrival(contentOffset:in:)``) | the card, and whether to load more |
///
/// UIKit's `CarouselCollectionViewLayout` uses all of them; SwiftUI's `Carousel`, whose scroll
/// view keeps the card itself, asks for the settle and approaching-end events, so the two agree.
///
/// ```swift
/// var live = LiveCarousel(approachingEndThreshold: 3)
/// let settlement = live.settle(atOffset: track.offset(ofCard: 17), in: track)  // 20 cards
/// settlement.card              // 17
/// settlement.approachingEnd    // true: load the next page, once for these 20 cards
/// ```
package struct LiveCarousel: Sendable, Hashable {
  /// How many cards before the last one "approaching the end" fires (`nil`: never; negative
  /// values count as 0). A new threshold forgets the count it last fired at.
  package var approachingEndThreshold: Int? {
    didSet {
      approachingEndThreshold = approachingEndThreshold.map { max(0, $0) }
      if approachingEndThreshold != oldValue { reportedEndAtCount = nil }
    }
  }
  /// The card count the approaching-end event last fired at, so it fires once per count.
  package private(set) var reportedEndAtCount: Int?
  /// The card the carousel last came to rest on (``settle(atOffset:in:chosen:)``), or the card it
  /// showed first (``begin(atOffset:in:)``), at its index after batch updates; `nil` before
  /// either, or once the cards are gone.
  package internal(set) var settledCard: Int?
  /// Where a move in code (``takeMove(in:)``) will rest, until the carousel rests or a person
  /// chooses another rest: a rest there is no person's choice (no selection haptic).
  package internal(set) var codeMoveOffset: CGFloat?
  /// The card the carousel was sent to (a move in code, a navigation request), until it rests
  /// or another rest is chosen: reported at rest even where several cards share the last rest
  /// offset (``cardAtRest(atOffset:in:chosen:)``).
  package internal(set) var chosenCard: Int?
  /// Where the carousel rested when it lost its layout (a viewport of no width while its
  /// window shrinks, an invalid input), to restore once it can be laid out again.
  package internal(set) var anchorWithoutLayout: CarouselAnchor?
  /// A move asked for in code that waits for cards and a size (``move(toCard:animated:)``).
  package internal(set) var pendingMove: MoveRequest?
  /// The offset the carousel is on its way to rest at (a release's snap target, a move), until
  /// the content gets there (``contentMoved(to:)``).
  package internal(set) var restingOffset: CGFloat?
  /// The rest offset the content reached, until the adapter reports it
  /// (``settleArrival(contentOffset:in:)``); a batch update or a new layout meanwhile moves it
  /// with its card.
  package internal(set) var arrivedOffset: CGFloat?
  /// Where a move on its way heads after a new layout (a resize, a new size class or
  /// direction) moved its card, until the adapter takes it (``takeRedirect()``).
  package internal(set) var redirectOffset: CGFloat?
  /// The offset that keeps the card at rest after a resize or a batch update: where the
  /// content goes when the framework asks, until the next scroll (``scrolled()``).
  package internal(set) var keptOffset: CGFloat?
  /// A resize's offset adjustment, until the layout is next prepared (``prepared()``).
  var resize: Resize?

  /// A carousel that has reported nothing yet.
  ///
  /// - Parameter approachingEndThreshold: how many cards before the last one the
  ///   approaching-end event fires (SAP MDK's data paging); `nil` (the default) never fires it.
  ///   Negative values count as 0.
  package init(approachingEndThreshold: Int? = nil) {
    self.approachingEndThreshold = approachingEndThreshold.map { max(0, $0) }
  }

  /// The offset the page indicator and paging buttons show: where the carousel will rest, or
  /// where the content is when it is not on its way anywhere.
  ///
  /// - Complexity: O(1).
  package func indicatedOffset(contentOffset: CGFloat) -> CGFloat {
    restingOffset ?? contentOffset
  }

  /// What to report when the carousel comes to rest.
  package struct Settlement: Sendable, Hashable {
    /// The card at rest (``CarouselTrack/currentCard(atOffset:)``).
    package var card: Int
    /// Whether to call the approaching-end action now.
    package var approachingEnd: Bool
    /// Whether the carousel rests on another card than at its last rest (or than the card it
    /// showed first, ``begin(atOffset:in:)``).
    package var isNewCard: Bool
    /// Whether a move in code chose this rest (``takeMove(in:)``), not a person.
    package var isMoveInCode: Bool

    /// Whether to play the selection haptic, if the app asked for one: a person brought the
    /// carousel to rest on another card (a swipe, the keyboard, VoiceOver, a page dot or
    /// paging button), as `UISelectionFeedbackGenerator` asks ("only when the selection
    /// changes"); never for a move in code.
    package var playsSelectionFeedback: Bool { isNewCard && !isMoveInCode }

    /// A settlement on `card`.
    package init(
      card: Int, approachingEnd: Bool, isNewCard: Bool = false, isMoveInCode: Bool = false
    ) {
      self.card = card
      self.approachingEnd = approachingEnd
      self.isNewCard = isNewCard
      self.isMoveInCode = isMoveInCode
    }
  }

  /// The carousel came to rest at `offset` in `track`: the card at rest, whether it is another
  /// card than at the last rest, and whether the app should load more now.
  ///
  /// The card at rest is `chosen` (or the card the carousel was sent to, ``chosenCard``, or
  /// else the card it last rested on, ``settledCard``) when that card rests at `offset`, else
  /// the card at `offset`: both adapters report the card a move chose, even past the last rest
  /// offset, where several cards rest at one offset (``cardAtRest(atOffset:in:chosen:)``), and
  /// a swipe that springs back to where the carousel rested keeps its card.
  ///
  /// Approaching the end fires when the last card fully visible at `offset` (or the card at
  /// rest, if none is fully visible) is within ``approachingEndThreshold`` cards of the last
  /// card, and only once per card count: it fires again after the app adds cards (or removes
  /// some) and the carousel again rests near the new end. `nil` without cards.
  ///
  /// - Complexity: O(1) plus the partially visible cards at either end.
  package mutating func settle(
    atOffset offset: CGFloat, in track: CarouselTrack, chosen: Int? = nil
  ) -> Settlement? {
    guard track.cardCount > 0, offset.isFinite else { return nil }
    let card =
      (chosen ?? chosenCard).flatMap { Self.cardAtRest(atOffset: offset, in: track, chosen: $0) }
      ?? cardAtRest(atOffset: offset, in: track)
    let isNewCard = settledCard.map { $0 != card } ?? false
    let isMoveInCode =
      codeMoveOffset.map { Self.isStillResting(at: $0, contentOffset: offset) } ?? false
    settledCard = card
    codeMoveOffset = nil
    chosenCard = nil
    guard let threshold = approachingEndThreshold, reportedEndAtCount != track.cardCount else {
      return Settlement(
        card: card, approachingEnd: false, isNewCard: isNewCard, isMoveInCode: isMoveInCode)
    }
    let visible = track.fullyVisibleCards(atOffset: offset)
    let last = max(visible.upperBound - 1, card)
    let approaching = last >= track.cardCount - 1 - threshold
    if approaching { reportedEndAtCount = track.cardCount }
    return Settlement(
      card: card, approachingEnd: approaching, isNewCard: isNewCard, isMoveInCode: isMoveInCode)
  }

  /// The card at rest at `offset` in `track` as the carousel reads it between rests (UIKit's
  /// navigator and VoiceOver value): the card it last rested on (``settledCard``) while that
  /// card still rests at `offset`, else the card at `offset`. 0 without cards.
  ///
  /// - Complexity: O(1).
  package func cardAtRest(atOffset offset: CGFloat, in track: CarouselTrack) -> Int {
    settledCard.flatMap { Self.cardAtRest(atOffset: offset, in: track, chosen: $0) }
      ?? track.currentCard(atOffset: offset)
  }

  /// The carousel shows its cards at `offset` before it has come to rest anywhere (it was
  /// laid out, or appeared): the card there is where a first rest on another card counts
  /// from. Nothing to report; does nothing once a card is known or without cards.
  ///
  /// - Complexity: O(1).
  package mutating func begin(atOffset offset: CGFloat, in track: CarouselTrack) {
    guard settledCard == nil, track.cardCount > 0, offset.isFinite else { return }
    settledCard = track.currentCard(atOffset: offset)
  }
}
