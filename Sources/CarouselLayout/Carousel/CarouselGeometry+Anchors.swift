#if canImport(Foundation)
  import Foundation
#endif

extension CarouselGeometry {
  // MARK: - Anchors

  /// The anchor of the scroll position `offset`: the card whose snap offset is nearest and the
  /// signed distance from it along the reading direction, in pitches.
  ///
  /// With no cards the anchor is ``CarouselAnchor/start``, which cards inserted later leave at
  /// card 0.
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset` when it is NaN or infinite.
  /// - Complexity: O(1).
  public func anchor(atOffset offset: CGFloat) throws(CarouselLayoutError) -> CarouselAnchor {
    try track.anchor(atOffset: offset)
  }

  /// The scroll offset that puts `anchor` back in place in this layout.
  ///
  /// The anchored card's snap offset plus `fraction` pitches along the reading direction,
  /// clamped into `[0, maximumOffset]`; when snapping, the nearest snap offset to that. A card
  /// index past the last card restores the last card.
  ///
  /// - Throws: ``CarouselLayoutError`` naming `anchor.fraction` when it is NaN or infinite.
  /// - Complexity: O(1).
  public func offset(restoring anchor: CarouselAnchor) throws(CarouselLayoutError) -> CGFloat {
    try track.offset(restoring: anchor)
  }

  /// The offset that keeps the card at `offset` in `previous` in place in this layout: the
  /// target a host asks for without a gesture after a size change (rotation, split view,
  /// Dynamic Type, a new size class).
  ///
  /// ```swift
  /// try landscape.targetOffset(keepingCardAt: 1083, in: portrait)  // card 3 stays at rest
  /// ```
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset` when it is NaN or infinite.
  /// - Complexity: O(1).
  public func targetOffset(keepingCardAt offset: CGFloat, in previous: CarouselGeometry)
    throws(CarouselLayoutError) -> CGFloat
  {
    try track.targetOffset(keepingCardAt: offset, in: previous.track)
  }
}
