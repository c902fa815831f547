import CarouselLayout
import Foundation

/// A carousel drawn at one scroll offset: the viewport and a strip of what is beside it.
///
/// ```
///  caption (wrapped to the drawing's width)
///  ┌ ─ ┐┏━━━━ viewport ━━━━━━━━┓┌ ─ ┐
///   fad ┃ header    See All ›  ┃ fad
///  │ed ││┃ [ card ]  [ peek    ┃│ed │
///  └ ─ ┘┗━━━━━━━━━━━━━━━━━━━━━━┛└ ─ ┘
///        ┆ snap position: cards come to rest here   (legend, snapping only)
/// ```
///
/// The viewport clips the cards horizontally (the peek is cut at its edge) but not vertically,
/// so cards' shadows show. Only ``beside`` points of the content on either side are drawn,
/// faded: the drawing stays about as wide as the viewport, so it shows at (nearly) 1:1 on a
/// phone and its text stays readable.
struct CarouselSectionDrawing: SectionDrawing {
  let drawing: CarouselDrawing
  /// The horizontal scroll offset (any finite value; overscroll shows as such).
  let offset: CGFloat

  private var carousel: CarouselGeometry { drawing.carousel }
  private var palette: PreviewPalette { drawing.palette }

  /// The horizontal span drawn, in content coordinates: the viewport and ``beside`` points
  /// on either side.
  var span: (minX: CGFloat, maxX: CGFloat) {
    (offset - Self.beside, offset + carousel.viewport.width + Self.beside)
  }

  /// How much of the content on either side of the viewport is drawn, in points.
  static let beside: CGFloat = 32

  /// The caption, wrapped to the drawing's width.
  var captionText: PreviewCaption {
    PreviewCaption(caption, width: span.maxX - span.minX)
  }

  /// Whether the dashed snap line, and its legend, are drawn.
  var showsSnapLine: Bool {
    guard carousel.track.mode == .carousel, case .snapping = carousel.configuration.scrolling else {
      return false
    }
    return true
  }

  /// The room of the snap line's legend under the viewport.
  static let legendHeight: CGFloat = 26

  var size: CGSize {
    CGSize(
      width: span.maxX - span.minX,
      height: captionText.height + carousel.contentSize.height
        + (showsSnapLine ? Self.legendHeight : 0))
  }

  func draw(into svg: inout SVGWriter, idPrefix: String) {
    let viewport = CGRect(
      x: offset, y: 0, width: carousel.viewport.width, height: carousel.contentSize.height)
    let span = self.span
    let captionText = self.captionText
    svg.open("g", [("class", "section carousel")])
    captionText.draw(color: palette.secondaryText, into: &svg)
    svg.open(
      "g",
      [
        (
          "transform",
          "translate(\(SVGWriter.number(-span.minX)),\(SVGWriter.number(captionText.height)))"
        )
      ])
    let clipID = "\(idPrefix)-viewport"
    svg.open("defs")
    svg.open("clipPath", [("id", clipID)])
    svg.element(
      "rect",
      SVGWriter.rect(viewport.insetBy(dx: 0, dy: -PreviewStyle.shadowReach)))
    svg.close("clipPath")
    svg.close("defs")

    if carousel.track.mode == .carousel, palette.resolvedFadedOpacity > 0 {
      svg.open(
        "g",
        [("class", "faded"), ("opacity", NumberText.rounded(palette.resolvedFadedOpacity))])
      drawing.drawCards(
        carousel.track.cardRange(horizontallyIn: span.minX, span.maxX), shadow: false, into: &svg)
      svg.close("g")
    }
    svg.element(
      "rect", SVGWriter.rect(viewport) + [("fill", palette.background.description)])
    svg.open("g", [("class", "visible"), ("clip-path", "url(#\(clipID))")])
    drawing.drawCards(
      carousel.track.cardRange(horizontallyIn: viewport.minX, viewport.maxX), shadow: true,
      into: &svg)
    drawing.drawEmptyState(into: &svg)
    svg.close("g")
    drawing.drawHeader(atOffset: offset, into: &svg)
    drawSnapLine(in: viewport, into: &svg)
    svg.element(
      "rect",
      SVGWriter.rect(viewport) + [
        ("class", "viewport"), ("fill", "none"), ("stroke", palette.accent.description),
        ("stroke-width", "1.5"),
      ])
    svg.close("g")
    svg.close("g")
  }

