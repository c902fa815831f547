import CarouselLayout
import CarouselPreview
import Foundation
import Testing

/// Every public entry of the previews that takes an offset, a time, a pause or an opacity,
/// hit with every bad value: each throws a ``CarouselLayoutError`` naming the field and the
/// value, or clamps; and the layouts at the edges of what the engine accepts draw without a
/// NaN or an infinity anywhere in the document.
@Suite struct PreviewValidationAuditTests {
  static let nonFinite: [CGFloat] = [.nan, .infinity, -.infinity]

  /// Whether a rendered document holds a number that is not finite.
  static func holdsNonFinite(_ text: String) -> Bool {
    text.contains("nan") || text.contains("inf") || text.contains("NaN")
  }

  @Test("a non-finite offset is refused, naming it", arguments: nonFinite)
  func offsets(value: CGFloat) throws {
    let carousel = try PreviewFixtures.carousel()
    let expected = NumberText.plain(Double(value))
    for render in [
      { try SVGPreview().render(carousel, atOffset: value) },
      { try SVGPreview().render([.carousel(carousel), .carousel(carousel, offset: value)]) },
    ] {
      let error = #expect(throws: CarouselLayoutError.self) { try render() }
      #expect(error?.field == "offset")
      #expect(error?.value == expected)
    }
  }

  @Test("no sections is refused")
  func noSections() {
    let error = #expect(throws: CarouselLayoutError.self) { try SVGPreview().render([]) }
    #expect(error?.field == "sections")
  }

  @Test(
    "bad motion samples and pauses are refused, naming the field",
    arguments: [
      ("samples[1].t", [(0, 0), (.nan, 10)], 600),
      ("samples[1].t", [(0, 0), (.infinity, 10)], 600),
      ("samples[0].t", [(-.infinity, 0), (10, 10)], 600),
      ("samples[1].offset", [(0, 0), (10, .nan)], 600),
      ("samples[0].offset", [(0, -.infinity), (10, 0)], 600),
      ("samples[1].t", [(10, 0), (5, 10)], 600),
      ("pause", [(0, 0), (10, 10)], -1),
      ("pause", [(0, 0), (10, 10)], .nan),
      ("pause", [(0, 0), (10, 10)], .infinity),
      ("samples", [(0, 0)], 0),
      ("samples", [], 600),
      ("samples", [(-1e308, 0), (1e308, 0)], 600),
    ] as [(String, [(Double, CGFloat)], Double)])
  func motion(field: String, samples: [(Double, CGFloat)], pause: Double) throws {
    let carousel = try PreviewFixtures.carousel()
    let error = #expect(throws: CarouselLayoutError.self) {
      try MotionPreview(pause: pause).render(carousel, samples: samples.map { (t: $0, offset: $1) })
    }
    #expect(error?.field == field)
  }

  @Test("finite extremes draw without NaN or infinity", arguments: [1e12, -1e12, 1e300, -1e300])
  func extremeOffsets(value: CGFloat) throws {
    let carousel = try PreviewFixtures.carousel()
    #expect(!Self.holdsNonFinite(try SVGPreview().render(carousel, atOffset: value)))
    let motion = try MotionPreview().render(
      carousel, samples: [(t: 0, offset: 0), (t: 100, offset: value)])
    #expect(!Self.holdsNonFinite(motion))
  }

  @Test("a NaN or out-of-range faded opacity is clamped", arguments: [.nan, -1, 7, .infinity])
  func fadedOpacity(value: Double) throws {
    let palette = PreviewPalette(fadedOpacity: value)
    let svg = try SVGPreview(palette: palette, window: .standard).render(PreviewFixtures.carousel())
    #expect(!Self.holdsNonFinite(svg))
    let html = HTMLPreview(palette: palette, window: .standard).render(
      try PreviewFixtures.carousel())
    #expect(!Self.holdsNonFinite(html))
  }

  /// Layouts at the edges of what the engine accepts.
  static func edgeLayouts() throws -> [CarouselGeometry] {
    let largest = Validation.largestSize
    let card = CardMeasurement(header: 56, body: 120, footer: 44)
    var result: [CarouselGeometry] = []
    for (width, configuration) in [
      (1.0, CarouselConfiguration(header: HeaderCell(title: "T"))),
      (largest, CarouselConfiguration(spacing: 100, header: HeaderCell(title: "T"))),
      (393, CarouselConfiguration(insets: Insets(largest), header: HeaderCell(title: "T"))),
      (393, CarouselConfiguration(visibleCards: .count(Int(Int32.max)))),
      (393, CarouselConfiguration(visibleCards: .cardWidth(largest), maximumCardHeight: largest)),
    ] {
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        for cards in [
          [], [card], Array(repeating: card, count: 7),
          Array(repeating: CardMeasurement(header: largest, body: largest), count: 4),
        ] {
          result.append(
            try CarouselGeometry(
              viewport: CGSize(width: width, height: 1), layoutDirection: direction,
              configuration: configuration, cards: cards))
        }
      }
    }
    return result
  }

  @Test("layouts at the engine's edges draw without NaN or infinity, in SVG, motion and HTML")
  func edges() throws {
    for carousel in try Self.edgeLayouts() {
      let name =
        "\(carousel.viewport.width) \(carousel.track.layoutDirection) \(carousel.cardCount)"
      #expect(!Self.holdsNonFinite(try SVGPreview().render(carousel)), "\(name)")
      #expect(
        !Self.holdsNonFinite(
          try SVGPreview().render(carousel, atOffset: carousel.track.maximumOffset)),
        "\(name)")
      #expect(!Self.holdsNonFinite(HTMLPreview().render(carousel)), "\(name)")
      let motion = try carousel.track.motion(releasedAt: 0, velocity: 3)
      let samples = motion.samples().prefix(200).map { (t: $0.time, offset: $0.offset) }
      #expect(
        !Self.holdsNonFinite(try MotionPreview().render(carousel, samples: samples)), "\(name)")
    }
  }
}
