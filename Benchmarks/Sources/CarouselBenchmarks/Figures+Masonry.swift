import CAllocationCounter
import CarouselLayout
import Foundation

extension Figures {
  // MARK: - Masonry

  /// A regular-width 3-column masonry from the cards' measurements (validation, the height
  /// buffer, and placing every card in the top-most column), in nanoseconds per card.
  static func masonryBuild(_ workload: Workload) throws -> Double? {
    let cards = opaque(workload.cards)
    let runs = Stopwatch.batch(cards: workload.count)
    let time = try Stopwatch.nanoseconds {
      for _ in 0..<runs { blackHole(try Workload.masonry(cards).contentHeight) }
    }
    return time / Double(runs * workload.count)
  }

  /// The cards in one 1180 × 820 viewport rect at a random vertical offset, through the
  /// allocation-free `forEachCard(in:_:)`: a binary search in each of the 3 columns, so
  /// O(c·log n), in nanoseconds per query.
  static func masonryQuery(_ workload: Workload) throws -> Double? {
    let queries = Stopwatch.work(100_000)
    var sum = 0.0
    let time = Stopwatch.nanoseconds { sum = visitMasonryCards(workload, queries: queries) }
    blackHole(sum)
    return time / Double(queries)
  }

  /// The heap allocations one masonry rect query makes; `nil` where they cannot be counted.
  static func allocationsPerMasonryQuery(_ workload: Workload) throws -> Double? {
    guard AllocationCounter.isCounting else { return nil }
    let queries = 4096
    let before = carousel_allocation_count()
    let sum = visitMasonryCards(workload, queries: queries)
    let after = carousel_allocation_count()
    blackHole(sum)
    return Double(after - before) / Double(queries)
  }

  /// Runs `queries` masonry viewport queries at the workload's vertical offsets and folds
  /// every card's index and frame into a sum, so no query can be skipped.
  @inline(never)
  static func visitMasonryCards(_ workload: Workload, queries: Int) -> Double {
    let masonry = workload.masonry
    var sum = 0.0
    workload.masonryOffsets.withUnsafeBufferPointer { offsets in
      for query in 0..<queries {
        let rect = Workload.masonryRect(at: offsets[query & (offsets.count - 1)])
        masonry.forEachCard(in: rect) { index, frame in
          sum += frame.minX + frame.minY + frame.height + Double(index)
        }
      }
    }
    return sum
  }

  /// One of the last 16 cards grows taller than every card, then shrinks back, through
  /// `setMeasurement(_:ofCard:)`, which re-places only the cards from that card on, in
  /// nanoseconds per update.
  static func masonryHeightUpdate(_ workload: Workload) throws -> Double? {
    var masonry = workload.masonry
    let tall = CardMeasurement(header: 72, body: 400, footer: 0)
    let first = max(0, workload.count - 16)
    func card(_ update: Int) -> Int { min(first + (update & 15), workload.count - 1) }
    // The first change copies the shared storage; it is not part of an update. The change
    // and its undo must give back the layout built from scratch.
    try masonry.setMeasurement(tall, ofCard: first)
    guard masonry.frame(ofCard: first).height == 472 else {
      throw FigureError.masonryHeightDidNotMove
    }
    try masonry.setMeasurement(workload.cards[first], ofCard: first)
    guard masonry == workload.masonry else { throw FigureError.masonryDidNotRestore }
    let updates = Stopwatch.work(20_000)
    let time = try Stopwatch.nanoseconds {
      for update in 0..<updates {
        let index = card(update)
        try masonry.setMeasurement(tall, ofCard: index)
        try masonry.setMeasurement(workload.cards[index], ofCard: index)
      }
    }
    blackHole(masonry.contentHeight)
    return time / Double(2 * updates)
  }

  /// The memory a masonry of the workload's cards holds, per card: everything its storage
  /// keeps (heights, max tree, tops, columns, per-column arrays and their spare capacity), as
  /// `MasonryLayout.allocatedBytes` counts it, plus the struct itself. Counted from the arrays'
  /// capacities, like `bytesPerCard`, so tests running in parallel cannot disturb it.
  static func masonryBytesPerCard(_ workload: Workload) throws -> Double? {
    let bytes = workload.masonry.allocatedBytes + MemoryLayout<MasonryLayout>.stride
    return Double(bytes) / Double(workload.count)
  }
}
