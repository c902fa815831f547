import Foundation
import Testing

/// `carousel --version` and the changelog agree on the version.
@Suite struct VersionTests {
  /// The repository's root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("--version prints one line, carousel X.Y.Z, and exits 0")
  func versionLine() throws {
    let result = try CommandRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let line = result.standardOutput
    #expect(line.wholeMatch(of: /carousel \d+\.\d+\.\d+\n/) != nil, "got \(line)")
  }

  @Test("CHANGELOG.md has a dated section for the version the tool prints")
  func changelogHasTheVersion() throws {
    let result = try CommandRunner.run(["--version"])
    let version = result.standardOutput.dropFirst("carousel ".count)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let changelog = try String(
      contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }
    #expect(
      headings.contains { $0.wholeMatch(of: /## (\S+) — \d{4}-\d{2}-\d{2}/)?.1 == version[...] },
      "no `## \(version) — YYYY-MM-DD` heading in CHANGELOG.md (headings: \(headings))")
    #expect(headings.first == "## Unreleased", "the top section collects unreleased changes")
  }
}
