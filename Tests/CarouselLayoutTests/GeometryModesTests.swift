import CarouselLayout
import Foundation
import Testing

/// Heights, header cell, empty state and the fewer-than-three-cards rule.
@Suite struct GeometryModesTests {
  static let viewport = CGSize(width: 393, height: 852)

  static func cards(_ bodies: [CGFloat]) -> [CardMeasurement] {
    bodies.map { CardMeasurement(header: 56, body: $0, footer: 44) }
  }

  @Test("uniform: every card as tall as the tallest, footer pinned to the bottom edge")
  func uniform() throws {
    let c = try CarouselGeometry(viewport: Self.viewport, cards: Self.cards([120, 200, 80]))
    #expect(c.uniformCardHeight == 300)
    #expect(c.containerHeight == 300)
    for i in 0..<3 {
      let a = c.anatomy(ofCard: i)
      #expect(a.frame.height == 300)
      #expect(a.header.minY == a.frame.minY && a.header.height == 56)
      #expect(a.body.minY == a.header.maxY)
      #expect(a.footer.maxY == a.frame.maxY && a.footer.height == 44)
    }
    // Card 2 is stretched from 180 to 300: 120 points of white space between body and footer.
    let short = c.anatomy(ofCard: 2)
    #expect(short.footer.minY - short.body.maxY == 120)
  }

  @Test("natural: each card its own height, top-aligned; the container fits the tallest")
  func natural() throws {
    let configuration = CarouselConfiguration(heightPolicy: .natural)
    let c = try CarouselGeometry(
      viewport: Self.viewport, configuration: configuration, cards: Self.cards([120, 200, 80]))
    #expect(c.frame(ofCard: 0).height == 220)
    #expect(c.frame(ofCard: 1).height == 300)
    #expect(c.frame(ofCard: 2).height == 180)
    #expect((0..<3).allSatisfy { c.frame(ofCard: $0).minY == 0 })
    #expect(c.containerHeight == 300)
    #expect(c.anatomy(ofCard: 2).footer.maxY == 180)
  }

  @Test("uniform over the visible cards follows the reference offset")
  func uniformVisible() throws {
    let configuration = CarouselConfiguration(heightPolicy: .uniformVisible)
    // Card 0 and the peeking card 1 are visible at rest; card 3 (the tallest) is not.
    let cards = Self.cards([100, 120, 80, 400, 90])
    var c = try CarouselGeometry(
      viewport: Self.viewport, configuration: configuration, cards: cards)
    #expect(c.uniformCardHeight == 220)
    #expect(c.frame(ofCard: 3).height == 220)
    try c.setHeightReferenceOffset(c.track.snapOffset(at: 3))
    #expect(c.uniformCardHeight == 500)
    // At the end of the range only cards 3 and 4 show.
    try c.setHeightReferenceOffset(c.track.maximumOffset)
    #expect(c.uniformCardHeight == 500)
    let atStart = try CarouselGeometry(
      viewport: Self.viewport, configuration: configuration, cards: cards,
      heightReferenceOffset: 0)
    #expect(atStart.uniformCardHeight == 220)
  }

  @Test("a card taller than 520 is capped; its footer stays at the bottom edge")
  func cappedHeight() throws {
    let c = try CarouselGeometry(viewport: Self.viewport, cards: Self.cards([120, 900, 80]))
    #expect(c.uniformCardHeight == 520)
    let tall = c.anatomy(ofCard: 1)
    #expect(tall.header.height == 56)
    #expect(tall.footer.height == 44 && tall.footer.maxY == 520)
    #expect(tall.body.height == 420)  // 520 − 56 − 44
    #expect(tall.body.maxY <= tall.footer.minY)
  }

  @Test("header cell on top, cards below it; See All when not every card fits")
  func headerCell() throws {
    let header = HeaderCell(title: "Recommended", height: 44)
    let c = try CarouselGeometry(
      viewport: Self.viewport, configuration: CarouselConfiguration(header: header),
      cards: Self.cards([120, 120, 120]))
    let layout = try #require(c.headerLayout())
    #expect(layout.frame == CGRect(x: 16, y: 0, width: 361, height: 44))
    #expect(layout.seeAll == CGRect(x: 297, y: 0, width: 80, height: 44))  // 16 + 361 − 80
    #expect(c.frame(ofCard: 0).minY == 44)
    #expect(c.contentSize.height == 264)  // 44 + 220
    // The header stays put while the cards scroll: it follows the offset.
    #expect(c.headerLayout(atOffset: 361)?.frame.minX == 377)
    // Right to left: See All on the left.
    let rtl = try CarouselGeometry(
      viewport: Self.viewport, layoutDirection: .rightToLeft,
      configuration: CarouselConfiguration(header: header), cards: Self.cards([120, 120, 120]))
    let rtlLayout = try #require(rtl.headerLayout())
    #expect(rtlLayout.frame.minX - rtl.track.restOffset == 16)
    #expect(rtlLayout.seeAll?.minX == rtlLayout.frame.minX)
  }

