import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// The list layout's numbers, its query against a filter, and its incremental update.
@Suite struct ListLayoutTests {
  static let viewport = CGSize(width: 393, height: 852)

  @Test("393 compact: cards 361 wide at 16, 8 apart, capped at 520")
  func numbers() throws {
    let list = try ListLayout(
      viewport: Self.viewport,
      cards: [
        CardMeasurement(header: 56, body: 20, footer: 44), CardMeasurement(height: 80),
        CardMeasurement(height: 600),
      ])
    #expect(list.cardWidth == 361)
    #expect(list.frame(ofCard: 0) == CGRect(x: 16, y: 0, width: 361, height: 120))
    #expect(list.frame(ofCard: 1) == CGRect(x: 16, y: 128, width: 361, height: 80))
    #expect(list.frame(ofCard: 2) == CGRect(x: 16, y: 216, width: 361, height: 520))
    #expect(list.contentSize == CGSize(width: 393, height: 736))
    #expect(list.anatomy(ofCard: 0).footer == CGRect(x: 16, y: 76, width: 361, height: 44))
  }

  @Test("right to left puts the leading inset on the right")
  func rightToLeft() throws {
    let list = try ListLayout(
      viewport: Self.viewport, layoutDirection: .rightToLeft,
      configuration: ListConfiguration(insets: Insets(leading: 10, trailing: 30)),
      cards: [CardMeasurement(height: 50)])
    #expect(list.frame(ofCard: 0) == CGRect(x: 30, y: 0, width: 353, height: 50))
  }

  @Test("a list equals a one-column masonry with the same insets and spacing")
  func equalsOneColumnMasonry() throws {
    var random = SeededGenerator(seed: SeededGenerator.seeds(1)[0])
    let cards = (0..<50).map { _ in MasonryRandomTests.randomCard(&random) }
    for direction in LayoutDirection.allCases {
      let list = try ListLayout(
        viewport: Self.viewport, layoutDirection: direction, cards: cards)
      let masonry = try MasonryLayout(
        viewport: Self.viewport, layoutDirection: direction,
        configuration: MasonryConfiguration(columns: .fixed(1)), cards: cards)
      #expect(list.contentSize == masonry.contentSize, "seed \(random.seed)")
      for index in cards.indices {
        #expect(list.frame(ofCard: index) == masonry.frame(ofCard: index), "seed \(random.seed)")
      }
    }
  }

  @Test("the rect query equals filtering every frame; a height change equals a rebuild")
  func randomQueriesAndUpdates() throws {
    for seed in SeededGenerator.seeds(40) {
      var random = SeededGenerator(seed: seed)
      var cards = (0..<Int.random(in: 0...150, using: &random)).map { _ in
        MasonryRandomTests.randomCard(&random)
      }
      let configuration = ListConfiguration(spacing: CGFloat.random(in: 0...16, using: &random))
      var list = try ListLayout(
        viewport: Self.viewport, configuration: configuration, cards: cards)
      for _ in 0..<30 {
        let frames = (0..<list.cardCount).map(list.frame(ofCard:))
        var rect = CGRect(
          x: CGFloat.random(in: -20...400, using: &random),
          y: CGFloat.random(in: -50...(list.contentHeight + 50), using: &random),
          width: CGFloat.random(in: 0...100, using: &random),
          height: CGFloat.random(in: 0...300, using: &random))
        if !frames.isEmpty, Bool.random(using: &random) {
          rect.origin.y = frames[Int.random(in: 0..<frames.count, using: &random)].maxY
        }
        let expected = frames.indices.filter { MasonryRandomTests.meets(frames[$0], rect) }
        #expect(list.cardIndices(in: rect) == expected, "seed \(seed), rect \(rect)")
        guard !cards.isEmpty else { break }
        let index = Int.random(in: 0..<cards.count, using: &random)
        let card = MasonryRandomTests.randomCard(&random)
        let before = frames[..<index]
        try list.setMeasurement(card, ofCard: index)
        cards[index] = card
        #expect(
          list
            == (try ListLayout(viewport: Self.viewport, configuration: configuration, cards: cards)),
          "seed \(seed), card \(index)")
        #expect(Array(before) == (0..<index).map(list.frame(ofCard:)), "seed \(seed)")
      }
    }
  }

  @Test("invalid inputs throw naming the field")
  func validation() {
    #expect {
      _ = try ListLayout(
        viewport: Self.viewport, cards: [CardMeasurement(height: 1), CardMeasurement(footer: -2)])
    } throws: { ($0 as? CarouselLayoutError)?.field == "cards[1].footer" }
    #expect {
      _ = try ListLayout(
        viewport: Self.viewport, configuration: ListConfiguration(spacing: .infinity), cards: [])
    } throws: { ($0 as? CarouselLayoutError)?.field == "configuration.spacing" }
  }
}
