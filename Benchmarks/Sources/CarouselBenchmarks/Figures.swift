import CAllocationCounter
import CarouselLayout
import Foundation

/// The table of figures, each one small function.
enum Figures {
  /// Every figure, in the order the table shows them.
  static let all: [Figure] =
    [
      Figure(
        name: "build", unit: "ns/card", budget: Budget(limit: 10, count: 1_000_000),
        sampling: .timed, measure: build),
      Figure(name: "limit", unit: "ns/card", budget: nil, sampling: .timed, measure: limit),
      Figure(
        name: "query", unit: "ns/query", budget: Budget(limit: 200, count: nil), sampling: .timed,
        measure: query),
      Figure(
        name: "heightUpdate", unit: "ns", budget: Budget(limit: 1000, count: 1_000_000),
        sampling: .timed, measure: heightUpdate),
      Figure(
        name: "allocationsPerQuery", unit: "allocations", budget: Budget(limit: 0, count: nil),
        sampling: .exact, measure: allocationsPerQuery),
      Figure(
        name: "bytesPerCard", unit: "bytes", budget: Budget(limit: 16, count: 1_000_000),
        sampling: .exact, measure: bytesPerCard),
      Figure(
        name: "lastCardError", unit: "pt", budget: Budget(limit: 0.001, count: nil),
        sampling: .exact, measure: lastCardError),
      Figure(
        name: "snap", unit: "ns/call", budget: Budget(limit: 100, count: nil), sampling: .timed,
        measure: snap),
      Figure(
        name: "allocationsPerSnap", unit: "allocations", budget: Budget(limit: 0, count: nil),
        sampling: .exact, measure: allocationsPerSnap),
      Figure(name: "anchor", unit: "ns", budget: nil, sampling: .timed, measure: anchor),
      Figure(
        name: "masonryBuild", unit: "ns/card", budget: nil, sampling: .timed, measure: masonryBuild),
      Figure(
        name: "masonryQuery", unit: "ns/query, O(c·log n)", budget: nil, sampling: .timed,
        measure: masonryQuery),
      Figure(
        name: "allocationsPerMasonryQuery", unit: "allocations",
        budget: Budget(limit: 0, count: nil),
        sampling: .exact, measure: allocationsPerMasonryQuery),
      Figure(
        name: "masonryHeightUpdate", unit: "ns", budget: nil, sampling: .timed,
        measure: masonryHeightUpdate),
      Figure(
        name: "masonryBytesPerCard", unit: "bytes", budget: nil, sampling: .exact,
        measure: masonryBytesPerCard),
    ] + live + uikit + swiftUI + swiftUILayout + seeAll + preview + webAssembly

  // MARK: - Layout

  /// A `CarouselGeometry` from the cards' measurements (validation, the height buffer, the
  /// max tree and the uniform height), in nanoseconds per card.
  static func build(_ workload: Workload) throws -> Double? {
    let cards = opaque(workload.cards)
    let runs = Stopwatch.batch(cards: workload.count)
    let time = try Stopwatch.nanoseconds {
      for _ in 0..<runs {
        let geometry = try CarouselGeometry(
          viewport: Workload.viewport, configuration: Workload.configuration, cards: cards)
        blackHole(geometry.uniformCardHeight)
      }
    }
    return time / Double(runs * workload.count)
  }

  /// The least work any layout of these cards needs: read every card's three heights and take
  /// the tallest, in nanoseconds per card.
  static func limit(_ workload: Workload) throws -> Double? {
    let cards = opaque(workload.cards)
    let runs = Stopwatch.batch(cards: workload.count)
    let time = Stopwatch.nanoseconds {
      for _ in 0..<runs { blackHole(tallest(cards)) }
    }
    return time / Double(runs * workload.count)
  }

  /// The tallest card, with four independent maxima so the loop is not one long dependency
  /// chain (the fastest plain loop found for this machine).
  @inline(never)
  static func tallest(_ cards: [CardMeasurement]) -> CGFloat {
    cards.withUnsafeBufferPointer { cards in
      var best = (0.0, 0.0, 0.0, 0.0)
      var index = 0
      while index + 4 <= cards.count {
        best.0 = max(best.0, cards[index].header + cards[index].body + cards[index].footer)
        best.1 = max(
          best.1, cards[index + 1].header + cards[index + 1].body + cards[index + 1].footer)
        best.2 = max(
          best.2, cards[index + 2].header + cards[index + 2].body + cards[index + 2].footer)
        best.3 = max(
          best.3, cards[index + 3].header + cards[index + 3].body + cards[index + 3].footer)
        index += 4
      }
      while index < cards.count {
        best.0 = max(best.0, cards[index].header + cards[index].body + cards[index].footer)
        index += 1
      }
      return max(max(best.0, best.1), max(best.2, best.3))
    }
  }

