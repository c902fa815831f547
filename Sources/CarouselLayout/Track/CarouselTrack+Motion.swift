#if canImport(Foundation)
  import Foundation
#endif

extension CarouselTrack {
  // MARK: - Motion

  /// How the content moves after a drag released at `offset` with `velocity`: a glide that
  /// comes to rest exactly on ``targetOffset(releasedAt:velocity:projected:)``, or an instant
  /// move under Reduce Motion.
  ///
  /// A release fast enough for its distance decays exponentially onto the target; a slow one
  /// settles with a critically damped spring (see `Glide`). When scrolling freely the floor
  /// of the glide's stiffness is the deceleration rate's `−ln d`, so a release in range is a
  /// UIScrollView-like deceleration whose rate is solved to land exactly on the projected rest
  /// (`(1 − d)/d`, within 0.5 % of `−ln d`); a snap, or a release past either end, uses
  /// `Glide/snapStiffness`.
  ///
  /// ```swift
  /// let track = try CarouselTrack(viewportWidth: 393, cardCount: 10)
  /// let motion = try track.motion(releasedAt: 150, velocity: 0.5)
  /// motion.target              // 361
  /// motion.offset(at: 10_000)  // 361
  /// ```
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset`, `velocity` or `projected` when one is
  ///   NaN or infinite.
  /// - Complexity: O(1).
  package func motion(
    releasedAt offset: CGFloat, velocity: CGFloat, projected: CGFloat? = nil,
    reduceMotion: Bool = false
  ) throws(CarouselLayoutError) -> ScrollMotion {
    let target = try targetOffset(releasedAt: offset, velocity: velocity, projected: projected)
    // A free release in range decelerates at the configured rate (UIScrollView's decay); a
    // snap, or a bounce back from past either end, settles with the snapping spring.
    var floor = Glide.snapStiffness
    if case .free = scrolling, offset >= 0, offset <= maximumOffset {
      floor = -Math.log(decelerationRate.perMillisecond)
    }
    let glide = try Glide(from: offset, velocity: velocity, to: target, minimumStiffness: floor)
    return reduceMotion ? .instant(to: target) : .glide(glide)
  }

  /// How the content moves from `offset` (moving at `velocity`) to `target`: a programmatic
  /// scroll, a navigation request. Under Reduce Motion an instant move.
  ///
  /// ```swift
  /// let target = try track.targetOffset(for: .nextCard, fromOffset: 0)
  /// let motion = try track.motion(from: 0, to: target, reduceMotion: reduceMotion)
  /// ```
  ///
  /// - Throws: ``CarouselLayoutError`` naming `offset`, `velocity` or `target` when one is
  ///   NaN or infinite.
  /// - Complexity: O(1).
  package func motion(
    from offset: CGFloat, velocity: CGFloat = 0, to target: CGFloat, reduceMotion: Bool = false
  ) throws(CarouselLayoutError) -> ScrollMotion {
    let glide = try Glide(from: offset, velocity: velocity, to: target)
    return reduceMotion ? .instant(to: glide.target) : .glide(glide)
  }
}
