import Foundation
import Testing

/// `carousel render` of a spec without cards draws its `"emptyState"`: the title, the
/// description and the actions (a filled primary, a tinted secondary) in SVG and HTML.
@Suite struct EmptyStateRenderTests {
  static let spec = #"""
    {"viewport": {"width": 393, "height": 852}, "cards": [],
     "configuration": {"emptyStateHeight": 360},
     "emptyState": {"title": "No Products", "description": "Add the first one.",
                    "primaryAction": "Add Product", "secondaryAction": "Learn More"}}
    """#

  @Test("SVG: the words and two action pills, the primary filled, each in a 44-point row")
  func svg() throws {
    let result = try CommandRunner.run(["render", try CommandRunner.temporaryFile(Self.spec)])
    #expect(result.status == 0, "\(result.standardError)")
    let svg = result.standardOutput
    for words in ["No Products", "Add the first one.", "Add Product", "Learn More"] {
      #expect(svg.contains(">\(words)</text>"), "\(words) missing")
    }
    let pills = svg.components(separatedBy: "class=\"empty-action\"").dropFirst()
    #expect(pills.count == 2)
    // The primary is filled with the accent, the secondary tinted.
    #expect(pills.first?.contains("fill=\"#0070f2\"") == true)
    #expect(pills.last?.contains("fill=\"#d1e8ff\"") == true)
    #expect(!svg.contains("No Cards Yet"))
  }

  @Test("HTML: the words and two buttons, the primary marked")
  func html() throws {
    let result = try CommandRunner.run(
      ["render", try CommandRunner.temporaryFile(Self.spec), "--format", "html"])
    #expect(result.status == 0, "\(result.standardError)")
    let html = result.standardOutput
    #expect(
      html.contains(#"<button class="empty-action primary" type="button">Add Product</button>"#))
    #expect(html.contains(#"<button class="empty-action" type="button">Learn More</button>"#))
    #expect(html.contains(">No Products</div>"))
  }
}
