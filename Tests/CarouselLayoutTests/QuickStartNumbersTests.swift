import CarouselLayout
import Foundation
import Testing

/// The numbers the README's Swift quick start and scrolling sections state in their comments
/// (353, 377, 300, [0, 361, 714], 500, 361, card 2), checked against the engine. The README's
/// blocks themselves are built and run as written by `Scripts/readme-examples`, which
/// extracts them from README.md; this suite keeps the numbers the prose promises honest.
@Suite struct QuickStartNumbersTests {
  static let cards = [
    CardMeasurement(header: 56, body: 120, footer: 44),
    CardMeasurement(header: 56, body: 200, footer: 44),
    CardMeasurement(header: 56, body: 80, footer: 44),
  ]

  static func quickStart() throws -> CarouselGeometry {
    var configuration = CarouselConfiguration()
    configuration.header = HeaderCell(title: "Recommended for You")
    return try CarouselGeometry(
      viewport: CGSize(width: 393, height: 852), sizeClass: .compact,
      layoutDirection: .leftToRight, configuration: configuration, cards: cards)
  }

  @Test("Swift quick start")
  func swiftQuickStart() throws {
    var carousel = try Self.quickStart()
    #expect(carousel.track.cardWidth == 353)
    #expect(carousel.frame(ofCard: 1) == CGRect(x: 377, y: 44, width: 353, height: 300))
    let short = carousel.anatomy(ofCard: 2)
    #expect(short.footer.maxY == short.frame.maxY)
    #expect(carousel.track.snapOffsets == [0, 361, 714])
    #expect(carousel.headerLayout()?.seeAll != nil)
    #expect(carousel.cardIndices(in: CGRect(x: 300, y: 0, width: 393, height: 400)) == [0, 1])
    try carousel.setMeasurement(CardMeasurement(header: 56, body: 400, footer: 44), ofCard: 0)
    #expect(carousel.uniformCardHeight == 500)
  }

  @Test("scrolling, anchors and accessibility")
  func scrolling() throws {
    let carousel = try Self.quickStart()
    #expect(try carousel.track.targetOffset(releasedAt: 150, velocity: 0.8, projected: 420) == 361)
    let glide = try carousel.track.motion(releasedAt: 150, velocity: 0.8, reduceMotion: false)
    var last: CGFloat = -1
    for sample in glide.samples() { last = sample.offset }
    #expect(last == glide.target)
    let rotated = try CarouselGeometry(viewport: CGSize(width: 852, height: 393), cards: Self.cards)
    let kept = try rotated.track.targetOffset(keepingCardAt: 361, in: carousel.track)
    #expect(kept == rotated.track.offset(ofCard: 1))
    let anchor = try carousel.track.anchor(atOffset: 361).adjusted(insertingCardsAt: [0])
    #expect(anchor.card == 2)
  }
}
