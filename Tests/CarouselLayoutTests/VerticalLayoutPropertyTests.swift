import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// Random carousels, masonry and lists: vertical insets move everything down by the top inset
/// and nothing sideways; aligned natural cards touch the row's top, centre or bottom; lifting
/// the cap only ever makes cards taller. Sizes are whole points (and caps whole points), so
/// every sum is exact and frames compare with `==`.
@Suite struct VerticalLayoutPropertyTests {
  static func cards(_ random: inout SeededGenerator) -> [CardMeasurement] {
    (0..<Int.random(in: 0...9, using: &random)).map { _ in
      CardMeasurement(
        header: CGFloat(Int.random(in: 0...80, using: &random)),
        body: CGFloat(Int.random(in: 0...900, using: &random)),
        footer: CGFloat(Int.random(in: 0...60, using: &random)))
    }
  }

  static func configuration(_ random: inout SeededGenerator) -> CarouselConfiguration {
    var configuration = CarouselConfiguration(
      heightPolicy: HeightPolicy.allCases.randomElement(using: &random)!,
      cardAlignment: CardAlignment.allCases.randomElement(using: &random)!,
      fewCardsRule: FewCardsRule.allCases.randomElement(using: &random)!)
    if Bool.random(using: &random) { configuration.header = HeaderCell(title: "T") }
    switch Int.random(in: 0..<3, using: &random) {
    case 0: configuration.cardHeightCap = .unlimited
    case 1: configuration.cardHeightCap = .points(CGFloat(Int.random(in: 1...600, using: &random)))
    default: break
    }
    configuration.insets = Insets(CGFloat(Int.random(in: 0...40, using: &random)))
    return configuration
  }

  @Test("carousel: insets move frames down by the top inset; alignment touches the row")
  func carousel() throws {
    for seed in SeededGenerator.seeds(200) {
      var random = SeededGenerator(seed: seed)
      let flat = Self.configuration(&random)
      var inset = flat
      let top = CGFloat(Int.random(in: 0...40, using: &random))
      let bottom = CGFloat(Int.random(in: 0...40, using: &random))
      inset.insets?.top = top
      inset.insets?.bottom = bottom
      let cards = Self.cards(&random)
      let sizeClass = SizeClass.allCases.randomElement(using: &random)!
      let direction = LayoutDirection.allCases.randomElement(using: &random)!
      let viewport = CGSize(width: CGFloat.random(in: 200...1400, using: &random), height: 800)
      let a = try CarouselGeometry(
        viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
        configuration: flat, cards: cards)
      let b = try CarouselGeometry(
        viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
        configuration: inset, cards: cards)
      b._checkInvariants()
      let context = "seed \(seed)"
      #expect(b.contentSize.width == a.contentSize.width, "\(context)")
      #expect(b.contentSize.height == a.contentSize.height + top + bottom, "\(context)")
      #expect(b.track.snapOffsets == a.track.snapOffsets, "\(context)")
      #expect(b.headerLayout() == a.headerLayout().map { moved($0, by: top) }, "\(context)")
      #expect(b.emptyStateFrame == a.emptyStateFrame?.offsetBy(dx: 0, dy: top), "\(context)")
      for index in 0..<b.cardCount {
        let frame = b.frame(ofCard: index)
        #expect(frame == a.frame(ofCard: index).offsetBy(dx: 0, dy: top), "\(context) \(index)")
        guard b.track.mode == .carousel, inset.heightPolicy == .natural else { continue }
        let rowTop = b.cardsMinY
        let rowBottom = b.cardsMinY + b.containerHeight
        switch inset.cardAlignment {
        case .top: #expect(frame.minY == rowTop, "\(context) \(index)")
        case .bottom: #expect(frame.maxY == rowBottom, "\(context) \(index)")
        case .center:
          #expect(frame.minY - rowTop == rowBottom - frame.maxY, "\(context) \(index)")
        }
      }
    }
  }

  private func moved(_ layout: HeaderCellLayout, by dy: CGFloat) -> HeaderCellLayout {
    HeaderCellLayout(
      frame: layout.frame.offsetBy(dx: 0, dy: dy),
      seeAll: layout.seeAll?.offsetBy(dx: 0, dy: dy), title: layout.title)
  }

  @Test("no cap: every card at least as tall as capped, and exactly its regions added")
  func cap() throws {
    for seed in SeededGenerator.seeds(200) {
      var random = SeededGenerator(seed: seed)
      var capped = Self.configuration(&random)
      capped.cardHeightCap = .points(CGFloat(Int.random(in: 1...600, using: &random)))
      var lifted = capped
      lifted.cardHeightCap = .unlimited
      let cards = Self.cards(&random)
      let viewport = CGSize(width: 393, height: 852)
      let a = try CarouselGeometry(viewport: viewport, configuration: capped, cards: cards)
      let b = try CarouselGeometry(viewport: viewport, configuration: lifted, cards: cards)
      b._checkInvariants()
      let tallest = cards.map(\.height).max() ?? 0
      for index in 0..<cards.count {
        let height = b.frame(ofCard: index).height
        #expect(height >= a.frame(ofCard: index).height, "seed \(seed) card \(index)")
        // Uniform over the visible cards depends on the offset in carousel mode; elsewhere a
        // card is its own height (natural) or the tallest card's.
        switch (lifted.heightPolicy, b.track.mode) {
        case (.natural, _): #expect(height == cards[index].height, "seed \(seed) card \(index)")
        case (.uniformVisible, .carousel): break
        default: #expect(height == tallest, "seed \(seed) card \(index)")
        }
      }
    }
  }

  @Test("masonry and list: insets move every card down by the top inset")
  func verticalLayouts() throws {
    for seed in SeededGenerator.seeds(100) {
      var random = SeededGenerator(seed: seed)
      let cards = Self.cards(&random)
      let top = CGFloat(Int.random(in: 0...40, using: &random))
      let bottom = CGFloat(Int.random(in: 0...40, using: &random))
      let direction = LayoutDirection.allCases.randomElement(using: &random)!
      let sizeClass = SizeClass.allCases.randomElement(using: &random)!
      let viewport = CGSize(width: CGFloat.random(in: 200...1400, using: &random), height: 800)
      let order = Bool.random(using: &random) ? MasonryOrder.topMost : .roundRobin
      let flat = Insets(20)
      let inset = Insets(top: top, leading: 20, bottom: bottom, trailing: 20)
      let m0 = try MasonryLayout(
        viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
        configuration: MasonryConfiguration(insets: flat, order: order), cards: cards)
      let m1 = try MasonryLayout(
        viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
        configuration: MasonryConfiguration(insets: inset, order: order), cards: cards)
      m1._checkInvariants()
      let l0 = try ListLayout(
        viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
        configuration: ListConfiguration(insets: flat), cards: cards)
      let l1 = try ListLayout(
        viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
        configuration: ListConfiguration(insets: inset), cards: cards)
      let context = "seed \(seed)"
      #expect(m1.contentHeight == m0.contentHeight + top + bottom, "\(context)")
      #expect(l1.contentHeight == l0.contentHeight + top + bottom, "\(context)")
      for index in 0..<cards.count {
        #expect(m1.frame(ofCard: index) == m0.frame(ofCard: index).offsetBy(dx: 0, dy: top))
        #expect(l1.frame(ofCard: index) == l0.frame(ofCard: index).offsetBy(dx: 0, dy: top))
      }
    }
  }
}
