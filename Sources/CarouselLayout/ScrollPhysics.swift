import Foundation

/// UIScrollView's scrolling physics as pure functions, with no knowledge of the layout.
///
/// Units: offsets in points, time in milliseconds, velocities in points per millisecond (what
/// UIKit's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` delivers).
///
/// - Deceleration: a released scroll's velocity is multiplied by the rate `d` every
///   millisecond, `v(t) = v₀·dᵗ` (0.998 normal, 0.99 fast).
/// - Projection: the resting distance a host projects from a release velocity is
///   `v₀·d / (1 − d)` (WWDC 2018 "Designing Fluid Interfaces"); the exact integral of the decay,
///   `−v₀ / ln d`, is 0.1 % longer at the normal rate and 0.5 % longer at the fast rate.
/// - Rubber band: past either end an offset `x` beyond the edge shows as
///   `(1 − 1 / (x·0.55 / D + 1))·D`, with `D` the viewport's dimension.
///
/// ```swift
/// ScrollPhysics.projectedDistance(velocity: 2, rate: 0.998)  // 998
/// ScrollPhysics.rubberBand(100, dimension: 393)               // ≈ 48.25
/// ```
public enum ScrollPhysics {
  // MARK: - Rest thresholds

  /// The speed, in points per millisecond, under which a motion counts as at rest: half a
  /// point per second. A decay at this speed has at most 0.25 point left to travel at the
  /// normal rate (0.05 at the fast rate), less than a pixel on any Retina screen.
  public static let restingVelocity: CGFloat = 0.0005

  /// The distance, in points, under which a glide counts as arrived: a twentieth of a point,
  /// a sixth of a pixel on a 3× screen. The glide's last sample jumps the rest of the way.
  public static let restingDistance: CGFloat = 0.05

  /// The rubber band's stiffness constant `c` (UIScrollView's 0.55).
  public static let rubberBandConstant: CGFloat = 0.55

  // MARK: - Projection

  /// The distance a release at `velocity` travels before it comes to rest, as hosts project
  /// it: `v·d / (1 − d)`.
  ///
  /// - Parameters:
  ///   - velocity: the release velocity in points per millisecond.
  ///   - rate: the deceleration rate per millisecond, in (0, 1).
  /// - Complexity: O(1).
  @inlinable
  public static func projectedDistance(velocity: CGFloat, rate: Double) -> CGFloat {
    velocity * rate / (1 - rate)
  }

  // MARK: - Decay

  /// The offset `t` milliseconds into a free deceleration: the integral of `v₀·dᵗ`,
  /// `x₀ + v₀·(dᵗ − 1) / ln d`.
  ///
  /// - Complexity: O(1).
  public static func decayOffset(
    from offset: CGFloat, velocity: CGFloat, rate: Double, at time: Double
  ) -> CGFloat {
    guard time > 0 else { return offset }
    return offset + velocity * (pow(rate, time) - 1) / log(rate)
  }

  /// The velocity `t` milliseconds into a free deceleration: `v₀·dᵗ`.
  ///
  /// - Complexity: O(1).
  public static func decayVelocity(velocity: CGFloat, rate: Double, at time: Double) -> CGFloat {
    guard time > 0 else { return velocity }
    return velocity * pow(rate, time)
  }

  /// Where a free deceleration comes to rest: `x₀ − v₀ / ln d`.
  ///
  /// - Complexity: O(1).
  public static func decayRestingOffset(from offset: CGFloat, velocity: CGFloat, rate: Double)
    -> CGFloat
  {
    offset - velocity / log(rate)
  }

  /// The time, in milliseconds, a free deceleration takes to slow below `threshold`:
  /// `ln(threshold / |v₀|) / ln d`, or 0 when it starts slower.
  ///
  /// ```swift
  /// ScrollPhysics.decayDuration(velocity: 2, rate: 0.998)  // ≈ 4143 ms
  /// ```
  ///
  /// - Parameter threshold: the resting speed (default ``restingVelocity``).
  /// - Complexity: O(1).
  public static func decayDuration(
    velocity: CGFloat, rate: Double, threshold: CGFloat = restingVelocity
  ) -> Double {
    let speed = abs(velocity)
    guard speed > threshold, threshold > 0 else { return 0 }
    return log(threshold / speed) / log(rate)
  }

  // MARK: - Rubber band

  /// How far content dragged `overshoot` points past an end shows past it:
  /// `(1 − 1 / (x·c / D + 1))·D` with `c` = 0.55; always less than `D` and than `x`.
  ///
  /// Negative overshoots mirror (the result keeps the sign).
  ///
  /// - Parameters:
  ///   - overshoot: how far past the end the finger has dragged the content.
  ///   - dimension: the viewport's dimension along the scroll axis (`D`), > 0.
  /// - Complexity: O(1).
  public static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
    guard dimension > 0 else { return 0 }
    let x = abs(overshoot)
    let banded = (1 - 1 / (x * rubberBandConstant / dimension + 1)) * dimension
    return overshoot < 0 ? -banded : banded
  }

  /// The offset shown for a dragged offset: unchanged inside `[0, maximum]`, rubber-banded
  /// past either end.
  ///
  /// ```swift
  /// ScrollPhysics.rubberBandedOffset(-100, maximum: 1436, dimension: 393)  // ≈ −48.25
  /// ```
  ///
  /// - Complexity: O(1).
  public static func rubberBandedOffset(_ offset: CGFloat, maximum: CGFloat, dimension: CGFloat)
    -> CGFloat
  {
    if offset < 0 { return rubberBand(offset, dimension: dimension) }
    if offset > maximum { return maximum + rubberBand(offset - maximum, dimension: dimension) }
    return offset
  }
}
