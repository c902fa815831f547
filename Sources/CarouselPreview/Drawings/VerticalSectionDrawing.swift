import CarouselLayout
import Foundation

/// A vertically scrolling layout (masonry or list) drawn over its content: every card drawn
/// at its frame, inside an outline of the viewport's width and the content's height. A window
/// of the first cards (``CardWindow``) ends below the lowest of them, and its caption says how
/// many it shows.
struct VerticalSectionDrawing: SectionDrawing {
  /// The cards drawn, in card order: the first ones.
  let anatomies: [CardAnatomy]
  /// The cards' content by index (the skeleton past its end).
  let content: [CardContent]
  let contentSize: CGSize
  let painter: CardPainter
  let caption: String

  /// A drawing of `anatomies`, the first of `total` cards of a layout of `contentSize`.
  init(
    anatomies: [CardAnatomy], of total: Int, content: [CardContent], contentSize: CGSize,
    painter: CardPainter, caption: String, window: CardWindow
  ) {
    self.anatomies = anatomies
    self.content = content
    self.painter = painter
    var size = contentSize
    var caption = caption
    if anatomies.count < total {
      let lowest = anatomies.map(\.frame.maxY).max() ?? 0
      size.height = min(size.height, lowest + PreviewStyle.margin)
      if let note = window.note(count: total) { caption += " · " + note }
    }
    self.contentSize = size
    self.caption = caption
  }

  /// The caption, wrapped to the content's width.
  var captionText: PreviewCaption { PreviewCaption(caption, width: contentSize.width) }

  var size: CGSize {
    CGSize(width: contentSize.width, height: captionText.height + contentSize.height)
  }

  func draw(into svg: inout SVGWriter, idPrefix: String) {
    let palette = painter.palette
    let content = CGRect(origin: .zero, size: contentSize)
    let captionText = self.captionText
    svg.open("g", [("class", "section vertical")])
    captionText.draw(color: palette.secondaryText, into: &svg)
    svg.open("g", [("transform", "translate(0,\(SVGWriter.number(captionText.height)))")])
    svg.element("rect", SVGWriter.rect(content) + [("fill", palette.background.description)])
    for (index, anatomy) in anatomies.enumerated() {
      painter.drawCard(
        anatomy, index: index, content: self.content.card(index), shadow: true, into: &svg)
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

  /// The caption's common tail: size class, size, card count, direction.
  static func details(
    sizeClass: SizeClass, size: CGSize, cards: Int, direction: LayoutDirection
  ) -> [String] {
    var parts = [
      sizeClass.rawValue,
      "\(SVGWriter.number(size.width)) × \(SVGWriter.number(size.height)) pt",
      cards == 1 ? "1 card" : "\(cards) cards",
    ]
    if direction == .rightToLeft { parts.append("right to left") }
    return parts
  }
}
