import CarouselJSON
import Foundation
import Testing

/// The lint rules are listed once, in ``GuidelineRule``: the tool's docs show that table, and
/// the specification's §6.k states rule k.
@Suite("the rule table")
struct GuidelineRuleTableTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("Docs/TOOL.md shows GuidelineRule's table, row for row")
  func toolDocs() throws {
    let docs = try String(
      contentsOf: Self.root.appendingPathComponent("Docs/TOOL.md"), encoding: .utf8)
    #expect(docs.contains(GuidelineRule.markdownTable))
    // And no other row names a rule.
    let rows = docs.split(separator: "\n").filter { $0.hasPrefix("| `") }
    let named = rows.filter { row in
      GuidelineRule.allCases.contains { row.hasPrefix("| `\($0.rawValue)`") }
    }
    #expect(named.count == GuidelineRule.allCases.count)
  }

  @Test("the specification's §6.k is rule k")
  func specification() throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent("Docs/SPECIFICATION.md"), encoding: .utf8)
    for rule in GuidelineRule.allCases {
      #expect(
        text.contains("**\(rule.specificationSection) `\(rule.rawValue)`**"),
        "§\(rule.specificationSection) is not \(rule.rawValue)")
    }
  }
}
