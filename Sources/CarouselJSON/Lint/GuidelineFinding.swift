/// One thing ``GuidelineLinter`` found in a spec: which rule, how much it matters, where (a
/// JSON path into the spec), what, and what the guideline advises.
///
/// Its description is the line `carousel lint` prints:
///
/// ```
/// warning  configuration.header.title  the carousel has no header cell  (SAP Fiori for iOS: …)
/// ```
package struct GuidelineFinding: Sendable, Hashable, CustomStringConvertible {
  /// How much it matters.
  package var severity: GuidelineSeverity
  /// The rule that found it.
  package var rule: GuidelineRule
  /// The JSON path of the field to change, such as `sections[1].cards`,
  /// `configuration.header.title` or `cards[4].realtime`.
  package var path: String
  /// What was found, on one line.
  package var message: String
  /// What the guideline says (by default the rule's ``GuidelineRule/advice``).
  package var advice: String

  /// Creates a finding.
  package init(
    severity: GuidelineSeverity, rule: GuidelineRule, path: String, message: String,
    advice: String? = nil
  ) {
    self.severity = severity
    self.rule = rule
    self.path = path
    self.message = message
    self.advice = advice ?? rule.advice
  }

  /// The finding on one line: `severity  path  message  (advice)`, fields apart by two spaces.
  package var description: String {
    "\(severity.rawValue)  \(path)  \(message)  (\(advice))"
  }
}