  /// In snapping carousels, a dashed line where cards come to rest (the leading inset), and
  /// under the viewport a legend that says so.
  private func drawSnapLine(in viewport: CGRect, into svg: inout SVGWriter) {
    guard showsSnapLine else { return }
    let rightToLeft = carousel.track.layoutDirection == .rightToLeft
    let x =
      rightToLeft
      ? viewport.maxX - carousel.track.leadingInset : viewport.minX + carousel.track.leadingInset
    let dashes: [SVGWriter.Attribute] = [
      ("stroke", palette.accent.description), ("stroke-width", "1"),
      ("stroke-dasharray", "3 3"),
    ]
    svg.element(
      "line",
      [
        ("class", "snap-line"), SVGWriter.attribute("x1", x),
        SVGWriter.attribute("y1", carousel.cardsMinY - 4), SVGWriter.attribute("x2", x),
        SVGWriter.attribute("y2", viewport.maxY + 4), ("opacity", "0.6"),
      ] + dashes)
    // The legend: a short dashed sample and its words, from the snap line's side.
    let y = viewport.maxY + Self.legendHeight - 6
    let sample = rightToLeft ? (x - 16, x) : (x, x + 16)
    svg.open("g", [("class", "legend")])
    svg.element(
      "line",
      [
        SVGWriter.attribute("x1", sample.0), SVGWriter.attribute("y1", y - 4),
        SVGWriter.attribute("x2", sample.1), SVGWriter.attribute("y2", y - 4),
      ] + dashes)
    svg.element(
      "text",
      [
        SVGWriter.attribute("x", rightToLeft ? sample.0 - 6 : sample.1 + 6),
        SVGWriter.attribute("y", y), ("font-size", SVGWriter.number(PreviewCaption.fontSize)),
        ("text-anchor", rightToLeft ? "end" : "start"),
        ("fill", palette.secondaryText.description),
      ],
      text: TextMetrics.truncated(
        drawing.painter.text.snapLineLegend,
        toWidth: viewport.width - carousel.track.leadingInset - 22,
        fontSize: PreviewCaption.fontSize))
    svg.close("g")
  }

  /// One line naming what is drawn, such as
  /// `Carousel · compact · 393 × 264 pt · 5 cards · offset 361 of 1436`.
  var caption: String {
    let size =
      "\(SVGWriter.number(carousel.viewport.width)) × "
      + "\(SVGWriter.number(carousel.contentSize.height)) pt"
    let cards = carousel.cardCount == 1 ? "1 card" : "\(carousel.cardCount) cards"
    var parts: [String]
    switch carousel.track.mode {
    case .carousel:
      parts = [
        "Carousel", carousel.track.sizeClass.rawValue, size, cards,
        "offset \(SVGWriter.number(offset)) of \(SVGWriter.number(carousel.track.maximumOffset))",
      ]
      if case .free = carousel.configuration.scrolling { parts.append("free scrolling") }
    case .stack:
      parts = ["Stacked", carousel.track.sizeClass.rawValue, size, cards]
    case .empty:
      parts = ["Empty state", carousel.track.sizeClass.rawValue, size]
    }
    if carousel.cardCount > 0, carousel.configuration.heightPolicy != .uniform {
      parts.append(
        carousel.configuration.heightPolicy == .natural ? "natural heights" : "uniform (visible)"
      )
    }
    if carousel.track.layoutDirection == .rightToLeft { parts.append("right to left") }
    return parts.joined(separator: " · ")
  }
}
