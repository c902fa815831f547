import CarouselJSON
import CarouselLayout
import Foundation
import Testing

/// The guideline's rules (spec §6) on carousel and page specs: each rule firing and staying
/// quiet, severities, JSON paths, order, and the text and JSON a finding prints as.
@Suite struct GuidelineLinterTests {
  /// One spec and what the linter must find in it, as `severity rule path` lines.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var spec: String
    var expected: [String]
    var testDescription: String { name }
  }

  /// A carousel spec: a titled header and `count` plain cards unless told otherwise.
  static func carousel(
    width: Int = 393, sizeClass: String = "compact",
    configuration: String = #""header": {"title": "Deals"}"#, cards: [String]
  ) -> String {
    """
    {"viewport": {"width": \(width), "height": 852}, "sizeClass": "\(sizeClass)",
     "configuration": {\(configuration)}, "cards": [\(cards.joined(separator: ", "))]}
    """
  }

  static func plain(_ count: Int) -> [String] {
    Array(repeating: #"{"header": 56, "body": 120, "footer": 44}"#, count: count)
  }

  static let carouselCases: [Case] = [
    Case(
      name: "a titled carousel of three plain cards is clean", spec: carousel(cards: plain(3)),
      expected: []),
    Case(
      name: "no cards: the empty state, not a carousel of too few", spec: carousel(cards: []),
      expected: []),
    // fewerThanThreeCards
    Case(
      name: "two cards that the layout stacks: info", spec: carousel(cards: plain(2)),
      expected: ["info fewerThanThreeCards cards"]),
    Case(
      name: "one card that the layout stacks: info", spec: carousel(cards: plain(1)),
      expected: ["info fewerThanThreeCards cards"]),
    Case(
      name: "two cards kept as a carousel: error",
      spec: carousel(
        configuration: #""header": {"title": "Deals"}, "fewCardsRule": "keepCarousel""#,
        cards: plain(2)),
      expected: ["error fewerThanThreeCards cards"]),
    Case(
      name: "three cards kept as a carousel are enough",
      spec: carousel(
        configuration: #""header": {"title": "Deals"}, "fewCardsRule": "keepCarousel""#,
        cards: plain(3)),
      expected: []),
    // missingHeaderTitle
    Case(
      name: "no header cell", spec: carousel(configuration: "", cards: plain(3)),
      expected: ["warning missingHeaderTitle configuration.header.title"]),
    Case(
      name: "a header cell without a title",
      spec: carousel(configuration: #""header": {"seeAll": "always"}"#, cards: plain(3)),
      expected: ["warning missingHeaderTitle configuration.header.title"]),
    Case(
      name: "a blank title",
      spec: carousel(configuration: #""header": {"title": " \n"}"#, cards: plain(3)),
      expected: ["warning missingHeaderTitle configuration.header.title"]),
    Case(
      name: "an empty carousel still needs its title", spec: carousel(configuration: "", cards: []),
      expected: ["warning missingHeaderTitle configuration.header.title"]),
    // mixedCardKinds
    Case(
      name: "two kinds in one carousel",
      spec: carousel(cards: [#"{"kind": "product"}"#, #"{"kind": "kpi"}"#, #"{"kind": "product"}"#]
      ),
      expected: ["warning mixedCardKinds cards"]),
    Case(
      name: "one kind, and cards that name none",
      spec: carousel(cards: [#"{"kind": "product"}"#, "{}", #"{"kind": "product"}"#]),
      expected: []),
    Case(
      name: "kinds differ by case: two kinds",
      spec: carousel(cards: [#"{"kind": "product"}"#, #"{"kind": "Product"}"#, "{}"]),
      expected: ["warning mixedCardKinds cards"]),
    // realtimeContent
    Case(
      name: "real-time cards, each at its own path, indices in numeric order",
      spec: carousel(
        cards: plain(10) + [#"{"realtime": true}"#, #"{"realtime": false}"#]
          + [#"{"realtime": true}"#]),
      expected: [
        "error realtimeContent cards[10].realtime", "error realtimeContent cards[12].realtime",
      ]),
    Case(
      name: "realtime false is quiet",
      spec: carousel(cards: Array(repeating: #"{"realtime": false}"#, count: 3)), expected: []),
    Case(
      name: "a real-time card in a stacked carousel is still an error",
      spec: carousel(cards: [#"{"realtime": true}"#]),
      expected: ["info fewerThanThreeCards cards", "error realtimeContent cards[0].realtime"]),
    // narrowCards
    Case(
      name: "regular width 500: two per page, 224 pt each",
      spec: carousel(width: 500, sizeClass: "regular", cards: plain(3)),
      expected: ["warning narrowCards configuration.visibleCards"]),
    Case(
      name: "compact width 280: one per page, exactly 240 pt, is wide enough",
      spec: carousel(width: 280, cards: plain(3)), expected: []),
    Case(
      name: "compact width 279: 239 pt",
      spec: carousel(width: 279, cards: plain(3)),
      expected: ["warning narrowCards configuration.visibleCards"]),
    Case(
      name: "a fixed card width under 240 pt names cardWidth",
      spec: carousel(
        configuration: #""header": {"title": "Deals"}, "cardWidth": 200"#, cards: plain(3)),
      expected: ["warning narrowCards configuration.cardWidth"]),
    Case(
      name: "a stacked carousel's cards span the width: no width check",
      spec: carousel(width: 200, cards: plain(2)),
      expected: ["info fewerThanThreeCards cards"]),
    // Several rules at once: path order first, then rule order on a shared path.
    Case(
      name: "every carousel rule at once, in path then rule order",
      spec: carousel(
        width: 500, sizeClass: "regular", configuration: #""fewCardsRule": "keepCarousel""#,
        cards: [#"{"kind": "kpi", "realtime": true}"#, #"{"kind": "news"}"#]),
      expected: [
        "error fewerThanThreeCards cards", "warning mixedCardKinds cards",
        "error realtimeContent cards[0].realtime",
        "warning missingHeaderTitle configuration.header.title",
        "warning narrowCards configuration.visibleCards",
      ]),
  ]

  func lines(_ findings: [GuidelineFinding]) -> [String] {
    findings.map { "\($0.severity.rawValue) \($0.rule.rawValue) \($0.path)" }
  }

  @Test("carousel specs: each rule fires and stays quiet", arguments: carouselCases)
  func carouselRules(_ example: Case) throws {
    let spec = try CarouselSpec.parse(Array(example.spec.utf8))
    #expect(lines(try GuidelineLinter.findings(for: spec)) == example.expected)
  }

  // MARK: - Page specs

  static func page(
    width: Int = 820, sizeClass: String = "regular", configuration: String = "",
    sections: [String]
  ) -> String {
    """
    {"viewport": {"width": \(width), "height": 1180}, "sizeClass": "\(sizeClass)",
     \(configuration.isEmpty ? "" : "\"configuration\": {\(configuration)},")
     "sections": [\(sections.joined(separator: ", "))]}
    """
  }

  static func section(_ kind: String, configuration: String = "", cards: Int) -> String {
    let fields = configuration.isEmpty ? "" : #""configuration": {\#(configuration)}, "#
    return #"{"kind": "\#(kind)", \#(fields)"cards": [\#(plain(cards).joined(separator: ", "))]}"#
  }

  static let titled = #""header": {"title": "Deals"}"#

  static let pageCases: [Case] = [
    Case(
      name: "header, carousel, header, masonry of nine: clean",
      spec: page(sections: [
        section("carousel", configuration: titled, cards: 5),
        #"{"kind": "header", "title": "All"}"#, section("masonry", cards: 9),
      ]),
      expected: []),
    Case(
      name: "a header section with a title right above titles the carousel",
      spec: page(sections: [
        #"{"kind": "header", "title": "Deals"}"#, section("carousel", cards: 3),
      ]),
      expected: []),
    Case(
      name: "a blank header section above does not",
      spec: page(sections: [#"{"kind": "header", "title": ""}"#, section("carousel", cards: 3)]),
      expected: ["warning missingHeaderTitle sections[1].configuration.header.title"]),
    Case(
      name: "a titled header section two sections up does not",
      spec: page(sections: [
        #"{"kind": "header", "title": "Deals"}"#, section("list", cards: 1),
        section("carousel", cards: 3),
      ]),
      expected: ["warning missingHeaderTitle sections[2].configuration.header.title"]),
    Case(
      name: "masonry under nine cards: info at the section's cards",
      spec: page(sections: [section("list", cards: 2), section("masonry", cards: 8)]),
      expected: ["info masonryUnderNineCards sections[1].cards"]),
    Case(
      name: "an empty masonry is an empty state, not a choice of layout",
      spec: page(sections: [section("masonry", cards: 0)]), expected: []),
    Case(
      name: "three masonry columns in 700 pt: 214.667 pt cards",
      spec: page(
        width: 700, sections: [section("masonry", configuration: #""columns": 3"#, cards: 9)]),
      expected: ["warning narrowCards sections[0].configuration.columns"]),
    Case(
      name: "one masonry column spans the width: no width check",
      spec: page(
        width: 200, sections: [section("masonry", configuration: #""columns": 1"#, cards: 9)]),
      expected: []),
    Case(
      name: "page insets reach the carousel's width: 393 − 150 − 24 = 219 pt",
      spec: page(
        width: 393, sizeClass: "compact",
        configuration: #""insets": {"leading": 150, "trailing": 150}"#,
        sections: [section("carousel", configuration: titled, cards: 3)]),
      expected: ["warning narrowCards sections[0].configuration.visibleCards"]),
    Case(
      name: "carousel rules inside sections; lists, masonry and realtime there are fine",
      spec: page(sections: [
        #"{"kind": "list", "cards": [{"realtime": true, "kind": "a"}, {"kind": "b"}]}"#,
        #"{"kind": "masonry", "cards": [\#(Array(repeating: #"{"realtime": true, "kind": "a"}"#, count: 8).joined(separator: ", ")), {"kind": "b"}]}"#,
        #"{"kind": "carousel", "cards": [{"kind": "a"}, {"kind": "b", "realtime": true}]}"#,
        #"{"kind": "emptyState"}"#,
      ]),
      expected: [
        "info fewerThanThreeCards sections[2].cards", "warning mixedCardKinds sections[2].cards",
        "error realtimeContent sections[2].cards[1].realtime",
        "warning missingHeaderTitle sections[2].configuration.header.title",
      ]),
    Case(
      name: "sections sort by number: sections[2] before sections[10]",
      spec: page(
        sections: Array(repeating: section("list", cards: 1), count: 2)
          + [section("carousel", cards: 3)] + Array(repeating: section("list", cards: 1), count: 7)
          + [section("carousel", cards: 3)]),
      expected: [
        "warning missingHeaderTitle sections[2].configuration.header.title",
        "warning missingHeaderTitle sections[10].configuration.header.title",
      ]),
  ]

  @Test("page specs: carousel and masonry sections, with section paths", arguments: pageCases)
  func pageRules(_ example: Case) throws {
    let spec = try PageSpec.decode(JSONParser.parse(Array(example.spec.utf8)))
    #expect(lines(try GuidelineLinter.findings(for: spec)) == example.expected)
  }

  // MARK: - Messages, text and JSON

  @Test("messages name the numbers the engine computed")
  func messages() throws {
    let narrow = try CarouselSpec.parse(
      Array(Self.carousel(width: 500, sizeClass: "regular", cards: Self.plain(3)).utf8))
    #expect(
      try GuidelineLinter.findings(for: narrow).map(\.message) == [
        "cards are 224 pt wide (2 cards per page in a 500 pt viewport), below the 240 pt minimum"
      ])
    let masonry = try PageSpec.decode(
      JSONParser.parse(
        Array(
          Self.page(
            width: 700,
            sections: [Self.section("masonry", configuration: #""columns": 3"#, cards: 2)]
          ).utf8)))
    #expect(
      try GuidelineLinter.findings(for: masonry).map(\.message) == [
        "2 cards in a masonry, which the guideline recommends for 9 or more",
        "cards are 214.667 pt wide (3 columns in a 700 pt viewport), below the 240 pt minimum",
      ])
    let kept = try CarouselSpec.parse(
      Array(
        Self.carousel(
          configuration: #""fewCardsRule": "keepCarousel""#,
          cards: [#"{"kind": "a\"\n"}"#, #"{"kind": "b"}"#, #"{"kind": "b"}"#, #"{"kind": "c"}"#]
            + [#"{"kind": "d"}"#, #"{"kind": "e"}"#, #"{"kind": "f"}"#]
        ).utf8))
    // One card and two: each said in plain English.
    let one = try CarouselSpec.parse(Array(Self.carousel(cards: Self.plain(1)).utf8))
    #expect(
      try GuidelineLinter.findings(for: one).map(\.message) == [
        "1 card in a carousel: the layout shows it on its own, full width between the insets "
          + #"("fewCardsRule": "stack")"#
      ])
    let two = try CarouselSpec.parse(Array(Self.carousel(cards: Self.plain(2)).utf8))
    #expect(
      try GuidelineLinter.findings(for: two).map(\.message) == [
        "2 cards in a carousel: the layout places them one above the other, full width "
          + #"between the insets ("fewCardsRule": "stack")"#
      ])
    // Every card stacked: the message names the rule the spec sets.
    let always = try CarouselSpec.parse(
      Array(
        Self.carousel(configuration: #""fewCardsRule": "alwaysStack""#, cards: Self.plain(2)).utf8))
    #expect(
      try GuidelineLinter.findings(for: always).map(\.message).first?.hasSuffix(
        #"("fewCardsRule": "alwaysStack")"#) == true)
    // Kinds are JSON-quoted, so a quote or a line break cannot break the one-line output.
    #expect(
      try GuidelineLinter.findings(for: kept).first?.message
        == #"6 kinds of card in one carousel: "a\"\n" (1 card, at cards[0]), "#
        + #""b" (2 cards, first at cards[1]), "c" (1 card, at cards[3]), "#
        + #""d" (1 card, at cards[4]), and 2 more"#)
  }

  @Test("numbers of 1 000 and more are written with a space between groups of three")
  func groupedNumbers() throws {
    let spec = try CarouselSpec.parse(
      Array(
        Self.carousel(
          width: 1180, sizeClass: "regular",
          configuration: #""header": {"title": "Deals"}, "visibleCards": 5"#,
          cards: Self.plain(1000) + [#"{"realtime": true}"#]
        ).utf8))
    #expect(
      try GuidelineLinter.findings(for: spec).map(\.message) == [
        "card 1 000 shows critical or real-time content in a carousel",
        "cards are 220.8 pt wide (5 cards per page in a 1 180 pt viewport), below the 240 pt "
          + "minimum",
      ])
  }

  @Test("each rule's advice cites the section of Docs/SPECIFICATION.md that states it")
  func adviceCitesTheSpecification() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let specification = try String(
      contentsOf: root.appendingPathComponent("Docs/SPECIFICATION.md"), encoding: .utf8)
    for rule in GuidelineRule.allCases {
      let section = rule.specificationSection
      #expect(rule.advice.hasSuffix(" — Docs/SPECIFICATION.md §\(section)"), "\(rule)")
      #expect(
        specification.contains("- **\(section) `\(rule.rawValue)`**"),
        "Docs/SPECIFICATION.md has no section \(section) for \(rule.rawValue)")
    }
  }

  @Test("advice quotes the guideline")
  func advice() {
    #expect(
      GuidelineRule.fewerThanThreeCards.advice.contains(
        "Don’t use a carousel if it contains less than three cards. Instead, place the cards "
          + "below each other."))
    #expect(
      GuidelineRule.realtimeContent.advice.contains(
        "statuses that can change in real time"))
    #expect(GuidelineRule.missingHeaderTitle.advice.contains("give the carousel a title"))
    #expect(GuidelineRule.masonryUnderNineCards.advice.contains("nine cards or more"))
    for rule in GuidelineRule.allCases {
      #expect(!rule.advice.contains("\n"), "\(rule)")
      #expect(!rule.advice.contains("  "), "\(rule)")
    }
  }

  @Test("a finding prints as severity, path, message and advice, two spaces apart")
  func line() {
    let finding = GuidelineFinding(
      severity: .warning, rule: .missingHeaderTitle, path: "configuration.header.title",
      message: "the carousel has no header cell")
    #expect(
      finding.description
        == "warning  configuration.header.title  the carousel has no header cell  ("
        + GuidelineRule.missingHeaderTitle.advice + ")")
  }

  @Test("the JSON report: findings with severity, rule, path, message, advice")
  func report() throws {
    var json = JSONWriter()
    GuidelineReport.write(
      [
        GuidelineFinding(
          severity: .error, rule: .realtimeContent, path: "cards[4].realtime", message: "m",
          advice: "a \"q\"")
      ], into: &json)
    #expect(
      json.text
        == #"{"findings":[{"severity":"error","rule":"realtimeContent","path":"cards[4].realtime","message":"m","advice":"a \"q\""}]}"#
    )
    var empty = JSONWriter()
    GuidelineReport.write([], into: &empty)
    #expect(empty.text == #"{"findings":[]}"#)
  }

  @Test("a spec the engine refuses throws instead of trapping")
  func refused() throws {
    let spec = CarouselSpec(
      environment: SpecEnvironment(viewport: CGSize(width: -1, height: 10)),
      cards: [CardSpec(measurement: CardMeasurement(header: 0, body: 1, footer: 0))])
    #expect(throws: SpecError.self) { try GuidelineLinter.findings(for: spec) }
  }
}
