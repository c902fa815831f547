import Foundation
import Testing

/// Golden-file tests for text output (SVG, HTML): compares text against a file stored next
/// to the tests, in a `__Snapshots__` folder beside the calling test file.
///
/// - A missing snapshot is recorded, and so is every snapshot when the environment variable
///   `RECORD_SNAPSHOTS=1` is set. A recording run **fails** (it records an issue saying what
///   it recorded), so it is never mistaken for a pass: rerun without the variable to check.
/// - On a mismatch the issue names the first differing line, with both versions, and the
///   path of a copy of the new text to look at (in the temporary folder).
///
/// ```swift
/// @Test func compactAtRest() throws {
///   Snapshot.assertMatches(try SVGPreview().render(carousel), named: "compact-rest")
/// }
/// ```
public enum Snapshot {
  /// The first line where two texts differ.
  public struct Difference: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The expected line, or `nil` past the end of the expected text.
    public var expected: String?
    /// The actual line, or `nil` past the end of the actual text.
    public var actual: String?

    /// Creates a difference.
    public init(line: Int, expected: String?, actual: String?) {
      self.line = line
      self.expected = expected
      self.actual = actual
    }

    /// `line N:` with both versions, `<end of file>` for a missing line.
    public var description: String {
      "line \(line):\n  expected: \(expected ?? "<end of file>")\n  actual:   \(actual ?? "<end of file>")"
    }
  }

  /// Whether this run records snapshots instead of checking them (`RECORD_SNAPSHOTS=1`).
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  }

  /// The first line at which `actual` differs from `expected`, or `nil` when they are equal.
  ///
  /// - Complexity: O(n) in the length of the texts.
  public static func firstDifference(expected: String, actual: String) -> Difference? {
    guard expected != actual else { return nil }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var index = 0
    while index < expectedLines.count, index < actualLines.count,
      expectedLines[index] == actualLines[index]
    {
      index += 1
    }
    return Difference(
      line: index + 1,
      expected: index < expectedLines.count ? String(expectedLines[index]) : nil,
      actual: index < actualLines.count ? String(actualLines[index]) : nil)
  }

  /// The file a snapshot named `name` is stored in, for a test in `filePath`.
  public static func url(named name: String, fileExtension: String, filePath: String) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent("\(name).\(fileExtension)")
  }

  /// Checks `actual` against the stored snapshot `name`, recording it when it is missing or
  /// when `RECORD_SNAPSHOTS=1` (and failing the test so the recording is never taken for a
  /// pass).
  public static func assertMatches(
    _ actual: String, named name: String, fileExtension: String = "svg",
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let file = url(named: name, fileExtension: fileExtension, filePath: filePath)
    let stored = try? String(contentsOf: file, encoding: .utf8)
    if stored == nil || isRecording {
      do {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: file, options: .atomic)
        let reason = stored == nil ? "it was missing" : "RECORD_SNAPSHOTS=1"
        Issue.record(
          "Recorded snapshot \(file.path) (\(reason)); rerun without RECORD_SNAPSHOTS to check it.",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record(
          "Could not record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let stored, let difference = firstDifference(expected: stored, actual: actual) else {
      return
    }
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshots-actual")
      .appendingPathComponent("\(name).\(fileExtension)")
    try? FileManager.default.createDirectory(
      at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(actual.utf8).write(to: copy, options: .atomic)
    Issue.record(
      """
      Snapshot \(name).\(fileExtension) differs at \(difference)
      New text: \(copy.path). Rerun with RECORD_SNAPSHOTS=1 to accept it.
      """,
      sourceLocation: sourceLocation)
  }
}
