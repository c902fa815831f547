import CarouselJSON
import Foundation

/// `carousel lint SPEC [--json]`: checks a carousel or a page spec against the guideline.
enum LintCommand {
  static let usage = """
    carousel lint SPEC [--json [--pretty]]
      Checks SPEC (a carousel or a page spec; a JSON file, or - for standard input) against
      the guideline's rules and prints one finding per line, sorted by JSON path, then rule:
        severity  path  message  (advice)
      and nothing when the spec is clean. The rules (GuidelineRule, in reporting order):
    \(rules)
      Severities: error (a "Don't" of the guideline), warning (a recommendation), info
      (worth knowing).
      Each finding's advice names the section of Docs/SPECIFICATION.md behind the rule.
      --json     prints {"findings": [{"severity", "rule", "path", "message", "advice"}]}
                 instead ({"findings": []} when clean).
      --pretty   indents the JSON (with --json).
      --help     prints this help.
      Exits 0 when clean, 3 when it finds anything (info included; the count goes to
      standard error), 2 for a bad spec or bad arguments.
    Example:
      carousel lint Examples/page.json   (prints nothing: the page is clean)
    """

  /// Each rule on its own lines, from the one rule table (`GuidelineRule`): name, when it
  /// fires and its severity, wrapped at 92 columns.
  static var rules: String {
    GuidelineRule.allCases.map { rule in
      let words = "\(rule.rawValue): \(rule.firesWhen) (\(rule.severityText))"
        .replacingOccurrences(of: "`", with: "").split(separator: " ")
      var lines: [String] = []
      var line = "    -"
      for word in words {
        if line.count + 1 + word.count > 92 {
          lines.append(line)
          line = "     "
        }
        line += " " + word
      }
      lines.append(line)
      return lines.joined(separator: "\n")
    }
    .joined(separator: "\n")
  }

  static func run(_ arguments: inout ArgumentList) throws {
    let asJSON = arguments.flag("--json")
    let pretty = arguments.flag("--pretty")
    guard asJSON || !pretty else {
      throw ToolError.badInput("--pretty: works only with --json")
    }
    let path = try arguments.positional("SPEC")
    try arguments.finish()
    let value = try InputOutput.json(path)
    let findings: [GuidelineFinding]
    do {
      findings =
        PageSpec.isPage(value)
        ? try GuidelineLinter.findings(for: PageSpec.decode(value))
        : try GuidelineLinter.findings(for: CarouselSpec.decode(value))
    } catch {
      throw ToolError.badInput(error.description)
    }
    if asJSON {
      var json = JSONWriter()
      GuidelineReport.write(findings, into: &json)
      json.finish()
      InputOutput.writeJSON(json, pretty: pretty)
    } else {
      // In chunks, so a million findings never sit in memory as one text.
      var chunk: [UInt8] = []
      for finding in findings {
        chunk.append(contentsOf: finding.description.utf8)
        chunk.append(UInt8(ascii: "\n"))
        if chunk.count >= 1 << 16 {
          InputOutput.writeStandardOutput(chunk)
          chunk.removeAll(keepingCapacity: true)
        }
      }
      InputOutput.writeStandardOutput(chunk)
    }
    guard findings.isEmpty else { throw ToolError.findings(summary(findings)) }
  }

  /// `2 findings: 1 error, 1 warning`; counts of 1 000 and more in groups of three.
  static func summary(_ findings: [GuidelineFinding]) -> String {
    let counts = GuidelineSeverity.allCases.compactMap { severity -> String? in
      let count = findings.count { $0.severity == severity }
      guard count > 0 else { return nil }
      return "\(grouped(count)) \(severity.rawValue)\(count == 1 || severity == .info ? "" : "s")"
    }
    let total = findings.count == 1 ? "1 finding" : "\(grouped(findings.count)) findings"
    return "\(total): \(counts.joined(separator: ", "))"
  }

  /// `count` with its digits in groups of three, as the documents write numbers (10 000).
  static func grouped(_ count: Int) -> String {
    let digits = Array(String(count))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(" ") }
      text.append(digit)
    }
    return text
  }
}
