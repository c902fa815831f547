import Foundation
import Testing

/// `carousel layout` run as a user runs it: the built executable on good and bad files.
@Suite struct LayoutCommandTests {
  static let spec = """
    {"viewport": {"width": 393, "height": 852},
     "sizeClass": "compact",
     "layoutDirection": "leftToRight",
     "configuration": {"heightPolicy": "uniform", "scrolling": "snapping",
                       "spacing": 8, "visibleCards": 1,
                       "insets": {"leading": 16, "trailing": 16},
                       "header": {"title": "Recommended", "seeAll": "automatic", "height": 44}},
     "cards": [{"header": 56, "body": 120, "footer": 44},
               {"header": 56, "body": 200, "footer": 44},
               {"header": 56, "body": 80, "footer": 44}]}
    """

  @Test("the issue's example spec prints the documented JSON")
  func goodSpec() throws {
    let result = try CommandRunner.run(["layout", try CommandRunner.temporaryFile(Self.spec)])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(json["mode"] as? String == "carousel")
    let size = try #require(json["contentSize"] as? [String: Double])
    #expect(size["width"] == 1107)  // 16 + 3·353 + 2·8 + 16
    #expect(size["height"] == 344)  // header cell 44 + tallest card 300
    let cards = try #require(json["cards"] as? [[String: Any]])
    #expect(cards.count == 3)
    let frame = try #require(cards[1]["frame"] as? [String: Double])
    #expect(frame == ["x": 377, "y": 44, "width": 353, "height": 300])
    // Card 0 is stretched from 220 to 300: its footer is pinned to the bottom edge.
    let footer = try #require(cards[0]["footer"] as? [String: Double])
    #expect(footer["y"] == 300)  // 44 + 300 − 44
    let header = try #require(json["header"] as? [String: Any])
    #expect(header["seeAll"] is [String: Double])
    #expect(json["emptyState"] is NSNull)
    // Card 2's offset 722 clamps to the end of the scroll range, 1107 − 393 = 714.
    #expect(json["snapOffsets"] as? [Double] == [0, 361, 714])
  }

  @Test("a spec on standard input")
  func standardInput() throws {
    let result = try CommandRunner.run(["layout", "-"], input: Self.spec)
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("{\"contentSize\":"))
  }

  static let badSpecs: [(name: String, spec: String, message: String)] = [
    (
      "negative body",
      #"{"viewport": {"width": 393, "height": 852}, "cards": [{"body": 1}, {"body": 2}, {"body": 3}, {"header": 1, "body": -5}]}"#,
      "cards[3].body: expected a finite number ≥ 0, got -5"
    ),
    (
      "missing viewport", #"{"cards": []}"#,
      "viewport: expected an object {\"width\": …, \"height\": …}, got nothing (missing field)"
    ),
    (
      "zero viewport", #"{"viewport": {"width": 0, "height": 852}, "cards": []}"#,
      "viewport.width: expected a finite number > 0, got 0"
    ),
    (
      "wrong type", #"{"viewport": {"width": "wide", "height": 852}, "cards": []}"#,
      "viewport.width: expected a number, got \"wide\""
    ),
    (
      "unknown field", #"{"viewport": {"width": 393, "height": 852}, "cards": [], "colour": 1}"#,
      "colour: no such field (known: cards, configuration, emptyState, layoutDirection, sizeClass, viewport)"
    ),
    (
      "unknown configuration field",
      #"{"viewport": {"width": 393, "height": 852}, "configuration": {"spacin": 8}, "cards": []}"#,
      #"configuration.spacin: no such field; did you mean "spacing"?"#
    ),
    (
      "bad enumeration",
      #"{"viewport": {"width": 393, "height": 852}, "sizeClass": "large", "cards": []}"#,
      "sizeClass: expected \"compact\" | \"regular\", got \"large\""
    ),
    (
      "huge number", #"{"viewport": {"width": 1e308, "height": 852}, "cards": []}"#,
      "viewport.width: expected a size ≤ 10000000, got 1e+308"
    ),
    (
      "overflowing number", #"{"viewport": {"width": 1e999, "height": 852}, "cards": []}"#,
      "number 1e999 is out of range"
    ),
    (
      "malformed", #"{"viewport": {"width": 393,, "height": 852}, "cards": []}"#,
      "malformed JSON at line 1, column 28"
    ),
    ("truncated", #"{"viewport": {"width": 393, "height": 8"#, "truncated JSON"),
    ("empty", "", "spec: empty input"),
    ("whitespace", " \n ", "spec: empty input"),
    (
      "negative spacing",
      #"{"viewport": {"width": 393, "height": 852}, "configuration": {"spacing": -1}, "cards": []}"#,
      "configuration.spacing: expected a finite number ≥ 0, got -1"
    ),
    (
      "zero visible cards",
      #"{"viewport": {"width": 393, "height": 852}, "configuration": {"visibleCards": 0}, "cards": []}"#,
      "configuration.visibleCards: expected an integer ≥ 1, got 0"
    ),
    (
      "card not an object", #"{"viewport": {"width": 393, "height": 852}, "cards": [3]}"#,
      "cards[0]: expected an object, got 3"
    ),
  ]

  @Test(
    "bad specs: exit 2, one line naming the path and value, nothing on stdout",
    arguments: badSpecs)
  func badSpec(name: String, spec: String, message: String) throws {
    let result = try CommandRunner.run(["layout", try CommandRunner.temporaryFile(spec)])
    #expect(result.status == 2, "\(name)")
    #expect(result.standardOutput.isEmpty, "\(name)")
    #expect(result.standardError.contains(message), "\(name): \(result.standardError)")
    #expect(result.standardError.filter { $0 == "\n" }.count == 1, "\(name)")
  }

  @Test("not UTF-8: exit 2 with a clear message")
  func notUTF8() throws {
    let path = try CommandRunner.temporaryFile(bytes: [0x7B, 0xFF, 0xFE, 0x7D])
    let result = try CommandRunner.run(["layout", path])
    #expect(result.status == 2)
    #expect(result.standardError.contains("not UTF-8"))
  }

  @Test("bad arguments: exit 2")
  func badArguments() throws {
    let path = try CommandRunner.temporaryFile(Self.spec)
    for arguments in [
      ["layout"], ["layout", path, "--offset", "abc"], ["layout", path, "--offset", "nan"],
      ["layout", path, "--frobnicate"], ["layout", "/no/such/file.json"], ["nonsense"],
    ] {
      let result = try CommandRunner.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(!result.standardError.isEmpty, "\(arguments)")
      #expect(result.standardOutput.isEmpty, "\(arguments)")
    }
  }

  @Test("--offset moves the header cell with the scroll")
  func offsetMovesHeader() throws {
    let path = try CommandRunner.temporaryFile(Self.spec)
    let result = try CommandRunner.run(["layout", path, "--offset", "361"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains(#""header":{"frame":{"x":377,"y":0,"width":361"#))
  }

  @Test("every spec in Examples/ lays out")
  func examples() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }
    #expect(!files.isEmpty)
    for file in files {
      let result = try CommandRunner.run(["layout", folder.appendingPathComponent(file).path])
      #expect(result.status == 0, "\(file): \(result.standardError)")
    }
  }
}
