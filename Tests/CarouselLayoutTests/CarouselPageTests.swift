import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// Pages that stack header cells, carousels, masonry, lists and empty states.
@Suite struct CarouselPageTests {
  static let card = CardMeasurement(header: 56, body: 120, footer: 44)  // 220
  static let masonryCards = [100, 200, 100, 100, 150, 50, 300, 120, 80].map {
    CardMeasurement(height: $0)
  }

  func page(
    width: CGFloat = 820, sizeClass: SizeClass = .regular,
    direction: LayoutDirection = .leftToRight
  ) throws -> CarouselPage {
    try CarouselPage(
      viewport: CGSize(width: width, height: 1180), sizeClass: sizeClass,
      layoutDirection: direction,
      sections: [
        .carousel(
          CarouselConfiguration(header: HeaderCell(title: "Recommended")),
          cards: Array(repeating: Self.card, count: 6)),
        .header(HeaderCell(title: "All items")),
        .masonry(MasonryConfiguration(), cards: Self.masonryCards),
      ])
  }

  @Test("sections stack: carousel, 24 below it, a header, the masonry directly below it")
  func sectionFrames() throws {
    let p = try page()
    #expect(p.sections.map(\.kind) == [.carousel, .header, .masonry])
    #expect(p.sections[0].frame == CGRect(x: 0, y: 0, width: 820, height: 264))  // 44 + 220
    #expect(p.sections[1].frame == CGRect(x: 0, y: 288, width: 820, height: 44))
    #expect(p.sections[2].frame.minY == 332)
    guard case .masonry(let masonry) = p.sections[2].layout else {
      Issue.record("expected a masonry")
      return
    }
    #expect(p.contentSize == CGSize(width: 820, height: 332 + masonry.contentHeight))
  }

  @Test("left to right: every leading edge at L exactly; carousel peeks, masonry keeps T")
  func leadingEdgesAlignLeftToRight() throws {
    let p = try page()
    let carouselCard = p.frame(ofCard: 0, inSection: 0)
    let masonryCard = p.frame(ofCard: 0, inSection: 2)
    #expect(carouselCard.minX == 20)
    #expect(masonryCard.minX == 20)
    #expect(p.headerLayout(ofSection: 0)?.frame.minX == 20)
    #expect(p.headerLayout(ofSection: 1)?.frame.minX == 20)
    // Two cards show fully; the third peeks in, running out past the trailing screen edge …
    #expect(p.frame(ofCard: 1, inSection: 0).maxX == 796)  // 20 + 2·384 + 8
    #expect(p.frame(ofCard: 2, inSection: 0).minX == 804)  // 16 points peek in
    #expect(p.frame(ofCard: 2, inSection: 0).maxX > 820)
    // … while the masonry's trailing column ends at W − T.
    #expect(p.frame(ofCard: 1, inSection: 2).maxX == 800)
    #expect(masonryCard.minY == 332)
  }

  @Test("right to left: every leading edge at W − L exactly, mirrored")
  func leadingEdgesAlignRightToLeft() throws {
    let p = try page(direction: .rightToLeft)
    #expect(p.frame(ofCard: 0, inSection: 0).maxX == 800)
    #expect(p.frame(ofCard: 0, inSection: 2).maxX == 800)
    #expect(p.headerLayout(ofSection: 0)?.frame.maxX == 800)
    #expect(p.headerLayout(ofSection: 1)?.frame.maxX == 800)
    #expect(p.frame(ofCard: 2, inSection: 0).maxX == 16)  // the peek, on the left
    #expect(p.frame(ofCard: 2, inSection: 0).minX < 0)
    #expect(p.frame(ofCard: 1, inSection: 2).minX == 20)
    let seeAll = try #require(p.headerLayout(ofSection: 0)?.seeAll)
    #expect(seeAll.minX == 20)
  }

