import CarouselLayout
import CarouselPreview
import Foundation
import Testing

/// The pictures are readable where people look at them: every text of a phone-sized drawing
/// shows at ≥ 11 px when the drawing is scaled to fit a 393-pixel phone (less the gallery's
/// 8-pixel margins), and every text of an iPad-portrait drawing at ≥ 11 px in a README on
/// GitHub (about 830 pixels wide).
@Suite struct ReadabilityTests {
  /// The document's width and its font sizes.
  static func measure(_ svg: String) throws -> (width: Double, fontSizes: [Double]) {
    let width = try #require(
      svg.firstMatch(of: /<svg [^>]*width="([0-9.]+)"/).flatMap { Double($0.1) })
    let sizes = svg.matches(of: /font-size="([0-9.]+)"/).compactMap { Double($0.1) }
    return (width, sizes)
  }

  /// The smallest text, in pixels, when `svg` is shown at most `room` pixels wide.
  static func smallestText(_ svg: String, in room: Double) throws -> Double {
    let (width, sizes) = try measure(svg)
    let smallest = try #require(sizes.min(), "the drawing has no font-size attribute to measure")
    return smallest * min(1, room / width)
  }

  @Test("phone-sized drawings: text ≥ 11 px on a 393-pixel phone")
  func phoneDrawings() throws {
    let compact = try PreviewFixtures.carousel()
    let rightToLeft = try PreviewFixtures.carousel(direction: .rightToLeft)
    guard case .list(let list) = compact.seeAllDestination() else {
      Issue.record("compact See All should be a list")
      return
    }
    let drawings: [(String, String)] = [
      ("compact", try SVGPreview().render(compact)),
      ("compact scrolled", try SVGPreview().render(compact, atOffset: 180.5)),
      ("right to left", try SVGPreview().render(rightToLeft)),
      ("empty", try SVGPreview().render(try PreviewFixtures.carousel(cards: []))),
      ("list", try SVGPreview().render([.list(list)])),
      (
        "flick",
        try MotionPreview().render(
          compact, samples: [(t: 0, offset: 0), (t: 200, offset: 300), (t: 400, offset: 361)])
      ),
    ]
    for (name, svg) in drawings {
      let smallest = try Self.smallestText(svg, in: 393 - 16)
      #expect(smallest >= 11, "\(name): smallest text \(smallest) px")
      // And the drawing is the viewport and a little beside it, not the whole strip.
      #expect(try Self.measure(svg).width <= 393 + 2 * 32 + 2 * 12, "\(name)")
    }
  }

  @Test("iPad-portrait drawings: text ≥ 11 px in an 830-pixel README")
  func readmeDrawings() throws {
    let regular = try PreviewFixtures.carousel(width: 820, sizeClass: .regular)
    let smallest = try Self.smallestText(try SVGPreview().render(regular), in: 830)
    #expect(smallest >= 11, "regular 820: smallest text \(smallest) px")
  }

  @Test("a long carousel draws the viewport and 32 points beside it, whatever its length")
  func longCarouselStaysNarrow() throws {
    let cards = Array(repeating: CardMeasurement(header: 56, body: 120, footer: 44), count: 500)
    let carousel = try PreviewFixtures.carousel(cards: cards)
    let svg = try SVGPreview().render(carousel, atOffset: carousel.track.snapOffset(at: 250))
    #expect(try Self.measure(svg).width == 393 + 64 + 24)
    #expect(svg.contains("Snap position: cards come to rest here"))
  }
}
