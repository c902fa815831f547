import CarouselJSON
import CarouselLayout
import Foundation
import Testing

/// Reading carousel specs into engine inputs, and writing layouts back out.
@Suite struct CarouselJSONTests {
  @Test("every configuration field reaches the engine")
  func configuration() throws {
    let spec = try CarouselSpec.parse(
      Array(
        """
        {"viewport": {"width": 820, "height": 1180}, "sizeClass": "regular",
         "layoutDirection": "rightToLeft",
         "configuration": {"insets": {"leading": 24, "trailing": 12}, "spacing": 10,
           "visibleCards": 3, "peek": 30, "heightPolicy": "natural", "scrolling": "free",
           "snapLimit": 2, "decelerationRate": 0.995, "minimumFlickVelocity": 0.5,
           "maximumCardHeight": 400, "fewCardsRule": "keepCarousel", "emptyStateHeight": 200,
           "header": {"title": "Hi", "seeAll": "never", "height": 50, "seeAllWidth": 90}},
         "cards": [{"header": 1, "body": 2, "footer": 3, "kind": "kpi", "realtime": true}]}
        """.utf8))
    let c = spec.configuration
    #expect(spec.environment.viewport == CGSize(width: 820, height: 1180))
    #expect(spec.environment.sizeClass == .regular)
    #expect(spec.environment.layoutDirection == .rightToLeft)
    #expect(c.insets == Insets(leading: 24, trailing: 12))
    #expect(c.spacing == 10 && c.peek == 30 && c.visibleCards == .count(3))
    #expect(c.heightPolicy == .natural && c.scrolling == .free)
    #expect(c.decelerationRate == .custom(0.995) && c.minimumFlickVelocity == 0.5)
    #expect(c.maximumCardHeight == 400 && c.fewCardsRule == .keepCarousel)
    #expect(c.emptyStateHeight == 200)
    #expect(c.header == HeaderCell(title: "Hi", seeAll: .never, height: 50, seeAllWidth: 90))
    #expect(
      spec.cards == [
        CardSpec(
          measurement: CardMeasurement(header: 1, body: 2, footer: 3), kind: "kpi", realtime: true)
      ])
  }

  @Test("defaults: only viewport and cards are required")
  func defaults() throws {
    let spec = try CarouselSpec.parse(
      Array(#"{"viewport": {"width": 393, "height": 852}, "cards": [{"body": 100}]}"#.utf8))
    #expect(spec.configuration == CarouselConfiguration())
    #expect(spec.environment.sizeClass == .compact)
    #expect(spec.cards[0].measurement == CardMeasurement(body: 100))
  }

  static let invalid: [(json: String, message: String)] = [
    (
      #"{"viewport": {"width": 393, "height": 852}}"#,
      "cards: expected an array of cards, got nothing (missing field)"
    ),
    (
      #"{"viewport": {"width": 393}, "cards": []}"#,
      "viewport.height: expected a number, got nothing (missing field)"
    ),
    (
      #"{"viewport": {"width": 393, "height": 852}, "configuration": {"visibleCards": 2, "cardWidth": 100}, "cards": []}"#,
      "configuration.cardWidth: expected no card width with a visible count, got 100"
    ),
    (
      #"{"viewport": {"width": 393, "height": 852}, "configuration": {"snapLimit": "two"}, "cards": []}"#,
      "configuration.snapLimit: expected"
    ),
    (
      #"{"viewport": {"width": 393, "height": 852}, "configuration": {"snapLimit": 0}, "cards": []}"#,
      "configuration.snapLimit: expected an integer ≥ 1, got 0"
    ),
    (
      #"{"viewport": {"width": 393, "height": 852}, "configuration": {"decelerationRate": 1.5}, "cards": []}"#,
      "configuration.decelerationRate: expected a number in (0, 1), got 1.5"
    ),
    (
      #"{"viewport": {"width": 393, "height": 852}, "configuration": {"header": {"title": 3}}, "cards": []}"#,
      "configuration.header.title: expected a string, got 3"
    ),
    (
      #"{"viewport": {"width": 393, "height": 852}, "configuration": {"insets": {"leading": -1, "trailing": 0}}, "cards": []}"#,
      "configuration.insets.leading: expected a finite number ≥ 0, got -1"
    ),
    (
      #"{"viewport": {"width": 393, "height": 852}, "cards": [{"body": 1, "color": "red"}]}"#,
      "cards[0].color: no such field (known: body, content, footer, header, kind, realtime)"
    ),
    (
      #"{"viewport": {"width": 393, "height": 852}, "cards": [{"realtime": "yes"}]}"#,
      "cards[0].realtime: expected true or false, got \"yes\""
    ),
    (#"[1]"#, "spec: expected an object, got an array"),
    // Did you mean: an unknown field close to a known one, a missing field whose near-miss is
    // given.
    (
      #"{"viewport": {"width": 393, "height": 852}, "sizeclass": "compact", "cards": []}"#,
      #"sizeclass: no such field; did you mean "sizeClass"?"#
    ),
    (
      #"{"viewport": {"width": 393, "height": 852}, "configuration": {"spacin": 8}, "cards": []}"#,
      #"configuration.spacin: no such field; did you mean "spacing"?"#
    ),
    (
      #"{"viewport": {"width": 393, "height": 852}, "cards": [{"boddy": 1}]}"#,
      #"cards[0].boddy: no such field; did you mean "body"?"#
    ),
    (
      #"{"viewprt": {"width": 393, "height": 852}, "cards": []}"#,
      #"viewport: expected an object {"width": …, "height": …}, got nothing (missing field; "viewprt" is given: did you mean "viewport"?)"#
    ),
    (
      #"{"viewport": {"width": 393, "hieght": 852}, "cards": []}"#,
      #"viewport.height: expected a number, got nothing (missing field; "hieght" is given: did you mean "height"?)"#
    ),
    (
      #"{"viewport": {"width": 393, "height": 852}, "card": []}"#,
      #"cards: expected an array of cards, got nothing (missing field; "card" is given: did you mean "cards"?)"#
    ),
  ]

  @Test("invalid specs name the JSON path and the value", arguments: invalid)
  func invalidSpecs(json: String, message: String) {
    #expect {
      _ = try CarouselSpec.parse(Array(json.utf8))
    } throws: { error in
      (error as? SpecError)?.description.hasPrefix(message) == true
    }
  }

  @Test("the layout report is deterministic and rounds to a thousandth of a point")
  func report() throws {
    let carousel = try CarouselGeometry(
      viewport: CGSize(width: 1180, height: 820), sizeClass: .regular,
      cards: Array(repeating: CardMeasurement(body: 100), count: 4))
    var first = JSONWriter()
    LayoutReport.write(carousel, into: &first)
    var second = JSONWriter()
    LayoutReport.write(carousel, into: &second)
    #expect(first.bytes == second.bytes)
    // Card width (1180 − 20 − 3·8 − 16) / 3 = 373.333…
    #expect(first.text.contains(#""frame":{"x":20,"y":0,"width":373.333,"height":100}"#))
    // Content 20 + 4·373.333 + 3·8 + 20 = 1557.333; card 1's offset 381.333 clamps to
    // 1557.333 − 1180 = 377.333.
    #expect(first.text.contains(#""snapOffsets":[0,377.333]"#))
  }

  @Test("the writer escapes strings")
  func escaping() {
    var json = JSONWriter()
    json.string("a\"b\\\n\u{1}")
    #expect(json.text == #""a\"b\\\n\u0001""#)
  }

  @Test("every built-in example is a valid spec")
  func builtInExamples() throws {
    for example in BuiltInExamples.all {
      _ = try CarouselSpec.parse(Array(example.json.utf8)).geometry()
    }
  }
}
