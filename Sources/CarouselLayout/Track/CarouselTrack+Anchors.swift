#if canImport(Foundation)
  import Foundation
#endif

extension CarouselTrack {
  // MARK: - Anchors

  /// The anchor of the scroll position `offset`: the card whose snap offset is nearest and the
  /// signed distance from it along the reading direction, in pitches
  /// (``CarouselAnchor/start`` with no cards).
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset` when it is NaN or infinite.
  /// - Complexity: O(1).
  public func anchor(atOffset offset: CGFloat) throws(CarouselLayoutError) -> CarouselAnchor {
    try Validation.finite(offset, "offset")
    guard cardCount > 0 else { return .start }
    let grid = SnapGrid(self)
    let index = grid.nearestIndex(to: offset)
    let distance = grid.travelled(offset) - grid.travelled(grid.offset(at: index))
    return CarouselAnchor(card: index, fraction: distance / pitch)
  }

  /// The scroll offset that puts `anchor` back in place on this track: the anchored card's
  /// snap offset plus `fraction` pitches along the reading direction, clamped into
  /// `[0, maximumOffset]`; when snapping, the nearest snap offset to that.
  ///
  /// - Throws: ``CarouselLayoutError`` naming `anchor.fraction` when it is NaN or infinite.
  /// - Complexity: O(1).
  public func offset(restoring anchor: CarouselAnchor) throws(CarouselLayoutError) -> CGFloat {
    try Validation.finite(anchor.fraction, "anchor.fraction")
    guard cardCount > 0 else { return restOffset }
    let grid = SnapGrid(self)
    let base = grid.offset(at: min(max(anchor.card, 0), cardCount - 1, grid.count - 1))
    let distance = anchor.fraction * pitch
    let unclamped = layoutDirection == .leftToRight ? base + distance : base - distance
    let offset = min(max(unclamped, 0), grid.maximum)
    guard case .snapping = scrolling else { return offset }
    return grid.offset(at: grid.nearestIndex(to: offset))
  }

  /// The offset that keeps the card at `offset` on `previous` in place on this track: the
  /// target a host asks for without a gesture after a size change.
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset` when it is NaN or infinite.
  /// - Complexity: O(1).
  public func targetOffset(keepingCardAt offset: CGFloat, in previous: CarouselTrack)
    throws(CarouselLayoutError) -> CGFloat
  {
    try self.offset(restoring: previous.anchor(atOffset: offset))
  }
}
