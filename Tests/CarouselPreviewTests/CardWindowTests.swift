import CarouselLayout
import CarouselPreview
import Foundation
import Testing

/// A preview of a huge layout draws its first cards and says so; the layout stays the whole
/// one (offsets, snap positions, the scroll range of the cards drawn).
@Suite struct CardWindowTests {
  static let many = (0..<2_500).map {
    CardMeasurement(header: 56, body: CGFloat(40 + $0 % 7 * 10), footer: 44)
  }

  /// The `left` of every card element, by card index, and the content box's width.
  static func cardLefts(_ html: String) -> (lefts: [Int: Double], contentWidth: Double?) {
    var lefts: [Int: Double] = [:]
    for match in html.matches(of: /data-card-index="([0-9]+)" style="left: (-?[0-9.]+)px/) {
      lefts[Int(match.output.1)!] = Double(match.output.2)
    }
    let width = html.firstMatch(of: /class="content" style="width: ([0-9.]+)px/)
      .flatMap { Double($0.output.1) }
    return (lefts, width)
  }

  @Test("the window's rules: the first cards, a note only when some are left out")
  func rules() {
    #expect(CardWindow.standard.drawnCount(of: 2_500) == 1_000)
    #expect(CardWindow.standard.drawnCount(of: 999) == 999)
    #expect(CardWindow.everyCard.drawnCount(of: 2_500) == 2_500)
    #expect(CardWindow(maximumCards: -3).drawnCount(of: 5) == 0)
    #expect(CardWindow.standard.note(count: 1_000) == nil)
    #expect(CardWindow.standard.note(count: 100_000) == "Showing cards 1–1 000 of 100 000.")
    #expect(CardWindow(maximumCards: 0).note(count: 7) == "Showing none of the 7 cards.")
  }

  @Test(
    "an HTML carousel of 2 500 cards draws 1 000 at the engine's frames, with their margins",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func htmlCarousel(direction: LayoutDirection) throws {
    let carousel = try PreviewFixtures.carousel(direction: direction, cards: Self.many)
    let html = HTMLPreview().render(carousel)
    #expect(
      html.contains(#"<p class="window-note" id="window-note">Showing cards 1–1 000 of 2 500.</p>"#)
    )
    let (lefts, width) = Self.cardLefts(html)
    #expect(lefts.count == 1_000 && lefts.keys.max() == 999)
    let contentWidth = try #require(width)
    // The scroll range ends where card 999 rests, a snap offset; right to left, card 0 stays
    // at the right end, so the engine's offset is maximumOffset + scrollLeft.
    let rest = Double(carousel.track.offset(ofCard: 999))
    let first = Double(carousel.frame(ofCard: 0).minX)
    let viewport = Double(carousel.viewport.width)
    if direction == .leftToRight {
      #expect(lefts[0] == first && contentWidth == rest + viewport)
    } else {
      #expect(abs(contentWidth - (Double(carousel.track.contentWidth) - rest)) < 0.01)
      #expect(abs(lefts[0]! - (first - rest)) < 0.01)
      #expect(abs(lefts[999]! - (Double(carousel.frame(ofCard: 999).minX) - rest)) < 0.01)
    }
    // Every snap marker lies inside the content box.
    for match in html.matches(
      of: /class="snap" data-snap-offset="[0-9.]+" style="left: (-?[0-9.]+)px/)
    {
      let x = Double(match.output.1)!
      #expect(x >= 0 && x <= contentWidth, "marker at \(x), content \(contentWidth)")
    }
    #expect(html.utf8.count < 2_000_000, "\(html.utf8.count) bytes")
  }

  @Test("every card with .everyCard; no note for a small carousel")
  func everyCard() throws {
    let carousel = try PreviewFixtures.carousel(cards: Self.many)
    let html = HTMLPreview(window: .everyCard).render(carousel)
    #expect(Self.cardLefts(html).lefts.count == 2_500 && !html.contains(#"id="window-note""#))
    let small = HTMLPreview().render(try PreviewFixtures.carousel())
    #expect(!small.contains(#"id="window-note""#))
  }

  @Test("See All of 2 500 cards: 1 000 drawn, the box ends below them, the caption says so")
  func seeAll() throws {
    let compact = try PreviewFixtures.carousel(cards: Self.many)
    guard case .list(let list) = compact.seeAllDestination() else {
      Issue.record("compact See All should be a list")
      return
    }
    let svg = try SVGPreview().render([.list(list)])
    #expect(svg.components(separatedBy: "class=\"card\"").count - 1 <= 1_000)
    #expect(svg.contains("Showing cards 1–1 000 of 2 500."))
    let html = HTMLPreview().render(list)
    #expect(Self.cardLefts(html).lefts.count == 1_000)
    let box = try #require(
      html.firstMatch(of: /class="vertical list" style="width: [0-9.]+px; height: ([0-9.]+)px/))
    let height = try #require(Double(box.output.1))
    #expect(
      height < Double(list.contentHeight) / 2
        && height > Double(list.anatomy(ofCard: 999).frame.maxY))
    let regular = try PreviewFixtures.carousel(width: 1024, sizeClass: .regular, cards: Self.many)
    guard case .masonry(let masonry) = regular.seeAllDestination() else {
      Issue.record("regular See All should be a masonry")
      return
    }
    let masonrySVG = try SVGPreview().render([.masonry(masonry)])
    #expect(masonrySVG.contains("Showing cards 1–1 000 of 2 500."))
    #expect(masonrySVG.utf8.count < 4_000_000, "\(masonrySVG.utf8.count) bytes")
  }
}
