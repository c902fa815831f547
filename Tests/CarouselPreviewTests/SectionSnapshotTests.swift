import CarouselLayout
import CarouselPreview
import CarouselTestSupport
import Foundation
import Testing

/// Golden SVGs and HTML pages of the "See All" destinations and of a whole page.
@Suite struct SectionSnapshotTests {
  static let nineCards: [CardMeasurement] = [120, 168, 72, 144, 96, 120, 60, 150, 90].map {
    CardMeasurement(header: 56, body: $0, footer: 44)
  }

  @Test func masonryRegular820() throws {
    let masonry = try MasonryLayout(
      viewport: CGSize(width: 820, height: 1180), sizeClass: .regular, cards: Self.nineCards)
    Snapshot.assertMatches(try SVGPreview().render([.masonry(masonry)]), named: "masonry-820")
    let html = HTMLPreview().render(masonry)
    #expect(html.components(separatedBy: "data-card-index=").count - 1 == 9)
    Snapshot.assertMatches(html, named: "masonry-820", fileExtension: "html")
  }

  @Test func listCompactRightToLeft() throws {
    let list = try ListLayout(
      viewport: CGSize(width: 393, height: 852), layoutDirection: .rightToLeft,
      cards: Array(Self.nineCards.prefix(3)))
    Snapshot.assertMatches(try SVGPreview().render([.list(list)]), named: "list-rtl")
    let html = HTMLPreview().render(list)
    #expect(html.contains(#"<html lang="en" dir="rtl">"#))
    Snapshot.assertMatches(html, named: "list-rtl", fileExtension: "html")
  }

  @Test func pageOfCarouselHeaderAndMasonry() throws {
    let page = try CarouselPage(
      viewport: CGSize(width: 820, height: 1180), sizeClass: .regular,
      sections: [
        .carousel(
          CarouselConfiguration(header: HeaderCell(title: "Recommended for You")),
          cards: PreviewFixtures.cards),
        .header(HeaderCell(title: "All Items", seeAll: .always)),
        .masonry(MasonryConfiguration(), cards: Self.nineCards),
        .emptyState(height: 240),
      ])
    let svg = try SVGPreview().render([.page(page)])
    // Every card of the masonry is drawn, and the carousel's cards in the viewport.
    #expect(svg.components(separatedBy: #"class="card""#).count - 1 == 9 + 3)
    Snapshot.assertMatches(svg, named: "page")
    // The page as HTML: every card, the carousel's in its own scroller.
    let html = HTMLPreview().render(page)
    #expect(html.components(separatedBy: "data-card-index=").count - 1 == 9 + 6)
    #expect(html.components(separatedBy: #"class="scroller snapping""#).count - 1 == 1)
    Snapshot.assertMatches(html, named: "page", fileExtension: "html")
  }
}
