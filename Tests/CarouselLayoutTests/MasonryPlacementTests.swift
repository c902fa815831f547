import CarouselLayout
import Foundation
import Testing

/// Masonry placement against hand-worked tables.
@Suite struct MasonryPlacementTests {
  static func cards(_ heights: [CGFloat]) -> [CardMeasurement] {
    heights.map { CardMeasurement(height: $0) }
  }

  func masonry(
    width: CGFloat, sizeClass: SizeClass = .regular, direction: LayoutDirection = .leftToRight,
    configuration: MasonryConfiguration = MasonryConfiguration(), heights: [CGFloat]
  ) throws -> MasonryLayout {
    let layout = try MasonryLayout(
      viewport: CGSize(width: width, height: 1000), sizeClass: sizeClass,
      layoutDirection: direction, configuration: configuration, cards: Self.cards(heights))
    layout._checkInvariants()
    return layout
  }

  func columns(_ layout: MasonryLayout) -> [Int] {
    (0..<layout.cardCount).map(layout.column(ofCard:))
  }

  func tops(_ layout: MasonryLayout) -> [CGFloat] {
    (0..<layout.cardCount).map { layout.frame(ofCard: $0).minY }
  }

  @Test("equal heights, 2 columns at 820 regular: alternate columns, rows 108 apart")
  func equalHeights() throws {
    let m = try masonry(width: 820, heights: [100, 100, 100, 100, 100])
    #expect(m.columnCount == 2)
    #expect(m.cardWidth == 386)  // (820 − 20 − 20 − 8) / 2
    #expect(columns(m) == [0, 1, 0, 1, 0])
    #expect(tops(m) == [0, 0, 108, 108, 216])
    #expect(m.frame(ofCard: 1) == CGRect(x: 414, y: 0, width: 386, height: 100))
    #expect(m.contentSize == CGSize(width: 820, height: 316))
  }

  @Test("one tall card: the short column takes cards until it passes the tall one")
  func oneTallCard() throws {
    let m = try masonry(width: 820, heights: [300, 100, 100, 100, 100])
    // Next free y per column after each card: (308, 0) → (308, 108) → (308, 216) → (308, 324)
    // → card 4 goes left at 308.
    #expect(columns(m) == [0, 1, 1, 1, 0])
    #expect(tops(m) == [0, 0, 108, 216, 308])
    #expect(m.contentHeight == 408)
    #expect(m.cards(inColumn: 1) == [1, 2, 3])
  }

  static let threeColumnHeights: [CGFloat] = [50, 100, 50, 50, 50, 50, 50]

  @Test("ties go to the leading-most column (3 columns at 1058: w = 334)")
  func tiesGoLeading() throws {
    let m = try masonry(width: 1058, heights: Self.threeColumnHeights)
    #expect(m.columnCount == 3)
    #expect(m.cardWidth == 334)
    // Next free y: (58, 0, 0) → (58, 108, 0) → (58, 108, 58) → card 3 ties 58/58 → column 0
    // → (116, 108, 58) → card 4 column 2 → (116, 108, 116) → card 5 column 1 at 108
    // → (116, 166, 116) → card 6 ties 116/116 → column 0.
    #expect(columns(m) == [0, 1, 2, 0, 2, 1, 0])
    #expect(tops(m) == [0, 0, 0, 58, 58, 108, 116])
    #expect((0..<3).map(m.columnMinX) == [20, 362, 704])
  }

  @Test("right to left: same columns, column 0 on the right, ties to the right-most column")
  func rightToLeft() throws {
    let m = try masonry(width: 1058, direction: .rightToLeft, heights: Self.threeColumnHeights)
    #expect(columns(m) == [0, 1, 2, 0, 2, 1, 0])
    #expect(tops(m) == [0, 0, 0, 58, 58, 108, 116])
    #expect((0..<3).map(m.columnMinX) == [704, 362, 20])
    #expect(m.frame(ofCard: 0).maxX == 1038)  // 1058 − L
    #expect(m.frame(ofCard: 2).minX == 20)
  }

  @Test("one column in compact width: cards below each other, 361 wide at 393")
  func oneColumn() throws {
    let m = try masonry(width: 393, sizeClass: .compact, heights: [100, 40, 0, 60])
    #expect(m.columnCount == 1)
    #expect(m.cardWidth == 361)
    #expect(tops(m) == [0, 108, 156, 164])
    #expect(m.contentHeight == 224)
  }

  @Test("round robin ignores heights: card i goes to column i mod c")
  func roundRobin() throws {
    let m = try masonry(
      width: 820, configuration: MasonryConfiguration(order: .roundRobin),
      heights: [300, 100, 100, 100, 100])
    #expect(columns(m) == [0, 1, 0, 1, 0])
    #expect(tops(m) == [0, 0, 308, 108, 416])
  }

