#if canImport(Foundation)
  import Foundation
#endif

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
///
/// The functions never trap and never return NaN or infinity. They are pure maths with no
/// error path, so bad arguments are clamped by one documented rule: a NaN offset, velocity,
/// time or dimension counts as 0; magnitudes beyond ``largestMagnitude`` (infinities included)
/// count as ±``largestMagnitude``; a rate outside ``rateRange`` (NaN included) is clamped
/// into it; and results are clamped to ±``largestMagnitude``. Hosts that want an error instead
/// go through ``CarouselGeometry``, which validates first.
package enum ScrollPhysics {
  // MARK: - Rest thresholds

  /// The speed, in points per millisecond, under which a motion counts as at rest: half a
  /// point per second. A decay at this speed has at most 0.25 point left to travel at the
  /// normal rate (0.05 at the fast rate), less than a pixel on any Retina screen.
  package static let restingVelocity: CGFloat = 0.0005

  /// The distance, in points, under which a glide counts as arrived: a twentieth of a point,
  /// a sixth of a pixel on a 3× screen. The glide's last sample jumps the rest of the way.
  package static let restingDistance: CGFloat = 0.05

  /// The rubber band's stiffness constant `c` (UIScrollView's 0.55).
  package static let rubberBandConstant: CGFloat = 0.55

  // MARK: - Clamping rule

  /// The largest magnitude an argument or result has: 10³⁰⁰, so that one more product with a
  /// rate factor (at most 10⁶ within ``rateRange``) stays finite.
  package static let largestMagnitude: CGFloat = 1e300

  /// The rates the functions work with: from the smallest normal double (a motion that stops
  /// at once) to 1 − 10⁻⁶ (one that slows by a millionth per millisecond). A NaN rate counts
  /// as ``DecelerationRate/normal``.
  package static let rateRange: ClosedRange<Double> = Double.leastNormalMagnitude...(1 - 1e-6)

  /// `value` under the clamping rule: NaN is 0, magnitudes clamp to ``largestMagnitude``.
  @inlinable
  static func clamped(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, -largestMagnitude), largestMagnitude)
  }

  /// `rate` clamped into ``rateRange``; NaN is the normal rate.
  @inlinable
  static func clamped(rate: Double) -> Double {
    rate.isNaN
      ? DecelerationRate.normal.perMillisecond
      : min(max(rate, rateRange.lowerBound), rateRange.upperBound)
  }

  // MARK: - Projection

  /// The distance a release at `velocity` travels before it comes to rest, as hosts project
  /// it: `v·d / (1 − d)`.
  ///
  /// - Parameters:
  ///   - velocity: the release velocity in points per millisecond.
  ///   - rate: the deceleration rate per millisecond, in (0, 1).
  /// - Complexity: O(1).
  @inlinable
  package static func projectedDistance(velocity: CGFloat, rate: Double) -> CGFloat {
    let rate = clamped(rate: rate)
    return clamped(clamped(velocity) * rate / (1 - rate))
  }

  // MARK: - Decay

  /// The offset `t` milliseconds into a free deceleration: the integral of `v₀·dᵗ`,
  /// `x₀ + v₀·(dᵗ − 1) / ln d`.
  ///
  /// - Complexity: O(1).
  package static func decayOffset(
    from offset: CGFloat, velocity: CGFloat, rate: Double, at time: Double
  ) -> CGFloat {
    let offset = clamped(offset)
    guard time > 0 else { return offset }
    let rate = clamped(rate: rate)
    return clamped(
      offset + clamped(velocity) * (Math.pow(rate, clamped(time)) - 1) / Math.log(rate))
  }

  /// The velocity `t` milliseconds into a free deceleration: `v₀·dᵗ`.
  ///
  /// - Complexity: O(1).
  package static func decayVelocity(velocity: CGFloat, rate: Double, at time: Double) -> CGFloat {
    let velocity = clamped(velocity)
    guard time > 0 else { return velocity }
    return velocity * Math.pow(clamped(rate: rate), clamped(time))
  }

  /// Where a free deceleration comes to rest: `x₀ − v₀ / ln d`.
  ///
  /// - Complexity: O(1).
  package static func decayRestingOffset(from offset: CGFloat, velocity: CGFloat, rate: Double)
    -> CGFloat
  {
    clamped(clamped(offset) - clamped(velocity) / Math.log(clamped(rate: rate)))
  }

  /// The time, in milliseconds, a free deceleration takes to slow below `threshold`:
  /// `ln(threshold / |v₀|) / ln d`, or 0 when it starts slower.
  ///
  /// ```swift
  /// ScrollPhysics.decayDuration(velocity: 2, rate: 0.998)  // ≈ 4143 ms
  /// ```
  ///
  /// - Parameters:
  ///   - velocity: the release velocity `v₀`, in points per millisecond.
  ///   - rate: the deceleration rate `d` per millisecond.
  ///   - threshold: the resting speed (default ``restingVelocity``).
  /// - Complexity: O(1).
  package static func decayDuration(
    velocity: CGFloat, rate: Double, threshold: CGFloat = restingVelocity
  ) -> Double {
    let speed = abs(clamped(velocity))
    let threshold = clamped(threshold)
    guard speed > threshold, threshold > 0 else { return 0 }
    return Math.log(threshold / speed) / Math.log(clamped(rate: rate))
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
  package static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
    let dimension = clamped(dimension)
    guard dimension > 0 else { return 0 }
    let overshoot = clamped(overshoot)
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
  package static func rubberBandedOffset(_ offset: CGFloat, maximum: CGFloat, dimension: CGFloat)
    -> CGFloat
  {
    let offset = clamped(offset)
    let maximum = max(0, clamped(maximum))
    if offset < 0 { return rubberBand(offset, dimension: dimension) }
    if offset > maximum { return maximum + rubberBand(offset - maximum, dimension: dimension) }
    return offset
  }
}
