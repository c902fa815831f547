import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// The cards are validated in the same pass that copies them into ``CardHeights``; these
/// tests pin that the fast path rejects exactly what the per-card checks reject, names the
/// card, and builds the same heights and tree as the plain initialiser.
@Suite struct CardValidationTests {
  static let viewport = CGSize(width: 393, height: 852)

  static func randomCards(_ count: Int, _ random: inout SeededGenerator) -> [CardMeasurement] {
    (0..<count).map { _ in
      CardMeasurement(
        header: .random(in: 0...80, using: &random), body: .random(in: 0...400, using: &random),
        footer: .random(in: 0...60, using: &random))
    }
  }

  @Test(
    "a bad height anywhere is named by card and region",
    arguments: [
      (-1.0, "a finite number ≥ 0"), (.nan, "a finite number ≥ 0"),
      (.infinity, "a finite number ≥ 0"), (-.infinity, "a finite number ≥ 0"),
      (10_000_000.5, "a size ≤ 10000000"),
    ])
  func badHeight(value: Double, expected: String) {
    for seed in SeededGenerator.seeds(20) {
      var random = SeededGenerator(seed: seed)
      var cards = Self.randomCards(Int.random(in: 1...200, using: &random), &random)
      let index = Int.random(in: 0..<cards.count, using: &random)
      let region = ["header", "body", "footer"].randomElement(using: &random)!
      switch region {
      case "header": cards[index].header = value
      case "body": cards[index].body = value
      default: cards[index].footer = value
      }
      let error = #expect(throws: CarouselLayoutError.self, "seed \(seed)") {
        try CarouselGeometry(viewport: Self.viewport, cards: cards)
      }
      #expect(error?.field == "cards[\(index)].\(region)", "seed \(seed)")
      #expect(error?.expected == expected, "seed \(seed)")
    }
  }

  @Test("heights of 0, -0 and the largest size are accepted")
  func boundaries() throws {
    let largest = Validation.largestSize
    let cards = [
      CardMeasurement(header: 0, body: 0, footer: 0),
      CardMeasurement(header: largest, body: largest, footer: largest),
      CardMeasurement(header: -0.0, body: 100, footer: 0),
    ]
    let carousel = try CarouselGeometry(viewport: Self.viewport, cards: cards)
    #expect(carousel.heights.tallest == 3 * largest)
    #expect(carousel.heights == CardHeights(cards))
  }

  @Test("validated heights equal the plain initialiser's, tree included")
  func sameHeights() throws {
    for seed in SeededGenerator.seeds(20) {
      var random = SeededGenerator(seed: seed)
      let cards = Self.randomCards(Int.random(in: 0...300, using: &random), &random)
      let carousel = try CarouselGeometry(viewport: Self.viewport, cards: cards)
      let plain = CardHeights(cards)
      #expect(carousel.heights == plain, "seed \(seed)")
      let tallest = (0..<plain.count).map(plain.height(ofCard:)).max() ?? 0
      #expect(carousel.heights.tallest == tallest, "seed \(seed)")
      let lower = Int.random(in: 0...cards.count, using: &random)
      let upper = Int.random(in: lower...cards.count, using: &random)
      let inRange = (lower..<upper).map(plain.height(ofCard:)).max() ?? 0
      #expect(carousel.heights.tallest(in: lower..<upper) == inRange, "seed \(seed)")
    }
  }
}
