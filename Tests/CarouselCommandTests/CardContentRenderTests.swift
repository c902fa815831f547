import Foundation
import Testing

@testable import CarouselPreview

/// `carousel render` draws a card's content inside the regions `carousel layout` reports:
/// title and subtitle in the header, KPI and body in the body, actions in the footer, at the
/// card style's padding from the leading edge, in both directions; content changes no frame.
@Suite struct CardContentRenderTests {
  /// A region of a card, in content coordinates.
  struct Region {
    var minX, minY, width, height: Double
    var maxX: Double { minX + width }
    var maxY: Double { minY + height }

    init(_ json: JSON?) throws {
      func number(_ key: String) throws -> Double {
        guard case .number(let value)? = json?[key] else {
          throw Failure("no \(key) in \(json?.description ?? "nil")")
        }
        return value
      }
      minX = try number("x")
      minY = try number("y")
      width = try number("width")
      height = try number("height")
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// One `<text>` of a card, in the drawing's coordinates.
  struct DrawnText {
    var part: String
    var x, y, size: Double
    var anchor: String
    var text: String
  }

  /// One card as drawn: its shape's rectangle, its texts and its action buttons.
  struct DrawnCard {
    var index: Int
    var rect: (x: Double, y: Double, width: Double, height: Double)
    var texts: [DrawnText] = []
    var actions: [(x: Double, y: Double, width: Double, height: Double)] = []
    /// The "More" button's rectangle, when actions remain.
    var more: (x: Double, y: Double, width: Double, height: Double)?
  }

  static let longBody = Array(repeating: "Ships in two days from the Walldorf warehouse.", count: 6)
    .joined(separator: " ")

  static func spec(direction: String) -> String {
    """
    {"viewport": {"width": 393, "height": 852}, "sizeClass": "compact",
     "layoutDirection": "\(direction)",
     "configuration": {"header": {"title": "Recommended"}},
     "cards": [
       {"header": 64, "body": 120, "footer": 48, "content": {
         "title": "Notebook Basic 15 with a title far too long for one line of the card",
         "subtitle": "Notebooks", "kpi": "956 EUR", "body": "\(longBody)",
         "actions": ["Add to Cart", "Compare", "Share", "Save for Later", "Ask a Question"]}},
       {"header": 64, "body": 200, "footer": 48, "content": {"title": "Ergo Screen", "body": "Short."}},
       {"header": 64, "body": 80, "footer": 48},
       {"header": 64, "body": 80, "footer": 48, "content": {"actions": ["Approve"]}}]}
    """
  }

  /// Every card group of `svg` with what is drawn in it.
  static func drawnCards(_ svg: String) throws -> [DrawnCard] {
    func attribute(_ name: String, _ element: Substring) -> String? {
      guard let range = element.range(of: " \(name)=\"") else { return nil }
      return String(element[range.upperBound...].prefix { $0 != "\"" })
    }
    func number(_ name: String, _ element: Substring) throws -> Double {
      guard let text = attribute(name, element), let value = Double(text) else {
        throw Failure("no \(name) in \(element)")
      }
      return value
    }
    var cards: [DrawnCard] = []
    // Each piece runs from a card's group to the next card's; what lies between (the header
    // cell, the legend) has no `card-` class and no action group.
    for group in svg.components(separatedBy: "<g class=\"card\" data-index=\"").dropFirst() {
      let body = group[...]
      let index = try #require(Int(body.prefix { $0.isNumber }))
      let shape = try #require(body.split(separator: "\n").first { $0.contains("<rect ") })
      var card = DrawnCard(
        index: index,
        rect: (
          try number("x", shape), try number("y", shape), try number("width", shape),
          try number("height", shape)
        ))
      var inAction = false
      var inMore = false
      for line in body.split(separator: "\n") {
        if line.contains("<g class=\"card-action\">") { inAction = true }
        if line.contains("<g class=\"card-action card-action-more\">") { inMore = true }
        if inAction || inMore, line.contains("<rect ") {
          let rect = (
            try number("x", line), try number("y", line), try number("width", line),
            try number("height", line)
          )
          if inMore { card.more = rect } else { card.actions.append(rect) }
          inAction = false
          inMore = false
        }
        guard line.contains("<text "), let part = attribute("class", line),
          part.hasPrefix("card-")
        else { continue }
        let text = line.split(separator: ">", maxSplits: 1).last.map {
          String($0.prefix { $0 != "<" })
        }
        card.texts.append(
          DrawnText(
            part: String(part.dropFirst(5)), x: try number("x", line), y: try number("y", line),
            size: try number("font-size", line), anchor: attribute("text-anchor", line) ?? "",
            text: text ?? ""))
      }
      cards.append(card)
    }
    return cards
  }

  @Test(
    "title, subtitle, KPI, body and actions sit in their regions",
    arguments: [
      "leftToRight", "rightToLeft",
    ])
  func contentInRegions(direction: String) throws {
    let file = try CommandRunner.temporaryFile(Self.spec(direction: direction))
    let layout = try CommandRunner.run(["layout", file])
    try #require(layout.status == 0, "\(layout.standardError)")
    let report = try JSON.parse(Array(layout.standardOutput.utf8))
    guard case .array(let reported)? = report["cards"] else { throw Failure("no cards") }
    let render = try CommandRunner.run(["render", file])
    try #require(render.status == 0, "\(render.standardError)")
    let drawn = try Self.drawnCards(render.standardOutput)
    let rightToLeft = direction == "rightToLeft"
    #expect(Set(drawn.map(\.index)).isSuperset(of: [0, 1]), "cards 0 and 1 are on screen")

    for card in drawn {
      let anatomy = reported[card.index]
      let frame = try Region(anatomy["frame"])
      let header = try Region(anatomy["header"])
      let body = try Region(anatomy["body"])
      let footer = try Region(anatomy["footer"])
      // The drawing's coordinates are the engine's, moved: find how far from the shape.
      #expect(
        abs(card.rect.width - frame.width) < 0.01 && abs(card.rect.height - frame.height) < 0.01)
      let dx = card.rect.x - frame.minX
      let dy = card.rect.y - frame.minY
      for text in card.texts {
        let region: Region
        let top: Double
        switch text.part {
        case "title", "subtitle": (region, top) = (header, 16)
        case "kpi", "body": (region, top) = (body, 6)
        default:
          Issue.record("unknown part \(text.part)")
          continue
        }
        let x = text.x - dx
        let baseline = text.y - dy
        // Glyphs: 0.8 em above the baseline, 0.2 em below, inside the padded region.
        #expect(
          baseline - 0.8 * text.size >= region.minY + top - 0.01, "\(direction) \(text.part) top")
        #expect(
          baseline + 0.2 * text.size <= min(region.maxY - 6, frame.maxY - 10) + 0.01,
          "\(direction) \(text.part) \"\(text.text)\" bottom in card \(card.index)")
        // Anchored at the leading edge, 16 from it; no wider than the region less padding.
        #expect(text.anchor == (rightToLeft ? "end" : "start"))
        #expect(abs(x - (rightToLeft ? region.maxX - 16 : region.minX + 16)) < 0.01)
        // Measured as the previews measure it (Helvetica's advances; TextMetricsBrowserTests
        // holds them to Chromium's).
        let weight = ["title": 600, "kpi": 700][text.part] ?? 400
        let width = TextMetrics.width(of: text.text, fontSize: text.size, weight: weight)
        #expect(Double(width) <= region.width - 32 + 0.01, "\(text.text)")
        #expect(text.size >= 11)
      }
      for action in card.actions + [card.more].compactMap({ $0 }) {
        let minX = action.x - dx
        let minY = action.y - dy
        #expect(minX >= footer.minX + 16 - 0.01 && minX + action.width <= footer.maxX - 16 + 0.01)
        #expect(minY >= footer.minY + 6 - 0.01 && minY + action.height <= frame.maxY - 10 + 0.01)
      }
    }