  static let automaticCases: [(SizeClass, CGFloat, Int)] = [
    (.compact, 393, 1), (.compact, 1366, 1), (.regular, 736, 2), (.regular, 999, 2),
    (.regular, 1000, 3), (.regular, 1366, 3),
  ]

  @Test(
    "automatic columns: compact 1; regular 2 below 1000 points, else 3", arguments: automaticCases)
  func automaticColumns(sizeClass: SizeClass, width: CGFloat, count: Int) throws {
    let m = try masonry(width: width, sizeClass: sizeClass, heights: [10, 20, 30])
    #expect(m.columnCount == count)
    let insets = Insets.standard(for: sizeClass)
    #expect(m.columnMinX(0) == insets.leading)
    let last = m.columnMinX(count - 1) + m.cardWidth
    #expect(abs(last - (width - insets.trailing)) < 1e-9)
  }

  @Test("configured spacings and insets, and the 520 cap with anatomy")
  func configured() throws {
    let configuration = MasonryConfiguration(
      columns: .fixed(2), columnSpacing: 10, cardSpacing: 4,
      insets: Insets(leading: 30, trailing: 10))
    let cards = [
      CardMeasurement(header: 56, body: 600, footer: 44), CardMeasurement(height: 10),
      CardMeasurement(height: 10),
    ]
    let m = try MasonryLayout(
      viewport: CGSize(width: 400, height: 800), configuration: configuration, cards: cards)
    #expect(m.cardWidth == 175)  // (400 − 30 − 10 − 10) / 2
    #expect(m.frame(ofCard: 0) == CGRect(x: 30, y: 0, width: 175, height: 520))
    #expect(m.frame(ofCard: 2) == CGRect(x: 215, y: 14, width: 175, height: 10))
    let anatomy = m.anatomy(ofCard: 0)
    #expect(anatomy.header == CGRect(x: 30, y: 0, width: 175, height: 56))
    #expect(anatomy.footer == CGRect(x: 30, y: 476, width: 175, height: 44))
    #expect(anatomy.body.height == 420)
  }

  @Test("no cards: empty content, no queries; too many columns for the width keep 1 point")
  func edges() throws {
    let empty = try masonry(width: 820, heights: [])
    #expect(empty.contentSize == CGSize(width: 820, height: 0))
    #expect(empty.cardIndices(in: CGRect(x: 0, y: 0, width: 820, height: 1000)).isEmpty)
    let narrow = try masonry(
      width: 50, configuration: MasonryConfiguration(columns: .fixed(10)), heights: [10, 10, 10])
    #expect(narrow.cardWidth == 1)
    #expect(narrow.contentWidth == 122)  // 20 + 10·1 + 9·8 + 20
    #expect(narrow.frame(ofCard: 2).minX == 38)  // 20 + 2·(1 + 8)
  }

  static let invalid: [(MasonryConfiguration, [CGFloat], String)] = [
    (MasonryConfiguration(columns: .fixed(0)), [1], "configuration.columns"),
    (MasonryConfiguration(columns: .fixed(1001)), [1], "configuration.columns"),
    (MasonryConfiguration(columnSpacing: .nan), [1], "configuration.columnSpacing"),
    (MasonryConfiguration(cardSpacing: -1), [1], "configuration.cardSpacing"),
    (
      MasonryConfiguration(insets: Insets(leading: .infinity, trailing: 0)), [1],
      "configuration.insets.leading"
    ),
    (MasonryConfiguration(maximumCardHeight: 0), [1], "configuration.maximumCardHeight"),
    (MasonryConfiguration(), [1, 2, 3, -5], "cards[3].body"),
  ]

  @Test("invalid inputs throw naming the field", arguments: invalid)
  func validation(configuration: MasonryConfiguration, heights: [CGFloat], field: String) {
    #expect {
      _ = try MasonryLayout(
        viewport: CGSize(width: 820, height: 1000), sizeClass: .regular,
        configuration: configuration, cards: Self.cards(heights))
    } throws: { error in
      (error as? CarouselLayoutError)?.field == field
    }
  }

  @Test("setMeasurement rejects a bad index or height and leaves the layout unchanged")
  func setMeasurementValidation() throws {
    var m = try masonry(width: 820, heights: [100, 200, 300])
    let before = m
    #expect(throws: CarouselLayoutError.self) {
      try m.setMeasurement(CardMeasurement(height: 10), ofCard: 3)
    }
    #expect(throws: CarouselLayoutError.self) {
      try m.setMeasurements([0: CardMeasurement(height: 10), 1: CardMeasurement(footer: .nan)])
    }
    #expect(m == before)
  }
}