  @Test(
    "See All: automatic, always, never",
    arguments: [
      (SeeAllVisibility.automatic, 3, 1, true),
      (.automatic, 2, 2, false),  // regular 820: both cards fit (and they are stacked)
      (.automatic, 3, 3, false),  // regular 1180: three cards fit fully
      (.automatic, 4, 3, true),
      (.always, 1, 1, true),
      (.never, 9, 1, false),
    ])
  func seeAll(visibility: SeeAllVisibility, count: Int, perPage: Int, shows: Bool) throws {
    let width: CGFloat = perPage == 1 ? 393 : (perPage == 2 ? 820 : 1180)
    let c = try CarouselGeometry(
      viewport: CGSize(width: width, height: 800), sizeClass: perPage == 1 ? .compact : .regular,
      configuration: CarouselConfiguration(header: HeaderCell(title: "T", seeAll: visibility)),
      cards: Self.cards(Array(repeating: 100, count: count)))
    #expect(c.track.showsSeeAll == shows)
    #expect((c.headerLayout()?.seeAll != nil) == shows)
  }

  @Test("0, 1, 2, 3 and many cards")
  func cardCounts() throws {
    let empty = try CarouselGeometry(viewport: Self.viewport, cards: [])
    #expect(empty.track.mode == .empty)
    #expect(empty.emptyStateFrame == CGRect(x: 16, y: 0, width: 361, height: 240))
    #expect(empty.contentSize == CGSize(width: 393, height: 240))
    #expect(empty.track.snapOffsets == [0])
    #expect(empty.cardIndices(in: CGRect(x: 0, y: 0, width: 393, height: 852)).isEmpty)

    let one = try CarouselGeometry(viewport: Self.viewport, cards: Self.cards([120]))
    #expect(one.track.mode == .stack)
    #expect(one.frame(ofCard: 0) == CGRect(x: 16, y: 0, width: 361, height: 220))

    let two = try CarouselGeometry(viewport: Self.viewport, cards: Self.cards([120, 80]))
    #expect(two.track.mode == .stack)
    #expect(two.frame(ofCard: 1) == CGRect(x: 16, y: 228, width: 361, height: 220))
    #expect(two.contentSize == CGSize(width: 393, height: 448))
    #expect(two.track.snapOffsets == [0])

    let naturalTwo = try CarouselGeometry(
      viewport: Self.viewport, configuration: CarouselConfiguration(heightPolicy: .natural),
      cards: Self.cards([120, 80]))
    #expect(naturalTwo.frame(ofCard: 1) == CGRect(x: 16, y: 228, width: 361, height: 180))
    #expect(naturalTwo.contentSize.height == 408)

    let kept = try CarouselGeometry(
      viewport: Self.viewport, configuration: CarouselConfiguration(fewCardsRule: .keepCarousel),
      cards: Self.cards([120, 80]))
    #expect(kept.track.mode == .carousel)
    #expect(kept.frame(ofCard: 1).minX == 377)

    let three = try CarouselGeometry(viewport: Self.viewport, cards: Self.cards([1, 2, 3]))
    #expect(three.track.mode == .carousel)

    let many = try CarouselGeometry(
      viewport: Self.viewport, cards: Array(repeating: CardMeasurement(height: 100), count: 1000))
    #expect(many.frame(ofCard: 999).minX == 360_655)  // 16 + 999·361
    #expect(many.track.snapOffsetCount == 1000)
    #expect(many.track.snapOffset(at: 999) == many.track.maximumOffset)
  }

