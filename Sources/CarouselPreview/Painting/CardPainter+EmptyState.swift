import CarouselLayout
import Foundation

extension CardPainter {
  // MARK: - Empty state

  /// SAP's illustrated message sizes that fit a carousel's empty state, largest first: medium
  /// (the default, 92×92), small (64×64), extra small (48×48).
  static let illustrationSizes: [CGFloat] = [92, 64, 48]

  /// Draws the empty state's illustrated message centred in the engine's empty-state frame: a
  /// drawn illustration, 16 below it the title, 4 below that the description, 16 of
  /// horizontal padding, then the actions (`PreviewText.emptyActions`) 16 below, each a
  /// 34-point pill centred in its 44-point row, 8 apart, the first filled. The illustration
  /// shrinks to a smaller SAP size, then goes, when the frame is too short. Horizontal
  /// (`PreviewText.emptyAxis`): the illustration on the leading side (at most half the
  /// width), the words and pills beside it, leading-aligned, mirrored in right to left.
  func drawEmptyState(in frame: CGRect, into svg: inout SVGWriter) {
    let padding: CGFloat = 16
    let width = frame.width - 2 * padding
    guard width > 0 else { return }
    let horizontal = text.emptyAxis == .horizontal
    let room = frame.height - 2 * padding
    // Horizontal: the illustration on the leading side, as tall as fits, at most half the
    // width; the words and actions in the column beside it.
    let sideImage =
      horizontal ? (Self.illustrationSizes.first { $0 <= room && $0 <= width / 2 } ?? 0) : 0
    let column = horizontal && sideImage > 0 ? width - sideImage - 16 : width
    let titleLines = TextMetrics.wrapped(
      text.emptyTitle, toWidth: column, fontSize: 17, weight: 600)
    let descriptionLines = TextMetrics.wrapped(
      text.emptyDescription, toWidth: column, fontSize: 15)
    let actions = text.emptyActions
    let titleHeight = CGFloat(titleLines.count) * 22
    let descriptionHeight: CGFloat =
      descriptionLines.isEmpty ? 0 : 4 + CGFloat(descriptionLines.count) * 19
    let rows = CGFloat(actions.count)
    let actionsHeight: CGFloat = actions.isEmpty ? 0 : 16 + rows * 44 + (rows - 1) * 8
    let textHeight = titleHeight + descriptionHeight + actionsHeight
    let image =
      horizontal ? sideImage : (Self.illustrationSizes.first { $0 + 16 + textHeight <= room } ?? 0)
    let total = horizontal ? textHeight : image + (image > 0 ? 16 : 0) + textHeight
    var y = frame.minY + (frame.height - total) / 2
    // Where the words start: the middle (vertical), or the column's leading edge.
    let leading = isRightToLeft ? frame.maxX - padding : frame.minX + padding
    let columnStart =
      image > 0 ? (isRightToLeft ? leading - image - 16 : leading + image + 16) : leading
    let x = horizontal ? columnStart : frame.midX
    let anchor = horizontal ? (isRightToLeft ? "end" : "start") : "middle"
    svg.open("g", [("class", "empty-state")])
    if image > 0 {
      let center =
        horizontal
        ? CGPoint(
          x: isRightToLeft ? leading - image / 2 : leading + image / 2, y: frame.midY)
        : CGPoint(x: frame.midX, y: y + image / 2)
      drawIllustration(center: center, size: image, into: &svg)
      if !horizontal { y += image + 16 }
    }
    for line in titleLines {
      svg.element(
        "text",
        [
          SVGWriter.attribute("x", x), SVGWriter.attribute("y", y + 16),
          ("text-anchor", anchor), ("font-size", "17"), ("font-weight", "600"),
          ("fill", palette.text.description),
        ],
        text: line)
      y += 22
    }
    y += 4
    for line in descriptionLines {
      svg.element(
        "text",
        [
          SVGWriter.attribute("x", x), SVGWriter.attribute("y", y + 14),
          ("text-anchor", anchor), ("font-size", "15"),
          ("fill", palette.secondaryText.description),
        ],
        text: line)
      y += 19
    }
    if !actions.isEmpty { y += 16 }
    for (index, action) in actions.enumerated() {
      if index > 0 { y += 8 }
      drawEmptyStateAction(
        action, prominent: index == 0, x: x, anchor: anchor, rowY: y, maxWidth: column,
        into: &svg)
      y += 44
    }
    svg.close("g")
  }

