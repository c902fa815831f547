import CAllocationCounter

/// The process's heap allocation count (the C target interposes glibc's allocator).
enum AllocationCounter {
  /// Whether allocations are counted on this platform.
  static var isCounting: Bool { carousel_allocation_count() >= 0 }

  /// Proves the counter sees an allocation when one happens and none when none does: counts a
  /// one-element array made through an opaque size, then a loop that allocates nothing.
  static func selfTest() -> Bool {
    guard isCounting else { return true }
    blackHole(0)  // The first call may instantiate metadata; that is not under test.
    let start = carousel_allocation_count()
    let array = [Int](repeating: 7, count: opaque(1))
    let afterArray = carousel_allocation_count()
    var sum = 0
    for _ in 0..<opaque(1000) { sum &+= array[0] }
    let afterLoop = carousel_allocation_count()
    blackHole(sum)
    blackHole(array)
    return afterArray - start >= 1 && afterLoop == afterArray
  }
}
