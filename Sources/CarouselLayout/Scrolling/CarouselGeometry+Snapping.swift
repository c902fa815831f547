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
    try Validation.finite(offset, "offset")
    try Validation.finite(velocity, "velocity")
    if let projected { try Validation.finite(projected, "projected") }
    let rate = configuration.resolvedDecelerationRate.perMillisecond
    let rest = projected ?? offset + ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
    guard case .snapping = configuration.scrolling else {
      return min(max(rest, 0), maximumOffset)
    }
    let grid = SnapGrid(self)
    return grid.offset(
      at: snapTargetIndex(releasedAt: offset, velocity: velocity, rest: rest, in: grid))
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
    try targetOffset(releasedAt: offset, velocity: 0, projected: offset)
  }

  /// The snap index a release comes to rest on, given its validated projected rest and the
  /// layout's snap offsets.
  func snapTargetIndex(
    releasedAt offset: CGFloat, velocity: CGFloat, rest: CGFloat, in grid: SnapGrid
  ) -> Int {
    let count = grid.count
    guard count > 1 else { return 0 }
    let start = grid.nearestIndex(to: offset)
    var index = grid.nearestIndex(to: rest)
    // Forward means toward higher card indices: right in left to right, left in right to left.
    let forwardVelocity = layoutDirection == .leftToRight ? velocity : -velocity
    if abs(velocity) >= configuration.minimumFlickVelocity, forwardVelocity != 0 {
      if forwardVelocity > 0 {
        index = max(index, grid.index(after: offset, tolerance: restingTolerance))
      } else {
        index = min(index, grid.index(before: offset, tolerance: restingTolerance))
      }
    }
    let budget = snapBudget
    let low = start > budget ? start - budget : 0
    let high = count - 1 - start > budget ? start + budget : count - 1
    return min(max(index, low), high)
  }

  /// How many snap positions one gesture may move under the configuration's ``SnapLimit``
  /// (`Int.max` for no limit; free scrolling has none).
  ///
  /// - Complexity: O(1).
  public var snapBudget: Int {
    guard case .snapping(let limit) = configuration.scrolling else { return Int.max }
    switch limit {
    case .one: return 1
    case .page: return cardsPerPage
    case .count(let k): return max(1, k)
    case .unlimited: return Int.max
    case .automatic: return sizeClass == .compact ? cardsPerPage : Int.max
    }
  }

  // MARK: - Neighbouring snap offsets

  /// The first snap index whose offset lies more than ``restingTolerance`` beyond `offset` in
  /// the forward direction (toward higher card indices), or the last one when none does.
  ///
  /// - Complexity: O(1).
  public func snapIndex(after offset: CGFloat) -> Int {
    SnapGrid(self).index(after: offset, tolerance: restingTolerance)
  }

  /// The last snap index whose offset lies more than ``restingTolerance`` before `offset` in
  /// the forward direction (toward lower card indices), or 0 when none does.
  ///
  /// - Complexity: O(1).
  public func snapIndex(before offset: CGFloat) -> Int {
    SnapGrid(self).index(before: offset, tolerance: restingTolerance)
  }

  /// How far from a snap offset an offset may be and still count as resting on it: half a
  /// point, so offsets that a host rounded to pixels still count as at rest.
  public var restingTolerance: CGFloat { 0.5 }

  /// The distance from card 0's rest along the reading direction: `offset` in left to right,
  /// `maximumOffset − offset` in right to left.
  ///
  /// A NaN offset counts as the rest offset (0 travelled); an infinite one as
  /// ±`CGFloat.greatestFiniteMagnitude`, beyond either end, so the result is always finite.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  public func travelled(_ offset: CGFloat) -> CGFloat {
    guard offset.isFinite else {
      if offset.isNaN { return 0 }
      let far = offset > 0 ? CGFloat.greatestFiniteMagnitude : -.greatestFiniteMagnitude
      return layoutDirection == .leftToRight ? far : -far
    }
    return layoutDirection == .leftToRight ? offset : maximumOffset - offset
  }
}
