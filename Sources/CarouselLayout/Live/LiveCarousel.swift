#if canImport(Foundation)
  import Foundation
#endif

/// What a carousel on screen has told its app, and the rule for what to tell it next: the
/// decisions both adapters make the same way, made once, with no framework.
///
/// An adapter keeps one value per carousel, hands it what the framework reports (the carousel
/// came to rest at an offset) and does what it answers (call `onSettle` with the card, call the
/// approaching-end action). UIKit's `CarouselCollectionViewLayout` and SwiftUI's `Carousel` both
/// use it, so the two agree on every event.
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
}
