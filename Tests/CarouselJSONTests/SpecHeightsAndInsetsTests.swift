import CarouselJSON
import CarouselLayout
import Foundation
import Testing

/// The JSON side of `cardAlignment`, `maximumCardHeight: "none"` and `insets.top`/`bottom`:
/// reading them in carousel and page specs, refusing bad values with their path, writing the
/// layouts out, and the two linter rules about heights.
@Suite struct SpecHeightsAndInsetsTests {
  static func carousel(_ configuration: String, cards: String = #"{"body": 100}"#) -> String {
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {\#(configuration)}, "cards": [\#(cards)]}"#
  }

  @Test("the new fields reach the engine; absent, they keep today's defaults")
  func decoding() throws {
    let spec = try CarouselSpec.parse(
      Array(
        Self.carousel(
          #""insets": {"leading": 24, "trailing": 12, "top": 16, "bottom": 8}, "#
            + #""cardAlignment": "bottom", "maximumCardHeight": "none""#
        ).utf8))
    #expect(spec.configuration.insets == Insets(top: 16, leading: 24, bottom: 8, trailing: 12))
    #expect(spec.configuration.cardAlignment == .bottom)
    #expect(spec.configuration.cardHeightCap == .unlimited)
    let defaults = try CarouselSpec.parse(
      Array(Self.carousel(#""insets": {"leading": 24, "trailing": 12}"#).utf8))
    #expect(defaults.configuration.insets == Insets(leading: 24, trailing: 12))
    #expect(defaults.configuration.insets?.top == 0 && defaults.configuration.insets?.bottom == 0)
    #expect(defaults.configuration.cardAlignment == .top)
    #expect(defaults.configuration.cardHeightCap == .points(520))
    for (name, alignment) in [("top", CardAlignment.top), ("center", .center), ("bottom", .bottom)]
    {
      let spec = try CarouselSpec.parse(Array(Self.carousel(#""cardAlignment": "\#(name)""#).utf8))
      #expect(spec.configuration.cardAlignment == alignment)
    }
  }

  static let invalid: [(json: String, message: String)] = [
    (
      carousel(#""cardAlignment": "middle""#),
      #"configuration.cardAlignment: expected "top" | "center" | "bottom", got "middle""#
    ),
    (
      carousel(#""cardAlignment": 1"#),
      #"configuration.cardAlignment: expected "top" | "center" | "bottom", got 1"#
    ),
    (
      carousel(#""maximumCardHeight": "unlimited""#),
      #"configuration.maximumCardHeight: expected a number of points or "none", got "unlimited""#
    ),
    (
      carousel(#""maximumCardHeight": true"#),
      #"configuration.maximumCardHeight: expected a number of points or "none", got true"#
    ),
    (
      carousel(#""maximumCardHeight": 0"#),
      "configuration.maximumCardHeight: expected a finite number > 0, got 0"
    ),
    (
      carousel(#""insets": {"leading": 16, "trailing": 16, "top": -1}"#),
      "configuration.insets.top: expected a finite number ≥ 0, got -1"
    ),
    (
      carousel(#""insets": {"leading": 16, "trailing": 16, "bottom": "16"}"#),
      #"configuration.insets.bottom: expected a number, got "16""#
    ),
    (
      carousel(#""insets": {"top": 16, "bottom": 16}"#),
      "configuration.insets.leading: expected a number, got nothing (missing field)\n"
        + "configuration.insets.trailing: expected a number, got nothing (missing field)"
    ),
    (
      carousel(#""insets": {"leading": 16, "trailing": 16, "left": 16}"#),
      "configuration.insets.left: no such field (known: bottom, leading, top, trailing)"
    ),
  ]

  @Test("bad values name the field and the value", arguments: invalid)
  func invalidSpecs(json: String, message: String) {
    #expect {
      _ = try CarouselSpec.parse(Array(json.utf8))
    } throws: { error in
      (error as? SpecError)?.description == message
    }
  }

  static func page(_ configuration: String, sections: String) -> String {
    #"{"viewport": {"width": 820, "height": 1180}, "sizeClass": "regular", "configuration": {\#(configuration)}, "sections": [\#(sections)]}"#
  }

  @Test("pages: the page's vertical insets, masonry and list caps and insets")
  func pages() throws {
    let json = Self.page(
      #""insets": {"leading": 20, "trailing": 20, "top": 10, "bottom": 30}"#,
      sections: #"{"kind": "masonry", "configuration": {"maximumCardHeight": "none", "#
        + #""insets": {"leading": 1, "trailing": 1, "top": 5}}, "cards": [{"body": 900}]}, "#
        + #"{"kind": "list", "configuration": {"maximumCardHeight": "none"}, "#
        + #""cards": [{"body": 700}]}"#)
    let spec = try PageSpec.decode(JSONParser.parse(Array(json.utf8)))
    #expect(spec.configuration.insets == Insets(top: 10, leading: 20, bottom: 30, trailing: 20))
    guard case .masonry(let masonry, _) = spec.sections[0].content,
      case .list(let list, _) = spec.sections[1].content
    else {
      Issue.record("sections decoded as the wrong kinds")
      return
    }
    #expect(masonry.cardHeightCap == .unlimited && masonry.insets?.top == 5)
    #expect(list.cardHeightCap == .unlimited)
    let page = try spec.page()
    // 10, masonry 900 (uncapped, no inset of its own in the page), 24, list 700, 30.
    #expect(page.sections.map(\.frame.minY) == [10, 934])
    #expect(page.contentSize.height == 1664)
  }

  static let invalidPages: [(json: String, message: String)] = [
    (
      page(#""insets": {"leading": 20, "trailing": 20, "bottom": -3}"#, sections: ""),
      "configuration.insets.bottom: expected a finite number ≥ 0, got -3"
    ),
    (
      page(
        "",
        sections:
          #"{"kind": "list", "configuration": {"maximumCardHeight": "nil"}, "cards": []}"#),
      #"sections[0].configuration.maximumCardHeight: expected a number of points or "none", got "nil""#
    ),
    (
      page(
        "",
        sections:
          #"{"kind": "masonry", "configuration": {"maximumCardHeight": -5}, "cards": []}"#),
      "sections[0].configuration.maximumCardHeight: expected a finite number > 0, got -5"
    ),
    (
      page(
        "",
        sections:
          #"{"kind": "carousel", "configuration": {"cardAlignment": "middle"}, "cards": []}"#),
      #"sections[0].configuration.cardAlignment: expected "top" | "center" | "bottom", got "middle""#
    ),
  ]

  @Test("bad values in pages name the section's path", arguments: invalidPages)
  func invalidPageSpecs(json: String, message: String) {
    #expect {
      _ = try PageSpec.decode(JSONParser.parse(Array(json.utf8))).page()
    } throws: { error in
      (error as? SpecError)?.description == message
    }
  }

  @Test("the layout report shows the insets and the alignment in the frames")
  func report() throws {
    let spec = try CarouselSpec.parse(
      Array(
        Self.carousel(
          #""insets": {"leading": 16, "trailing": 16, "top": 16, "bottom": 16}, "#
            + #""heightPolicy": "natural", "cardAlignment": "center", "#
            + #""header": {"title": "Deals"}"#,
          cards: #"{"body": 100}, {"body": 300}, {"body": 200}"#
        ).utf8))
    var json = JSONWriter()
    LayoutReport.write(try spec.geometry(), into: &json)
    // 16 + 44 + 300 + 16; card 0 centred at 60 + 100, card 2 at 60 + 50.
    #expect(json.text.contains(#""contentSize":{"width":1107,"height":376}"#))
    #expect(json.text.contains(#""header":{"frame":{"x":16,"y":16,"width":361,"height":44}"#))
    #expect(json.text.contains(#"{"index":0,"frame":{"x":16,"y":160,"width":353,"height":100}"#))
    #expect(json.text.contains(#"{"index":1,"frame":{"x":377,"y":60,"width":353,"height":300}"#))
    #expect(json.text.contains(#"{"index":2,"frame":{"x":738,"y":110,"width":353,"height":200}"#))
  }

  // MARK: - Linter

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var spec: String
    var expected: [String]
    var testDescription: String { name }
  }

  static let titled = #""header": {"title": "Deals"}, "#
  static let uneven = #"{"body": 100}, {"body": 150}, {"body": 201}"#
  static let even = #"{"body": 100}, {"body": 150}, {"body": 200}"#

  static let lintCases: [Case] = [
    Case(
      name: "no cap, tallest more than twice the shortest: info",
      spec: carousel(titled + #""maximumCardHeight": "none""#, cards: uneven),
      expected: ["info uncappedUnevenHeights configuration.maximumCardHeight"]),
    Case(
      name: "no cap, tallest exactly twice the shortest: quiet",
      spec: carousel(titled + #""maximumCardHeight": "none""#, cards: even),
      expected: []),
    Case(
      name: "the default cap over uneven cards: quiet",
      spec: carousel(titled + #""heightPolicy": "uniform""#, cards: uneven),
      expected: []),
    Case(
      name: "no cap on two stacked cards: not a carousel row, quiet",
      spec: carousel(
        titled + #""maximumCardHeight": "none""#, cards: #"{"body": 10}, {"body": 900}"#),
      expected: ["info fewerThanThreeCards cards"]),
    Case(
      name: "bottom alignment under uniform heights: info",
      spec: carousel(titled + #""cardAlignment": "bottom""#, cards: even),
      expected: ["info ineffectiveCardAlignment configuration.cardAlignment"]),
    Case(
      name: "centre alignment under uniformVisible heights: info",
      spec: carousel(
        titled + #""heightPolicy": "uniformVisible", "cardAlignment": "center""#, cards: even),
      expected: ["info ineffectiveCardAlignment configuration.cardAlignment"]),
    Case(
      name: "centre alignment under natural heights: quiet",
      spec: carousel(
        titled + #""heightPolicy": "natural", "cardAlignment": "center""#, cards: even),
      expected: []),
    Case(
      name: "natural, bottom-aligned, but stacked: info",
      spec: carousel(
        titled + #""heightPolicy": "natural", "cardAlignment": "bottom""#,
        cards: #"{"body": 10}, {"body": 90}"#),
      expected: [
        "info fewerThanThreeCards cards",
        "info ineffectiveCardAlignment configuration.cardAlignment",
      ]),
    Case(
      name: "top alignment (the default, written out) is never a finding",
      spec: carousel(titled + #""cardAlignment": "top""#, cards: even),
      expected: []),
    Case(
      name: "both height rules at once, in path order",
      spec: carousel(
        titled + #""cardAlignment": "bottom", "maximumCardHeight": "none""#, cards: uneven),
      expected: [
        "info ineffectiveCardAlignment configuration.cardAlignment",
        "info uncappedUnevenHeights configuration.maximumCardHeight",
      ]),
  ]

  @Test("the height rules fire and stay quiet", arguments: lintCases)
  func lint(_ example: Case) throws {
    let spec = try CarouselSpec.parse(Array(example.spec.utf8))
    #expect(
      try GuidelineLinter.findings(for: spec).map {
        "\($0.severity.rawValue) \($0.rule.rawValue) \($0.path)"
      } == example.expected)
  }

  @Test("the height rules' messages name the numbers, also in a page")
  func lintMessages() throws {
    let spec = try CarouselSpec.parse(
      Array(Self.carousel(Self.titled + #""maximumCardHeight": "none""#, cards: Self.uneven).utf8))
    #expect(
      try GuidelineLinter.findings(for: spec).map(\.message) == [
        #"no height cap ("maximumCardHeight": "none"), and the tallest card (201 pt) is more "#
          + "than twice the shortest (100 pt)"
      ])
    let page = try PageSpec.decode(
      JSONParser.parse(
        Array(
          Self.page(
            "",
            sections: #"{"kind": "carousel", "configuration": {"header": {"title": "D"}, "#
              + #""cardAlignment": "center"}, "cards": [\#(Self.even)]}"#
          ).utf8)))
    let findings = try GuidelineLinter.findings(for: page)
    #expect(findings.map(\.path) == ["sections[0].configuration.cardAlignment"])
    #expect(
      findings.map(\.message) == [
        #""cardAlignment": "center" changes nothing: the "uniform" height policy makes every "#
          + "card as tall as the row"
      ])
  }
}
