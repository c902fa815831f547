import Foundation

/// A small, fast, seeded random number generator (SplitMix64) for reproducible random tests.
///
/// Every random test names its seed in its failure messages; rerun one case with
/// `CAROUSEL_SEED=<seed> swift test --filter <test>`.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let width = CGFloat.random(in: 1...2000, using: &random)
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The seed this generator started from.
  public let seed: UInt64
  private var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The seeds a random test runs: `count` seeds from `base`, or only the seed in the
  /// `CAROUSEL_SEED` environment variable when it is set (to rerun one failure).
  public static func seeds(_ count: Int, base: UInt64 = 0xCA40_05E1) -> [UInt64] {
    if let text = ProcessInfo.processInfo.environment["CAROUSEL_SEED"], let seed = UInt64(text) {
      return [seed]
    }
    return (0..<UInt64(count)).map { base &+ $0 &* 0x9E37_79B9 }
  }
}
