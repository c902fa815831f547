#if canImport(Foundation)
  import Foundation
#endif

/// A scroll position that survives layout changes: a card, and how far past that card's
/// rest the content is scrolled, in pitches (card width plus spacing).
///
/// Read one from a layout with ``CarouselGeometry/anchor(atOffset:)`` and restore it in
/// another with ``CarouselTrack/offset(restoring:)``: after a rotation, a size-class
/// change, new heights, or cards inserted or removed before it (adjust the anchor with
/// ``adjusted(insertingCardsAt:)`` and ``adjusted(removingCardsAt:)`` first), the same card
/// comes back to the same place.
///
/// The card is the one whose snap offset is nearest (so at rest it is the card at the leading
/// inset); ``fraction`` is the signed distance from that card's snap offset along the reading
/// direction, in pitches, so it scales with the card width. In right to left "along the
/// reading direction" is leftwards, so the same anchor means the same thing in both
/// directions.
///
/// ```swift
/// let anchor = try portrait.track.anchor(atOffset: 1083)  // card 3, fraction 0
/// try landscape.track.offset(restoring: anchor)          // 2460: card 3 at the leading inset
/// ```
public struct CarouselAnchor: Sendable, Hashable {
  /// The card the position is measured from.
  public var card: Int
  /// How far past the card's snap offset the content is scrolled, in pitches, along the
  /// reading direction (0 at rest; in `[−0.5, 0.5]` between snap offsets one pitch apart).
  public var fraction: CGFloat
  /// Whether the anchor follows a card through inserts. An anchor read from a carousel with
  /// no cards (``start``) has no card to follow: cards inserted into it leave it at the start,
  /// so a first load never scrolls to the end.
  public var followsCard: Bool

  /// Creates an anchor on a card, `fraction` pitches past its snap offset.
  public init(card: Int, fraction: CGFloat = 0) {
    self.card = card
    self.fraction = fraction
    self.followsCard = true
  }

  /// The start of a carousel that has no cards: it stays at card 0 whatever is inserted.
  public static let start: CarouselAnchor = {
    var anchor = CarouselAnchor(card: 0)
    anchor.followsCard = false
    return anchor
  }()

  // MARK: - Data changes

  /// The anchor after cards were inserted: `indices` are the inserted cards' indices after the
  /// insertion (as in a collection view's batch update), in any order; a repeated index counts
  /// once. The anchored card keeps its place and its index grows by the number of cards
  /// inserted before it.
  ///
  /// Any sequence of `Int` works: an array, a range, or Foundation's `IndexSet`.
  ///
  /// ```swift
  /// CarouselAnchor(card: 3).adjusted(insertingCardsAt: [0, 2])  // card 5
  /// ```
  ///
  /// - Complexity: O(k log k) in the number k of inserted cards.
  public func adjusted(insertingCardsAt indices: some Sequence<Int>) -> CarouselAnchor {
    guard followsCard else { return self }
    var card = self.card
    for index in Self.ascendingDistinct(indices) {
      guard index <= card, card < Int.max else { break }
      card += 1
    }
    var moved = self
    moved.card = card
    return moved
  }

  /// The anchor after cards were removed: `indices` are the removed cards' indices before the
  /// removal, in any order; a repeated index counts once. The anchored card's index shrinks by
  /// the number of cards removed before it; if the anchored card itself was removed, the anchor
  /// moves, at rest (fraction 0), to the index the removed card had among the survivors: the
  /// next surviving card. When no card follows, that index is one past the survivors, which
  /// ``CarouselTrack/offset(restoring:)`` clamps to the last card (the anchor cannot know
  /// the count; a batch that also inserts at that index rests on the inserted card, which took
  /// the removed card's place).
  ///
  /// Any sequence of `Int` works: an array, a range, or Foundation's `IndexSet`.
  ///
  /// - Complexity: O(k log k) in the number k of removed cards.
  public func adjusted(removingCardsAt indices: some Sequence<Int>) -> CarouselAnchor {
    guard followsCard else { return self }
    var before = 0
    var removed = false
    for index in Self.ascendingDistinct(indices) {
      if index >= card {
        removed = index == card
        break
      }
      if index >= 0 { before += 1 }
    }
    return CarouselAnchor(card: max(0, card - before), fraction: removed ? 0 : fraction)
  }

  /// The anchor after a batch update, applied as a collection view applies one: `removed`
  /// (indices before the update) first, then `inserted` (indices after it). With no card
  /// surviving the removals there is nothing to keep, and the new cards start at rest on card
  /// 0. Otherwise a removed anchored card hands the anchor to the card that takes its index:
  /// the next survivor, or, when it was the last card, the card inserted at its index if there
  /// is one (``CarouselTrack/offset(restoring:)`` clamps an index past the cards to the
  /// last card). The UIKit layout, `carousel anchor` and the WebAssembly module all call this.
  ///
  /// ```swift
  /// // 5 cards at rest on card 4; card 4 is removed and a card is inserted at 4:
  /// CarouselAnchor(card: 4).adjusted(
  ///   removingCardsAt: [4], insertingCardsAt: [4], survivingCards: 4)  // card 5 → clamped to 4
  /// ```
  ///
  /// - Parameters:
  ///   - removed: the removed cards' indices before the update, in any order.
  ///   - inserted: the inserted cards' indices after the update, in any order.
  ///   - survivingCards: the cards left after the removals.
  /// - Complexity: O(k log k) in the number k of removed and inserted cards.
  public func adjusted(
    removingCardsAt removed: some Sequence<Int>, insertingCardsAt inserted: some Sequence<Int>,
    survivingCards: Int
  ) -> CarouselAnchor {
    guard survivingCards > 0 else { return CarouselAnchor(card: 0) }
    return adjusted(removingCardsAt: removed).adjusted(insertingCardsAt: inserted)
  }

  /// The indices sorted, each once (what an `IndexSet` holds).
  static func ascendingDistinct(_ indices: some Sequence<Int>) -> [Int] {
    var sorted = indices.sorted()
    var kept = 0
    for index in sorted where kept == 0 || sorted[kept - 1] != index {
      sorted[kept] = index
      kept += 1
    }
    sorted.removeLast(sorted.count - kept)
    return sorted
  }
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension CarouselAnchor: Codable {}
#endif