  /// One card re-measures itself so the uniform height moves (taller than every card, then
  /// back), through `setMeasurement(_:ofCard:)`, in nanoseconds per update.
  static func heightUpdate(_ workload: Workload) throws -> Double? {
    var geometry = workload.geometry
    let indices = workload.cardIndices
    let tall = CardMeasurement(header: 72, body: 400, footer: 0)
    // The first write copies the shared height buffer; it is not part of an update.
    try geometry.setMeasurement(workload.cards[0], ofCard: 0)
    let before = geometry.uniformCardHeight
    try geometry.setMeasurement(tall, ofCard: indices[0])
    guard geometry.uniformCardHeight > before else { throw FigureError.heightDidNotMove }
    try geometry.setMeasurement(workload.cards[indices[0]], ofCard: indices[0])
    let updates = Stopwatch.work(20_000)
    let time = try Stopwatch.nanoseconds {
      for update in 0..<updates {
        let index = indices[update & (indices.count - 1)]
        try geometry.setMeasurement(tall, ofCard: index)
        try geometry.setMeasurement(workload.cards[index], ofCard: index)
      }
    }
    blackHole(geometry.uniformCardHeight)
    return time / Double(2 * updates)
  }

  // MARK: - Queries

  /// The cards in one viewport rect at a random offset, through the allocation-free
  /// `forEachCard(in:_:)`, in nanoseconds per query.
  static func query(_ workload: Workload) throws -> Double? {
    let queries = Stopwatch.work(200_000)
    var sum = 0.0
    let time = Stopwatch.nanoseconds { sum = visitVisibleCards(workload, queries: queries) }
    blackHole(sum)
    return time / Double(queries)
  }

  /// The heap allocations one visible-cards query makes; `nil` where they cannot be counted.
  static func allocationsPerQuery(_ workload: Workload) throws -> Double? {
    guard AllocationCounter.isCounting else { return nil }
    let queries = 4096
    let before = carousel_allocation_count()
    let sum = visitVisibleCards(workload, queries: queries)
    let after = carousel_allocation_count()
    blackHole(sum)
    return Double(after - before) / Double(queries)
  }

  /// Runs `queries` viewport queries at the workload's offsets and folds every card's index
  /// and frame into a sum, so no query can be skipped.
  @inline(never)
  static func visitVisibleCards(_ workload: Workload, queries: Int) -> Double {
    let geometry = workload.geometry
    let offsets = workload.offsets
    var sum = 0.0
    offsets.withUnsafeBufferPointer { offsets in
      for query in 0..<queries {
        let rect = Workload.visibleRect(at: offsets[query & (offsets.count - 1)])
        geometry.forEachCard(in: rect) { index, frame in
          sum += frame.minX + frame.height + Double(index)
        }
      }
    }
    return sum
  }

  // MARK: - Memory and precision

  /// The memory the layout holds per card: the height buffer and tree, plus the struct.
  static func bytesPerCard(_ workload: Workload) throws -> Double? {
    let bytes = workload.geometry.heights.allocatedBytes + MemoryLayout<CarouselGeometry>.stride
    return Double(bytes) / Double(workload.count)
  }

  /// How far the last card's x is from its exact value, in points, on a carousel whose pitch
  /// is not a binary fraction: 5 cards a page on a 1194-point (iPad landscape) viewport with
  /// insets 20, spacing 8 and peek 16, so the pitch is 1158/5 = 231.6 points. (The benchmark's
  /// 311 + 8 = 319-point pitch is an integer and would always be exact.)
  static func lastCardError(_ workload: Workload) throws -> Double? {
    let (width, inset, spacing, peek, visible) = (1194, 20, 8, 16, 5)
    let configuration = CarouselConfiguration(
      insets: Insets(CGFloat(inset)), spacing: CGFloat(spacing), visibleCards: .count(visible),
      peek: CGFloat(peek))
    let cards = [CardMeasurement](repeating: CardMeasurement(height: 200), count: workload.count)
    let geometry = try CarouselGeometry(
      viewport: CGSize(width: CGFloat(width), height: 834), configuration: configuration,
      cards: cards)
    // x = L + i·(w + s) with w = (W − L − n·s − p)/n, so n·x = n·L + i·(W − L − p).
    let last = Int64(workload.count - 1)
    let numerator = Int64(visible * inset) + last * Int64(width - inset - peek)
    return ExactArithmetic.distance(
      geometry.frame(ofCard: workload.count - 1).minX, toFraction: numerator,
      over: Int64(visible))
  }
}

/// A figure whose workload did not do what it must for the figure to mean anything.
enum FigureError: Error, CustomStringConvertible {
  /// The tall card did not move the uniform height.
  case heightDidNotMove
  /// The tall card did not get its height in the masonry.
  case masonryHeightDidNotMove
  /// A masonry card changed and changed back did not give back the layout built from scratch.
  case masonryDidNotRestore

  var description: String {
    switch self {
    case .heightDidNotMove: "heightUpdate: the tall card did not move the uniform height"
    case .masonryHeightDidNotMove: "masonryHeightUpdate: the tall card is not 472 points tall"
    case .masonryDidNotRestore:
      "masonryHeightUpdate: changing a card and back did not give back the same masonry"
    }
  }
}