  @Test("alwaysStack stacks every count (a list at accessibility text sizes); the mode rule")
  func alwaysStack() throws {
    #expect(CarouselMode(cardCount: 0, fewCardsRule: .alwaysStack) == .empty)
    #expect(CarouselMode(cardCount: 2, fewCardsRule: .stack) == .stack)
    #expect(CarouselMode(cardCount: 3, fewCardsRule: .stack) == .carousel)
    #expect(CarouselMode(cardCount: 2, fewCardsRule: .keepCarousel) == .carousel)
    #expect(CarouselMode(cardCount: 12, fewCardsRule: .alwaysStack) == .stack)
    #expect(CarouselMode(cardCount: -1, fewCardsRule: .keepCarousel) == .empty)
    let list = try CarouselGeometry(
      viewport: Self.viewport, configuration: CarouselConfiguration(fewCardsRule: .alwaysStack),
      cards: Self.cards([120, 80, 40, 160]))
    #expect(list.track.mode == .stack)
    #expect(list.track.cardsPerPage == 4 && list.track.snapOffsets == [0])
    // Uniform heights: each card as tall as the tallest (260), 8 apart, the full width.
    #expect(list.frame(ofCard: 3) == CGRect(x: 16, y: 3 * 268, width: 361, height: 260))
    #expect(list.contentSize == CGSize(width: 393, height: 4 * 260 + 3 * 8))
    #expect(list.track.pageControls(atOffset: 0).indicator == .hidden)
  }

  @Test("a fixed card width sets how many cards fit")
  func fixedCardWidth() throws {
    let c = try CarouselGeometry(
      viewport: Self.viewport,
      configuration: CarouselConfiguration(visibleCards: .cardWidth(180)),
      cards: Self.cards(Array(repeating: 100, count: 6)))
    #expect(c.track.cardWidth == 180)
    #expect(c.track.cardsPerPage == 2)  // 16 + 180 + 8 + 180 = 384 ≤ 393
    #expect(c.frame(ofCard: 2).minX == 392)  // 16 + 2·188
  }

  @Test("a viewport narrower than its insets keeps cards 1 point wide, never negative")
  func narrowViewport() throws {
    let c = try CarouselGeometry(
      viewport: CGSize(width: 20, height: 100), cards: Self.cards([1, 2, 3, 4]))
    #expect(c.track.cardWidth == 1)
    c._checkInvariants()
    let stacked = try CarouselGeometry(
      viewport: CGSize(width: 20, height: 100), cards: Self.cards([1]))
    #expect(stacked.track.cardWidth == 1)
  }

  @Test("one card re-measuring itself moves the uniform height both ways")
  func setMeasurement() throws {
    var c = try CarouselGeometry(viewport: Self.viewport, cards: Self.cards([120, 200, 80]))
    try c.setMeasurement(CardMeasurement(header: 56, body: 300, footer: 44), ofCard: 2)
    #expect(c.uniformCardHeight == 400)
    try c.setMeasurement(CardMeasurement(height: 10), ofCard: 2)
    #expect(c.uniformCardHeight == 300)
    #expect(throws: CarouselLayoutError.self) {
      try c.setMeasurement(CardMeasurement(height: -1), ofCard: 0)
    }
    #expect(throws: CarouselLayoutError.self) {
      try c.setMeasurement(CardMeasurement(height: 1), ofCard: 3)
    }
  }

  @Test("invalid inputs throw errors naming the field and value")
  func validation() {
    let cases: [(CGSize, CarouselConfiguration, [CardMeasurement], String)] = [
      (
        CGSize(width: 0, height: 1), .init(), [],
        "viewport.width: expected a finite number > 0, got 0"
      ),
      (
        CGSize(width: 393, height: CGFloat.nan), .init(), [],
        "viewport.height: expected a finite number > 0, got nan"
      ),
      (
        Self.viewport, .init(spacing: -1), [],
        "configuration.spacing: expected a finite number ≥ 0, got -1"
      ),
      (
        Self.viewport, .init(visibleCards: .count(0)), [],
        "configuration.visibleCards: expected an integer ≥ 1, got 0"
      ),
      (
        Self.viewport, .init(maximumCardHeight: .infinity), [],
        "configuration.maximumCardHeight: expected a finite number > 0, got inf"
      ),
      (
        Self.viewport, .init(), [CardMeasurement(body: -5)],
        "cards[0].body: expected a finite number ≥ 0, got -5"
      ),
      (
        Self.viewport, .init(), [CardMeasurement(footer: 1e300)],
        "cards[0].footer: expected a size ≤ 10000000, got 1e+300"
      ),
    ]
    for (viewport, configuration, cards, message) in cases {
      #expect {
        _ = try CarouselGeometry(viewport: viewport, configuration: configuration, cards: cards)
      } throws: { error in
        (error as? CarouselLayoutError)?.description == message
      }
    }
  }
}
