import Foundation
import Testing

/// The command-line tool on hostile input: truncated and non-UTF-8 files, numbers at and past
/// the edge of a double, a spec past the parser's size limit, outputs that exist already; and
/// the exit codes the README documents.
@Suite struct CommandRobustnessTests {
  static let spec = LayoutCommandTests.spec

  /// The tool's documentation (moved there from the README).
  static var toolDocs: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Docs/TOOL.md")
  }

  /// Exit 2 with one line on standard error holding `message` and nothing on standard output.
  static func expectBadInput(
    _ result: CommandRunner.Result, _ message: String, _ name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == 2, "\(name)", sourceLocation: sourceLocation)
    #expect(result.standardOutput.isEmpty, "\(name)", sourceLocation: sourceLocation)
    #expect(
      result.standardError.contains(message), "\(name): \(result.standardError)",
      sourceLocation: sourceLocation)
    #expect(
      result.standardError.filter { $0 == "\n" }.count == 1, "\(name)",
      sourceLocation: sourceLocation)
  }

  @Test("a spec cut anywhere exits 2 for every command", arguments: [1, 2, 17, 40, 100, 300])
  func truncated(length: Int) throws {
    let bytes = Array(Self.spec.utf8.prefix(length))
    let path = try CommandRunner.temporaryFile(bytes: bytes)
    for command in [["layout"], ["render"], ["snap", "--offset", "0", "--velocity", "1"]] {
      let arguments = [command[0], path] + command.dropFirst()
      let result = try CommandRunner.run(arguments)
      Self.expectBadInput(result, "JSON", "\(command[0]) cut at \(length)")
    }
  }

  @Test("bytes that are not UTF-8 inside a string, or a character cut in half, exit 2")
  func notUTF8() throws {
    let spec = Array(Self.spec.utf8)
    let title = spec.firstIndex(of: UInt8(ascii: "R"))!
    var badByte = spec
    badByte[title] = 0xC3  // a lead byte followed by "e", not a continuation byte
    var cutCharacter = Array(
      #"{"viewport": {"width": 393, "height": 852}, "cards": [], "x": "é"#.utf8)
    cutCharacter.removeLast()  // half of "é" at the end of the file
    for (name, bytes) in [("bad lead byte", badByte), ("cut character", cutCharacter)] {
      let path = try CommandRunner.temporaryFile(bytes: bytes)
      for command in ["layout", "render"] {
        let result = try CommandRunner.run([command, path])
        Self.expectBadInput(result, "not UTF-8", "\(command), \(name)")
      }
    }
  }

  @Test(
    "numbers at and past the edge of a double",
    arguments: [
      (#"{"body": 1e308}"#, "cards[0].body: expected a size ≤ 10000000, got 1e+308"),
      (#"{"body": -1e308}"#, "cards[0].body: expected a finite number ≥ 0, got -1e+308"),
      (#"{"body": 1e999}"#, "number 1e999 is out of range"),
      (#"{"body": -1e999}"#, "number -1e999 is out of range"),
      (#"{"body": 4.9e-324}"#, ""),
      (#"{"body": 1e-400}"#, ""),
    ])
  func extremeNumbers(card: String, message: String) throws {
    let spec = #"{"viewport": {"width": 393, "height": 852}, "cards": [\#(card)]}"#
    let result = try CommandRunner.run(["layout", try CommandRunner.temporaryFile(spec)])
    if message.isEmpty {
      // Underflow to (almost) zero is a valid height.
      #expect(result.status == 0, "\(card): \(result.standardError)")
      #expect(!result.standardOutput.contains("nan") && !result.standardOutput.contains("inf"))
    } else {
      Self.expectBadInput(result, message, card)
    }
  }

  @Test("a million and one cards is refused at the limit, without reading the rest")
  func millionAndOneCards() throws {
    // 1 000 001 cards and then malformed text: a parser that read on would report the
    // malformed text; refusing at the limit names the limit instead.
    var bytes = Array(#"{"viewport": {"width": 393, "height": 852}, "cards": ["#.utf8)
    bytes.reserveCapacity(bytes.count + 3_000_010)
    for index in 0..<1_000_001 {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(contentsOf: [UInt8(ascii: "{"), UInt8(ascii: "}")])
    }
    bytes.append(contentsOf: Array(",,, not JSON".utf8))
    let path = try CommandRunner.temporaryFile(bytes: bytes)
    let result = try CommandRunner.run(["layout", path])
    Self.expectBadInput(result, "cards", "1 000 001 cards")
    #expect(result.standardError.contains("at most 1000000 elements"), "\(result.standardError)")
    #expect(!result.standardError.contains("malformed"))
  }

  @Test("an existing output is replaced on success and kept on failure")
  func existingOutput() throws {
    let folder = try CommandRunner.temporaryFolder()
    let spec = try CommandRunner.temporaryFile(Self.spec)
    let file = folder.appendingPathComponent("out.svg").path
    try "old".write(toFile: file, atomically: true, encoding: .utf8)
    let replaced = try CommandRunner.run(["render", spec, "-o", file])
    #expect(replaced.status == 0, "\(replaced.standardError)")
    let svg = try String(contentsOfFile: file, encoding: .utf8)
    #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
    #expect(svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>"))
    // A failure after the output exists (bad arguments, a bad spec) leaves it as it was.
    let truncated = try CommandRunner.temporaryFile(String(Self.spec.prefix(50)))
    for arguments in [
      ["render", truncated, "-o", file], ["render", spec, "-o", file, "--offset", "nan"],
    ] {
      let failed = try CommandRunner.run(arguments)
      #expect(failed.status == 2, "\(arguments)")
      #expect(try String(contentsOfFile: file, encoding: .utf8) == svg, "\(arguments)")
    }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers == ["out.svg"], "no temporary files left behind")
  }

  @Test("the exit codes in Docs/TOOL.md are the ones the tool states and uses")
  func exitCodes() throws {
    let readme = try String(contentsOf: Self.toolDocs, encoding: .utf8)
    let section = try #require(readme.range(of: "### Exit codes"))
    let rows = readme[section.upperBound...].split(separator: "\n").prefix { !$0.hasPrefix("#") }
    let codes = rows.compactMap { row -> Int32? in
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      return cells.first.flatMap { Int32($0) }
    }
    #expect(codes == [0, 1, 2, 3])
    let help = try CommandRunner.run(["--help"])
    #expect(help.status == 0)
    for code in codes {
      #expect(help.standardOutput.contains("\(code) "), "usage does not state exit code \(code)")
    }
    // 0, 1 and 2 as documented: success, an output that cannot be written, bad input.
    let spec = try CommandRunner.temporaryFile(Self.spec)
    #expect(try CommandRunner.run(["layout", spec]).status == 0)
    #expect(try CommandRunner.run(["render", spec, "-o", "/no/such/folder/x.svg"]).status == 1)
    #expect(try CommandRunner.run(["layout", spec, "--offset", "inf"]).status == 2)
    #expect(try CommandRunner.run([]).status == 2)
  }

  @Test("a spec with several mistakes: every command lists each, one line with its path, exit 2")
  func severalMistakes() throws {
    let path = try CommandRunner.temporaryFile(
      #"{"viewport": {"width": 393, "height": "tall"}, "configuration": {"peek": "x"}, "#
        + #""cards": [{"body": 1}, {"bdy": 2}, 3]}"#)
    let expected = [
      #"viewport.height: expected a number, got "tall""#,
      #"configuration.peek: expected a number, got "x""#,
      #"cards[1].bdy: no such field; did you mean "body"?"#,
      "cards[2]: expected an object, got 3",
    ]
    for command in [
      ["layout"], ["render"], ["lint"], ["snap", "--offset", "0", "--velocity", "1"],
    ] {
      let result = try CommandRunner.run([command[0], path] + command.dropFirst())
      #expect(result.status == 2, "\(command[0])")
      #expect(result.standardOutput.isEmpty, "\(command[0])")
      #expect(result.standardError == expected.joined(separator: "\n") + "\n", "\(command[0])")
    }
    // anchor reads two specs: each line names the file it is about.
    let good = try CommandRunner.temporaryFile(Self.spec, name: "good.json")
    let anchor = try CommandRunner.run(["anchor", good, path, "--offset", "0"])
    #expect(anchor.status == 2)
    #expect(anchor.standardError == expected.map { "\(path): \($0)\n" }.joined())
  }
}
