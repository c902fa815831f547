import CAllocationCounter
import CarouselLayout
import Foundation

// The stand-in, never real SwiftUI: on Apple platforms the stand-in's module may exist in the
// build folder (every target builds), but the adapter is compiled against SwiftUI there.
#if CAROUSEL_STAND_INS
  import CarouselLayoutSwiftUI
  @_spi(Host) import SwiftUIStandIn
#endif

extension Figures {
  /// The SwiftUI figures, in the order the table shows them.
  static let swiftUI: [Figure] = [
    Figure(
      name: "swiftUITargetUpdate", unit: "ns/call", budget: Budget(limit: 200, count: 1_000_000),
      sampling: .timed, measure: swiftUITargetUpdate),
    Figure(
      name: "allocationsPerSwiftUITargetUpdate", unit: "allocations",
      budget: Budget(limit: 0, count: nil), sampling: .exact,
      measure: allocationsPerSwiftUITargetUpdate),
  ]

  // MARK: - SwiftUI

  /// One `CarouselScrollTargetBehavior.updateTarget(_:context:)` call for a random release
  /// (the workload's offsets, its velocities as points per second, SwiftUI's projected target
  /// from the fast deceleration rate), in nanoseconds per call; `nil` where SwiftUI's context
  /// cannot be made (on Apple platforms it has no public initialiser).
  static func swiftUITargetUpdate(_ workload: Workload) throws -> Double? {
    #if CAROUSEL_STAND_INS
      let calls = Stopwatch.work(200_000)
      var sum = 0.0
      let time = Stopwatch.nanoseconds { sum = targetUpdates(workload, calls: calls) }
      blackHole(sum)
      return time / Double(calls)
    #else
      return nil
    #endif
  }

  /// The heap allocations one `updateTarget` call makes; `nil` where they cannot be counted
  /// or SwiftUI's context cannot be made.
  static func allocationsPerSwiftUITargetUpdate(_ workload: Workload) throws -> Double? {
    #if CAROUSEL_STAND_INS
      guard AllocationCounter.isCounting else { return nil }
      let calls = 4096
      _ = targetUpdates(workload, calls: 1)  // metadata on first use is not per call
      let before = carousel_allocation_count()
      let sum = targetUpdates(workload, calls: calls)
      let after = carousel_allocation_count()
      blackHole(sum)
      return Double(after - before) / Double(calls)
    #else
      return nil
    #endif
  }

  #if CAROUSEL_STAND_INS
    /// Runs `calls` target updates as SwiftUI would at the end of gestures and adds up the
    /// targets, so no call can be skipped.
    @inline(never)
    static func targetUpdates(_ workload: Workload, calls: Int) -> Double {
      let behavior = CarouselScrollTargetBehavior(
        configuration: Workload.configuration, cardCount: workload.count)
      let container = Workload.viewport
      let contentSize = workload.geometry.contentSize
      let rate = Workload.configuration.resolvedDecelerationRate.perMillisecond
      var sum = 0.0
      workload.offsets.withUnsafeBufferPointer { offsets in
        workload.velocities.withUnsafeBufferPointer { velocities in
          for call in 0..<calls {
            let release = call & (offsets.count - 1)
            let start = offsets[release]
            let velocity = velocities[release]
            let projected =
              start + ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
            var target = ScrollTarget(
              rect: CGRect(origin: CGPoint(x: projected, y: 0), size: container))
            let context = ScrollTargetBehaviorContext(
              originalTarget: ScrollTarget(
                rect: CGRect(origin: CGPoint(x: start, y: 0), size: container)),
              velocity: CGVector(dx: velocity * 1000, dy: 0), contentSize: contentSize,
              containerSize: container, axes: .horizontal)
            behavior.updateTarget(&target, context: context)
            sum += target.rect.minX
          }
        }
      }
      return sum
    }
  #endif
}
