#if canImport(Foundation)
  import Foundation
#endif

extension CarouselGeometry {
  // MARK: - Snap target

  /// Where a drag released at `offset` with `velocity` comes to rest.
  ///
  /// When snapping, the rule is (spec §2, "Choosing the snap target"):
  /// 1. the snap offset nearest to the projected rest `x̂`;
  /// 2. a flick (`|v| ≥ configuration.minimumFlickVelocity`) moves at least to the next snap
  ///    offset beyond `offset` in its direction and never snaps back against it;
  /// 3. the result is at most ``snapBudget`` snap positions (from the ``SnapLimit`` of
  ///    `.snapping`) from the snap offset nearest to `offset`;
  /// 4. the result is always one of the snap offsets.
  ///
  /// When scrolling freely, the result is `x̂` clamped to `[0, maximumOffset]`.
  ///
  /// Velocities are in content coordinates (x grows to the right), so in right to left a
  /// forward flick (toward higher card indices) has a negative velocity; the result is the
  /// exact mirror of left to right.
  ///
  /// ```swift
  /// // 393 pt compact, 5 cards: snap offsets [0, 361, 722, 1083, 1436]
  /// try carousel.targetOffset(releasedAt: 150, velocity: 0)    // 0: a slow drag snaps back
  /// try carousel.targetOffset(releasedAt: 150, velocity: 0.5)  // 361: a flick moves on
  /// try carousel.targetOffset(releasedAt: 0, velocity: 3)      // 361: at most one page
  /// ```
  ///
  /// - Parameters:
  ///   - offset: the horizontal content offset at release (may lie past either end while
  ///     rubber-banding).
  ///   - velocity: the release velocity in points per millisecond.
  ///   - projected: the resting offset the host projected; `nil` projects it from `offset`
  ///     and `velocity` with the configuration's deceleration rate (`x₀ + v·d / (1 − d)`).
  /// - Throws: ``CarouselLayoutError`` naming `offset`, `velocity` or `projected` when one is
  ///   NaN or infinite.
  /// - Complexity: O(1); allocates nothing.
  public func targetOffset(
    releasedAt offset: CGFloat, velocity: CGFloat, projected: CGFloat? = nil
  ) throws(CarouselLayoutError) -> CGFloat {
    try track.targetOffset(releasedAt: offset, velocity: velocity, projected: projected)
  }

  /// Where the carousel rests when a host asks without a gesture (a size change, a
  /// programmatic offset): the snap offset nearest to `offset` when snapping, `offset`
  /// clamped into range when scrolling freely.
  ///
  /// To keep the same card in place across a size change, read a ``CarouselAnchor`` from the
  /// old layout and restore it with ``offset(restoring:)`` (or use
  /// ``targetOffset(keepingCardAt:in:)``).
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset` when it is NaN or infinite.
  /// - Complexity: O(1).
  public func targetOffset(restingAt offset: CGFloat) throws(CarouselLayoutError) -> CGFloat {
    try track.targetOffset(restingAt: offset)
  }

  /// How many snap positions one gesture may move under the configuration's ``SnapLimit``
  /// (`Int.max` for no limit; free scrolling has none).
  ///
  /// - Complexity: O(1).
  public var snapBudget: Int { track.snapBudget }

  // MARK: - Neighbouring snap offsets

  /// The first snap index whose offset lies more than ``restingTolerance`` beyond `offset` in
  /// the forward direction (toward higher card indices), or the last one when none does.
  ///
  /// - Complexity: O(1).
  public func snapIndex(after offset: CGFloat) -> Int { track.snapIndex(after: offset) }

  /// The last snap index whose offset lies more than ``restingTolerance`` before `offset` in
  /// the forward direction (toward lower card indices), or 0 when none does.
  ///
  /// - Complexity: O(1).
  public func snapIndex(before offset: CGFloat) -> Int { track.snapIndex(before: offset) }

  /// How far from a snap offset an offset may be and still count as resting on it: half a
  /// point, so offsets that a host rounded to pixels still count as at rest.
  public var restingTolerance: CGFloat { track.restingTolerance }

  /// The distance from card 0's rest along the reading direction: `offset` in left to right,
  /// `maximumOffset − offset` in right to left.
  ///
  /// A NaN offset counts as the rest offset (0 travelled); an infinite one as
  /// ±`CGFloat.greatestFiniteMagnitude`, beyond either end, so the result is always finite.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  public func travelled(_ offset: CGFloat) -> CGFloat { track.travelled(offset) }
}