  @Test(
    "insets wider than the viewport: every section keeps a 1-point card at the leading edge",
    arguments: LayoutDirection.allCases)
  func insetsWiderThanViewport(direction: LayoutDirection) throws {
    let page = try CarouselPage(
      viewport: CGSize(width: 20, height: 400), layoutDirection: direction,
      configuration: PageConfiguration(insets: Insets(leading: 30, trailing: 10)),
      sections: [
        .header(HeaderCell(title: "T")),
        .carousel(CarouselConfiguration(), cards: [Self.card]),  // stacked: one card
        .list(ListConfiguration(), cards: [Self.card]),
        .emptyState(height: 100),
      ])
    #expect(page.contentSize.width == 41)  // L + 1 + T
    // The leading edge: L from the left, or L from the right of the content in right to left.
    let leading: CGFloat = direction == .leftToRight ? 30 : 11
    let header = try #require(page.headerLayout(ofSection: 0))
    let edges = [
      header.frame, page.frame(ofCard: 0, inSection: 1), page.frame(ofCard: 0, inSection: 2),
    ]
    for frame in edges {
      #expect((direction == .leftToRight ? frame.minX : frame.maxX) == leading, "\(frame)")
      #expect(frame.minX >= 0 && frame.maxX <= 41, "\(frame) leaves the content")
    }
    guard case .emptyState(let empty) = page.sections[3].layout else {
      Issue.record("expected an empty state")
      return
    }
    #expect((direction == .leftToRight ? empty.minX : empty.maxX) == leading)
  }

  @Test("leading edges align for random widths, size classes and directions")
  func leadingEdgesAlignRandom() throws {
    for seed in SeededGenerator.seeds(40) {
      var random = SeededGenerator(seed: seed)
      let width = CGFloat.random(in: 200...1600, using: &random)
      let sizeClass: SizeClass = Bool.random(using: &random) ? .compact : .regular
      let direction: LayoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
      let p = try page(width: width, sizeClass: sizeClass, direction: direction)
      let inset = Insets.standard(for: sizeClass).leading
      let edges = [
        p.frame(ofCard: 0, inSection: 0), p.frame(ofCard: 0, inSection: 2),
        p.headerLayout(ofSection: 1)!.frame,
      ].map { direction == .leftToRight ? $0.minX : width - $0.maxX }
      for edge in edges {
        #expect(abs(edge - inset) <= 1e-9 * width, "seed \(seed): \(edges)")
      }
    }
  }

  /// Every item on the page, the slow way.
  func allItems(_ p: CarouselPage) -> [PageItem] {
    var items: [PageItem] = []
    for (index, section) in p.sections.enumerated() {
      if let header = p.headerLayout(ofSection: index) {
        items.append(PageItem(section: index, kind: .header, frame: header.frame))
      }
      let count: Int
      switch section.layout {
      case .carousel(let carousel):
        count = carousel.cardCount
        if let empty = carousel.emptyStateFrame {
          items.append(PageItem(section: index, kind: .emptyState, frame: section.pageRect(empty)))
        }
      case .masonry(let masonry): count = masonry.cardCount
      case .list(let list): count = list.cardCount
      case .emptyState(let frame):
        count = 0
        items.append(PageItem(section: index, kind: .emptyState, frame: section.pageRect(frame)))
      case .header: count = 0
      }
      for card in 0..<count {
        items.append(
          PageItem(
            section: index, kind: .card(card), frame: p.frame(ofCard: card, inSection: index)))
      }
    }
    return items
  }

