import CarouselJSON
import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// What an app's `JSONEncoder` writes for a configuration is what the tool reads inside a spec:
/// the same value, so the same layout as the engine's, and a masonry, list or page
/// configuration likewise in a page spec.
@Suite struct EncodedConfigurationTests {
  /// Every field away from its default (the cap as points), and the same with the other
  /// spellings of the two-field values: a card width, free scrolling, a lifted cap.
  static let configurations: [CarouselConfiguration] = {
    let full = CarouselConfiguration(
      insets: Insets(top: 4, leading: 20, bottom: 6, trailing: 10), spacing: 12,
      visibleCards: .count(2), peek: 30, heightPolicy: .natural, cardAlignment: .center,
      scrolling: .snapping(limit: .count(3)), decelerationRate: .custom(0.995),
      minimumFlickVelocity: 0.5, maximumCardHeight: 400,
      header: HeaderCell(title: "Deals", seeAll: .always, height: 50, seeAllWidth: 90),
      fewCardsRule: .keepCarousel, emptyStateHeight: 200)
    var other = full
    other.visibleCards = .cardWidth(311.5)
    other.scrolling = .free
    other.decelerationRate = .fast
    other.cardHeightCap = .unlimited
    var page = CarouselConfiguration(scrolling: .snapping(limit: .page))
    page.decelerationRate = .normal
    return [CarouselConfiguration(), full, other, page]
  }()

  /// `configuration` encoded by `JSONEncoder`, placed in a spec where the tool reads it.
  static func spec(_ configuration: CarouselConfiguration, sizeClass: String = "compact")
    throws -> [UInt8]
  {
    let encoded = String(decoding: try JSONEncoder().encode(configuration), as: UTF8.self)
    return Array(
      (#"{"viewport": {"width": 393, "height": 852}, "sizeClass": "\#(sizeClass)", "#
        + #""configuration": \#(encoded), "#
        + #""cards": [{"header": 56, "body": 120, "footer": 44}, {"body": 300},"#
        + #" {"header": 20, "body": 80}, {"body": 600}]}"#).utf8)
  }

  @Test("an encoded configuration reads back as itself and lays out as the engine does")
  func carouselConfigurations() throws {
    for configuration in Self.configurations {
      let spec = try CarouselSpec.parse(Self.spec(configuration))
      #expect(spec.configuration == configuration)
      let engine = try CarouselGeometry(
        viewport: CGSize(width: 393, height: 852), configuration: configuration,
        cards: spec.measurements)
      let read = try spec.geometry()
      #expect(read.contentSize == engine.contentSize)
      #expect(
        (0..<engine.cardCount).map { read.anatomy(ofCard: $0) }
          == (0..<engine.cardCount).map { engine.anatomy(ofCard: $0) })
      // The linter reads it without a spec error (findings are the guideline's business).
      _ = try GuidelineLinter.findings(for: spec)
    }
  }

  @Test("random configurations of the layout contract read back as themselves")
  func randomConfigurations() throws {
    for seed in SeededGenerator.seeds(200) {
      var random = SeededGenerator(seed: seed)
      let configuration = LayoutContract.carouselConfiguration(&random, width: 393)
      guard (try? Validation.check(configuration)) != nil else { continue }
      let spec = try CarouselSpec.parse(Self.spec(configuration))
      #expect(spec.configuration == configuration, "seed \(seed)")
    }
  }

  @Test("encoded masonry, list and page configurations read back in a page spec")
  func pageConfigurations() throws {
    var masonry = MasonryConfiguration(
      columns: .fixed(3), columnSpacing: 10, cardSpacing: 6,
      insets: Insets(top: 1, leading: 12, bottom: 2, trailing: 14), order: .roundRobin,
      maximumCardHeight: 300)
    let list = ListConfiguration(insets: Insets(8), spacing: 4, maximumCardHeight: 100)
    let page = PageConfiguration(insets: Insets(16), sectionSpacing: 32, spacingBelowHeader: 8)
    for cap in [CardHeightCap.points(300), .unlimited] {
      masonry.cardHeightCap = cap
      let encoder = JSONEncoder()
      func json(_ value: some Encodable) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
      }
      let text =
        #"{"viewport": {"width": 820, "height": 1180}, "sizeClass": "regular", "#
        + #""configuration": \#(try json(page)), "sections": ["#
        + #"{"kind": "masonry", "configuration": \#(try json(masonry)), "cards": [{"body": 9}]},"#
        + #"{"kind": "list", "configuration": \#(try json(list)), "cards": [{"body": 9}]}]}"#
      let spec = try PageSpec.decode(JSONParser.parse(Array(text.utf8)))
      #expect(spec.configuration == page)
      guard spec.sections.count == 2,
        case .masonry(let readMasonry, _) = spec.sections[0].content,
        case .list(let readList, _) = spec.sections[1].content
      else {
        Issue.record("sections: \(spec.sections.map(\.content))")
        continue
      }
      #expect(readMasonry == masonry)
      #expect(readList == list)
    }
  }
}
