import CarouselLayout
import Foundation
import Testing

/// Top and bottom insets: the header cell below the top inset, the cards below the header,
/// the bottom inset inside the content; in the carousel (both directions, both size classes,
/// every height policy and mode), masonry, list, "See All" and pages.
@Suite struct VerticalInsetsTests {
  /// Cards 220, 300 and 180 tall.
  static let cards = [120, 200, 80].map { CardMeasurement(header: 56, body: $0, footer: 44) }
  static let insets = Insets(top: 16, leading: 16, bottom: 24, trailing: 16)

  struct Row: Sendable, CustomTestStringConvertible {
    var policy: HeightPolicy
    var cardCount: Int
    /// Each card's y and height, with the 16-point top inset and a 44-point header cell.
    var frames: [(y: CGFloat, height: CGFloat)]
    /// The content's height: 16 + 44 + the container + 24.
    var contentHeight: CGFloat
    var testDescription: String { "\(policy), \(cardCount) cards" }
  }

  static let rows: [Row] = [
    Row(
      policy: .uniform, cardCount: 3, frames: [(60, 300), (60, 300), (60, 300)], contentHeight: 384),
    Row(
      policy: .uniformVisible, cardCount: 3, frames: [(60, 300), (60, 300), (60, 300)],
      contentHeight: 384),
    Row(
      policy: .natural, cardCount: 3, frames: [(60, 220), (60, 300), (60, 180)], contentHeight: 384),
    // Stacked: the second card 8 below the first; 16 + 44 + (220 + 8 + 300) + 24.
    Row(policy: .natural, cardCount: 2, frames: [(60, 220), (288, 300)], contentHeight: 612),
    // Uniform stacked: both 300 tall; 16 + 44 + 608 + 24.
    Row(policy: .uniform, cardCount: 2, frames: [(60, 300), (368, 300)], contentHeight: 692),
    Row(
      policy: .uniformVisible, cardCount: 2, frames: [(60, 300), (368, 300)], contentHeight: 692),
    // The empty state, 240 tall, below the header: 16 + 44 + 240 + 24.
    Row(policy: .uniform, cardCount: 0, frames: [], contentHeight: 324),
  ]

  @Test("header at the top inset, cards below it, the bottom inset in the content", arguments: rows)
  func carousel(_ row: Row) throws {
    for (sizeClass, width) in [(SizeClass.compact, 393.0), (.regular, 820)] {
      for direction in LayoutDirection.allCases {
        let configuration = CarouselConfiguration(
          insets: Self.insets, heightPolicy: row.policy,
          header: HeaderCell(title: "T", seeAll: .always))
        let cards = Array(Self.cards.prefix(row.cardCount))
        let c = try CarouselGeometry(
          viewport: CGSize(width: width, height: 852), sizeClass: sizeClass,
          layoutDirection: direction, configuration: configuration, cards: cards)
        var flat = configuration
        flat.insets = Insets(16)
        let reference = try CarouselGeometry(
          viewport: CGSize(width: width, height: 852), sizeClass: sizeClass,
          layoutDirection: direction, configuration: flat, cards: cards)
        let context = "\(sizeClass) \(direction)"
        #expect(c.topInset == 16 && c.bottomInset == 24 && c.cardsMinY == 60, "\(context)")
        #expect(c.contentSize.height == row.contentHeight, "\(context)")
        #expect(c.contentSize.height == reference.contentSize.height + 40, "\(context)")
        let header = try #require(c.headerLayout())
        #expect(header.frame.minY == 16 && header.frame.height == 44, "\(context)")
        #expect(header.seeAll?.minY == 16, "\(context)")
        #expect(header.frame.minX == reference.headerLayout()?.frame.minX, "\(context)")
        for (index, expected) in row.frames.enumerated() {
          let frame = c.frame(ofCard: index)
          #expect(frame.minY == expected.y && frame.height == expected.height, "\(context)")
          // Vertical insets move cards down only: x, width and the snap grid stay.
          #expect(frame.minX == reference.frame(ofCard: index).minX, "\(context)")
          #expect(frame.width == reference.frame(ofCard: index).width, "\(context)")
        }
        if row.cardCount == 0 {
          #expect(c.emptyStateFrame?.minY == 60 && c.emptyStateFrame?.height == 240)
        }
        #expect(c.track.snapOffsets == reference.track.snapOffsets, "\(context)")
        #expect(c.track.maximumOffset == reference.track.maximumOffset, "\(context)")
        c._checkInvariants()
      }
    }
  }

