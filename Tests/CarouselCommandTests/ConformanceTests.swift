import Foundation
import Testing

/// Runs the conformance suite (`Tests/Conformance/`) through the built `carousel` executable:
/// every case's command line on its specs, its output compared with the expected output by the
/// suite's rule (JSON equal, numbers within 0.001).
@Suite struct ConformanceTests {
  /// `Tests/Conformance/cases`, found from this file's path.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Conformance/cases")

  /// Every case's name (its file name without `.json`), sorted.
  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }()

  @Test("conformance case", arguments: names)
  func conformance(name: String) throws {
    let testCase = try ConformanceCase(file: Self.folder.appendingPathComponent(name + ".json"))
    for failure in try Self.run(testCase) {
      Issue.record("\(name): \(failure)")
    }
  }

  @Test("the suite holds every command and the cases the issue lists")
  func coverage() throws {
    let cases = try Self.names.map {
      try ConformanceCase(file: Self.folder.appendingPathComponent($0 + ".json"))
    }
    #expect(cases.count >= 30, "found \(cases.count) cases in \(Self.folder.path)")
    for command in ["layout", "snap", "simulate", "anchor"] {
      #expect(cases.contains { $0.command == command && $0.exitCode == 0 }, "no \(command) case")
      #expect(cases.contains { $0.command == command && $0.exitCode == 2 }, "no bad \(command)")
    }
    let cardCounts = Set(cases.flatMap { $0.cardCounts.compactMap { $0 } })
    for count in [0, 1, 2, 3, 1_000_000] {
      #expect(cardCounts.contains(count), "no case with \(count) cards")
    }
  }

  // MARK: - The runner

  /// Runs a case and returns what differs from its expectations (empty when it conforms).
  static func run(_ testCase: ConformanceCase) throws -> [String] {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (index, spec) in testCase.specs.enumerated() {
      let file = folder.appendingPathComponent("spec\(index + 1).json")
      try Data(try ConformanceCase.specText(spec)).write(to: file)
      paths.append(file.path)
    }
    let result = try CommandRunner.run([testCase.command] + paths + testCase.arguments)
    var failures: [String] = []
    if result.status != testCase.exitCode {
      failures.append(
        "exit code \(result.status), expected \(testCase.exitCode); stderr: "
          + result.standardError)
      return failures
    }
    if let substring = testCase.stderrContains {
      if !result.standardOutputData.isEmpty {
        failures.append("a failure printed to stdout: \(result.standardOutput.prefix(200))")
      }
      // One line a mistake, at most twenty and "… and K more", each ending in a newline.
      let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
      if !(2...22).contains(lines.count) || lines.last?.isEmpty != true
        || lines.dropLast().contains(where: \.isEmpty)
      {
        failures.append("stderr is not 1 to 21 lines: \(result.standardError)")
      }
      if !result.standardError.contains(substring) {
        failures.append("stderr \(result.standardError) does not contain \(substring)")
      }
      return failures
    }
    if !result.standardError.isEmpty {
      failures.append("stderr is not empty: \(result.standardError)")
    }
    let output = [UInt8](result.standardOutputData)
    if let expected = testCase.stdout {
      let actual = try JSON.parse(output)
      if let difference = JSONMatch.difference(actual, expected) {
        failures.append("stdout \(difference)")
      }
    }
    if !testCase.checks.isEmpty {
      failures += try check(testCase.checks, in: output)
    }
    return failures
  }

  /// Applies `checks` to a document, searching it once.
  static func check(_ checks: [ConformanceCase.Check], in output: [UInt8]) throws -> [String] {
    try output.withUnsafeBufferPointer { bytes in
      let pointers = try checks.map { try JSONPointerSearch.tokens($0.pointer) }
      let found = try JSONPointerSearch.search(bytes, pointers: pointers)
      func value(_ range: Range<Int>) throws -> JSON {
        try JSON.parse(Array(bytes[range]))
      }
      var failures: [String] = []
      for (check, found) in zip(checks, found) {
        guard let found else {
          failures.append("at \(check.pointer): no such value")
          continue
        }
        var place = check.pointer
        var range = found.range
        if check.last {
          guard let last = found.last, let count = found.count else {
            failures.append("at \(place): expected a non-empty array")
            continue
          }
          place += "/\(count - 1)"
          range = last
        }
        switch check.expectation {
        case .equals(let expected):
          if let difference = JSONMatch.difference(try value(range), expected, at: place) {
            failures.append(difference)
          }
        case .matches(let expected):
          if let difference = JSONMatch.difference(
            try value(range), expected, partial: true, at: place)
          {
            failures.append(difference)
          }
        case .count(let expected):
          let count = check.last ? Self.count(try value(range)) : found.count
          if count != expected {
            failures.append(
              "at \(place): expected \(expected) elements, "
                + "got \(count.map(String.init) ?? "no array or object")")
          }
        }
      }
      return failures
    }
  }

  static func count(_ json: JSON) -> Int? {
    switch json {
    case .array(let elements): elements.count
    case .object(let members): members.count
    default: nil
    }
  }
}
