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

  /// The numbers written as `name="…"` in `text`.
  static func values(_ name: String, in text: Substring) -> [Double] {
    text.components(separatedBy: " \(name)=\"").dropFirst().compactMap {
      Double($0.prefix { $0 != "\"" })
    }
  }

  @Test(
    "horizontal: the illustration on the leading side, the words and pills beside it, mirrored right to left",
    arguments: ["leftToRight", "rightToLeft"])
  func horizontal(direction: String) throws {
    let spec = Self.spec
      .replacingOccurrences(
        of: #""primaryAction""#, with: #""axis": "horizontal", "primaryAction""#
      )
      .replacingOccurrences(
        of: #""cards": [],"#, with: #""cards": [], "layoutDirection": "\#(direction)","#)
    let result = try CommandRunner.run(["render", try CommandRunner.temporaryFile(spec)])
    #expect(result.status == 0, "\(result.standardError)")
    let svg = result.standardOutput
    let group = try #require(svg.components(separatedBy: "class=\"empty-state\"").last?[...])
    let circle = try #require(group.components(separatedBy: "<circle").dropFirst().first?[...])
    let cx = try #require(Self.values("cx", in: circle).first)
    let r = try #require(Self.values("r", in: circle).first)
    let title = try #require(
      group.components(separatedBy: "<text").first { $0.contains(">No Products<") }?[...])
    let x = try #require(Self.values("x", in: title).first)
    let pill = try #require(
      group.components(separatedBy: "class=\"empty-action\"").dropFirst().first?[...])
    let pillX = try #require(Self.values("x", in: pill).first)
    let pillWidth = try #require(Self.values("width", in: pill).first)
    if direction == "leftToRight" {
      #expect(title.contains("text-anchor=\"start\""))
      #expect(abs(x - (cx + r + 16)) < 0.5, "title at \(x), illustration to \(cx + r)")
      #expect(abs(pillX - x) < 0.5, "pill at \(pillX), words at \(x)")
    } else {
      #expect(title.contains("text-anchor=\"end\""))
      #expect(abs(x - (cx - r - 16)) < 0.5, "title at \(x), illustration from \(cx - r)")
      #expect(abs(pillX + pillWidth - x) < 0.5, "pill ends at \(pillX + pillWidth), words at \(x)")
    }
    let html = try CommandRunner.run(
      ["render", try CommandRunner.temporaryFile(spec), "--format", "html"]
    ).standardOutput
    #expect(html.contains(#"class="empty-state horizontal""#))
    #expect(html.contains(#"<div class="empty-column">"#))
  }
}