  /// An empty state's action: a pill 34 points tall in the middle of its 44-point row, as wide
  /// as its title plus 16 on each side (at most `maxWidth`), filled for the primary action
  /// and tinted for the secondary; centred on `x` (`anchor` "middle"), or starting
  /// ("start") or ending ("end") there.
  func drawEmptyStateAction(
    _ title: String, prominent: Bool, x: CGFloat, anchor: String, rowY: CGFloat,
    maxWidth: CGFloat, into svg: inout SVGWriter
  ) {
    let width = min(maxWidth, TextMetrics.width(of: title, fontSize: 15, weight: 600) + 32)
    let minX = anchor == "middle" ? x - width / 2 : (anchor == "start" ? x : x - width)
    let pill = CGRect(x: minX, y: rowY + 5, width: width, height: 34)
    svg.element(
      "rect",
      [
        ("class", "empty-action"), SVGWriter.attribute("x", pill.minX),
        SVGWriter.attribute("y", pill.minY), SVGWriter.attribute("width", pill.width),
        SVGWriter.attribute("height", pill.height), SVGWriter.attribute("rx", 17),
        ("fill", (prominent ? palette.accent : palette.accentSoft).description),
      ])
    svg.element(
      "text",
      [
        SVGWriter.attribute("x", pill.midX), SVGWriter.attribute("y", pill.midY + 5),
        ("text-anchor", "middle"), ("font-size", "15"), ("font-weight", "600"),
        ("fill", (prominent ? palette.card : palette.accent).description),
      ],
      text: title)
  }

  /// A simple drawn illustration, `size` points square: two cards on a tinted disc, with a
  /// few sparkles; mirrored in right to left.
  func drawIllustration(center: CGPoint, size: CGFloat, into svg: inout SVGWriter) {
    let unit = size / 92
    var group: [SVGWriter.Attribute] = [("class", "illustration")]
    if isRightToLeft {
      group.append(
        ("transform", "translate(\(SVGWriter.number(2 * center.x)),0) scale(-1,1)"))
    }
    svg.open("g", group)
    svg.element(
      "circle",
      [
        SVGWriter.attribute("cx", center.x), SVGWriter.attribute("cy", center.y),
        SVGWriter.attribute("r", size / 2), ("fill", palette.accentSoft.description),
      ])
    // The card behind, tilted.
    let back = CGRect(
      x: center.x - 30 * unit, y: center.y - 24 * unit, width: 44 * unit, height: 34 * unit)
    svg.element(
      "rect",
      SVGWriter.rect(back) + [
        SVGWriter.attribute("rx", 5 * unit), ("fill", palette.card.description),
        ("stroke", palette.placeholderStrong.description),
        SVGWriter.attribute("stroke-width", 1.5 * unit),
        (
          "transform",
          "rotate(-12 \(SVGWriter.number(back.midX)) \(SVGWriter.number(back.midY)))"
        ),
      ])
    // The card in front, with a header line, a body line and an action.
    let front = CGRect(
      x: center.x - 20 * unit, y: center.y - 12 * unit, width: 50 * unit, height: 38 * unit)
    svg.element(
      "rect",
      SVGWriter.rect(front) + [
        SVGWriter.attribute("rx", 6 * unit), ("fill", palette.card.description),
        ("stroke", palette.accent.description), SVGWriter.attribute("stroke-width", 2 * unit),
      ])
    let lines: [(CGRect, PreviewColor)] = [
      (
        CGRect(
          x: front.minX + 7 * unit, y: front.minY + 8 * unit, width: 24 * unit, height: 5 * unit),
        palette.placeholderStrong
      ),
      (
        CGRect(
          x: front.minX + 7 * unit, y: front.minY + 17 * unit, width: 34 * unit, height: 4 * unit),
        palette.placeholder
      ),
      (
        CGRect(
          x: front.minX + 7 * unit, y: front.minY + 27 * unit, width: 16 * unit, height: 5 * unit),
        palette.accentSoft
      ),
    ]
    for (line, color) in lines {
      svg.element(
        "rect",
        SVGWriter.rect(line) + [
          SVGWriter.attribute("rx", line.height / 2), ("fill", color.description),
        ])
    }
    // Sparkles.
    let sparkles: [(CGFloat, CGFloat, CGFloat)] = [(30, -30, 3), (38, -18, 2), (-36, 22, 2.5)]
    for (dx, dy, radius) in sparkles {
      svg.element(
        "circle",
        [
          SVGWriter.attribute("cx", center.x + dx * unit),
          SVGWriter.attribute("cy", center.y + dy * unit),
          SVGWriter.attribute("r", radius * unit), ("fill", palette.accent.description),
        ])
    }
    svg.close("g")
  }
}
