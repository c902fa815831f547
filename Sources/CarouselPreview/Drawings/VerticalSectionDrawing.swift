import CarouselLayout
import Foundation

/// A vertically scrolling layout (masonry or list) drawn over its whole content: every card
/// at its frame, inside an outline of the viewport's width and the content's height.
struct VerticalSectionDrawing: SectionDrawing {
  /// The cards' anatomies, in card order.
  let anatomies: [CardAnatomy]
  /// The cards' content by index (the skeleton past its end).
  let content: [CardContent]
  let contentSize: CGSize
  let painter: CardPainter
  let caption: String

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
