/// Timing and the guards that keep the optimiser from deleting the work being timed.
enum Stopwatch {
  /// The nanoseconds `body` takes, read from the monotonic clock.
  @inline(never)
  static func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    let elapsed = start.duration(to: clock.now).components
    return Double(elapsed.seconds) * 1e9 + Double(elapsed.attoseconds) * 1e-9
  }

  /// How many times to repeat an operation on `perRun` cards so one timed sample covers about
  /// a million cards' worth of work (long enough that the clock's own cost is noise).
  static func batch(cards perRun: Int) -> Int {
    max(1, 1_000_000 / max(1, perRun))
  }
}

/// Consumes a value so the computation that produced it cannot be removed.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}

/// Returns its argument through a call the optimiser cannot see into, so an input is not
/// treated as a constant.
@inline(never)
@_optimize(none)
func opaque<T>(_ value: T) -> T { value }