  @Test("the page's rect query equals filtering every item, at any carousel offset")
  func rectQuery() throws {
    for seed in SeededGenerator.seeds(30) {
      var random = SeededGenerator(seed: seed)
      var sections: [PageSectionContent] = []
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        let cards = (0..<Int.random(in: 0...30, using: &random)).map { _ in
          MasonryRandomTests.randomCard(&random)
        }
        switch Int.random(in: 0..<5, using: &random) {
        case 0: sections.append(.header(HeaderCell(title: "Title", seeAll: .always)))
        case 1:
          sections.append(
            .carousel(CarouselConfiguration(header: HeaderCell(title: "C")), cards: cards))
        case 2: sections.append(.masonry(MasonryConfiguration(), cards: cards))
        case 3: sections.append(.list(ListConfiguration(), cards: cards))
        default: sections.append(.emptyState(height: 240))
        }
      }
      var p = try CarouselPage(
        viewport: CGSize(width: CGFloat(Int.random(in: 300...1400, using: &random)), height: 900),
        sizeClass: Bool.random(using: &random) ? .compact : .regular,
        layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
        sections: sections)
      for (index, section) in p.sections.enumerated() where section.kind == .carousel {
        try p.setHorizontalOffset(
          CGFloat(Int.random(in: -100...3000, using: &random)), ofSection: index)
      }
      let all = allItems(p)
      for _ in 0..<30 {
        let rect = CGRect(
          x: CGFloat(Int.random(in: -100...1500, using: &random)),
          y: CGFloat(Int.random(in: -100...Int(p.contentSize.height) + 100, using: &random)),
          width: CGFloat(Int.random(in: 0...800, using: &random)),
          height: CGFloat(Int.random(in: 0...900, using: &random)))
        let expected = all.filter { MasonryRandomTests.meets($0.frame, rect) }
        let found = p.items(in: rect)
        #expect(found.count == expected.count, "seed \(seed), rect \(rect)")
        #expect(Set(found) == Set(expected), "seed \(seed), rect \(rect)")
      }
    }
  }

  @Test("a card's new height moves the sections below")
  func setMeasurement() throws {
    var p = try page()
    let masonryTop = p.sections[2].frame.minY
    try p.setMeasurement(CardMeasurement(height: 400), ofCard: 3, inSection: 0)
    #expect(p.sections[0].frame.height == 444)  // 44 + 400: uniform heights
    #expect(p.sections[2].frame.minY == masonryTop + 180)
    #expect(p.frame(ofCard: 0, inSection: 2).minY == masonryTop + 180)
    #expect {
      try p.setMeasurement(CardMeasurement(height: -1), ofCard: 0, inSection: 2)
    } throws: { ($0 as? CarouselLayoutError)?.field == "sections[2].cards[0].body" }
    #expect(throws: CarouselLayoutError.self) {
      try p.setMeasurement(CardMeasurement(height: 1), ofCard: 0, inSection: 1)
    }
  }

  @Test("configurable margins; the page's insets replace the sections' own")
  func configuration() throws {
    let p = try CarouselPage(
      viewport: CGSize(width: 393, height: 852),
      configuration: PageConfiguration(
        insets: Insets(12), sectionSpacing: 40, spacingBelowHeader: 4),
      sections: [
        .header(HeaderCell(title: "Top")),
        .list(ListConfiguration(insets: Insets(50)), cards: [CardMeasurement(height: 100)]),
        .emptyState(height: 240),
        .carousel(CarouselConfiguration(), cards: []),
      ])
    #expect(p.sections.map(\.frame.minY) == [0, 48, 188, 468])
    #expect(p.frame(ofCard: 0, inSection: 1) == CGRect(x: 12, y: 48, width: 369, height: 100))
    #expect(p.items(in: CGRect(x: 0, y: 200, width: 10, height: 10)).isEmpty)
    let empty = p.items(in: CGRect(x: 100, y: 468, width: 1, height: 1))
    #expect(empty.map(\.kind) == [.emptyState])
    #expect(empty.first?.frame == CGRect(x: 12, y: 468, width: 369, height: 240))
  }

  @Test("invalid sections throw with the section's path")
  func validation() {
    #expect {
      _ = try CarouselPage(
        viewport: CGSize(width: 393, height: 852),
        sections: [
          .header(HeaderCell(title: "A")),
          .masonry(MasonryConfiguration(columns: .fixed(0)), cards: []),
        ])
    } throws: { ($0 as? CarouselLayoutError)?.field == "sections[1].configuration.columns" }
    #expect {
      _ = try CarouselPage(
        viewport: CGSize(width: 393, height: 852),
        sections: [.list(ListConfiguration(), cards: [CardMeasurement(height: .nan)])])
    } throws: { ($0 as? CarouselLayoutError)?.field == "sections[0].cards[0].body" }
    #expect {
      _ = try CarouselPage(
        viewport: CGSize(width: 393, height: 852),
        configuration: PageConfiguration(sectionSpacing: -1), sections: [])
    } throws: { ($0 as? CarouselLayoutError)?.field == "configuration.sectionSpacing" }
  }
}
