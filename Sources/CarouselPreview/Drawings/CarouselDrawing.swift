import CarouselLayout
import Foundation

/// Draws one carousel's parts (cards, header cell, empty state) in the engine's content
/// coordinates; the static and animated previews place these drawings.
struct CarouselDrawing {
  let carousel: CarouselGeometry
  let painter: CardPainter
  /// The cards' content by index; a card past its end, or with empty content, shows the
  /// skeleton.
  let content: [CardContent]

  init(
    carousel: CarouselGeometry, content: [CardContent] = [], palette: PreviewPalette,
    text: PreviewText, shadowID: String
  ) {
    self.carousel = carousel
    self.content = content
    painter = CardPainter(
      palette: palette, text: text, shadowID: shadowID,
      isRightToLeft: carousel.track.layoutDirection == .rightToLeft)
  }

  var palette: PreviewPalette { painter.palette }

  /// Draws the cards in `range`, with shadows or without (the faded copies).
  func drawCards(_ range: Range<Int>, shadow: Bool, into svg: inout SVGWriter) {
    for index in range {
      painter.drawCard(
        carousel.anatomy(ofCard: index), index: index,
        content: content.card(index), shadow: shadow, into: &svg)
    }
  }

  /// Draws the header cell at the frames the engine gives for `offset`.
  func drawHeader(atOffset offset: CGFloat, into svg: inout SVGWriter) {
    guard let layout = carousel.headerLayout(atOffset: offset) else { return }
    painter.drawHeader(layout, title: carousel.configuration.header?.title ?? "", into: &svg)
  }

  /// Draws the empty state's illustrated message, when the carousel has no cards.
  func drawEmptyState(into svg: inout SVGWriter) {
    guard let frame = carousel.emptyStateFrame else { return }
    painter.drawEmptyState(in: frame, into: &svg)
  }
}
