import CarouselLayout
import Foundation

/// A whole page drawn top to bottom: each section at its frame, carousels at their horizontal
/// offsets with their peek cut at the viewport's edges, header sections with a placeholder
/// title (a page keeps header layouts, not their titles), empty states as illustrated
/// messages.
struct PageSectionDrawing: SectionDrawing {
  let page: CarouselPage
  /// The cards' content by section index, then card index (the skeleton past either end).
  let content: [[CardContent]]
  let painter: CardPainter
  let text: PreviewText
  /// How many cards of each masonry or list section are drawn (the first ones).
  var window = CardWindow.everyCard

  /// The caption, wrapped to the page's width.
  var captionText: PreviewCaption {
    let kinds = page.sections.map(\.kind.rawValue).joined(separator: ", ")
    let caption =
      (["Page"]
      + VerticalSectionDrawing.details(
        sizeClass: page.sizeClass, size: page.contentSize,
        cards: 0, direction: page.layoutDirection
      ).enumerated().filter { $0.offset != 2 }.map(\.element) + ["sections: \(kinds)"]
      + windowNotes).joined(separator: " · ")
    return PreviewCaption(caption, width: page.contentWidth)
  }

  /// What the caption says of the vertical sections the window cut short.
  var windowNotes: [String] {
    page.sections.compactMap { section in
      switch section.layout {
      case .masonry(let masonry): window.note(count: masonry.cardCount)
      case .list(let list): window.note(count: list.cardCount)
      default: nil
      }
    }
  }

  var size: CGSize {
    CGSize(width: page.contentWidth, height: captionText.height + page.contentSize.height)
  }

  func draw(into svg: inout SVGWriter, idPrefix: String) {
    let palette = painter.palette
    let content = CGRect(origin: .zero, size: page.contentSize)
    let captionText = self.captionText
    svg.open("g", [("class", "section page")])
    captionText.draw(color: palette.secondaryText, into: &svg)
    svg.open("g", [("transform", "translate(0,\(SVGWriter.number(captionText.height)))")])
    svg.element("rect", SVGWriter.rect(content) + [("fill", palette.background.description)])
    for (index, section) in page.sections.enumerated() {
      drawSection(section, index: index, idPrefix: idPrefix, into: &svg)
    }
    svg.element(
      "rect",
      SVGWriter.rect(content) + [
        ("class", "viewport"), ("fill", "none"), ("stroke", palette.accent.description),
        ("stroke-width", "1.5"),
      ])
    svg.close("g")
    svg.close("g")
  }

  private func drawSection(
    _ section: PageSection, index: Int, idPrefix: String, into svg: inout SVGWriter
  ) {
    let frame = section.frame
    switch section.layout {
    case .header(let header):
      svg.open("g", [("transform", translate(frame.minX, frame.minY))])
      painter.drawHeader(header, title: header.title.isEmpty ? nil : header.title, into: &svg)
      svg.close("g")
    case .carousel(let carousel):
      let offset = section.horizontalOffset
      let clipID = "\(idPrefix)-page-section-\(index)"
      svg.open("g", [("transform", translate(frame.minX - offset, frame.minY))])
      svg.open("defs")
      svg.open("clipPath", [("id", clipID)])
      svg.element(
        "rect",
        SVGWriter.rect(
          CGRect(
            x: offset, y: -PreviewStyle.shadowReach, width: page.viewport.width,
            height: frame.height + 2 * PreviewStyle.shadowReach)))
      svg.close("clipPath")
      svg.close("defs")
      let drawing = CarouselDrawing(
        carousel: carousel, content: cards(index), palette: painter.palette, text: text,
        shadowID: painter.shadowID)
      svg.open("g", [("clip-path", "url(#\(clipID))")])
      drawing.drawCards(
        carousel.track.cardRange(horizontallyIn: offset, offset + page.viewport.width),
        shadow: true,
        into: &svg)
      drawing.drawEmptyState(into: &svg)
      svg.close("g")
      drawing.drawHeader(atOffset: offset, into: &svg)
      svg.close("g")
    case .masonry(let masonry):
      svg.open("g", [("transform", translate(frame.minX, frame.minY))])
      for card in 0..<window.drawnCount(of: masonry.cardCount) {
        painter.drawCard(
          masonry.anatomy(ofCard: card), index: card, content: cards(index).card(card),
          shadow: true, into: &svg)
      }
      svg.close("g")
    case .list(let list):
      svg.open("g", [("transform", translate(frame.minX, frame.minY))])
      for card in 0..<window.drawnCount(of: list.cardCount) {
        painter.drawCard(
          list.anatomy(ofCard: card), index: card, content: cards(index).card(card), shadow: true,
          into: &svg)
      }
      svg.close("g")
    case .emptyState(let emptyFrame):
      svg.open("g", [("transform", translate(frame.minX, frame.minY))])
      painter.drawEmptyState(in: emptyFrame, into: &svg)
      svg.close("g")
    }
  }

  /// The content of section `index`'s cards.
  private func cards(_ index: Int) -> [CardContent] {
    content.indices.contains(index) ? content[index] : []
  }

  private func translate(_ x: CGFloat, _ y: CGFloat) -> String {
    "translate(\(SVGWriter.number(x)),\(SVGWriter.number(y)))"
  }
}
