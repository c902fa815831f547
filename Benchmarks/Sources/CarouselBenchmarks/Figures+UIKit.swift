import CarouselLayout
import Foundation

#if CAROUSEL_STAND_INS
  import CarouselLayoutUIKit
  import UIKitStandIn
#endif

// The UIKit adapter driven through the stand-in as UIKit drives it: per frame a bounds change
// (`shouldInvalidateLayout(forBoundsChange:)`, `invalidationContext(forBoundsChange:)`,
// `invalidateLayout(with:)`), `prepare()` and `layoutAttributesForElements(in:)` for the
// visible rect, on a 393 × 852 compact carousel with a header cell and "See All". Where the
// stand-in is not linked (Apple platforms) these figures are not measured.
extension Figures {
  /// The UIKit figures, in the order the table shows them.
  static let uikit: [Figure] = [
    Figure(
      name: "uikitScrollFrame", unit: "ns/frame", budget: Budget(limit: 2000, count: nil),
      sampling: .timed, measure: uikitScrollFrame),
    Figure(
      name: "uikitAttributesPerFrame", unit: "objects/frame", budget: Budget(limit: 4, count: nil),
      sampling: .exact, measure: uikitAttributesPerFrame),
    Figure(
      name: "uikitRebuildsDuringScroll", unit: "rebuilds", budget: Budget(limit: 0, count: nil),
      sampling: .exact, measure: uikitRebuildsDuringScroll),
    Figure(
      name: "uikitBatchUpdate", unit: "ns", budget: nil, sampling: .timed,
      measure: uikitBatchUpdate),
    Figure(
      name: "uikitSelfSizeStorm", unit: "ns", budget: Budget(limit: 20_000, count: nil),
      sampling: .timed, measure: uikitSelfSizeStorm),
  ]

  /// The frames of a 120 Hz scroll across 10 seconds.
  static let scrollFrames = 1200

  /// One frame of a 120 Hz scroll across 10 s (1200 frames at 2 points per millisecond,
  /// turning back at the ends), in nanoseconds per frame: the bounds change, `prepare()` and
  /// the visible rect's attributes.
  static func uikitScrollFrame(_ workload: Workload) throws -> Double? {
    #if CAROUSEL_STAND_INS
      return MainActor.assumeIsolated {
        let host = UIKitBenchmarkHost.shared(count: workload.count)
        var sum = 0
        let time = Stopwatch.nanoseconds { sum = host.scroll(frames: scrollFrames) }
        blackHole(sum)
        return time / Double(scrollFrames)
      }
    #else
      return nil
    #endif
  }

  /// The attributes objects the layout creates per frame of that scroll, on average.
  ///
  /// The cards keep their attributes objects while the engine's layout lasts, so a frame
  /// creates the header cell's and "See All"'s (they follow the offset: 2) plus the cards
  /// coming on screen (one every 361 / 16.7 ≈ 22 frames): about 2.05, at most the 4 elements
  /// on screen (2 cards, the header, "See All").
  static func uikitAttributesPerFrame(_ workload: Workload) throws -> Double? {
    #if CAROUSEL_STAND_INS
      return MainActor.assumeIsolated {
        let host = UIKitBenchmarkHost.shared(count: workload.count)
        host.scroll(frames: 8)
        let before = CountedAttributes.created
        blackHole(host.scroll(frames: scrollFrames))
        return Double(CountedAttributes.created - before) / Double(scrollFrames)
      }
    #else
      return nil
    #endif
  }

  /// The engine layouts built during that scroll (a scroll only moves the header).
  static func uikitRebuildsDuringScroll(_ workload: Workload) throws -> Double? {
    #if CAROUSEL_STAND_INS
      return MainActor.assumeIsolated {
        let host = UIKitBenchmarkHost.shared(count: workload.count)
        let before = host.layout.geometryBuildCount
        blackHole(host.scroll(frames: scrollFrames))
        return Double(host.layout.geometryBuildCount - before)
      }
    #else
      return nil
    #endif
  }

  /// One batch update of 10 deletions and 10 insertions spread over the cards, through
  /// `performBatchUpdates` (the layout lays the carousel out again: O(n)), in nanoseconds.
  static func uikitBatchUpdate(_ workload: Workload) throws -> Double? {
    #if CAROUSEL_STAND_INS
      return MainActor.assumeIsolated {
        let host = UIKitBenchmarkHost.shared(count: workload.count)
        return Stopwatch.nanoseconds { host.batchUpdate() }
      }
    #else
      return nil
    #endif
  }

  /// Every card on screen re-measuring once (self-sizing, a Dynamic Type change), then the
  /// layout pass, in nanoseconds.
  static func uikitSelfSizeStorm(_ workload: Workload) throws -> Double? {
    #if CAROUSEL_STAND_INS
      return MainActor.assumeIsolated {
        let host = UIKitBenchmarkHost.shared(count: workload.count)
        return Stopwatch.nanoseconds { host.selfSizeStorm() }
      }
    #else
      return nil
    #endif
  }
}
