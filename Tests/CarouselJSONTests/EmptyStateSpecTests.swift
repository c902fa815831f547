import CarouselJSON
import CarouselLayout
import Foundation
import Testing

/// A spec's `"emptyState"`: the words and actions the previews draw for a carousel without
/// cards.
@Suite struct EmptyStateSpecTests {
  static func spec(_ emptyState: String) throws -> CarouselSpec {
    try CarouselSpec.parse(
      Array(
        #"{"viewport": {"width": 393, "height": 852}, "cards": [], "emptyState": \#(emptyState)}"#
          .utf8))
  }

  @Test("every field read; a secondary action shows only beside a primary one")
  func fields() throws {
    let full = try Self.spec(
      #"{"title": "No Products", "description": "Add the first one.", "primaryAction": "Add Product", "secondaryAction": "Learn More", "axis": "horizontal"}"#
    )
    #expect(
      full.emptyState
        == EmptyStateSpec(
          title: "No Products", description: "Add the first one.", primaryAction: "Add Product",
          secondaryAction: "Learn More", axis: .horizontal))
    #expect(full.emptyState?.actions == ["Add Product", "Learn More"])
    let lonely = try Self.spec(#"{"secondaryAction": "Learn More"}"#)
    #expect(lonely.emptyState?.actions == [])
    #expect(lonely.emptyState?.axis == .vertical)
    let none = try CarouselSpec.parse(
      Array(#"{"viewport": {"width": 393, "height": 852}, "cards": []}"#.utf8))
    #expect(none.emptyState == nil)
  }

  @Test("a wrong field is named with its path and the value it got")
  func mistakes() throws {
    #expect {
      try Self.spec(#"{"axis": "diagonal", "primaryAction": 3, "icon": "cart"}"#)
    } throws: { error in
      let text = String(describing: error)
      return text.contains("emptyState.axis") && text.contains("\"vertical\" | \"horizontal\"")
        && text.contains("emptyState.primaryAction") && text.contains("emptyState.icon")
    }
  }
}
