import CarouselLayout
import Foundation
import Testing

/// The height cap: 520 by default, any positive number of points, or none, in the carousel
/// (both directions, both size classes, every height policy), the stack, masonry, list and the
/// "See All" destination.
@Suite struct CardHeightCapTests {
  /// Cards 220, 700 and 180 tall (card 1's body at an accessibility text size).
  static let cards = [120, 600, 80].map { CardMeasurement(header: 56, body: $0, footer: 44) }

  struct Row: Sendable, CustomTestStringConvertible {
    var cap: CardHeightCap
    var policy: HeightPolicy
    var heights: [CGFloat]
    var row: CGFloat
    var testDescription: String { "\(cap) \(policy)" }
  }

  static let rows: [Row] = [
    Row(cap: .fiori, policy: .natural, heights: [220, 520, 180], row: 520),
    Row(cap: .fiori, policy: .uniform, heights: [520, 520, 520], row: 520),
    Row(cap: .fiori, policy: .uniformVisible, heights: [520, 520, 520], row: 520),
    Row(cap: .points(200), policy: .natural, heights: [200, 200, 180], row: 200),
    Row(cap: .points(200), policy: .uniform, heights: [200, 200, 200], row: 200),
    Row(cap: .points(200), policy: .uniformVisible, heights: [200, 200, 200], row: 200),
    // No cap: each card is its regions added.
    Row(cap: .unlimited, policy: .natural, heights: [220, 700, 180], row: 700),
    Row(cap: .unlimited, policy: .uniform, heights: [700, 700, 700], row: 700),
    Row(cap: .unlimited, policy: .uniformVisible, heights: [700, 700, 700], row: 700),
  ]

  @Test(
    "the carousel caps every card's frame, and without a cap nothing is clipped", arguments: rows)
  func carousel(_ row: Row) throws {
    for (sizeClass, width) in [(SizeClass.compact, 393.0), (.regular, 820)] {
      for direction in LayoutDirection.allCases {
        var configuration = CarouselConfiguration(heightPolicy: row.policy)
        configuration.cardHeightCap = row.cap
        let c = try CarouselGeometry(
          viewport: CGSize(width: width, height: 852), sizeClass: sizeClass,
          layoutDirection: direction, configuration: configuration, cards: Self.cards)
        let context = "\(sizeClass) \(direction)"
        #expect(c.containerHeight == row.row, "\(context)")
        #expect(c.contentSize.height == row.row, "\(context)")
        #expect((0..<3).map { c.frame(ofCard: $0).height } == row.heights, "\(context)")
        let tall = c.anatomy(ofCard: 1)
        // The footer stays pinned to the bottom edge; the body shows what fits.
        #expect(tall.footer.maxY == tall.frame.maxY && tall.footer.height == 44, "\(context)")
        if row.cap == .unlimited {
          #expect(tall.body.height == 600 && tall.body.maxY == tall.footer.minY, "\(context)")
        }
        c._checkInvariants()
      }
    }
  }

  @Test("maximumCardHeight reads and writes the cap in points")
  func maximumCardHeightView() {
    var configuration = CarouselConfiguration()
    #expect(configuration.cardHeightCap == .points(520) && configuration.maximumCardHeight == 520)
    configuration.cardHeightCap = .unlimited
    #expect(configuration.maximumCardHeight == .infinity)
    #expect(configuration.cardHeightCap.points == nil)
    configuration.maximumCardHeight = 300
    #expect(configuration.cardHeightCap == .points(300))
    #expect(CarouselConfiguration(maximumCardHeight: 400).cardHeightCap == .points(400))
    #expect(MasonryConfiguration().cardHeightCap == .fiori)
    #expect(ListConfiguration().cardHeightCap == .fiori)
  }

  @Test("stacked cards without a cap: the container holds each card's full height")
  func stack() throws {
    for policy in HeightPolicy.allCases {
      var configuration = CarouselConfiguration(heightPolicy: policy)
      configuration.cardHeightCap = .unlimited
      let c = try CarouselGeometry(
        viewport: CGSize(width: 393, height: 852), configuration: configuration,
        cards: Array(Self.cards.prefix(2)))
      #expect(c.track.mode == .stack)
      // Natural: 220 + 8 + 700; uniform (either): 700 + 8 + 700.
      #expect(c.containerHeight == (policy == .natural ? 928 : 1408), "\(policy)")
    }
  }

  @Test("masonry, list and See All lift the cap the same way")
  func verticalLayouts() throws {
    for direction in LayoutDirection.allCases {
      var masonry = MasonryConfiguration(columns: .fixed(2))
      masonry.cardHeightCap = .unlimited
      let m = try MasonryLayout(
        viewport: CGSize(width: 820, height: 1180), sizeClass: .regular,
        layoutDirection: direction, configuration: masonry, cards: Self.cards)
      // Column 0: card 0 (220) then card 2 at 228; column 1: card 1 (700).
      #expect((0..<3).map { m.frame(ofCard: $0).height } == [220, 700, 180])
      #expect(m.contentHeight == 700)
      m._checkInvariants()
      let capped = try MasonryLayout(
        viewport: CGSize(width: 820, height: 1180), sizeClass: .regular,
        layoutDirection: direction, configuration: MasonryConfiguration(columns: .fixed(2)),
        cards: Self.cards)
      #expect(capped.contentHeight == 520)

      var list = ListConfiguration()
      list.cardHeightCap = .unlimited
      let l = try ListLayout(
        viewport: CGSize(width: 393, height: 852), layoutDirection: direction,
        configuration: list, cards: Self.cards)
      #expect((0..<3).map { l.frame(ofCard: $0).minY } == [0, 228, 936])
      #expect(l.contentHeight == 1116)

      var carousel = CarouselConfiguration()
      carousel.cardHeightCap = .unlimited
      for sizeClass in SizeClass.allCases {
        let destination = try SeeAllDestination(
          viewport: CGSize(width: 820, height: 1180), sizeClass: sizeClass,
          layoutDirection: direction, configuration: carousel, cards: Self.cards)
        #expect(destination.frame(ofCard: 1).height == 700, "\(sizeClass)")
      }
    }
  }

  @Test("a cap in points is validated; no cap always is valid")
  func validation() throws {
    let viewport = CGSize(width: 393, height: 852)
    for bad in [0, -1, CGFloat.nan, .infinity, 2e7] {
      var configuration = CarouselConfiguration()
      configuration.cardHeightCap = .points(bad)
      #expect(throws: CarouselLayoutError.self) {
        try CarouselGeometry(viewport: viewport, configuration: configuration, cards: [])
      }
      var masonry = MasonryConfiguration()
      masonry.cardHeightCap = .points(bad)
      #expect(throws: CarouselLayoutError.self) {
        try MasonryLayout(viewport: viewport, configuration: masonry, cards: [])
      }
      var list = ListConfiguration()
      list.cardHeightCap = .points(bad)
      #expect(throws: CarouselLayoutError.self) {
        try ListLayout(viewport: viewport, configuration: list, cards: [])
      }
    }
    var configuration = CarouselConfiguration()
    configuration.cardHeightCap = .points(0)
    #expect(
      throws: CarouselLayoutError(
        field: "configuration.maximumCardHeight", expected: "a finite number > 0", value: "0")
    ) {
      try CarouselGeometry(viewport: viewport, configuration: configuration, cards: [])
    }
    configuration.cardHeightCap = .unlimited
    _ = try CarouselGeometry(viewport: viewport, configuration: configuration, cards: Self.cards)
  }
}
