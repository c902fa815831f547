import CarouselLayout
import Foundation
import Testing

/// `carousel lint` and `carousel layout` read a spec whose `configuration` is what an app's
/// `JSONEncoder` wrote for a `CarouselConfiguration`, and lay it out as the engine does.
@Suite struct EncodedConfigurationCommandTests {
  static let cards: [CardMeasurement] = [
    CardMeasurement(header: 56, body: 120, footer: 44),
    CardMeasurement(header: 0, body: 300, footer: 0),
    CardMeasurement(header: 20, body: 80, footer: 0),
    CardMeasurement(header: 0, body: 600, footer: 0),
    CardMeasurement(header: 10, body: 10, footer: 10),
  ]

  static var configurations: [CarouselConfiguration] {
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
    other.cardHeightCap = .unlimited
    return [CarouselConfiguration(), full, other]
  }

  /// A number as the tool prints it: rounded to a thousandth of a point.
  private func rounded(_ value: CGFloat) -> Double { (Double(value) * 1000).rounded() / 1000 }

  @Test("lint and layout accept an encoded configuration; the layout is the engine's")
  func encodedConfigurations() throws {
    for configuration in Self.configurations {
      let encoded = String(decoding: try JSONEncoder().encode(configuration), as: UTF8.self)
      let cards = Self.cards.map {
        #"{"header": \#($0.header), "body": \#($0.body), "footer": \#($0.footer)}"#
      }
      let spec =
        #"{"viewport": {"width": 393, "height": 852}, "configuration": \#(encoded), "#
        + #""cards": [\#(cards.joined(separator: ", "))]}"#
      let path = try CommandRunner.temporaryFile(spec)
      let lint = try CommandRunner.run(["lint", path])
      // 0: clean; 3: guideline findings. 2 would be a spec the tool refused.
      #expect(lint.status == 0 || lint.status == 3, "\(encoded): \(lint.standardError)")
      let layout = try CommandRunner.run(["layout", path])
      try #require(layout.status == 0, "\(encoded): \(layout.standardError)")
      let output = try #require(
        try JSONSerialization.jsonObject(with: layout.standardOutputData) as? [String: Any])
      let engine = try CarouselGeometry(
        viewport: CGSize(width: 393, height: 852), configuration: configuration,
        cards: Self.cards)
      let size = try #require(output["contentSize"] as? [String: Double])
      #expect(size["width"] == rounded(engine.contentSize.width), "\(encoded)")
      #expect(size["height"] == rounded(engine.contentSize.height), "\(encoded)")
      let frames = try #require(output["cards"] as? [[String: Any]]).map {
        $0["frame"] as? [String: Double]
      }
      let expected = (0..<engine.cardCount).map { index -> [String: Double]? in
        let frame = engine.frame(ofCard: index)
        return [
          "x": rounded(frame.minX), "y": rounded(frame.minY), "width": rounded(frame.width),
          "height": rounded(frame.height),
        ]
      }
      #expect(frames == expected, "\(encoded)")
    }
  }
}
