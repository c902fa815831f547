import Foundation

/// Timing and the guards that keep the optimiser from deleting the work being timed.
enum Stopwatch {
  /// The nanoseconds of CPU time the calling thread spends in `body`.
  ///
  /// CPU time rather than wall-clock time, so other processes on a shared machine do not
  /// count: while the thread is descheduled its clock stands still. On an idle machine the two
  /// agree.
  @inline(never)
  static func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = threadTime()
    try body()
    return threadTime() - start
  }

  /// The calling thread's CPU time in nanoseconds (`CLOCK_THREAD_CPUTIME_ID`).
  static func threadTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
  }

  /// How many times to repeat an operation on `perRun` cards so one timed sample covers about
  /// a million cards' worth of work (long enough that the clock's own cost is noise).
  static func batch(cards perRun: Int) -> Int {
    work(max(1, 1_000_000 / max(1, perRun)))
  }

  /// The number of operations a timed sample runs: `count` in release; a sixteenth of it in a
  /// debug build, where only the smoke test runs the benchmark (its numbers mean nothing, and
  /// it should take seconds, not minutes).
  static func work(_ count: Int) -> Int {
    #if DEBUG
      max(1, count / 16)
    #else
      count
    #endif
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
