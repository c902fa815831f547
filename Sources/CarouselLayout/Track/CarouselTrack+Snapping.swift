#if canImport(Foundation)
  import Foundation
#endif

extension CarouselTrack {
  // MARK: - Snap offsets

  /// The number of distinct snap offsets: one per card until the scroll range runs out, after
  /// which the remaining cards share the last offset.
  ///
  /// - Complexity: O(1).
  package var snapOffsetCount: Int { SnapGrid(self).count }

  /// The `index`-th snap offset, in card order: the offset that brings card `index` to rest
  /// with its leading edge at the leading inset, clamped to the scroll range.
  ///
  /// Left to right it is `index·(w + s)`, clamped to `[0, maximumOffset]`; right to left it is
  /// the mirror, `maximumOffset − index·(w + s)`, clamped likewise. Stacked cards and the
  /// empty state have one snap offset, the rest offset.
  ///
  /// - Precondition: `0 <= index < snapOffsetCount`.
  /// - Complexity: O(1).
  package func snapOffset(at index: Int) -> CGFloat {
    SnapGrid(self).offset(at: index)
  }

  /// Every snap offset, in card order, duplicates after clamping collapsed.
  ///
  /// - Complexity: O(number of snap offsets); allocates the array.
  public var snapOffsets: [CGFloat] {
    let grid = SnapGrid(self)
    return (0..<grid.count).map(grid.offset(at:))
  }

  /// The index of the snap offset that brings card `card` to rest (cards past the end of the
  /// scroll range share the last one).
  ///
  /// - Complexity: O(1).
  package func snapIndex(ofCard card: Int) -> Int {
    min(max(card, 0), snapOffsetCount - 1)
  }

  /// The index of the snap offset nearest to `offset`; exactly half-way between two snap
  /// offsets picks the one with the smaller index.
  ///
  /// - Complexity: O(1).
  package func nearestSnapIndex(to offset: CGFloat) -> Int {
    SnapGrid(self).nearestIndex(to: offset)
  }

  // MARK: - Snap target

  /// Where a drag released at `offset` with `velocity` comes to rest (spec §2, "Choosing the
  /// snap target"; see ``CarouselGeometry/targetOffset(releasedAt:velocity:projected:)``).
  ///
  /// ```swift
  /// // 393 pt compact, 5 cards: snap offsets [0, 361, 722, 1083, 1436]
  /// try track.targetOffset(releasedAt: 150, velocity: 0)    // 0: a slow drag snaps back
  /// try track.targetOffset(releasedAt: 150, velocity: 0.5)  // 361: a flick moves on
  /// ```
  ///
  /// - Parameters:
  ///   - offset: the horizontal content offset at release (may lie past either end).
  ///   - velocity: the release velocity in points per millisecond, in content coordinates.
  ///   - projected: the resting offset the host projected; `nil` projects it from `offset`
  ///     and `velocity` with the deceleration rate (`x₀ + v·d / (1 − d)`).
  /// - Throws: ``CarouselLayoutError`` naming `offset`, `velocity` or `projected` when one is
  ///   NaN or infinite.
  /// - Complexity: O(1); allocates nothing.
  public func targetOffset(
    releasedAt offset: CGFloat, velocity: CGFloat, projected: CGFloat? = nil
  ) throws(CarouselLayoutError) -> CGFloat {
    try Validation.finite(offset, "offset")
    try Validation.finite(velocity, "velocity")
    if let projected { try Validation.finite(projected, "projected") }
    let rate = decelerationRate.perMillisecond
    let rest = projected ?? offset + ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
    guard case .snapping = scrolling else {
      return min(max(rest, 0), maximumOffset)
    }
    let grid = SnapGrid(self)
    return grid.offset(
      at: snapTargetIndex(releasedAt: offset, velocity: velocity, rest: rest, in: grid))
  }

  /// Where the carousel rests when a host asks without a gesture: the snap offset nearest to
  /// `offset` when snapping, `offset` clamped into range when scrolling freely.
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset` when it is NaN or infinite.
  /// - Complexity: O(1).
  public func targetOffset(restingAt offset: CGFloat) throws(CarouselLayoutError) -> CGFloat {
    try targetOffset(releasedAt: offset, velocity: 0, projected: offset)
  }

  /// The snap index a release comes to rest on, given its validated projected rest.
  func snapTargetIndex(
    releasedAt offset: CGFloat, velocity: CGFloat, rest: CGFloat, in grid: SnapGrid
  ) -> Int {
    let count = grid.count
    guard count > 1 else { return 0 }
    let start = grid.nearestIndex(to: offset)
    var index = grid.nearestIndex(to: rest)
    // Forward means toward higher card indices: right in left to right, left in right to left.
    let forwardVelocity = layoutDirection == .leftToRight ? velocity : -velocity
    if abs(velocity) >= minimumFlickVelocity, forwardVelocity != 0 {
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

  /// How many snap positions one gesture may move under the ``SnapLimit`` (`Int.max` for no
  /// limit; free scrolling has none).
  ///
  /// - Complexity: O(1).
  package var snapBudget: Int {
    guard case .snapping(let limit) = scrolling else { return Int.max }
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
  package func snapIndex(after offset: CGFloat) -> Int {
    SnapGrid(self).index(after: offset, tolerance: restingTolerance)
  }

  /// The last snap index whose offset lies more than ``restingTolerance`` before `offset` in
  /// the forward direction (toward lower card indices), or 0 when none does.
  ///
  /// - Complexity: O(1).
  package func snapIndex(before offset: CGFloat) -> Int {
    SnapGrid(self).index(before: offset, tolerance: restingTolerance)
  }

  /// The distance from card 0's rest along the reading direction: `offset` in left to right,
  /// `maximumOffset − offset` in right to left.
  ///
  /// A NaN offset counts as the rest offset (0 travelled); an infinite one as
  /// ±`CGFloat.greatestFiniteMagnitude`, beyond either end, so the result is always finite.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package func travelled(_ offset: CGFloat) -> CGFloat {
    guard offset.isFinite else {
      if offset.isNaN { return 0 }
      let far = offset > 0 ? CGFloat.greatestFiniteMagnitude : -.greatestFiniteMagnitude
      return layoutDirection == .leftToRight ? far : -far
    }
    return layoutDirection == .leftToRight ? offset : maximumOffset - offset
  }
}