    let first = try #require(drawn.first { $0.index == 0 })
    let parts = first.texts.map(\.part)
    #expect(Array(parts.prefix(3)) == ["title", "subtitle", "kpi"])
    #expect(first.texts[0].text.hasSuffix("…"), "a title too long ends with an ellipsis")
    let bodyLines = first.texts.filter { $0.part == "body" }
    #expect(bodyLines.count >= 2)
    #expect(
      bodyLines.last?.text.hasSuffix("…") == true, "the body's last line ends with an ellipsis")
    #expect(zip(first.texts, first.texts.dropFirst()).allSatisfy { $0.y < $1.y }, "top to bottom")
    // SAP's footer: the first action at the trailing edge, the next towards the leading edge,
    // at most three (two in a narrow footer), the rest behind "More" at the leading edge.
    #expect((2...3).contains(first.actions.count))
    let xs = first.actions.map(\.x)
    #expect(rightToLeft ? xs == xs.sorted() : xs == xs.sorted(by: >))
    let more = try #require(first.more, "five actions do not fit: More shows")
    #expect(rightToLeft ? more.x > xs.max()! : more.x < xs.min()!, "More at the leading edge")

    // A card without content keeps the skeleton; one with only actions draws no text lines.
    if let skeleton = drawn.first(where: { $0.index == 2 }) {
      #expect(skeleton.texts.isEmpty && skeleton.actions.isEmpty)
    }
  }

  @Test("content changes no frame: the layout is the same without it")
  func contentChangesNoFrame() throws {
    for direction in ["leftToRight", "rightToLeft"] {
      let withContent = Self.spec(direction: direction)
      let value = try JSON.parse(Array(withContent.utf8))
      guard case .array(let cards)? = value["cards"], case .object(var top) = value else {
        throw Failure("spec")
      }
      let stripped = cards.map { card -> JSON in
        guard case .object(let members) = card else { return card }
        return .object(members.filter { $0.key != "content" })
      }
      top = top.map { $0.key == "cards" ? (key: "cards", value: .array(stripped)) : $0 }
      let plain = JSON.object(top).description
      let a = try CommandRunner.run(["layout", try CommandRunner.temporaryFile(withContent)])
      let b = try CommandRunner.run(["layout", try CommandRunner.temporaryFile(plain)])
      #expect(a.status == 0 && b.status == 0)
      #expect(a.standardOutput == b.standardOutput, "\(direction)")
      #expect(!plain.contains("content"))
    }
  }

  @Test("unknown and ill-typed content members are refused, naming the path")
  func badContent() throws {
    for (content, message) in [
      (#"{"titel": "x"}"#, #"cards[0].content.titel: no such field; did you mean "title"?"#),
      (#"{"actions": ["Buy", 3]}"#, "cards[0].content.actions[1]: expected a string, got 3"),
      (#"{"kpi": 956}"#, "cards[0].content.kpi: expected a string, got 956"),
      (#""Buy""#, "cards[0].content: expected an object"),
    ] {
      let spec =
        #"{"viewport": {"width": 393, "height": 852}, "cards": [{"body": 80, "content": \#(content)}]}"#
      let result = try CommandRunner.run(["render", try CommandRunner.temporaryFile(spec)])
      #expect(result.status == 2, "\(content)")
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError.contains(message), "\(result.standardError)")
    }
  }
}
