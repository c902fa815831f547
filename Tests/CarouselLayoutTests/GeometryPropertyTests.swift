import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// Seeded random layouts checked against simple references. Every failure names its seed;
/// `CAROUSEL_SEED=<seed> swift test --filter GeometryPropertyTests` reruns it.
@Suite struct GeometryPropertyTests {
  static func randomCarousel(_ random: inout SeededGenerator) throws -> CarouselGeometry {
    let sizeClass: SizeClass = Bool.random(using: &random) ? .compact : .regular
    let width = CGFloat(Int.random(in: 1...1400, using: &random))
    var configuration = CarouselConfiguration()
    configuration.spacing = CGFloat(Int.random(in: 0...24, using: &random))
    switch Int.random(in: 0..<4, using: &random) {
    case 0: configuration.visibleCards = .count(Int.random(in: 1...4, using: &random))
    case 1: configuration.visibleCards = .cardWidth(CGFloat.random(in: 1...500, using: &random))
    default: break
    }
    if Bool.random(using: &random) {
      configuration.insets = Insets(
        leading: CGFloat(Int.random(in: 0...40, using: &random)),
        trailing: CGFloat(Int.random(in: 0...40, using: &random)))
    }
    configuration.heightPolicy = HeightPolicy.allCases.randomElement(using: &random)!
    configuration.fewCardsRule = FewCardsRule.allCases.randomElement(using: &random)!
    if Bool.random(using: &random) {
      configuration.header = HeaderCell(
        title: "Title", seeAll: SeeAllVisibility.allCases.randomElement(using: &random)!,
        height: CGFloat(Int.random(in: 0...60, using: &random)))
    }
    let count = Int.random(in: 0...40, using: &random)
    let cards = (0..<count).map { _ in
      CardMeasurement(
        header: CGFloat(Int.random(in: 0...80, using: &random)),
        body: CGFloat.random(in: 0...600, using: &random),
        footer: CGFloat(Int.random(in: 0...60, using: &random)))
    }
    return try CarouselGeometry(
      viewport: CGSize(width: width, height: 800), sizeClass: sizeClass,
      layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
      configuration: configuration, cards: cards)
  }

  /// Closed-rectangle intersection: rectangles that only touch count.
  static func meets(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY
  }

  @Test("the rect query equals filtering every frame")
  func queryEqualsFilter() throws {
    for seed in SeededGenerator.seeds(400) {
      var random = SeededGenerator(seed: seed)
      let carousel = try Self.randomCarousel(&random)
      let content = carousel.contentSize
      for _ in 0..<20 {
        let x = CGFloat.random(in: -200...(content.width + 200), using: &random)
        let y = CGFloat.random(in: -100...(content.height + 100), using: &random)
        let rect = CGRect(
          x: x, y: y, width: CGFloat.random(in: 0...900, using: &random),
          height: CGFloat.random(in: 0...400, using: &random))
        let expected = (0..<carousel.cardCount).filter {
          Self.meets(carousel.frame(ofCard: $0), rect)
        }
        #expect(carousel.cardIndices(in: rect) == expected, "seed \(seed), rect \(rect)")
      }
      // Rects on exact card edges: the division in the query must not drop a touching card.
      for index in 0..<carousel.cardCount {
        let frame = carousel.frame(ofCard: index)
        for edge in [frame.minX, frame.maxX] {
          let rect = CGRect(x: edge, y: frame.minY, width: 0, height: 1)
          #expect(carousel.cardIndices(in: rect).contains(index), "seed \(seed), card \(index)")
        }
      }
    }
  }

