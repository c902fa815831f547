import CarouselLayout
import Foundation

extension CardPainter {
  // MARK: - Content

  /// Draws a card's content where ``CardContentLayout`` puts it, inside the regions: title
  /// and subtitle, KPI and body text, the actions (the first filled with the accent, its
  /// title in the card's colour; the others tinted).
  ///
  /// Widths are estimated, so each line is also clipped to its box (a nested `<svg>`, which
  /// clips without ids): a font wider than the estimate cuts a line at the region's padding
  /// instead of letting it run out of the card.
  func drawContent(
    _ content: CardContent, in anatomy: CardAnatomy, index: Int, into svg: inout SVGWriter
  ) {
    let layout = CardContentLayout(
      content, in: anatomy, style: PreviewStyle.card, isRightToLeft: isRightToLeft)
    let anchor = isRightToLeft ? "end" : "start"
    for line in layout.lines {
      let color = line.part == "title" || line.part == "kpi" ? palette.text : palette.secondaryText
      var attributes: [SVGWriter.Attribute] = [
        ("class", "card-\(line.part)"), SVGWriter.attribute("x", line.x),
        SVGWriter.attribute("y", line.baseline), ("text-anchor", anchor),
        SVGWriter.attribute("font-size", line.size),
      ]
      if line.weight != 400 { attributes.append(("font-weight", String(line.weight))) }
      attributes.append(("fill", color.description))
      Self.openClip(line.box, into: &svg)
      svg.element("text", attributes, text: line.text)
      svg.close("svg")
    }
    if anatomy.footer.height > 0, anatomy.footer.minY > anatomy.frame.minY + 1,
      !layout.actions.isEmpty
    {
      let padding = PreviewStyle.card.footerPadding
      svg.element(
        "line",
        [
          SVGWriter.attribute("x1", anatomy.footer.minX + padding.leading),
          SVGWriter.attribute("y1", anatomy.footer.minY),
          SVGWriter.attribute("x2", anatomy.footer.maxX - padding.trailing),
          SVGWriter.attribute("y2", anatomy.footer.minY),
          ("stroke", palette.divider.description), ("stroke-width", "1"),
        ])
    }
    let size = PreviewStyle.card.typography.action
    for action in layout.actions {
      svg.open("g", [("class", action.isMore ? "card-action card-action-more" : "card-action")])
      svg.element(
        "rect",
        SVGWriter.rect(action.frame) + [
          SVGWriter.attribute("rx", action.frame.height / 2),
          ("fill", (action.isPrimary ? palette.accent : palette.accentSoft).description),
        ])
      Self.openClip(action.frame, into: &svg)
      svg.element(
        "text",
        [
          SVGWriter.attribute("x", action.frame.midX),
          SVGWriter.attribute("y", action.frame.midY + 0.35 * size),
          ("text-anchor", "middle"), SVGWriter.attribute("font-size", size),
          ("font-weight", "600"),
          (
            "fill", (action.isPrimary ? palette.card : palette.accent).description
          ),
        ],
        text: action.title)
      svg.close("svg")
      svg.close("g")
    }
  }

  /// Opens a nested `<svg>` whose viewport is `rect` and whose coordinates are the document's:
  /// what is drawn inside shows only within `rect`.
  static func openClip(_ rect: CGRect, into svg: inout SVGWriter) {
    let box = [rect.minX, rect.minY, rect.width, rect.height].map(SVGWriter.number)
    svg.open(
      "svg",
      SVGWriter.rect(rect) + [("viewBox", box.joined(separator: " ")), ("overflow", "hidden")])
  }
}

extension [CardContent] {
  /// The content of card `index`, or `nil` (the skeleton) past the end.
  func card(_ index: Int) -> CardContent? {
    indices.contains(index) ? self[index] : nil
  }
}
