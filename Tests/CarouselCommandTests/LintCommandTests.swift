import Foundation
import Testing

/// `carousel lint` run as a user runs it: exit codes 0, 2 and 3, the text lines, the JSON
/// shape, page specs, standard input, and the examples in `Examples/`.
@Suite struct LintCommandTests {
  /// The repository's `Examples` folder, found from this file's path.
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")

  static let findings = """
    {"viewport": {"width": 393, "height": 852},
     "configuration": {"fewCardsRule": "keepCarousel"},
     "cards": [{"body": 100, "kind": "kpi", "realtime": true}, {"body": 80, "kind": "news"}]}
    """

  @Test(
    "the examples lint clean: exit 0, nothing printed",
    arguments: ["compact", "page", "regular-rtl"])
  func examples(_ name: String) throws {
    let path = Self.examples.appendingPathComponent("\(name).json").path
    let result = try CommandRunner.run(["lint", path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.isEmpty)
    let json = try CommandRunner.run(["lint", "--json", path])
    #expect(json.status == 0)
    #expect(json.standardOutput == "{\"findings\":[]}\n")
  }

  @Test("findings: one line each, sorted by path then rule, exit 3 and a count on stderr")
  func lines() throws {
    let result = try CommandRunner.run(["lint", try CommandRunner.temporaryFile(Self.findings)])
    #expect(result.status == 3)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.map { $0.components(separatedBy: "  ").prefix(2).joined(separator: " ") } == [
        "error cards", "warning cards", "error cards[0].realtime",
        "warning configuration.header.title",
      ])
    #expect(
      lines[0]
        == "error  cards  2 cards, kept in a carousel (\"fewCardsRule\": "
        + "\"keepCarousel\")  (SAP Fiori for iOS: \"Don’t use a carousel if it contains less "
        + "than three cards. Instead, place the cards below each other.\" — "
        + "Docs/SPECIFICATION.md §6.1)")
    #expect(result.standardError == "4 findings: 2 errors, 2 warnings\n")
  }

  @Test("--json prints findings with severity, rule, path, message and advice")
  func json() throws {
    let result = try CommandRunner.run(["lint", "--json", "-"], input: Self.findings)
    #expect(result.status == 3)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(Array(object.keys) == ["findings"])
    let findings = try #require(object["findings"] as? [[String: String]])
    #expect(findings.count == 4)
    for finding in findings {
      #expect(Set(finding.keys) == ["severity", "rule", "path", "message", "advice"])
    }
    #expect(
      findings.map { $0["rule"] } == [
        "fewerThanThreeCards", "mixedCardKinds", "realtimeContent", "missingHeaderTitle",
      ])
    #expect(findings[2]["path"] == "cards[0].realtime")
    #expect(findings[2]["severity"] == "error")
    #expect(findings[3]["advice"]?.contains("give the carousel a title") == true)
  }

  @Test("a page spec: findings at section paths")
  func page() throws {
    let page = """
      {"viewport": {"width": 820, "height": 1180}, "sizeClass": "regular",
       "sections": [{"kind": "header", "title": "Deals"},
                    {"kind": "carousel", "cards": [{"body": 1}, {"body": 2}, {"body": 3}]},
                    {"kind": "masonry", "cards": [{"body": 1}, {"body": 2}]}]}
      """
    let result = try CommandRunner.run(["lint", "--json", try CommandRunner.temporaryFile(page)])
    #expect(result.status == 3)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: String]])
    #expect(findings.map { $0["path"] } == ["sections[2].cards"])
    #expect(findings.map { $0["severity"] } == ["info"])
    #expect(result.standardError == "1 finding: 1 info\n")
  }

  static let bad: [(arguments: [String], input: String, message: String)] = [
    ([], "{\"viewport\": {\"width\": 393, \"height\": 852}", "expected"),
    (
      [], #"{"viewport": {"width": 393, "height": 852}, "cards": [{"realtime": 1}]}"#,
      "cards[0].realtime: expected true or false, got 1"
    ),
    (
      [],
      #"{"viewport": {"width": 393, "height": 852}, "sections": [{"kind": "masonry", "configuration": {"columns": 0}, "cards": []}]}"#,
      "sections[0].configuration.columns: expected an integer in 1...1000, got 0"
    ),
    (
      ["--fix"], #"{"viewport": {"width": 393, "height": 852}, "cards": []}"#,
      "--fix: unknown argument"
    ),
  ]

  @Test("bad specs and arguments exit 2 with one line on stderr, nothing on stdout")
  func badInput() throws {
    for example in Self.bad {
      let result = try CommandRunner.run(["lint", "-"] + example.arguments, input: example.input)
      #expect(result.status == 2, "\(example.input)")
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError.contains(example.message), "\(result.standardError)")
      #expect(result.standardError.split(separator: "\n").count == 1)
    }
    let missing = try CommandRunner.run(["lint", "/nonexistent/spec.json"])
    #expect(missing.status == 2)
    #expect(missing.standardError == "/nonexistent/spec.json: no such file\n")
    let none = try CommandRunner.run(["lint"])
    #expect(none.status == 2)
  }

  @Test("the usage text lists lint and its exit codes")
  func usage() throws {
    let result = try CommandRunner.run(["--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("carousel lint SPEC [--json [--pretty]]"))
    #expect(result.standardOutput.contains("3 carousel lint\nfound something"))
  }
}
