import CarouselLayout
import Foundation
import Testing

/// The spec's numbers, as tables.
@Suite struct GeometryNumbersTests {
  static let card = CardMeasurement(header: 56, body: 120, footer: 44)

  func carousel(
    width: CGFloat, sizeClass: SizeClass = .compact, direction: LayoutDirection = .leftToRight,
    configuration: CarouselConfiguration = CarouselConfiguration(), count: Int = 5
  ) throws -> CarouselGeometry {
    try CarouselGeometry(
      viewport: CGSize(width: width, height: 852), sizeClass: sizeClass,
      layoutDirection: direction, configuration: configuration,
      cards: Array(repeating: Self.card, count: count))
  }

  @Test("compact 393: w = 353, card 1 at 377, 16 points peek")
  func compact393() throws {
    let c = try carousel(width: 393)
    #expect(c.track.mode == .carousel)
    #expect(c.track.cardWidth == 353)
    #expect(c.frame(ofCard: 0) == CGRect(x: 16, y: 0, width: 353, height: 220))
    #expect(c.frame(ofCard: 1).minX == 377)
    #expect(393 - c.frame(ofCard: 1).minX == 16)
    #expect(c.contentSize == CGSize(width: 16 + 5 * 353 + 4 * 8 + 16, height: 220))
    // 16 + 5·353 + 4·8 + 16 − 393 = 1436: card 4's offset 1444 clamps to the end.
    #expect(c.track.maximumOffset == 1436)
    #expect(c.track.snapOffsets == [0, 361, 722, 1083, 1436])
  }

  static let regularCases: [(width: CGFloat, visible: Int, cardWidth: Double)] = [
    (820, 2, 384),  // (820 − 20 − 2·8 − 16) / 2
    (1180, 3, 373.333_333_333_333_3),  // (1180 − 20 − 3·8 − 16) / 3
    (999, 2, 473.5),
    (1000, 3, 313.333_333_333_333_3),
  ]

  @Test("regular widths: 2 cards below 1000 points, 3 from 1000", arguments: regularCases)
  func regular(width: CGFloat, visible: Int, cardWidth: Double) throws {
    let c = try carousel(width: width, sizeClass: .regular, count: 7)
    #expect(c.track.cardsPerPage == visible)
    #expect(abs(c.track.cardWidth - cardWidth) < 1e-9)
    #expect(c.frame(ofCard: 0).minX == 20)
  }

  @Test("right to left mirrors left to right")
  func rightToLeft() throws {
    let ltr = try carousel(width: 393)
    let rtl = try carousel(width: 393, direction: .rightToLeft)
    #expect(ltr.contentSize == rtl.contentSize)
    for i in 0..<5 {
      let a = ltr.frame(ofCard: i)
      let b = rtl.frame(ofCard: i)
      #expect(abs(b.minX - (ltr.track.contentWidth - a.maxX)) < 1e-9)
    }
    #expect(rtl.track.restOffset == rtl.track.maximumOffset)
    #expect(abs(rtl.frame(ofCard: 0).maxX - rtl.track.restOffset - (393 - 16)) < 1e-9)
    #expect(rtl.track.snapOffsets == ltr.track.snapOffsets.map { ltr.track.maximumOffset - $0 })
  }
}
