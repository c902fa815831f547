#if canImport(Foundation)
  import Foundation
#endif

/// A motion from a release state (offset and velocity) that comes to rest exactly on a chosen
/// target: a snapping glide, or a programmatic scroll.
///
/// The motion is a critically damped approach to the target,
///
/// ```
/// x(t) = X + (A + B·t)·e^(−ω·t),   A = x₀ − X,   B = v₀ + ω·A
/// ```
///
/// which starts at `x₀` with velocity `v₀` and never overshoots when it heads for the target.
/// The stiffness `ω` (per millisecond) is the larger of a floor and `|v₀| / |X − x₀|`:
///
/// - when the release is fast for the distance, `ω = |v₀| / |X − x₀|`, so `B = 0` and the
///   motion is a pure exponential decay, `v(t) = v₀·e^(−ωt)`, whose rate is solved so that it
///   lands on the target (a free deceleration with `d = e^(−ω)`);
/// - when the release is slow, stopped, or heads away from the target, the floor applies and
///   the motion is a critically damped spring (the floor `snapStiffness` settles to 1 % in
///   about 420 ms, a response of 400 ms).
///
/// With the target ahead of (or at) the release velocity's direction, `A` and `B` share their
/// sign, so the offset moves monotonically toward the target and never reverses. A release
/// heading away from the target turns exactly once.
///
/// The glide is at rest once it is within `ScrollPhysics/restingDistance` of the target and
/// slower than `ScrollPhysics/restingVelocity`; from `duration` on, its offset is exactly
/// the target.
///
/// ```swift
/// let glide = try Glide(from: 100, velocity: 1.5, to: 361)
/// glide.offset(at: 0)              // 100
/// glide.offset(at: glide.duration) // 361, exactly
/// ```
package struct Glide: Sendable, Hashable {
  // MARK: - Inputs

  /// The offset at release.
  package let start: CGFloat
  /// The velocity at release, in points per millisecond.
  package let initialVelocity: CGFloat
  /// The offset the glide comes to rest on.
  package let target: CGFloat
  /// The stiffness `ω`, per millisecond.
  package let stiffness: Double
  /// The time, in milliseconds, at which the glide is at rest on the target.
  package let duration: Double

  /// The largest magnitude an offset, velocity or target may have: 10¹² (points, or points
  /// per millisecond), far beyond any content, so that the glide's arithmetic stays finite.
  package static let largestMagnitude: CGFloat = 1e12

  /// The default stiffness floor for snapping glides and programmatic scrolls: `2π / 400`
  /// per millisecond (a 400 ms response).
  package static let snapStiffness = 2 * Double.pi / 400

  /// The stiffest a glide may be: 10⁶ per millisecond (it settles within a nanosecond). A
  /// larger `Glide.init(from:velocity:to:minimumStiffness:)` floor is refused; a larger
  /// stiffness solved from a fast release is clamped to this, so the trajectory's products
  /// stay finite.
  package static let largestStiffness = 1e6

  /// The softest a glide may be: 10⁻¹² per millisecond. Smaller positive floors (a free
  /// deceleration at a rate within 10⁻¹² of 1) are raised to this, so the glide's duration
  /// stays finite.
  package static let smallestStiffness = 1e-12

  // MARK: - Initialiser

  /// Creates a glide from a release state to a target.
  ///
  /// - Parameters:
  ///   - start: the offset at release.
  ///   - velocity: the velocity at release, in points per millisecond.
  ///   - target: the offset to come to rest on.
  ///   - minimumStiffness: the stiffness floor `ω` per millisecond (default
  ///     ``snapStiffness``); for a free deceleration pass `−ln d` of its rate. Floors below
  ///     ``smallestStiffness`` are raised to it.
  /// - Throws: ``CarouselLayoutError`` naming `offset`, `velocity`, `target` or `stiffness`
  ///   when one is NaN, infinite or beyond ``largestMagnitude`` (or the stiffness is not in
  ///   `(0, largestStiffness]`).
  /// - Complexity: O(1).
  package init(
    from start: CGFloat, velocity: CGFloat, to target: CGFloat,
    minimumStiffness: Double = Glide.snapStiffness
  ) throws(CarouselLayoutError) {
    try Self.check(start, "offset")
    try Self.check(velocity, "velocity")
    try Self.check(target, "target")
    guard minimumStiffness > 0, minimumStiffness <= Self.largestStiffness else {
      throw CarouselLayoutError(
        field: "stiffness", expected: "a number in (0, 10^6]",
        value: NumberText.plain(minimumStiffness))
    }
    self.start = start
    initialVelocity = velocity
    self.target = target
    let distance = target - start
    var omega = max(minimumStiffness, Self.smallestStiffness)
    if distance != 0, velocity * distance > 0 {
      let solved = Double(abs(velocity) / abs(distance))
      omega = max(omega, min(solved, Self.largestStiffness))
    }
    stiffness = omega
    duration = Self.restingTime(
      displacement: start - target, velocity: velocity, stiffness: omega)
  }

  // MARK: - Trajectory

  /// The offset `time` milliseconds after release; exactly ``target`` from ``duration`` on.
  ///
  /// - Complexity: O(1).
  package func offset(at time: Double) -> CGFloat {
    guard time < duration else { return target }
    guard time > 0 else { return start }
    let a = Double(start - target)
    let b = Double(initialVelocity) + stiffness * a
    return target + CGFloat((a + b * time) * Math.exp(-stiffness * time))
  }

  /// The velocity, in points per millisecond, `time` milliseconds after release; 0 from
  /// ``duration`` on.
  ///
  /// - Complexity: O(1).
  package func velocity(at time: Double) -> CGFloat {
    guard time < duration else { return 0 }
    guard time > 0 else { return initialVelocity }
    let a = Double(start - target)
    let b = Double(initialVelocity) + stiffness * a
    return CGFloat((b - stiffness * (a + b * time)) * Math.exp(-stiffness * time))
  }

  // MARK: - Private

  private static func check(_ value: CGFloat, _ field: String) throws(CarouselLayoutError) {
    guard value.isFinite, abs(value) <= largestMagnitude else {
      throw CarouselLayoutError(
        field: field, expected: "a finite number of magnitude ≤ 10^12",
        value: NumberText.plain(value))
    }
  }

  /// The first time after which both `|x − X|` and `|v|` stay under the resting thresholds,
  /// from bounds of the form `(p + q·t)·e^(−ωt)`, which fall monotonically after their peak.
  private static func restingTime(displacement a: CGFloat, velocity v: CGFloat, stiffness w: Double)
    -> Double
  {
    let a = Double(a)
    let v = Double(v)
    let b = v + w * a
    let distance = Double(ScrollPhysics.restingDistance)
    let speed = Double(ScrollPhysics.restingVelocity)
    if abs(a) <= distance && abs(v) <= speed { return 0 }
    // |x − X| ≤ (|A| + |B|t)e^(−ωt);  |v| ≤ (|v₀| + ω|B|t)e^(−ωt), since B − ωA = v₀.
    // Evaluated in log space, so huge velocities cannot overflow into inf·0.
    func bound(_ p: Double, _ q: Double, _ t: Double) -> Double {
      Math.exp(Math.log(p) - w * t) + Math.exp(Math.log(q) + Math.log(t) - w * t)
    }
    func settled(_ t: Double) -> Bool {
      bound(abs(a), abs(b), t) <= distance && bound(abs(v), w * abs(b), t) <= speed
    }
    func peak(_ p: Double, _ q: Double) -> Double { q > 0 ? max(0, 1 / w - p / q) : 0 }
    var low = max(peak(abs(a), abs(b)), peak(abs(v), w * abs(b)))
    guard low.isFinite else { return 0 }
    if settled(low) { return low }
    var step = 1 / w
    var high = low + step
    // Each step doubles; e^(−ωt) outruns any finite (p + q·t) within about 1,100 steps of 1/ω.
    var doublings = 0
    while !settled(high) && doublings < 64 {
      low = high
      step *= 2
      high += step
      doublings += 1
    }
    for _ in 0..<64 {
      let middle = (low + high) / 2
      if settled(middle) { high = middle } else { low = middle }
      if high - low <= 1e-9 * high { break }
    }
    return high
  }
}
