import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// `SeeAllColumns`: the "See All" page as lazy stacks draw it, frame for frame the engine's
/// round-robin destination.
@Suite struct SeeAllColumnsTests {
  /// The frames a lazy page draws: each column's cards stacked from the top inset, capped,
  /// `cardSpacing` apart; the columns side by side from the leading inset. Left to right.
  static func stacked(
    _ columns: SeeAllColumns, heights: [CGFloat]
  ) -> (frames: [CGRect], height: CGFloat) {
    var frames = [CGRect](repeating: .zero, count: heights.count)
    var bottom = columns.insets.top + columns.insets.bottom
    for column in 0..<columns.columnCount {
      let x = columns.insets.leading + CGFloat(column) * (columns.cardWidth + columns.columnSpacing)
      var y = columns.insets.top
      let rows = columns.cardCount(inColumn: column, of: heights.count)
      for row in 0..<rows {
        let card = columns.card(atRow: row, inColumn: column)
        let height = min(heights[card], columns.maximumCardHeight)
        frames[card] = CGRect(x: x, y: y, width: columns.cardWidth, height: height)
        y += height + (row == rows - 1 ? 0 : columns.cardSpacing)
      }
      if rows > 0 { bottom = max(bottom, y + columns.insets.bottom) }
    }
    return (frames, bottom)
  }

  @Test("the numbers of the example: 3 columns at 1180, card 5 at row 1 of column 2")
  func example() throws {
    let columns = try SeeAllColumns(width: 1180, sizeClass: .regular)
    #expect(columns.columnCount == 3)
    #expect(columns.cardCount(inColumn: 0, of: 10) == 4)
    #expect(columns.cardCount(inColumn: 2, of: 10) == 3)
    #expect(columns.cardCount(inColumn: 2, of: 2) == 0)
    #expect(columns.card(atRow: 1, inColumn: 2) == 5)
    let compact = try SeeAllColumns(width: 393, sizeClass: .compact)
    #expect(compact.columnCount == 1 && compact.cardWidth == 361 && compact.cardSpacing == 8)
  }

  @Test("stacked lazily, the columns give the round-robin destination's frames and height")
  func matchesTheDestination() throws {
    for seed in SeededGenerator.seeds(80) {
      var random = SeededGenerator(seed: seed)
      let sizeClass: SizeClass = Bool.random(using: &random) ? .compact : .regular
      let width = CGFloat(Int.random(in: 320...1600, using: &random))
      var configuration = CarouselConfiguration()
      if Bool.random(using: &random) {
        configuration.spacing = CGFloat(Int.random(in: 0...24, using: &random))
        configuration.insets = Insets(
          top: CGFloat(Int.random(in: 0...20, using: &random)),
          leading: CGFloat(Int.random(in: 0...40, using: &random)),
          bottom: CGFloat(Int.random(in: 0...20, using: &random)),
          trailing: CGFloat(Int.random(in: 0...40, using: &random)))
      }
      if Bool.random(using: &random) { configuration.cardHeightCap = .unlimited }
      let heights = (0..<Int.random(in: 0...60, using: &random)).map { _ in
        CGFloat(Int.random(in: 0...700, using: &random))
      }
      let columns = try SeeAllColumns(
        width: width, sizeClass: sizeClass, configuration: configuration)
      let destination = try SeeAllDestination(
        viewport: CGSize(width: width, height: 900), sizeClass: sizeClass,
        configuration: configuration, masonryOrder: .roundRobin,
        cards: heights.map { CardMeasurement(height: $0) })
      let (frames, height) = Self.stacked(columns, heights: heights)
      for index in heights.indices {
        #expect(frames[index] == destination.frame(ofCard: index), "seed \(seed), card \(index)")
      }
      #expect(height == destination.contentSize.height, "seed \(seed)")
    }
  }

  @Test("the guideline's top-most masonry differs: a lazy page must ask for round robin")
  func topMostDiffers() throws {
    let heights: [CGFloat] = [400, 100, 100, 100]
    let cards = heights.map { CardMeasurement(height: $0) }
    let viewport = CGSize(width: 820, height: 900)
    let topMost = try SeeAllDestination(viewport: viewport, sizeClass: .regular, cards: cards)
    let roundRobin = try SeeAllDestination(
      viewport: viewport, sizeClass: .regular, masonryOrder: .roundRobin, cards: cards)
    // Card 2 goes under the short card 1 in top-most order, under the tall card 0 in round robin.
    #expect(topMost.frame(ofCard: 2).minX != roundRobin.frame(ofCard: 2).minX)
    let columns = try SeeAllColumns(width: 820, sizeClass: .regular)
    #expect(Self.stacked(columns, heights: heights).frames[2] == roundRobin.frame(ofCard: 2))
  }

  @Test("a width the engine refuses is an error that names it")
  func invalidWidth() {
    #expect(throws: CarouselLayoutError.self) {
      try SeeAllColumns(width: .nan, sizeClass: .compact)
    }
    #expect(throws: CarouselLayoutError.self) {
      try SeeAllColumns(width: 0, sizeClass: .regular)
    }
  }
}