  @Test("a rect inside the top inset or the header meets no card; one at the cards' top does")
  func rectQueries() throws {
    let c = try CarouselGeometry(
      viewport: CGSize(width: 393, height: 852),
      configuration: CarouselConfiguration(insets: Self.insets, header: HeaderCell(title: "T")),
      cards: Self.cards)
    #expect(c.cardIndices(in: CGRect(x: 0, y: 0, width: 393, height: 15)).isEmpty)
    #expect(c.cardRange(in: CGRect(x: 0, y: 0, width: 393, height: 59.5)).isEmpty)
    #expect(c.cardIndices(in: CGRect(x: 0, y: 0, width: 393, height: 60)) == [0, 1])
    // Below the cards, inside the bottom inset (360…384): nothing.
    #expect(c.cardIndices(in: CGRect(x: 0, y: 361, width: 393, height: 20)).isEmpty)
  }

  @Test("masonry: every column starts at the top inset; the bottom inset ends the content")
  func masonry() throws {
    for direction in LayoutDirection.allCases {
      let configuration = MasonryConfiguration(
        insets: Insets(top: 10, leading: 20, bottom: 30, trailing: 20))
      var m = try MasonryLayout(
        viewport: CGSize(width: 820, height: 1180), sizeClass: .regular,
        layoutDirection: direction, configuration: configuration,
        cards: [200, 100, 100, 50].map { CardMeasurement(height: $0) })
      // The DocC example's frames (0, 0, 108, 208) moved down by 10; 258 + 10 + 30.
      #expect((0..<4).map { m.frame(ofCard: $0).minY } == [10, 10, 118, 218], "\(direction)")
      #expect(m.contentSize == CGSize(width: 820, height: 298), "\(direction)")
      #expect(m.topInset == 10 && m.bottomInset == 30)
      #expect(m.cardIndices(in: CGRect(x: 0, y: 0, width: 820, height: 9)).isEmpty)
      m._checkInvariants()
      // Re-measuring equals laying out again.
      try m.setMeasurement(CardMeasurement(height: 40), ofCard: 0)
      let fresh = try MasonryLayout(
        viewport: CGSize(width: 820, height: 1180), sizeClass: .regular,
        layoutDirection: direction, configuration: configuration,
        cards: [40, 100, 100, 50].map { CardMeasurement(height: $0) })
      #expect(m == fresh, "\(direction)")
      let empty = try MasonryLayout(
        viewport: CGSize(width: 393, height: 852), layoutDirection: direction,
        configuration: configuration, cards: [])
      #expect(empty.contentHeight == 40)
    }
  }

  @Test("list: the first card at the top inset, the bottom inset below the last")
  func list() throws {
    for sizeClass in SizeClass.allCases {
      for direction in LayoutDirection.allCases {
        let configuration = ListConfiguration(
          insets: Insets(top: 10, leading: 16, bottom: 30, trailing: 16))
        var l = try ListLayout(
          viewport: CGSize(width: 393, height: 852), sizeClass: sizeClass,
          layoutDirection: direction, configuration: configuration,
          cards: [CardMeasurement(height: 100), CardMeasurement(height: 50)])
        #expect(l.frame(ofCard: 0) == CGRect(x: 16, y: 10, width: 361, height: 100))
        #expect(l.frame(ofCard: 1).minY == 118)
        #expect(l.contentSize == CGSize(width: 393, height: 198))
        try l.setMeasurement(CardMeasurement(height: 200), ofCard: 0)
        #expect(l.frame(ofCard: 1).minY == 218 && l.contentHeight == 298)
        #expect(l.cardIndices(in: CGRect(x: 0, y: 0, width: 393, height: 9)).isEmpty)
        let empty = try ListLayout(
          viewport: CGSize(width: 393, height: 852), configuration: configuration, cards: [])
        #expect(empty.contentHeight == 40)
      }
    }
  }

