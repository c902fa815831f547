import CAllocationCounter
import CarouselLayout
import Foundation

extension Figures {
  /// What the live model costs a scrolling frame: both adapters tell `LiveCarousel` the content
  /// moved (a release on its way to a chosen rest: `contentMoved(to:)`, which reports the rest
  /// when the content gets there) and ask where the page indicator points
  /// (`indicatedOffset(contentOffset:)`, then the card there). O(1) and no allocation per
  /// frame, at any card count.
  static let live: [Figure] = [
    Figure(
      name: "liveFrame", unit: "ns/frame", budget: Budget(limit: 200, count: nil),
      sampling: .timed,
      measure: { workload in
        let frames = Stopwatch.work(200_000)
        var sum = 0.0
        let time = Stopwatch.nanoseconds { sum = liveFrames(workload, frames: frames) }
        blackHole(sum)
        return time / Double(frames)
      }),
    Figure(
      name: "allocationsPerLiveFrame", unit: "allocations", budget: Budget(limit: 0, count: nil),
      sampling: .exact,
      measure: { workload in
        guard AllocationCounter.isCounting else { return nil }
        let frames = 4096
        let before = carousel_allocation_count()
        let sum = liveFrames(workload, frames: frames)
        let after = carousel_allocation_count()
        blackHole(sum)
        return Double(after - before) / Double(frames)
      }),
    Figure(
      name: "preloadFrame", unit: "ns/frame", budget: Budget(limit: 200, count: nil),
      sampling: .timed,
      measure: { workload in
        let frames = Stopwatch.work(200_000)
        var sum = 0
        let time = Stopwatch.nanoseconds { sum = preloadFrames(workload, frames: frames) }
        blackHole(Double(sum))
        return time / Double(frames)
      }),
    Figure(
      name: "allocationsPerPreloadFrame", unit: "allocations",
      budget: Budget(limit: 0, count: nil), sampling: .exact,
      measure: { workload in
        guard AllocationCounter.isCounting else { return nil }
        let frames = 4096
        let before = carousel_allocation_count()
        let sum = preloadFrames(workload, frames: frames)
        let after = carousel_allocation_count()
        blackHole(Double(sum))
        return Double(after - before) / Double(frames)
      }),
  ]

  /// Runs `frames` scrolling frames through a preload window (a page each side), as both
  /// adapters do on every bounds or scroll-geometry change: the content sweeps from each of
  /// the workload's offsets toward the next in 16 frames; the sum counts the reports.
  @inline(never)
  static func preloadFrames(_ workload: Workload, frames: Int) -> Int {
    let track = workload.geometry.track
    var window = PreloadWindow(pages: 1)
    var reports = 0
    workload.offsets.withUnsafeBufferPointer { offsets in
      var frame = 0
      var release = 0
      while frame < frames {
        let start = offsets[release & (offsets.count - 1)]
        let end = offsets[(release + 1) & (offsets.count - 1)]
        release += 1
        for step in 1...16 where frame < frames {
          let offset = start + (end - start) * CGFloat(step) / 16
          if let range = window.update(atOffset: offset, in: track) { reports += range.count }
          frame += 1
        }
      }
    }
    return reports
  }

  /// Runs `frames` scrolling frames through a live carousel: each release (the workload's
  /// offsets and their snap targets) chooses a rest, then sixteen frames glide to it; every
  /// frame reports the content's offset and reads the card the page indicator shows.
  @inline(never)
  static func liveFrames(_ workload: Workload, frames: Int) -> Double {
    let track = workload.geometry.track
    var live = LiveCarousel(approachingEndThreshold: 3)
    var sum = 0.0
    workload.offsets.withUnsafeBufferPointer { offsets in
      var frame = 0
      var release = 0
      while frame < frames {
        let start = offsets[release & (offsets.count - 1)]
        let target = track.offset(ofCard: track.currentCard(atOffset: start))
        release += 1
        if live.restChosen(at: target, contentOffset: start) {
          // Already at rest: reported at once, in one frame.
          sum += Double(live.settle(atOffset: target, in: track)?.card ?? 0)
          frame += 1
          continue
        }
        for step in 1...16 where frame < frames {
          let offset = start + (target - start) * CGFloat(step) / 16
          if let rest = live.contentMoved(to: offset) {
            sum += Double(live.settle(atOffset: rest, in: track)?.card ?? 0)
          }
          sum += Double(track.currentCard(atOffset: live.indicatedOffset(contentOffset: offset)))
          frame += 1
        }
      }
    }
    return sum
  }
}
