import CarouselLayout
import Foundation
import Testing

/// Stacking measured sections by the page's rules gives the page's own section frames.
@Suite struct PageStackingTests {
  @Test("section tops equal the page's section frames")
  func topsMatchPage() throws {
    let cards = (0..<7).map { CardMeasurement(header: 40, body: CGFloat(80 + 20 * $0), footer: 30) }
    let sections: [PageSectionContent] = [
      .carousel(CarouselConfiguration(header: HeaderCell(title: "Recommended")), cards: cards),
      .header(HeaderCell(title: "All items")),
      .masonry(MasonryConfiguration(), cards: cards),
      .emptyState(height: 240),
      .header(HeaderCell(title: "More")),
      .header(HeaderCell(title: "Even more")),
      .list(ListConfiguration(), cards: cards),
    ]
    for configuration in [
      PageConfiguration(), PageConfiguration(sectionSpacing: 32, spacingBelowHeader: 6),
      PageConfiguration(insets: Insets(top: 12, leading: 20, bottom: 30, trailing: 20)),
    ] {
      let page = try CarouselPage(
        viewport: CGSize(width: 820, height: 1180), sizeClass: .regular,
        configuration: configuration, sections: sections)
      let tops = CarouselPage.sectionTops(
        heights: page.sections.map(\.frame.height), kinds: page.sections.map(\.kind),
        sizeClass: .regular, configuration: configuration)
      #expect(tops == page.sections.map(\.frame.minY))
    }
  }

  @Test("the spacing below a section")
  func spacing() {
    let configuration = PageConfiguration(sectionSpacing: 24, spacingBelowHeader: 4)
    #expect(CarouselPage.spacing(below: nil, configuration: configuration) == 0)
    #expect(CarouselPage.spacing(below: .header, configuration: configuration) == 4)
    #expect(CarouselPage.spacing(below: .carousel, configuration: configuration) == 24)
    #expect(
      CarouselPage.sectionTops(
        heights: [264, 44, 600], kinds: [.carousel, .header, .masonry],
        configuration: PageConfiguration()) == [0, 288, 332])
  }
}