  @Test("frames are finite, sorted, apart and inside the content; snap offsets in range")
  func invariants() throws {
    for seed in SeededGenerator.seeds(400) {
      var random = SeededGenerator(seed: seed)
      let carousel = try Self.randomCarousel(&random)
      carousel._checkInvariants()
      let content = CGRect(origin: .zero, size: carousel.contentSize)
      var previous: CGRect?
      for index in 0..<carousel.cardCount {
        let frame = carousel.frame(ofCard: index)
        #expect(frame.minX.isFinite && frame.height.isFinite, "seed \(seed)")
        #expect(frame.width >= 1, "seed \(seed)")
        #expect(
          frame.minX >= -1e-9 && frame.maxX <= content.maxX + 1e-9
            && frame.maxY <= content.maxY + 1e-9, "seed \(seed), card \(index)")
        if let previous, carousel.track.mode == .carousel {
          let apart =
            carousel.track.layoutDirection == .leftToRight
            // Cards 0 points apart may touch within rounding (1e-12 of the content width).
            ? previous.maxX <= frame.minX + 1e-12 * content.width
            : frame.maxX <= previous.minX + 1e-12 * content.width
          #expect(apart, "seed \(seed), cards \(index - 1) and \(index): \(previous), \(frame)")
        }
        previous = frame
      }
      let offsets = carousel.track.snapOffsets
      #expect(
        offsets.allSatisfy { $0 >= 0 && $0 <= carousel.track.maximumOffset }, "seed \(seed)")
      #expect(Set(offsets).count == offsets.count, "seed \(seed): duplicate snap offsets")
    }
  }

  @Test("right to left is the exact mirror of left to right")
  func mirror() throws {
    for seed in SeededGenerator.seeds(300) {
      var random = SeededGenerator(seed: seed)
      let carousel = try Self.randomCarousel(&random)
      let mirrored = try CarouselGeometry(
        viewport: carousel.viewport, sizeClass: carousel.track.sizeClass,
        layoutDirection: carousel.track.layoutDirection == .leftToRight
          ? .rightToLeft : .leftToRight,
        configuration: carousel.configuration,
        cards: (0..<carousel.cardCount).map { carousel.heights[$0] })
      // Mirroring swaps which inset is on the left, so compare against swapped insets.
      guard carousel.track.leadingInset == carousel.track.trailingInset else { continue }
      let width = carousel.track.contentWidth
      #expect(mirrored.contentSize == carousel.contentSize, "seed \(seed)")
      for index in 0..<carousel.cardCount {
        let a = carousel.frame(ofCard: index)
        let b = mirrored.frame(ofCard: index)
        #expect(abs(b.minX - (width - a.maxX)) < 1e-6, "seed \(seed), card \(index)")
        #expect(a.minY == b.minY && a.size == b.size, "seed \(seed), card \(index)")
      }
      for index in 0..<carousel.track.snapOffsetCount {
        #expect(
          abs(
            mirrored.track.snapOffset(at: index)
              - (carousel.track.maximumOffset - carousel.track.snapOffset(at: index)))
            < 1e-6, "seed \(seed)")
      }
    }
  }

  @Test("the tallest card in a range equals a scan, through random updates")
  func cardHeights() {
    for seed in SeededGenerator.seeds(100) {
      var random = SeededGenerator(seed: seed)
      let count = Int.random(in: 0...300, using: &random)
      var reference = (0..<count).map { _ in
        CardMeasurement(
          header: 10, body: CGFloat(Int.random(in: 0...500, using: &random)), footer: 5)
      }
      var heights = CardHeights(reference)
      for _ in 0..<50 {
        if count > 0, Bool.random(using: &random) {
          let index = Int.random(in: 0..<count, using: &random)
          let card = CardMeasurement(body: CGFloat(Int.random(in: 0...900, using: &random)))
          reference[index] = card
          heights[index] = card
        }
        let lower = Int.random(in: 0...count, using: &random)
        let upper = Int.random(in: lower...count, using: &random)
        let expected = Double(reference[lower..<upper].map(\.height).max() ?? 0)
        let tallest = Double(reference.map(\.height).max() ?? 0)
        #expect(heights.tallest(in: lower..<upper) == expected, "seed \(seed), \(lower)..<\(upper)")
        #expect(heights.tallest == tallest, "seed \(seed)")
      }
    }
  }

  @Test("the last of a million cards sits exactly where the formula puts it")
  func millionCards() throws {
    let carousel = try CarouselGeometry(
      viewport: CGSize(width: 393, height: 852),
      cards: Array(repeating: CardMeasurement(height: 100), count: 1_000_000))
    // 16 + 999 999 · 361, exact in a Double.
    #expect(carousel.frame(ofCard: 999_999).minX == 360_999_655)
    // Card 999 997 ends at 360 999 286, before the rect; card 999 998 starts at 360 999 294.
    let rect = CGRect(x: 360_999_300, y: 0, width: 393, height: 100)
    #expect(carousel.cardIndices(in: rect) == [999_998, 999_999])
  }
}
