import CarouselLayout
import Foundation

/// One part of a preview drawing; ``SVGPreview/render(_:)`` stacks sections
/// from top to bottom, each with a caption and its own viewport.
///
/// Each section may carry the cards' content by card index (``/CarouselLayout/CardContent``);
/// a card past its end, or with empty content, shows the skeleton.
///
/// ```swift
/// let svg = try SVGPreview().render([
///   .carousel(compact),
///   .carousel(compact, offset: 361, content: [CardContent(title: "Notebook Basic 15")]),
/// ])
/// ```
package enum PreviewSection: Sendable, Hashable {
  /// A carousel scrolled to `offset` (`nil`: the rest offset), drawn over its whole content:
  /// the cards showing through the viewport crisp and with shadows, the rest faded.
  case carousel(CarouselGeometry, offset: CGFloat? = nil, content: [CardContent] = [])
  /// A masonry layout over its whole (vertical) content.
  case masonry(MasonryLayout, content: [CardContent] = [])
  /// A list layout over its whole (vertical) content.
  case list(ListLayout, content: [CardContent] = [])
  /// A whole page: its sections stacked at their frames, each carousel at its horizontal
  /// offset; `content` is by page section, then card.
  case page(CarouselPage, content: [[CardContent]] = [])

  /// The drawing that renders this section.
  func drawing(
    palette: PreviewPalette, text: PreviewText, shadowID: String, window: CardWindow = .everyCard
  )
    throws(CarouselLayoutError)
    -> any SectionDrawing
  {
    switch self {
    case .carousel(let carousel, let offset, let content):
      if let offset { try checkFinite(offset, "offset") }
      return CarouselSectionDrawing(
        drawing: CarouselDrawing(
          carousel: carousel, content: content, palette: palette, text: text, shadowID: shadowID),
        offset: offset ?? carousel.track.restOffset)
    case .masonry(let masonry, let content):
      let painter = CardPainter(
        palette: palette, text: text, shadowID: shadowID,
        isRightToLeft: masonry.layoutDirection == .rightToLeft)
      let details = VerticalSectionDrawing.details(
        sizeClass: masonry.sizeClass, size: masonry.contentSize, cards: masonry.cardCount,
        direction: masonry.layoutDirection)
      let columns = masonry.columnCount == 1 ? "1 column" : "\(masonry.columnCount) columns"
      return VerticalSectionDrawing(
        anatomies: (0..<window.drawnCount(of: masonry.cardCount)).map(masonry.anatomy(ofCard:)),
        of: masonry.cardCount, content: content, contentSize: masonry.contentSize,
        painter: painter,
        caption: (["Masonry"] + details + [columns]).joined(separator: " · "), window: window)
    case .list(let list, let content):
      let painter = CardPainter(
        palette: palette, text: text, shadowID: shadowID,
        isRightToLeft: list.layoutDirection == .rightToLeft)
      let details = VerticalSectionDrawing.details(
        sizeClass: list.sizeClass, size: list.contentSize, cards: list.cardCount,
        direction: list.layoutDirection)
      return VerticalSectionDrawing(
        anatomies: (0..<window.drawnCount(of: list.cardCount)).map(list.anatomy(ofCard:)),
        of: list.cardCount, content: content, contentSize: list.contentSize, painter: painter,
        caption: (["List"] + details).joined(separator: " · "), window: window)
    case .page(let page, let content):
      return PageSectionDrawing(
        page: page, content: content,
        painter: CardPainter(
          palette: palette, text: text, shadowID: shadowID,
          isRightToLeft: page.layoutDirection == .rightToLeft),
        text: text, window: window)
    }
  }
}

/// Throws ``/CarouselLayout/CarouselLayoutError`` unless `value` is finite.
func checkFinite(_ value: CGFloat, _ field: String) throws(CarouselLayoutError) {
  guard value.isFinite else {
    throw CarouselLayoutError(
      field: field, expected: "a finite number", value: NumberText.plain(Double(value)))
  }
}

/// A section's drawing, in its own coordinates with the origin at its top-left corner.
protocol SectionDrawing {
  /// The size the section takes up.
  var size: CGSize { get }
  /// Draws the section; `idPrefix` makes its element ids unique within the document.
  func draw(into svg: inout SVGWriter, idPrefix: String)
}
