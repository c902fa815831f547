import CarouselLayout
import Foundation

extension CardPainter {
  // MARK: - Header cell

  /// Draws a header cell at the engine's frames: the title at the leading margin (a
  /// placeholder line when the title is unknown, `nil`), "See All" with a disclosure chevron
  /// at the trailing margin (mirrored in right to left, chevron included).
  func drawHeader(_ layout: HeaderCellLayout, title: String?, into svg: inout SVGWriter) {
    let frame = layout.frame
    svg.open("g", [("class", "header-cell")])
    let titleSize: CGFloat = 17
    let reserved = layout.seeAll.map { $0.width + 8 } ?? 0
    if title == nil {
      let line = CGRect(
        x: 0, y: frame.midY - 5, width: min(160, (frame.width - reserved) * 0.6), height: 10)
      if line.width >= 1 {
        svg.element(
          "rect",
          SVGWriter.rect(placed(line, in: frame, inset: 0)) + [
            ("rx", "5"), ("fill", palette.placeholderStrong.description),
          ])
      }
    }
    let title = TextMetrics.truncated(
      title ?? "", toWidth: frame.width - reserved, fontSize: titleSize, weight: 600)
    if !title.isEmpty {
      svg.element(
        "text",
        textAnchor(in: frame, inset: 0) + [
          SVGWriter.attribute("y", frame.midY + 6), ("font-size", "17"), ("font-weight", "600"),
          ("fill", palette.text.description),
        ],
        text: title)
    }
    if let seeAll = layout.seeAll {
      drawSeeAll(in: seeAll, into: &svg)
    }
    svg.close("g")
  }

  private func drawSeeAll(in frame: CGRect, into svg: inout SVGWriter) {
    let chevronWidth: CGFloat = 5
    let chevronHalfHeight: CGFloat = 4.5
    let gap: CGFloat = 6
    let y = frame.midY
    let label = TextMetrics.truncated(
      text.seeAll, toWidth: frame.width - chevronWidth - gap, fontSize: 15)
    // The chevron sits at the trailing edge and points the reading direction's way.
    let tip = isRightToLeft ? frame.minX : frame.maxX
    let back = isRightToLeft ? tip + chevronWidth : tip - chevronWidth
    let textX = isRightToLeft ? back + gap : back - gap
    svg.open("g", [("class", "see-all")])
    if !label.isEmpty {
      svg.element(
        "text",
        [
          SVGWriter.attribute("x", textX), SVGWriter.attribute("y", y + 5),
          ("text-anchor", isRightToLeft ? "start" : "end"), ("font-size", "15"),
          ("fill", palette.accent.description),
        ],
        text: label)
    }
    let points = [
      (back, y - chevronHalfHeight), (tip, y), (back, y + chevronHalfHeight),
    ].map { "\(SVGWriter.number($0.0)),\(SVGWriter.number($0.1))" }
    svg.element(
      "polyline",
      [
        ("points", points.joined(separator: " ")), ("fill", "none"),
        ("stroke", palette.accent.description), ("stroke-width", "1.8"),
        ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
      ])
    svg.close("g")
  }
}
