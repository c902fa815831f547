import CarouselLayout
import Foundation
import Testing

/// Cards of natural height aligned top, centre or bottom in the row, in both directions, both
/// size classes and under every height policy (the uniform policies ignore the alignment).
@Suite struct CardAlignmentTests {
  /// Cards 220, 300 and 180 tall: the row is 300 tall under every policy (at rest, both the
  /// compact and the regular viewport show card 1, the tallest).
  static let cards = [120, 200, 80].map { CardMeasurement(header: 56, body: $0, footer: 44) }

  /// One policy and alignment, and each card's y below the row's top edge and its height.
  struct Row: Sendable, CustomTestStringConvertible {
    var policy: HeightPolicy
    var alignment: CardAlignment
    var offsets: [CGFloat]
    var heights: [CGFloat]
    var testDescription: String { "\(policy) \(alignment)" }
  }

  static let rows: [Row] = [
    Row(policy: .natural, alignment: .top, offsets: [0, 0, 0], heights: [220, 300, 180]),
    // (300 − 220) / 2 = 40, (300 − 180) / 2 = 60.
    Row(policy: .natural, alignment: .center, offsets: [40, 0, 60], heights: [220, 300, 180]),
    Row(policy: .natural, alignment: .bottom, offsets: [80, 0, 120], heights: [220, 300, 180]),
    Row(policy: .uniform, alignment: .top, offsets: [0, 0, 0], heights: [300, 300, 300]),
    Row(policy: .uniform, alignment: .center, offsets: [0, 0, 0], heights: [300, 300, 300]),
    Row(policy: .uniform, alignment: .bottom, offsets: [0, 0, 0], heights: [300, 300, 300]),
    Row(policy: .uniformVisible, alignment: .top, offsets: [0, 0, 0], heights: [300, 300, 300]),
    Row(
      policy: .uniformVisible, alignment: .center, offsets: [0, 0, 0], heights: [300, 300, 300]),
    Row(
      policy: .uniformVisible, alignment: .bottom, offsets: [0, 0, 0], heights: [300, 300, 300]),
  ]

  /// The two environments: a 393-point compact and an 820-point regular viewport.
  static let environments: [(SizeClass, CGFloat)] = [(.compact, 393), (.regular, 820)]

  @Test("each card's y is y0 + (H − h) × 0, ½ or 1; x and the content stay", arguments: rows)
  func alignment(_ row: Row) throws {
    for (sizeClass, width) in Self.environments {
      for direction in LayoutDirection.allCases {
        // Without and with a header cell and a top inset: y0 = 0, then 12 + 44 = 56.
        let variants: [(header: HeaderCell?, top: CGFloat, y0: CGFloat)] = [
          (nil, 0, 0), (HeaderCell(title: "T"), 12, 56),
        ]
        for (header, top, y0) in variants {
          var configuration = CarouselConfiguration(
            heightPolicy: row.policy, cardAlignment: row.alignment, header: header)
          configuration.insets = Insets(top: top, leading: 16, bottom: 0, trailing: 16)
          let c = try CarouselGeometry(
            viewport: CGSize(width: width, height: 852), sizeClass: sizeClass,
            layoutDirection: direction, configuration: configuration, cards: Self.cards)
          var topAligned = configuration
          topAligned.cardAlignment = .top
          let reference = try CarouselGeometry(
            viewport: CGSize(width: width, height: 852), sizeClass: sizeClass,
            layoutDirection: direction, configuration: topAligned, cards: Self.cards)
          let context = "\(sizeClass) \(direction) y0 \(y0)"
          #expect(c.track.mode == .carousel, "\(context)")
          #expect(c.cardsMinY == y0, "\(context)")
          #expect(c.contentSize == CGSize(width: reference.track.contentWidth, height: y0 + 300))
          for index in 0..<3 {
            let frame = c.frame(ofCard: index)
            #expect(frame.minY == y0 + row.offsets[index], "\(context) card \(index)")
            #expect(frame.height == row.heights[index], "\(context) card \(index)")
            #expect(frame.minX == reference.frame(ofCard: index).minX, "\(context) card \(index)")
            // The footer stays at the card's bottom edge wherever the card sits.
            #expect(c.anatomy(ofCard: index).footer.maxY == frame.maxY)
          }
          #expect(c.track.snapOffsets == reference.track.snapOffsets, "\(context)")
          c._checkInvariants()
        }
      }
    }
  }

  @Test("a rect query finds a bottom-aligned card by where it sits, not by the row's top")
  func queryFollowsAlignment() throws {
    let configuration = CarouselConfiguration(heightPolicy: .natural, cardAlignment: .bottom)
    let c = try CarouselGeometry(
      viewport: CGSize(width: 393, height: 852), configuration: configuration, cards: Self.cards)
    // Card 0 spans y 80…300: a strip at y 0…79 above it meets only card 1.
    #expect(c.cardIndices(in: CGRect(x: 0, y: 0, width: 393, height: 79)) == [1])
    #expect(c.cardIndices(in: CGRect(x: 0, y: 0, width: 393, height: 80)) == [0, 1])
  }

  @Test("stacked cards each fill their own row: the alignment changes nothing")
  func stackIgnoresAlignment() throws {
    for alignment in CardAlignment.allCases {
      for direction in LayoutDirection.allCases {
        let c = try CarouselGeometry(
          viewport: CGSize(width: 393, height: 852), layoutDirection: direction,
          configuration: CarouselConfiguration(heightPolicy: .natural, cardAlignment: alignment),
          cards: Array(Self.cards.prefix(2)))
        #expect(c.track.mode == .stack)
        #expect(c.frame(ofCard: 0) == CGRect(x: 16, y: 0, width: 361, height: 220))
        #expect(c.frame(ofCard: 1) == CGRect(x: 16, y: 228, width: 361, height: 300))
      }
    }
  }

  @Test("a re-measured card moves to its new place in the row")
  func setMeasurement() throws {
    var c = try CarouselGeometry(
      viewport: CGSize(width: 393, height: 852),
      configuration: CarouselConfiguration(heightPolicy: .natural, cardAlignment: .center),
      cards: Self.cards)
    try c.setMeasurement(CardMeasurement(height: 400), ofCard: 2)
    // The row grows to 400: card 0 at (400 − 220) / 2, card 1 at 50, card 2 at 0.
    #expect([0, 1, 2].map { c.frame(ofCard: $0).minY } == [90, 50, 0])
  }

  @Test("offset(ofCard:inRow:) is (H − h) × 0, ½ or 1")
  func offsetFormula() {
    #expect(CardAlignment.top.offset(ofCard: 100, inRow: 301) == 0)
    #expect(CardAlignment.center.offset(ofCard: 100, inRow: 301) == 100.5)
    #expect(CardAlignment.bottom.offset(ofCard: 100, inRow: 301) == 201)
    #expect(CarouselConfiguration().cardAlignment == .top)
  }
}