  @Test("See All keeps the carousel's vertical insets")
  func seeAll() throws {
    for sizeClass in SizeClass.allCases {
      let destination = try SeeAllDestination(
        viewport: CGSize(width: 820, height: 1180), sizeClass: sizeClass,
        configuration: CarouselConfiguration(insets: Self.insets), cards: Self.cards)
      #expect(destination.frame(ofCard: 0).minY == 16, "\(sizeClass)")
      switch destination {
      case .list(let list):
        #expect(list.contentHeight == CGFloat(16 + 220 + 8 + 300 + 8 + 180 + 24))
      // Column 0: card 0 at 16, card 2 at 16 + 220 + 8 = 244, ending at 424; then 24.
      case .masonry(let masonry): #expect(masonry.contentHeight == CGFloat(424 + 24))
      }
    }
  }

  @Test("a page keeps its vertical insets: above the first section, below the last")
  func page() throws {
    for (sizeClass, width) in [(SizeClass.compact, 393.0), (.regular, 820)] {
      for direction in LayoutDirection.allCases {
        // The carousel's own vertical insets give way to the page's, as its horizontal do.
        let carousel = CarouselConfiguration(
          insets: Insets(top: 99, leading: 1, bottom: 99, trailing: 1))
        let page = try CarouselPage(
          viewport: CGSize(width: width, height: 852), sizeClass: sizeClass,
          layoutDirection: direction,
          configuration: PageConfiguration(
            insets: Insets(top: 20, leading: 16, bottom: 40, trailing: 16)),
          sections: [
            .header(HeaderCell(title: "Deals")),
            .carousel(carousel, cards: Self.cards),
            .list(ListConfiguration(), cards: [CardMeasurement(height: 100)]),
          ])
        let context = "\(sizeClass) \(direction)"
        #expect(page.topInset == 20 && page.bottomInset == 40)
        // Header 20…64; carousel right below it (0 below a header), 300 tall; list 24 lower.
        #expect(page.sections.map(\.frame.minY) == [20, 64, 388], "\(context)")
        #expect(page.sections.map(\.frame.height) == [44, 300, 100], "\(context)")
        #expect(page.contentSize.height == CGFloat(488 + 40), "\(context)")
        guard case .carousel(let geometry) = page.sections[1].layout else {
          Issue.record("section 1 is not a carousel")
          continue
        }
        #expect(geometry.topInset == 0 && geometry.bottomInset == 0, "\(context)")
        #expect(geometry.track.leadingInset == 16, "\(context)")
        #expect(page.items(in: CGRect(x: 0, y: 0, width: width, height: 19)).isEmpty)
      }
    }
    let empty = try CarouselPage(
      viewport: CGSize(width: 393, height: 852),
      configuration: PageConfiguration(
        insets: Insets(top: 20, leading: 16, bottom: 40, trailing: 16)),
      sections: [])
    #expect(empty.contentSize.height == 60)
  }

  @Test("bad vertical insets name the field and the value")
  func validation() {
    let viewport = CGSize(width: 393, height: 852)
    #expect(
      throws: CarouselLayoutError(
        field: "configuration.insets.top", expected: "a finite number ≥ 0", value: "-1")
    ) {
      try CarouselGeometry(
        viewport: viewport,
        configuration: CarouselConfiguration(insets: Insets(top: -1, leading: 0, trailing: 0)),
        cards: [])
    }
    #expect(
      throws: CarouselLayoutError(
        field: "configuration.insets.bottom", expected: "a finite number ≥ 0", value: "inf")
    ) {
      try ListLayout(
        viewport: viewport,
        configuration: ListConfiguration(
          insets: Insets(leading: 0, bottom: .infinity, trailing: 0)),
        cards: [])
    }
    #expect(
      throws: CarouselLayoutError(
        field: "configuration.insets.bottom", expected: "a finite number ≥ 0", value: "nan")
    ) {
      try MasonryLayout(
        viewport: viewport,
        configuration: MasonryConfiguration(insets: Insets(leading: 0, bottom: .nan, trailing: 0)),
        cards: [])
    }
    #expect(
      throws: CarouselLayoutError(
        field: "configuration.insets.top", expected: "a finite number ≥ 0", value: "-2")
    ) {
      try CarouselPage(
        viewport: viewport,
        configuration: PageConfiguration(insets: Insets(top: -2, leading: 0, trailing: 0)),
        sections: [])
    }
  }
}
