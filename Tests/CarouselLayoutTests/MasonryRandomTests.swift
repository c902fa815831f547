import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// Seeded random tests of the masonry layout against simple references.
@Suite struct MasonryRandomTests {
  struct Case {
    var viewport: CGSize
    var sizeClass: SizeClass
    var direction: LayoutDirection
    var configuration: MasonryConfiguration
    var cards: [CardMeasurement]

    func layout() throws -> MasonryLayout {
      try MasonryLayout(
        viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
        configuration: configuration, cards: cards)
    }
  }

  static func randomCard(_ random: inout SeededGenerator) -> CardMeasurement {
    switch Int.random(in: 0..<10, using: &random) {
    case 0: return CardMeasurement(height: 0)
    case 1: return CardMeasurement(header: 56, body: 600, footer: 44)  // capped
    case 2, 3: return CardMeasurement(height: CGFloat(Int.random(in: 1...6, using: &random) * 50))
    default:
      return CardMeasurement(
        header: CGFloat.random(in: 0...80, using: &random),
        body: CGFloat.random(in: 0...300, using: &random),
        footer: CGFloat.random(in: 0...60, using: &random))
    }
  }

  static func randomCase(_ random: inout SeededGenerator, maxCards: Int = 200) -> Case {
    let sizeClass: SizeClass = Bool.random(using: &random) ? .compact : .regular
    let width =
      Bool.random(using: &random)
      ? CGFloat(Int.random(in: 1...1600, using: &random))
      : CGFloat.random(in: 1...1600, using: &random)
    var configuration = MasonryConfiguration()
    if Bool.random(using: &random) {
      configuration.columns = .fixed(Int.random(in: 1...6, using: &random))
    }
    if Bool.random(using: &random) {
      configuration.columnSpacing = CGFloat(Int.random(in: 0...20, using: &random))
      configuration.cardSpacing = CGFloat.random(in: 0...20, using: &random)
    }
    if Int.random(in: 0..<4, using: &random) == 0 {
      configuration.insets = Insets(
        leading: CGFloat.random(in: 0...40, using: &random),
        trailing: CGFloat.random(in: 0...40, using: &random))
    }
    configuration.order = Int.random(in: 0..<4, using: &random) == 0 ? .roundRobin : .topMost
    let count = Int.random(in: 0...maxCards, using: &random)
    return Case(
      viewport: CGSize(width: width, height: 800), sizeClass: sizeClass,
      direction: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
      configuration: configuration,
      cards: (0..<count).map { _ in randomCard(&random) })
  }

