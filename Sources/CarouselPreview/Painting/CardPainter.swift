import CarouselLayout
import Foundation

/// Draws cards, header cells and empty states of any layout (carousel, masonry, list, page)
/// from the engine's frames, mirrored for right to left.
struct CardPainter {
  let palette: PreviewPalette
  let text: PreviewText
  /// The `id` of the shadow filter defined in the document.
  let shadowID: String
  /// Whether leading is on the right.
  let isRightToLeft: Bool

  // MARK: - Cards

  /// Draws one card in the card style: its rounded shape, border and shadow (unless `shadow`
  /// is false, for faded copies), then its content in the header, body and footer regions,
  /// or placeholder lines when it has none (`nil` or empty).
  func drawCard(
    _ anatomy: CardAnatomy, index: Int, content: CardContent? = nil, shadow: Bool,
    into svg: inout SVGWriter
  ) {
    let style = PreviewStyle.card
    var shape = SVGWriter.rect(anatomy.frame)
    let radius = min(style.cornerRadius, anatomy.frame.width / 2, anatomy.frame.height / 2)
    shape += [
      SVGWriter.attribute("rx", radius), ("fill", palette.card.description),
      ("stroke", palette.cardBorder.description),
      ("stroke-opacity", NumberText.rounded(style.border.opacity)),
      SVGWriter.attribute("stroke-width", style.borderWidth),
    ]
    if shadow { shape.append(("filter", "url(#\(shadowID))")) }
    svg.open("g", [("class", "card"), ("data-index", String(index))])
    svg.element("rect", shape)
    if let content, !content.isEmpty {
      drawContent(content, in: anatomy, index: index, into: &svg)
    } else {
      drawHeaderRegion(anatomy, index: index, into: &svg)
      drawBodyRegion(anatomy, index: index, into: &svg)
      drawFooterRegion(anatomy, into: &svg)
    }
    svg.close("g")
  }

  private func drawHeaderRegion(_ anatomy: CardAnatomy, index: Int, into svg: inout SVGWriter) {
    let region = anatomy.header
    let padding = PreviewStyle.horizontalPadding
    guard region.height >= 24, region.width >= 2 * padding + 40 else { return }
    let baseline = region.minY + min(27, region.height - 6)
    svg.element(
      "text",
      textAnchor(in: region, inset: padding) + [
        SVGWriter.attribute("y", baseline), ("font-size", "15"), ("font-weight", "600"),
        ("fill", palette.text.description),
      ],
      text: "\(text.card) \(index + 1)")
    let subtitle = CGRect(
      x: 0, y: baseline + 9, width: (region.width - 2 * padding) * 0.42, height: 8)
    if subtitle.maxY <= region.maxY - PreviewStyle.verticalPadding {
      placeholderLine(subtitle, in: region, color: palette.placeholderStrong, into: &svg)
    }
  }

  private func drawBodyRegion(_ anatomy: CardAnatomy, index: Int, into svg: inout SVGWriter) {
    let region = anatomy.body
    let available = region.width - 2 * PreviewStyle.horizontalPadding
    guard available > 0 else { return }
    let widths = PreviewStyle.lineWidths
    var y = region.minY + PreviewStyle.verticalPadding + 2
    var line = 0
    while y + 8 <= region.maxY - PreviewStyle.verticalPadding {
      let fraction = widths[(line + index) % widths.count]
      placeholderLine(
        CGRect(x: 0, y: y, width: available * fraction, height: 8), in: region,
        color: palette.placeholder, into: &svg)
      y += 16
      line += 1
    }
  }

  private func drawFooterRegion(_ anatomy: CardAnatomy, into svg: inout SVGWriter) {
    let region = anatomy.footer
    let padding = PreviewStyle.horizontalPadding
    guard region.height > 0, region.width > 2 * padding else { return }
    if region.minY > anatomy.frame.minY + 1 {
      svg.element(
        "line",
        [
          SVGWriter.attribute("x1", region.minX + padding),
          SVGWriter.attribute("y1", region.minY),
          SVGWriter.attribute("x2", region.maxX - padding),
          SVGWriter.attribute("y2", region.minY),
          ("stroke", palette.divider.description), ("stroke-width", "1"),
        ])
    }
    let height = min(28, region.height - 2 * PreviewStyle.verticalPadding)
    guard height >= 6 else { return }
    let action = CGRect(
      x: 0, y: region.midY - height / 2, width: min(88, region.width - 2 * padding),
      height: height)
    var attributes = SVGWriter.rect(placed(action, in: region, inset: padding))
    attributes += [SVGWriter.attribute("rx", height / 2), ("fill", palette.accentSoft.description)]
    svg.element("rect", attributes)
  }

  // MARK: - Placement helpers

  /// `rect` moved horizontally to the leading side of `region`, `inset` from its edge:
  /// the left in left to right, the right in right to left.
  func placed(_ rect: CGRect, in region: CGRect, inset: CGFloat) -> CGRect {
    let x = isRightToLeft ? region.maxX - inset - rect.width : region.minX + inset
    return CGRect(x: x, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// `x` and `text-anchor` attributes that start text at the leading side of `region`.
  func textAnchor(in region: CGRect, inset: CGFloat) -> [SVGWriter.Attribute] {
    isRightToLeft
      ? [SVGWriter.attribute("x", region.maxX - inset), ("text-anchor", "end")]
      : [SVGWriter.attribute("x", region.minX + inset), ("text-anchor", "start")]
  }

  private func placeholderLine(
    _ line: CGRect, in region: CGRect, color: PreviewColor, into svg: inout SVGWriter
  ) {
    guard line.width >= 1 else { return }
    var attributes = SVGWriter.rect(
      placed(line, in: region, inset: PreviewStyle.horizontalPadding))
    attributes += [SVGWriter.attribute("rx", line.height / 2), ("fill", color.description)]
    svg.element("rect", attributes)
  }
}
