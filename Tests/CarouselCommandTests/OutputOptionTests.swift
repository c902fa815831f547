import Foundation
import Testing

/// `--pretty` on every command that prints JSON, `-o -` for standard output, a folder given
/// as `-o`, and empty input.
@Suite struct OutputOptionTests {
  static let compact = VersionTests.root.appendingPathComponent("Examples/compact.json").path
  static let landscape =
    VersionTests.root.appendingPathComponent("Examples/compact-landscape.json").path

  static let jsonCommands: [[String]] = [
    ["layout", compact],
    ["layout", compact, "--see-all"],
    ["snap", compact, "--offset", "150", "--velocity", "0.8"],
    ["simulate", compact, "--offset", "150", "--velocity", "0.8"],
    ["anchor", compact, landscape, "--offset", "361"],
    ["lint", VersionTests.root.appendingPathComponent("Examples/page.json").path, "--json"],
  ]

  @Test("--pretty indents the same JSON", arguments: jsonCommands)
  func pretty(arguments: [String]) throws {
    let plain = try CommandRunner.run(arguments)
    let pretty = try CommandRunner.run(arguments + ["--pretty"])
    #expect(plain.status == 0 && pretty.status == 0, "\(pretty.standardError)")
    #expect(!plain.standardOutput.dropLast().contains("\n"), "compact by default")
    #expect(pretty.standardOutput.contains("\n  "), "indented: \(pretty.standardOutput)")
    #expect(pretty.standardOutput.hasSuffix("\n"))
    let a = try JSONSerialization.jsonObject(with: plain.standardOutputData) as? NSObject
    let b = try JSONSerialization.jsonObject(with: pretty.standardOutputData) as? NSObject
    #expect(a != nil && a == b, "the same value, only indented")
  }

  @Test("--pretty keeps empty containers and strings with brackets and commas intact")
  func prettyEdges() throws {
    let spec = try CommandRunner.temporaryFile(
      #"{"viewport": {"width": 393, "height": 852}, "configuration": {"header": {"title": "a, [b]: {c} \"d\""}}, "cards": []}"#
    )
    let result = try CommandRunner.run(["layout", spec, "--pretty"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains(#""cards": []"#))
    let json = try #require(
      try JSONSerialization.jsonObject(with: result.standardOutputData) as? [String: Any])
    #expect(json["mode"] as? String == "empty")
  }

  @Test("lint --pretty without --json is bad input")
  func lintPrettyNeedsJSON() throws {
    let result = try CommandRunner.run(["lint", Self.compact, "--pretty"])
    #expect(result.status == 2)
    #expect(result.standardError == "--pretty: works only with --json\n")
  }

  @Test("render -o - writes to standard output, as without -o; no file named -")
  func renderToStandardOutput() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dash = try CommandRunner.run(["render", Self.compact, "-o", "-"], in: folder)
    let plain = try CommandRunner.run(["render", Self.compact], in: folder)
    #expect(dash.status == 0)
    #expect(dash.standardOutput.hasPrefix("<svg"))
    #expect(dash.standardOutput == plain.standardOutput)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
    let html = try CommandRunner.run(
      ["render", Self.compact, "-o", "-", "--format", "html"], in: folder)
    #expect(html.standardOutput.hasPrefix("<!DOCTYPE html>"))
  }

  @Test("a folder given as -o is bad input: exit 2, nothing written")
  func folderAsOutput() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let named = folder.appendingPathComponent("out.svg")
    try FileManager.default.createDirectory(at: named, withIntermediateDirectories: true)
    let result = try CommandRunner.run(["render", Self.compact, "-o", named.path])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "-o: expected a file, got \(named.path), which is a folder\n")
    let demo = try CommandRunner.run(["demo", "-o", "-"])
    #expect(demo.status == 2)
    #expect(demo.standardError.hasPrefix("-o: expected a folder, got -"))
    let playground = try CommandRunner.run(["playground", "-o", "-"], in: folder)
    #expect(playground.status == 2)
    #expect(playground.standardError.hasPrefix("-o: expected a folder, got -"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
  }

  @Test("empty standard input says empty input", arguments: ["", "  \n"])
  func emptyInput(input: String) throws {
    for command in [
      ["layout", "-"], ["lint", "-"], ["snap", "-", "--offset", "0", "--velocity", "0"],
    ] {
      let result = try CommandRunner.run(command, input: input)
      #expect(result.status == 2, "\(command)")
      #expect(result.standardError == "spec: empty input\n", "\(command)")
    }
  }
}