  /// A rect around the content, often with an edge exactly on a card's edge.
  static func randomRect(_ layout: MasonryLayout, _ random: inout SeededGenerator) -> CGRect {
    let size = layout.contentSize
    var x = CGFloat.random(in: -50...(size.width + 50), using: &random)
    var y = CGFloat.random(in: -50...(size.height + 50), using: &random)
    var width = CGFloat.random(in: 0...(size.width / 2 + 1), using: &random)
    var height = CGFloat.random(in: 0...400, using: &random)
    if layout.cardCount > 0, Bool.random(using: &random) {
      let card = layout.frame(ofCard: Int.random(in: 0..<layout.cardCount, using: &random))
      switch Int.random(in: 0..<4, using: &random) {
      case 0: y = card.maxY  // touches the card's bottom edge
      case 1: height = max(0, card.minY - y)  // ends exactly on the card's top edge
      case 2: x = card.maxX  // touches the card's right edge
      default: (x, width) = (card.minX - 5, 5)  // ends exactly on the card's left edge
      }
      if height < 0 { (y, height) = (card.minY, 0) }
    }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  static func meets(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY
  }

  /// Places cards the slow, obvious way: scan every earlier card to find each column's bottom.
  static func referenceFrames(_ c: Case, _ layout: MasonryLayout) -> [CGRect] {
    let columns = layout.columnCount
    var frames: [CGRect] = []
    var cardColumns: [Int] = []
    for (index, card) in c.cards.enumerated() {
      var nextTops = [CGFloat](repeating: 0, count: columns)
      for (earlier, column) in cardColumns.enumerated() {
        nextTops[column] = frames[earlier].maxY + c.configuration.cardSpacing
      }
      let column: Int
      switch c.configuration.order {
      case .roundRobin: column = index % columns
      case .topMost: column = nextTops.indices.min { (nextTops[$0], $0) < (nextTops[$1], $1) }!
      }
      // Heights as the engine stores them: each region in single precision.
      let height = min(
        Double(Float(card.header)) + Double(Float(card.body)) + Double(Float(card.footer)),
        c.configuration.maximumCardHeight)
      frames.append(
        CGRect(
          x: layout.columnMinX(column), y: nextTops[column], width: layout.cardWidth,
          height: height))
      cardColumns.append(column)
    }
    return frames
  }

  @Test("placement equals the obvious reference; no two cards overlap")
  func placement() throws {
    for seed in SeededGenerator.seeds(60) {
      var random = SeededGenerator(seed: seed)
      let c = Self.randomCase(&random, maxCards: 120)
      let layout = try c.layout()
      layout._checkInvariants()
      let frames = (0..<layout.cardCount).map(layout.frame(ofCard:))
      let expected = Self.referenceFrames(c, layout)
      #expect(frames == expected, "seed \(seed)")
      for i in frames.indices {
        for j in frames.indices where j > i {
          let a = frames[i]
          let b = frames[j]
          let overlap = a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
          #expect(!overlap, "seed \(seed): cards \(i) and \(j) overlap: \(a) \(b)")
        }
        #expect(frames[i].minX >= 0 && frames[i].maxX <= layout.contentWidth + 1e-9, "seed \(seed)")
        #expect(frames[i].maxY <= layout.contentHeight, "seed \(seed)")
      }
    }
  }

  @Test("the per-column rect query equals filtering every frame (closed rectangles)")
  func rectQuery() throws {
    for seed in SeededGenerator.seeds(60) {
      var random = SeededGenerator(seed: seed)
      let layout = try Self.randomCase(&random).layout()
      let frames = (0..<layout.cardCount).map(layout.frame(ofCard:))
      for _ in 0..<40 {
        let rect = Self.randomRect(layout, &random)
        let expected = frames.indices.filter { Self.meets(frames[$0], rect) }
        #expect(layout.cardIndices(in: rect) == expected, "seed \(seed), rect \(rect)")
        var visited: [Int] = []
        layout.forEachCard(in: rect) { index, frame in
          #expect(frame == frames[index], "seed \(seed), card \(index)")
          visited.append(index)
        }
        #expect(visited.sorted() == expected, "seed \(seed), rect \(rect)")
      }
      #expect(layout.cardIndices(in: .null).isEmpty, "seed \(seed)")
      #expect(
        layout.cardIndices(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isEmpty,
        "seed \(seed)")
    }
  }

  @Test(
    "a height change re-places from that card on: earlier cards keep their frames, and the result equals a full rebuild"
  )
  func incremental() throws {
    for seed in SeededGenerator.seeds(40) {
      var random = SeededGenerator(seed: seed)
      var c = Self.randomCase(&random, maxCards: 80)
      guard !c.cards.isEmpty else { continue }
      var layout = try c.layout()
      for _ in 0..<10 {
        let index = Int.random(in: 0..<c.cards.count, using: &random)
        let card = Self.randomCard(&random)
        let before = (0..<index).map(layout.frame(ofCard:))
        try layout.setMeasurement(card, ofCard: index)
        c.cards[index] = card
        let rebuilt = try c.layout()
        #expect(layout == rebuilt, "seed \(seed), card \(index)")
        #expect((0..<index).map(layout.frame(ofCard:)) == before, "seed \(seed), card \(index)")
        #expect(
          (0..<c.cards.count).map(layout.frame(ofCard:))
            == (0..<c.cards.count).map(rebuilt.frame(ofCard:)), "seed \(seed), card \(index)")
        layout._checkInvariants()
      }
      // Several at once re-place once, from the smallest index.
      var changes: [Int: CardMeasurement] = [:]
      for _ in 0..<3 {
        changes[Int.random(in: 0..<c.cards.count, using: &random)] = Self.randomCard(&random)
      }
      try layout.setMeasurements(changes)
      for (index, card) in changes { c.cards[index] = card }
      #expect(layout == (try c.layout()), "seed \(seed), batch")
    }
  }

  @Test("columns of hundreds of cards: the rect query and re-placing agree with the frames")
  func longColumns() throws {
    for seed in SeededGenerator.seeds(6) {
      var random = SeededGenerator(seed: seed)
      var c = Self.randomCase(&random, maxCards: 0)
      c.configuration.columns = .fixed(Int.random(in: 1...3, using: &random))
      c.configuration.cardSpacing = Bool.random(using: &random) ? 0 : 8
      c.cards = (0..<Int.random(in: 600...1500, using: &random)).map { _ in
        Self.randomCard(&random)
      }
      var layout = try c.layout()
      for round in 0..<3 {
        layout._checkInvariants()
        let frames = (0..<layout.cardCount).map(layout.frame(ofCard:))
        for _ in 0..<60 {
          let rect = Self.randomRect(layout, &random)
          let expected = frames.indices.filter { Self.meets(frames[$0], rect) }
          #expect(layout.cardIndices(in: rect) == expected, "seed \(seed), rect \(rect)")
        }
        // Re-place from a random card, then compare to a rebuild.
        let index = Int.random(in: 0..<c.cards.count, using: &random)
        c.cards[index] = Self.randomCard(&random)
        try layout.setMeasurement(c.cards[index], ofCard: index)
        #expect(layout == (try c.layout()), "seed \(seed), round \(round), card \(index)")
      }
    }
  }
}
