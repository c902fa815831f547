/// The JSON that `carousel lint --json` prints: a public contract (see the README's
/// "carousel lint").
///
/// ```json
/// {"findings": [{"severity": "warning", "rule": "missingHeaderTitle",
///                "path": "configuration.header.title",
///                "message": "the carousel has no header cell", "advice": "SAP Fiori for iOS: …"}]}
/// ```
///
/// `findings` is `[]` for a clean spec and keeps the linter's order (JSON path, then rule).
package enum GuidelineReport {
  /// Writes the findings.
  ///
  /// - Complexity: O(n) in the number of findings.
  package static func write(_ findings: [GuidelineFinding], into json: inout JSONWriter) {
    json.object { json in
      json.key("findings")
      json.array { json in
        for finding in findings {
          json.object { json in
            json.key("severity")
            json.string(finding.severity.rawValue)
            json.key("rule")
            json.string(finding.rule.rawValue)
            json.key("path")
            json.string(finding.path)
            json.key("message")
            json.string(finding.message)
            json.key("advice")
            json.string(finding.advice)
          }
        }
      }
    }
  }
}
