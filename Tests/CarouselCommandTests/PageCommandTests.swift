import Foundation
import Testing

/// `carousel layout` on page specs and with `--see-all`, run as a user runs it.
@Suite struct PageCommandTests {
  static let page = """
    {"viewport": {"width": 820, "height": 1180}, "sizeClass": "regular",
     "sections": [
       {"kind": "carousel", "configuration": {"header": {"title": "Recommended"}},
        "cards": [{"header": 56, "body": 120, "footer": 44}, {"body": 100}, {"body": 100}]},
       {"kind": "header", "title": "All items"},
       {"kind": "masonry", "configuration": {"columns": 2},
        "cards": [{"body": 100}, {"body": 200}, {"body": 100}]},
       {"kind": "list", "cards": [{"body": 50}]},
       {"kind": "emptyState"}]}
    """

  func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("a page spec prints every section's frame and layout in page coordinates")
  func pageSpec() throws {
    let result = try CommandRunner.run(["layout", try CommandRunner.temporaryFile(Self.page)])
    #expect(result.status == 0, "\(result.standardError)")
    let json = try object(result.standardOutput)
    let sections = try #require(json["sections"] as? [[String: Any]])
    #expect(
      sections.map { $0["kind"] as? String } == [
        "carousel", "header", "masonry", "list", "emptyState",
      ])
    let frames = sections.compactMap { $0["frame"] as? [String: Double] }
    // carousel 44 + 220; 24; header 44; masonry 208; 24; list 50; 24; empty state 240.
    #expect(frames.map { $0["y"] } == [0, 288, 332, 564, 638])
    #expect(json["contentSize"] as? [String: Double] == ["width": 820, "height": 878])
    let carousel = try #require(sections[0]["layout"] as? [String: Any])
    let carouselCards = try #require(carousel["cards"] as? [[String: Any]])
    let masonry = try #require(sections[2]["layout"] as? [String: Any])
    #expect(masonry["mode"] as? String == "masonry")
    #expect(masonry["columns"] as? Int == 2)
    let masonryCards = try #require(masonry["cards"] as? [[String: Any]])
    // Leading edges line up at L = 20; the masonry's cards sit in page coordinates.
    #expect((carouselCards[0]["frame"] as? [String: Double])?["x"] == 20)
    #expect(
      masonryCards[2]["frame"] as? [String: Double]
        == ["x": 20, "y": 440, "width": 386, "height": 100])
  }

  @Test("--see-all prints a list in compact width and a masonry in regular width")
  func seeAll() throws {
    let cards = #"[{"body": 120}, {"body": 300}, {"body": 80}, {"body": 200}]"#
    let compact = #"{"viewport": {"width": 393, "height": 852}, "cards": \#(cards)}"#
    let regular =
      #"{"viewport": {"width": 820, "height": 1180}, "sizeClass": "regular", "cards": \#(cards)}"#
    let list = try CommandRunner.run(
      ["layout", "--see-all", try CommandRunner.temporaryFile(compact)])
    #expect(list.status == 0, "\(list.standardError)")
    let listJSON = try object(list.standardOutput)
    #expect(listJSON["mode"] as? String == "list")
    let listCards = try #require(listJSON["cards"] as? [[String: Any]])
    #expect(listCards.count == 4)
    #expect(
      listCards[1]["frame"] as? [String: Double]
        == ["x": 16, "y": 128, "width": 361, "height": 300])
    let masonry = try CommandRunner.run(["layout", "--see-all", "-"], input: regular)
    let masonryJSON = try object(masonry.standardOutput)
    #expect(masonryJSON["mode"] as? String == "masonry")
    let masonryCards = try #require(masonryJSON["cards"] as? [[String: Any]])
    // Card 2 goes under card 0 (next free y 128 < 308); card 3 follows it at 216.
    #expect(
      masonryCards.map { ($0["frame"] as? [String: Double])?["y"] } == [0, 0, 128, 216])
  }

  static let badPages: [(spec: String, arguments: [String], message: String)] = [
    (
      #"{"viewport": {"width": 820, "height": 1180}, "sections": [{"kind": "list", "cards": []}, {"kind": "masonry", "configuration": {"columns": 0}, "cards": []}]}"#,
      [], "sections[1].configuration.columns: expected an integer in 1...1000, got 0"
    ),
    (
      #"{"viewport": {"width": 820, "height": 1180}, "sections": [{"kind": "list", "cards": [{"body": -1}]}]}"#,
      [], "sections[0].cards[0].body: expected a finite number ≥ 0, got -1"
    ),
    (
      #"{"viewport": {"width": 820, "height": 1180}, "sections": [{"kind": "grid", "cards": []}]}"#,
      [], "sections[0].kind: expected"
    ),
    (
      #"{"viewport": {"width": 820, "height": 1180}, "sections": [{"kind": "list", "cards": [], "extra": 1}]}"#,
      [], "sections[0].extra: no such field (known: "
    ),
    (
      #"{"viewport": {"width": 820, "height": 1180}, "sections": []}"#, ["--offset", "10"],
      "--offset: applies to a carousel spec, not a page"
    ),
  ]

  @Test("bad page specs exit 2 naming the JSON path", arguments: badPages)
  func badPage(spec: String, arguments: [String], message: String) throws {
    let result = try CommandRunner.run(
      ["layout"] + arguments + [try CommandRunner.temporaryFile(spec)])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
  }
}
