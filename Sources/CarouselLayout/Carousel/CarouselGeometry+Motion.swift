#if canImport(Foundation)
  import Foundation
#endif

extension CarouselGeometry {
  // MARK: - Motion

  /// How the content moves after a drag released at `offset` with `velocity`: the track's
  /// ``CarouselTrack/motion(releasedAt:velocity:projected:reduceMotion:)`` (no height plays a
  /// part).
  ///
  /// ```swift
  /// let motion = try carousel.motion(releasedAt: 150, velocity: 0.5)
  /// motion.target              // 361
  /// motion.offset(at: 10_000)  // 361
  /// ```
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset`, `velocity` or `projected` when one is
  ///   NaN or infinite.
  /// - Complexity: O(1).
  public func motion(
    releasedAt offset: CGFloat, velocity: CGFloat, projected: CGFloat? = nil,
    reduceMotion: Bool = false
  ) throws(CarouselLayoutError) -> ScrollMotion {
    try track.motion(
      releasedAt: offset, velocity: velocity, projected: projected, reduceMotion: reduceMotion)
  }

  /// How the content moves from `offset` (moving at `velocity`) to `target`: the track's
  /// ``CarouselTrack/motion(from:velocity:to:reduceMotion:)``.
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset`, `velocity` or `target` when one is
  ///   NaN or infinite.
  /// - Complexity: O(1).
  public func motion(
    from offset: CGFloat, velocity: CGFloat = 0, to target: CGFloat, reduceMotion: Bool = false
  ) throws(CarouselLayoutError) -> ScrollMotion {
    try track.motion(from: offset, velocity: velocity, to: target, reduceMotion: reduceMotion)
  }
}
