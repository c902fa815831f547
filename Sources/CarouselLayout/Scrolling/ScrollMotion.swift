#if canImport(Foundation)
  import Foundation
#endif

/// How the carousel moves to a target: a `Glide` (animated) or an instant jump.
///
/// Reduce Motion turns every glide into an instant move; hosts animate ``glide(_:)`` by
/// sampling ``offset(at:)`` every frame and set ``instant(to:)`` without animation.
///
/// ```swift
/// let motion = try carousel.track.motion(releasedAt: 100, velocity: 1.5)
/// for sample in motion.samples() { print(sample.time, sample.offset) }
/// ```
package enum ScrollMotion: Sendable, Hashable {
  /// An animated glide that comes to rest exactly on its target.
  case glide(Glide)
  /// A jump straight to the target, with no animation (Reduce Motion).
  case instant(to: CGFloat)

  // MARK: - Queries

  /// The offset the motion comes to rest on.
  package var target: CGFloat {
    switch self {
    case .glide(let glide): glide.target
    case .instant(let target): target
    }
  }

  /// How long the motion lasts, in milliseconds (0 for an instant move).
  package var duration: Double {
    switch self {
    case .glide(let glide): glide.duration
    case .instant: 0
    }
  }

  /// Whether the motion is animated.
  package var isAnimated: Bool {
    if case .glide = self { return true }
    return false
  }

  /// The offset `time` milliseconds after the motion starts.
  ///
  /// - Complexity: O(1).
  package func offset(at time: Double) -> CGFloat {
    switch self {
    case .glide(let glide): glide.offset(at: time)
    case .instant(let target): target
    }
  }

  /// The velocity, in points per millisecond, `time` milliseconds after the motion starts.
  ///
  /// - Complexity: O(1).
  package func velocity(at time: Double) -> CGFloat {
    switch self {
    case .glide(let glide): glide.velocity(at: time)
    case .instant: 0
    }
  }

  /// The motion sampled every `interval` milliseconds from its start to rest; the last sample
  /// is at ``duration``, exactly on ``target``. An instant move is one sample at time 0.
  ///
  /// - Parameter interval: the time between samples in milliseconds (default one frame at
  ///   60 Hz); values that are not finite and > 0 fall back to the default, and positive
  ///   values below `minimumSampleInterval` are raised to it.
  /// - Complexity: O(1) to create; iterating costs O(1) a sample and allocates nothing.
  package func samples(every interval: Double = 1000.0 / 60) -> ScrollMotionSamples {
    let interval =
      interval.isFinite && interval > 0 ? max(interval, Self.minimumSampleInterval) : 1000.0 / 60
    return ScrollMotionSamples(motion: self, interval: interval)
  }

  /// The shortest time between samples, in milliseconds: 0.1, forty times finer than a
  /// 240 Hz display.
  package static let minimumSampleInterval = 0.1
}

/// One sample of a `ScrollMotion`: the time since the motion started and the offset then.
package struct ScrollSample: Sendable, Hashable {
  /// Milliseconds since the motion started.
  package var time: Double
  /// The offset at that time.
  package var offset: CGFloat

  /// Creates a sample.
  package init(time: Double, offset: CGFloat) {
    self.time = time
    self.offset = offset
  }
}

/// The samples of a `ScrollMotion` from its start to rest, at a fixed interval, the last one
/// exactly on the target at the motion's duration.
package struct ScrollMotionSamples: Sequence, Sendable {
  /// The motion being sampled.
  package let motion: ScrollMotion
  /// The time between samples, in milliseconds.
  package let interval: Double

  /// Creates an iterator over the samples.
  package func makeIterator() -> Iterator {
    Iterator(motion: motion, interval: interval)
  }

  /// The number of samples.
  ///
  /// - Complexity: O(1).
  package var underestimatedCount: Int { count }

  /// The number of samples: one per interval before the duration, plus the resting one.
  ///
  /// - Complexity: O(1).
  package var count: Int {
    let duration = motion.duration
    guard duration > 0 else { return 1 }
    // Clamped so that no duration, however long, overflows the conversion.
    // (1e15 samples, or fewer where `Int` is 32 bits wide, as on WebAssembly.)
    return Int(Swift.min((duration / interval).rounded(.up), 1e15, Double(Int.max / 2))) + 1
  }

  /// Walks the samples.
  package struct Iterator: IteratorProtocol, Sendable {
    let motion: ScrollMotion
    let interval: Double
    var step = 0
    var finished = false

    /// The next sample, or `nil` after the one at rest.
    package mutating func next() -> ScrollSample? {
      guard !finished else { return nil }
      let duration = motion.duration
      let time = Double(step) * interval
      step += 1
      if time < duration {
        return ScrollSample(time: time, offset: motion.offset(at: time))
      }
      finished = true
      return ScrollSample(time: duration, offset: motion.target)
    }
  }
}
