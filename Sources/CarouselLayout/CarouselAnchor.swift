import Foundation

/// A scroll position that survives layout changes: a card, and how far past that card's
/// rest the content is scrolled, in pitches (card width plus spacing).
///
/// Read one from a layout with ``CarouselGeometry/anchor(atOffset:)`` and restore it in
/// another with ``CarouselGeometry/offset(restoring:)``: after a rotation, a size-class
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
/// let anchor = try portrait.anchor(atOffset: 1083)    // card 3, fraction 0
/// try landscape.offset(restoring: anchor)             // 2460: card 3 at the leading inset
/// ```
public struct CarouselAnchor: Sendable, Hashable, Codable {
  /// The card the position is measured from.
  public var card: Int
  /// How far past the card's snap offset the content is scrolled, in pitches, along the
  /// reading direction (0 at rest; in `[−0.5, 0.5]` between snap offsets one pitch apart).
  public var fraction: CGFloat

  /// Creates an anchor on a card, `fraction` pitches past its snap offset.
  public init(card: Int, fraction: CGFloat = 0) {
    self.card = card
    self.fraction = fraction
  }

  // MARK: - Data changes

  /// The anchor after cards were inserted: `indices` are the inserted cards' indices after the
  /// insertion (as in a collection view's batch update). The anchored card keeps its place
  /// and its index grows by the number of cards inserted before it.
  ///
  /// - Complexity: O(k) in the number of inserted cards at or before the anchored card.
  public func adjusted(insertingCardsAt indices: IndexSet) -> CarouselAnchor {
    var card = self.card
    for index in indices {
      guard index <= card, card < Int.max else { break }
      card += 1
    }
    return CarouselAnchor(card: card, fraction: fraction)
  }

  /// The anchor after cards were removed: `indices` are the removed cards' indices before the
  /// removal. The anchored card's index shrinks by the number of cards removed before it; if
  /// the anchored card itself was removed, the anchor moves to the card that takes its place
  /// (the next surviving card, or the last when none follows) at rest (fraction 0).
  ///
  /// - Complexity: O(log k) in the number of removed cards.
  public func adjusted(removingCardsAt indices: IndexSet) -> CarouselAnchor {
    let before = card > 0 ? indices.count(in: 0..<card) : 0
    let removed = indices.contains(card)
    return CarouselAnchor(card: max(0, card - before), fraction: removed ? 0 : fraction)
  }
}
