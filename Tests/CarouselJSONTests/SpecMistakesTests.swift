import CarouselJSON
import CarouselLayout
import Testing

/// A spec with several mistakes is refused with every one of them: one line each, with its
/// JSON path and value, in document order, and past twenty, `… and K more`.
@Suite struct SpecMistakesTests {
  static let viewport = #""viewport": {"width": 393, "height": 852}"#

  /// The lines of the error a carousel spec is refused with (none when it is read).
  static func lines(_ json: String) -> [String] {
    do {
      _ = try CarouselSpec.parse(Array(json.utf8))
      return []
    } catch {
      return error.description.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
    }
  }

  @Test("three mistakes in different places: three lines, in document order, not reading order")
  func threeMistakes() {
    // The reader reads the size class first, the configuration next, then the cards; the
    // document has them the other way round.
    let json = #"""
      {"configuration": {"spacin": 1}, \#(Self.viewport),
       "cards": [{"body": 1}, {"body": -5}], "sizeClass": "huge"}
      """#
    #expect(
      Self.lines(json) == [
        #"configuration.spacin: no such field; did you mean "spacing"?"#,
        "cards[1].body: expected a finite number ≥ 0, got -5",
        #"sizeClass: expected "compact" | "regular", got "huge""#,
      ])
  }

  @Test("thirty mistakes: the first twenty, then … and 10 more")
  func thirtyMistakes() {
    let cards = Array(repeating: #"{"body": -1}"#, count: 30).joined(separator: ", ")
    let lines = Self.lines(#"{\#(Self.viewport), "cards": [\#(cards)]}"#)
    #expect(lines.count == 21)
    #expect(
      Array(lines.prefix(20))
        == (0..<20).map { "cards[\($0)].body: expected a finite number ≥ 0, got -1" })
    #expect(lines.last == "… and 10 more")
  }

  @Test("twenty mistakes are all listed; twenty-one end with … and 1 more")
  func theLimit() {
    for (count, last) in [(20, "cards[19]: expected an object, got 7"), (21, "… and 1 more")] {
      let cards = Array(repeating: "7", count: count).joined(separator: ", ")
      let lines = Self.lines(#"{\#(Self.viewport), "cards": [\#(cards)]}"#)
      #expect(lines.count == (count == 20 ? 20 : 21))
      #expect(lines.first == "cards[0]: expected an object, got 7")
      #expect(lines.last == last)
    }
  }

  @Test("the first twenty by place are kept, whatever order the reader finds them in")
  func manyMistakes() {
    // 5 000 bad cards, then an unknown top-level field before them in the document.
    let cards = Array(repeating: #"{"body": "tall"}"#, count: 5_000).joined(separator: ", ")
    let lines = Self.lines(#"{"extra": 1, \#(Self.viewport), "cards": [\#(cards)]}"#)
    #expect(lines.count == 21)
    #expect(lines.first?.hasPrefix("extra: no such field") == true)
    #expect(lines[1] == #"cards[0].body: expected a number, got "tall""#)
    #expect(lines[19] == #"cards[18].body: expected a number, got "tall""#)
    #expect(lines.last == "… and 4981 more")
  }

  @Test("inside one object, fields are reported in the order they are written")
  func orderInsideAnObject() {
    let json = #"""
      {\#(Self.viewport), "configuration": {"colour": "red", "heightPolicy": "tall",
       "header": {"title": 3, "size": 1}, "peek": "wide", "spacing": -1}, "cards": []}
      """#
    #expect(
      Self.lines(json) == [
        #"configuration.colour: no such field (known: "#
          + "cardAlignment, cardWidth, decelerationRate, emptyStateHeight, fewCardsRule, "
          + "header, heightPolicy, insets, maximumCardHeight, minimumFlickVelocity, peek, "
          + "scrolling, snapLimit, spacing, visibleCards)",
        #"configuration.heightPolicy: expected "uniform" | "uniformVisible" | "natural", got "tall""#,
        "configuration.header.title: expected a string, got 3",
        "configuration.header.size: no such field (known: height, seeAll, seeAllWidth, title)",
        "configuration.peek: expected a number, got \"wide\"",
        "configuration.spacing: expected a finite number ≥ 0, got -1",
      ])
  }

  @Test("every value out of range is reported, not only the engine's first complaint")
  func everyValueOutOfRange() {
    let json = #"""
      {"viewport": {"width": 0, "height": -852}, "configuration": {"spacing": -1,
       "insets": {"leading": -1, "trailing": -2}, "peek": -5, "minimumFlickVelocity": -3,
       "header": {"height": -1, "seeAllWidth": -2}, "emptyStateHeight": -4, "visibleCards": 0,
       "decelerationRate": 3, "maximumCardHeight": 0, "snapLimit": 0}, "cards": [{"body": -1}]}
      """#
    #expect(
      Self.lines(json) == [
        "viewport.width: expected a finite number > 0, got 0",
        "viewport.height: expected a finite number > 0, got -852",
        "configuration.spacing: expected a finite number ≥ 0, got -1",
        "configuration.insets.leading: expected a finite number ≥ 0, got -1",
        "configuration.insets.trailing: expected a finite number ≥ 0, got -2",
        "configuration.peek: expected a finite number ≥ 0, got -5",
        "configuration.minimumFlickVelocity: expected a finite number ≥ 0, got -3",
        "configuration.header.height: expected a finite number ≥ 0, got -1",
        "configuration.header.seeAllWidth: expected a finite number ≥ 0, got -2",
        "configuration.emptyStateHeight: expected a finite number ≥ 0, got -4",
        "configuration.visibleCards: expected an integer ≥ 1, got 0",
        "configuration.decelerationRate: expected a number in (0, 1), got 3",
        "configuration.maximumCardHeight: expected a finite number > 0, got 0",
        "configuration.snapLimit: expected an integer ≥ 1, got 0",
        "cards[0].body: expected a finite number ≥ 0, got -1",
      ])
  }

  @Test("a misspelt required field is one mistake, not also an unknown field")
  func misspeltRequiredField() {
    #expect(
      Self.lines(#"{"viewprt": {"width": 393, "height": 852}, "card": []}"#) == [
        #"viewport: expected an object {"width": …, "height": …}, got nothing (missing field; "viewprt" is given: did you mean "viewport"?)"#,
        #"cards: expected an array of cards, got nothing (missing field; "card" is given: did you mean "cards"?)"#,
      ])
  }

  @Test("a mistake in the viewport does not also fail the engine's check of the viewport")
  func noFollowOnMistakes() {
    #expect(
      Self.lines(#"{"viewport": {"width": "wide"}, "cards": [{"body": -2}]}"#) == [
        #"viewport.width: expected a number, got "wide""#,
        #"viewport.height: expected a number, got nothing (missing field)"#,
        "cards[0].body: expected a finite number ≥ 0, got -2",
      ])
    #expect(Self.lines(#"{"viewport": {"width": 0, "height": 852}, "cards": []}"#).count == 1)
  }

  @Test(
    "a page spec lists the mistakes of every section; an unknown kind hides its section's fields")
  func pageMistakes() {
    let json = #"""
      {\#(Self.viewport), "sections": [
        {"kind": "carousel", "cards": [{"body": -1}]},
        {"kind": "shelf", "cards": [], "shelves": 2},
        {"kind": "masonry", "configuration": {"columns": "two"}, "cards": [3]},
        {"kind": "list"}]}
      """#
    var message = ""
    do {
      _ = try PageSpec.decode(JSONParser.parse(Array(json.utf8)))
    } catch {
      message = "\(error)"
    }
    #expect(
      message.split(separator: "\n").map(String.init) == [
        "sections[0].cards[0].body: expected a finite number ≥ 0, got -1",
        #"sections[1].kind: expected "header" | "carousel" | "masonry" | "list" | "emptyState", got "shelf""#,
        #"sections[2].configuration.columns: expected "automatic" or a whole number, got "two""#,
        "sections[2].cards[0]: expected an object, got 3",
        "sections[3].cards: expected an array of cards, got nothing (missing field)",
      ])
  }

  @Test("malformed JSON stays one error: the parser stops")
  func malformedJSON() {
    let lines = Self.lines(#"{"viewport": {"width": 393, "height": }, "cards": [}"#)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("spec: malformed JSON at line 1, column 39") == true)
  }

  @Test("CardSpec.decodeCards still throws, now with every card's mistake")
  func decodeCardsThrowsAll() {
    #expect {
      _ = try CardSpec.decodeCards([.number(1), .object([])], path: "cards")
    } throws: { error in
      (error as? SpecError)?.description == "cards[0]: expected an object, got 1"
    }
    #expect {
      _ = try CardSpec.decodeCards(
        [.object([JSONMember(key: "body", value: .number(-1))]), .string("x")], path: "deck")
    } throws: { error in
      (error as? SpecError)?.description
        == "deck[0].body: expected a finite number ≥ 0, got -1\ndeck[1]: expected an object, got \"x\""
    }
  }
}
