import CAllocationCounter
import CarouselLayout
import Foundation

extension Figures {
  // MARK: - Snapping

  /// The snap target of a random release: an offset in the scroll range and a velocity in
  /// ±4 points per millisecond, the rest projected by the engine from the configured
  /// deceleration rate, through `targetOffset(releasedAt:velocity:projected:)`, in
  /// nanoseconds per call.
  static func snap(_ workload: Workload) throws -> Double? {
    let calls = Stopwatch.work(200_000)
    var sum = 0.0
    let time = try Stopwatch.nanoseconds { sum = try snapTargets(workload, calls: calls) }
    blackHole(sum)
    return time / Double(calls)
  }

  /// The heap allocations one snap target makes; `nil` where they cannot be counted.
  static func allocationsPerSnap(_ workload: Workload) throws -> Double? {
    guard AllocationCounter.isCounting else { return nil }
    let calls = 4096
    let before = carousel_allocation_count()
    let sum = try snapTargets(workload, calls: calls)
    let after = carousel_allocation_count()
    blackHole(sum)
    return Double(after - before) / Double(calls)
  }

  /// Asks for `calls` snap targets at the workload's release states and adds them up, so no
  /// call can be skipped.
  @inline(never)
  static func snapTargets(_ workload: Workload, calls: Int) throws -> Double {
    let geometry = workload.geometry
    var sum = 0.0
    try workload.offsets.withUnsafeBufferPointer { offsets in
      try workload.velocities.withUnsafeBufferPointer { velocities in
        for call in 0..<calls {
          let release = call & (offsets.count - 1)
          sum += try geometry.track.targetOffset(
            releasedAt: offsets[release], velocity: velocities[release], projected: nil)
        }
      }
    }
    return sum
  }

  // MARK: - Anchors

  /// The rotation case: the anchor at a random offset read from the 393-point portrait
  /// carousel with `anchor(atOffset:)`, and restored in the 852-point landscape one with
  /// `offset(restoring:)`, in nanoseconds per read and restore.
  static func anchor(_ workload: Workload) throws -> Double? {
    let (portrait, landscape) = (workload.geometry, workload.rotated)
    let calls = Stopwatch.work(200_000)
    var sum = 0.0
    let time = try Stopwatch.nanoseconds {
      try workload.offsets.withUnsafeBufferPointer { offsets in
        for call in 0..<calls {
          let anchor = try portrait.track.anchor(atOffset: offsets[call & (offsets.count - 1)])
          sum += try landscape.track.offset(restoring: anchor)
        }
      }
    }
    blackHole(sum)
    return time / Double(calls)
  }
}
