#if canImport(Foundation)
  import Foundation
#endif

// The width-only answers that 0.1.0's README and guide showed on the carousel itself. They are
// the track's (``CarouselGeometry/track``): no height plays a part, and a host that has no
// heights builds the track alone. The other forwards were removed.
extension CarouselGeometry {
  /// The width of every card.
  ///
  /// - Complexity: O(1).
  @available(*, deprecated, renamed: "track.cardWidth")
  public var cardWidth: CGFloat { track.cardWidth }

  /// Every snap offset, in card order.
  ///
  /// - Complexity: O(number of snap offsets).
  @available(*, deprecated, renamed: "track.snapOffsets")
  public var snapOffsets: [CGFloat] { track.snapOffsets }

  /// Where a drag released at `offset` with `velocity` comes to rest.
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset`, `velocity` or `projected` when one is
  ///   NaN or infinite.
  /// - Complexity: O(1).
  @available(*, deprecated, renamed: "track.targetOffset(releasedAt:velocity:projected:)")
  public func targetOffset(
    releasedAt offset: CGFloat, velocity: CGFloat, projected: CGFloat? = nil
  ) throws(CarouselLayoutError) -> CGFloat {
    try track.targetOffset(releasedAt: offset, velocity: velocity, projected: projected)
  }

  /// The anchor of the scroll position `offset`.
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset` when it is NaN or infinite.
  /// - Complexity: O(1).
  @available(*, deprecated, renamed: "track.anchor(atOffset:)")
  public func anchor(atOffset offset: CGFloat) throws(CarouselLayoutError) -> CarouselAnchor {
    try track.anchor(atOffset: offset)
  }

  /// The offset that keeps the card at `offset` in `previous` in place in this layout.
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset` when it is NaN or infinite.
  /// - Complexity: O(1).
  @available(
    *, deprecated,
    message: "use track.targetOffset(keepingCardAt:in:) with the previous layout's track"
  )
  public func targetOffset(keepingCardAt offset: CGFloat, in previous: CarouselGeometry)
    throws(CarouselLayoutError) -> CGFloat
  {
    try track.targetOffset(keepingCardAt: offset, in: previous.track)
  }
}
