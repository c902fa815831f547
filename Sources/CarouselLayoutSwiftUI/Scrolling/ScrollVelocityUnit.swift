import CarouselLayout
import Foundation

#if canImport(SwiftUI) || CAROUSEL_STAND_INS
  /// The unit of the velocity SwiftUI hands a scroll target behavior
  /// (`ScrollTargetBehaviorContext.velocity`), which Apple does not document.
  ///
  /// The engine works in points per millisecond (UIKit's observed unit); this converts.
  ///
  /// **Decision: points per second** (``carouselDefault``), from public observations:
  /// - Public `ScrollTargetBehavior` code uses flick thresholds of 200, 500 and 1100 on
  ///   `context.velocity.dx` (custom paging behaviors and a calendar pager that jumps a week
  ///   "above 1100"). In points per millisecond those would be 200 000 points per second and
  ///   more, which no finger reaches, so those behaviors could never flick; in points per second
  ///   they are ordinary flicks (0.2 to 1.1 points per millisecond, the range of UIKit's observed
  ///   release velocities, 0.5 to 3.5).
  /// - SwiftUI's own projected target, `target.rect`, is the release offset plus the scroll
  ///   view's deceleration projection `v·d/(1−d)` *in the engine's unit* (points per
  ///   millisecond, `d` = 0.998 per millisecond for the normal rate, so 499 ms). The ratio of the
  ///   projected distance to `context.velocity` is therefore about 499 if the velocity is in
  ///   points per millisecond and about 0.499 if it is in points per second: a factor of 1000
  ///   that one logged gesture on a device settles (``implied(distance:velocity:rate:)``).
  ///
  /// Until that log is taken on a device, the choice is the evidence above; a host that
  /// measures otherwise sets `CarouselScrollTargetBehavior/velocityUnit`.
  public enum ScrollVelocityUnit: String, Sendable, Hashable, Codable, CaseIterable {
    /// Points per second.
    case pointsPerSecond
    /// Points per millisecond (the engine's unit, and UIKit's observed one).
    case pointsPerMillisecond

    /// The unit this package reads SwiftUI's scroll velocity in: points per second (see the
    /// type's discussion for the evidence).
    public static let carouselDefault = ScrollVelocityUnit.pointsPerSecond

    /// A velocity in this unit converted to points per millisecond.
    ///
    /// ```swift
    /// ScrollVelocityUnit.pointsPerSecond.pointsPerMillisecond(500)  // 0.5
    /// ```
    ///
    /// - Complexity: O(1).
    @inline(__always)
    package func pointsPerMillisecond(_ velocity: CGFloat) -> CGFloat {
      switch self {
      case .pointsPerSecond: velocity / 1000
      case .pointsPerMillisecond: velocity
      }
    }

    /// The unit a logged release implies: the one whose projection `v·d/(1−d)` lies nearer (by
    /// ratio) to the distance the scroll view projected, or `nil` when the release carries no
    /// information (no velocity or no distance, or opposite signs).
    ///
    /// Log, on a device, the live offset at release (`onScrollGeometryChange`),
    /// `target.rect.minX` and `context.velocity.dx` in `updateTarget`, then pass
    /// `target − live offset` as `distance`.
    ///
    /// ```swift
    /// ScrollVelocityUnit.implied(distance: 998, velocity: 2000)  // .pointsPerSecond
    /// ScrollVelocityUnit.implied(distance: 998, velocity: 2)     // .pointsPerMillisecond
    /// ```
    ///
    /// - Parameters:
    ///   - distance: the projected distance, `target.rect.minX` minus the live offset.
    ///   - velocity: `context.velocity.dx`, in the unknown unit.
    ///   - rate: the scroll view's deceleration rate (SwiftUI's default is normal).
    /// - Complexity: O(1).
    public static func implied(
      distance: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal
    ) -> ScrollVelocityUnit? {
      guard distance.isFinite, velocity.isFinite, distance != 0, velocity != 0,
        (distance > 0) == (velocity > 0)
      else { return nil }
      let ratio = log(distance / velocity)
      let perMillisecond = log(
        ScrollPhysics.projectedDistance(velocity: 1, rate: rate.perMillisecond))
      let perSecond = perMillisecond - log(1000)
      return abs(ratio - perSecond) < abs(ratio - perMillisecond)
        ? .pointsPerSecond : .pointsPerMillisecond
    }
  }
#endif
