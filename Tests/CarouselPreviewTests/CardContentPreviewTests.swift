import CarouselLayout
import CarouselPreview
import Foundation
import Testing

/// The previews draw a card's content in the card style, and the skeleton without it.
@Suite struct CardContentPreviewTests {
  static let product = CardContent(
    title: "Notebook Basic 15", subtitle: "Notebooks", kpi: "956 EUR",
    body: "Intel Core i7, 15-inch screen, 4 GB memory and a 1 TB drive, with a backlit keyboard.",
    actions: ["Add to Cart", "Compare"])

  static func carousel(_ direction: LayoutDirection = .leftToRight) throws -> CarouselGeometry {
    try PreviewFixtures.carousel(
      direction: direction,
      cards: PreviewFixtures.cards.map { CardMeasurement(header: 64, body: $0.body, footer: 48) })
  }

  @Test("no content, and empty content, draw the skeleton")
  func skeleton() throws {
    let carousel = try Self.carousel()
    let plain = try SVGPreview().render(carousel)
    #expect(try SVGPreview().render(carousel, content: [CardContent(), CardContent()]) == plain)
    #expect(plain.contains(">Card 1<"))
    let drawn = try SVGPreview().render(carousel, content: [Self.product])
    #expect(!drawn.contains(">Card 1<") && drawn.contains(">Card 2<"), "only card 0 has content")
    #expect(drawn.contains("class=\"card-title\"") && drawn.contains(">956 EUR<"))
  }

  @Test("phone drawings with content keep every text at 11 px or more on a 393-pixel phone")
  func readable() throws {
    let content = Array(repeating: Self.product, count: 6)
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let svg = try SVGPreview().render(try Self.carousel(direction), content: content)
      #expect(try ReadabilityTests.smallestText(svg, in: 393 - 16) >= 11, "\(direction)")
    }
  }

  @Test("the HTML page puts each line in a box of the region's width that cuts with an ellipsis")
  func html() throws {
    let carousel = try Self.carousel(.rightToLeft)
    let html = HTMLPreview().render(carousel, content: [Self.product])
    for part in ["title", "subtitle", "kpi", "body"] {
      #expect(html.contains("class=\"text \(part)\""), "\(part)")
    }
    #expect(html.contains("class=\"button primary\"") && html.contains(">Add to Cart<"))
    #expect(html.contains("text-overflow: ellipsis"))
    let frame = carousel.anatomy(ofCard: 0).frame
    // Every text box of card 0 lies inside the card, 16 points in from both sides.
    let card0 = try #require(html.components(separatedBy: "data-card-index=\"1\"").first)
    for box in card0.matches(
      of: /class="text [a-z]+" style="left: ([0-9.]+)px; top: [0-9.]+px; width: ([0-9.]+)px/)
    {
      let left = try #require(Double(box.1))
      let width = try #require(Double(box.2))
      #expect(left == 16 && left + width == Double(frame.width) - 16)
    }
  }

  @Test("the style's border, radius and shadow are what the previews draw")
  func style() throws {
    let svg = try SVGPreview().render(try Self.carousel())
    let style = CarouselCardStyle.fiori
    #expect(svg.contains("rx=\"16\""))
    #expect(svg.contains("stroke-opacity=\"0.24\" stroke-width=\"0.3\""))
    #expect(svg.contains("flood-opacity=\"0.13\"") && svg.contains("flood-opacity=\"0.04\""))
    #expect(svg.contains("fill=\"\(PreviewColor(hex: style.background.light))\""))
    let html = HTMLPreview().render(try Self.carousel())
    #expect(html.contains("box-shadow: inset 0 0 0 0.3px rgba(91, 115, 139, 0.24),"))
    #expect(html.contains("0 0px 1px rgba(0, 0, 0, 0.13), 0 2px 4px rgba(0, 0, 0, 0.04);"))
  }

  /// The titles and text x positions of card 0's buttons in an SVG drawing, left to right, in
  /// the visible part (a phone's drawing also shows the whole track faded).
  static func buttons(_ svg: String) throws -> [(title: String, x: Double, isMore: Bool)] {
    let visible = try #require(svg.components(separatedBy: "class=\"visible\"").last)
    let card0 = try #require(visible.components(separatedBy: "data-index=\"1\"").first)
    return card0.matches(
      of: /<g class="card-action( card-action-more)?">.*?<text x="([0-9.]+)"[^>]*>([^<]+)</
        .dotMatchesNewlines()
    )
    .map { (String($0.3), Double($0.2) ?? .nan, $0.1 != nil) }
    .sorted { $0.x < $1.x }
  }

  @Test(
    "SAP's footer counts: two buttons and More in a phone's card, three and More at 1 024 wide",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func footerCounts(direction: LayoutDirection) throws {
    let actions = ["Approve", "Reject", "Forward", "Archive"]
    let content = [CardContent(title: "Order 4711", actions: actions)]
    let phone = try PreviewFixtures.carousel(direction: direction)
    let small = try Self.buttons(try SVGPreview().render(phone, content: content))
    let rtl = direction == .rightToLeft
    // Left to right the first action is at the right, More at the left; mirrored otherwise.
    #expect(
      small.map(\.title) == (rtl ? ["Approve", "Reject", "More"] : ["More", "Reject", "Approve"]))
    #expect(small.filter(\.isMore).map(\.title) == ["More"])
    // Two cards at 1 024 points stack (fewer than three), so each footer is 960 wide.
    let wide = try PreviewFixtures.carousel(
      width: 1_024, sizeClass: .regular, direction: direction,
      cards: Array(PreviewFixtures.cards.prefix(2)))
    let large = try Self.buttons(try SVGPreview().render(wide, content: content))
    #expect(
      large.map(\.title)
        == (rtl
          ? ["Approve", "Reject", "Forward", "More"] : ["More", "Forward", "Reject", "Approve"]))
  }
}
