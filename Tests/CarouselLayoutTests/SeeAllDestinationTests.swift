import CarouselLayout
import Foundation
import Testing

/// "See All" leads to a list in compact width and a masonry in regular width.
@Suite struct SeeAllDestinationTests {
  static let cards = [120, 300, 80, 200, 160, 90, 400].map { CardMeasurement(height: $0) }

  func carousel(
    width: CGFloat, sizeClass: SizeClass, direction: LayoutDirection = .leftToRight,
    configuration: CarouselConfiguration = CarouselConfiguration()
  ) throws -> CarouselGeometry {
    try CarouselGeometry(
      viewport: CGSize(width: width, height: 900), sizeClass: sizeClass,
      layoutDirection: direction, configuration: configuration, cards: Self.cards)
  }

  @Test("compact: a list of every card, natural heights, the carousel's insets")
  func compactList() throws {
    let destination = try carousel(width: 393, sizeClass: .compact).seeAllDestination()
    #expect(destination.kind == .list)
    guard case .list(let list) = destination else { return }
    #expect(list.cardCount == 7)
    #expect(list.frame(ofCard: 0) == CGRect(x: 16, y: 0, width: 361, height: 120))
    #expect(list.frame(ofCard: 1) == CGRect(x: 16, y: 128, width: 361, height: 300))
    // 120 + 300 + 80 + 200 + 160 + 90 + 400 + 6·8
    #expect(destination.contentSize == CGSize(width: 393, height: 1398))
  }

  static let regularCases: [(CGFloat, Int)] = [(820, 2), (999, 2), (1000, 3), (1366, 3)]

  @Test("regular: a masonry, 2 columns below 1000 points and 3 from 1000", arguments: regularCases)
  func regularMasonry(width: CGFloat, columns: Int) throws {
    let destination = try carousel(width: width, sizeClass: .regular).seeAllDestination()
    #expect(destination.kind == .masonry)
    guard case .masonry(let masonry) = destination else { return }
    #expect(masonry.columnCount == columns)
    #expect(masonry.cardCount == 7)
    #expect(masonry.frame(ofCard: 0).minX == 20)
    #expect(masonry.configuration.order == .topMost)
    let all = destination.cardIndices(in: CGRect(origin: .zero, size: destination.contentSize))
    #expect(all == Array(0..<7))
  }

  @Test("the carousel's insets, spacing and cap carry over; right to left too")
  func carriesConfiguration() throws {
    let configuration = CarouselConfiguration(
      insets: Insets(leading: 24, trailing: 12), spacing: 16, maximumCardHeight: 250)
    let c = try carousel(
      width: 820, sizeClass: .regular, direction: .rightToLeft, configuration: configuration)
    guard case .masonry(let masonry) = c.seeAllDestination() else {
      Issue.record("expected a masonry")
      return
    }
    #expect(masonry.cardWidth == 384)  // (820 − 24 − 12 − 16) / 2
    #expect(masonry.frame(ofCard: 0) == CGRect(x: 412, y: 0, width: 384, height: 120))
    #expect(masonry.frame(ofCard: 1) == CGRect(x: 12, y: 0, width: 384, height: 250))
    #expect(masonry.frame(ofCard: 2) == CGRect(x: 412, y: 136, width: 384, height: 80))
  }

  @Test("the static form validates and matches the carousel's")
  func staticForm() throws {
    let c = try carousel(width: 1180, sizeClass: .regular)
    let destination = try SeeAllDestination(
      viewport: CGSize(width: 1180, height: 900), sizeClass: .regular, cards: Self.cards)
    #expect(destination == c.seeAllDestination())
    #expect {
      _ = try SeeAllDestination(
        viewport: CGSize(width: 0, height: 900), sizeClass: .compact, cards: Self.cards)
    } throws: { ($0 as? CarouselLayoutError)?.field == "viewport.width" }
  }

  @Test("its geometry is its list's or masonry's; a new measurement equals laying out again")
  func geometryAndMeasurement() throws {
    for (width, sizeClass) in [(393, SizeClass.compact), (1180, .regular)] as [(CGFloat, SizeClass)]
    {
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        let viewport = CGSize(width: width, height: 900)
        var destination = try SeeAllDestination(
          viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
          cards: Self.cards)
        #expect(destination.viewport == viewport && destination.sizeClass == sizeClass)
        #expect(destination.layoutDirection == direction)
        switch destination {
        case .list(let list): #expect(destination.cardWidth == list.cardWidth)
        case .masonry(let masonry): #expect(destination.cardWidth == masonry.cardWidth)
        }
        try destination.setMeasurement(CardMeasurement(height: 500), ofCard: 2)
        var cards = Self.cards
        cards[2] = CardMeasurement(height: 500)
        let again = try SeeAllDestination(
          viewport: viewport, sizeClass: sizeClass, layoutDirection: direction, cards: cards)
        for index in cards.indices {
          #expect(destination.frame(ofCard: index) == again.frame(ofCard: index))
        }
        #expect(destination.contentSize == again.contentSize)
        #expect(throws: CarouselLayoutError.self) {
          try destination.setMeasurement(CardMeasurement(height: 10), ofCard: 7)
        }
      }
    }
  }
}
