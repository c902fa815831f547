import CarouselLayout
import Foundation

/// A carousel drawn over its whole content at one scroll offset.
///
/// ```
///  caption
///  ┌ ─ ─ faded ─ ─ ┐┏━━━━ viewport ━━━━┓┌ ─ ─ faded ─ ─ ─ ─ ─ ─ ┐
///    previous card ┃ header    See All › ┃
///  │               │┃ [ card ]  [ peek ┃│ next cards           │
///  └ ─ ─ ─ ─ ─ ─ ─ ┘┗━━━━━━━━━━━━━━━━━━━┛└ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ┘
/// ```
///
/// The viewport clips the cards horizontally (the peek is cut at its edge) but not vertically,
/// so cards' shadows show. Content further than twelve viewport widths from the viewport is left
/// out, which keeps the drawing small for long carousels.
struct CarouselSectionDrawing: SectionDrawing {
  let drawing: CarouselDrawing
  /// The horizontal scroll offset (any finite value; overscroll shows as such).
  let offset: CGFloat

  private var carousel: CarouselGeometry { drawing.carousel }
  private var palette: PreviewPalette { drawing.palette }

  /// The horizontal span drawn, in content coordinates: content and viewport, at most
  /// ``reach`` viewport widths on either side of the viewport.
  var span: (minX: CGFloat, maxX: CGFloat) {
    let width = carousel.viewport.width
    let minX = max(min(0, offset), offset - Self.reach * width)
    let maxX = min(max(carousel.contentWidth, offset + width), offset + (Self.reach + 1) * width)
    return (minX, maxX)
  }

  /// How many viewport widths of content are drawn on either side of the viewport.
  static let reach: CGFloat = 12

  var size: CGSize {
    CGSize(
      width: span.maxX - span.minX,
      height: PreviewStyle.captionHeight + carousel.contentSize.height)
  }

  func draw(into svg: inout SVGWriter, idPrefix: String) {
    let viewport = CGRect(
      x: offset, y: 0, width: carousel.viewport.width, height: carousel.contentSize.height)
    let span = self.span
    svg.open("g", [("class", "section carousel")])
    svg.element(
      "text",
      [
        ("x", "0"), ("y", "16"), ("font-size", "13"),
        ("fill", palette.secondaryText.description),
      ],
      text: caption)
    svg.open(
      "g",
      [
        (
          "transform",
          "translate(\(SVGWriter.number(-span.minX)),\(SVGWriter.number(PreviewStyle.captionHeight)))"
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

    if carousel.mode == .carousel, palette.resolvedFadedOpacity > 0 {
      svg.open(
        "g",
        [("class", "faded"), ("opacity", NumberText.rounded(palette.resolvedFadedOpacity))])
      drawing.drawCards(
        carousel.cardRange(horizontallyIn: span.minX, span.maxX), shadow: false, into: &svg)
      svg.close("g")
    }
    svg.element(
      "rect", SVGWriter.rect(viewport) + [("fill", palette.background.description)])
    svg.open("g", [("class", "visible"), ("clip-path", "url(#\(clipID))")])
    drawing.drawCards(
      carousel.cardRange(horizontallyIn: viewport.minX, viewport.maxX), shadow: true, into: &svg)
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

  /// In snapping carousels, a dashed line where cards come to rest: the leading inset.
  private func drawSnapLine(in viewport: CGRect, into svg: inout SVGWriter) {
    guard carousel.mode == .carousel, case .snapping = carousel.configuration.scrolling else {
      return
    }
    let x =
      carousel.layoutDirection == .leftToRight
      ? viewport.minX + carousel.leadingInset : viewport.maxX - carousel.leadingInset
    svg.element(
      "line",
      [
        ("class", "snap-line"), SVGWriter.attribute("x1", x),
        SVGWriter.attribute("y1", carousel.cardsMinY - 4), SVGWriter.attribute("x2", x),
        SVGWriter.attribute("y2", viewport.maxY + 4), ("stroke", palette.accent.description),
        ("stroke-width", "1"), ("stroke-dasharray", "3 3"), ("opacity", "0.6"),
      ])
  }

  /// One line naming what is drawn, such as
  /// `Carousel · compact · 393 × 264 pt · 5 cards · offset 361 of 1436`.
  var caption: String {
    let size =
      "\(SVGWriter.number(carousel.viewport.width)) × "
      + "\(SVGWriter.number(carousel.contentSize.height)) pt"
    let cards = carousel.cardCount == 1 ? "1 card" : "\(carousel.cardCount) cards"
    var parts: [String]
    switch carousel.mode {
    case .carousel:
      parts = [
        "Carousel", carousel.sizeClass.rawValue, size, cards,
        "offset \(SVGWriter.number(offset)) of \(SVGWriter.number(carousel.maximumOffset))",
      ]
      if case .free = carousel.configuration.scrolling { parts.append("free scrolling") }
    case .stack:
      parts = ["Stacked", carousel.sizeClass.rawValue, size, cards]
    case .empty:
      parts = ["Empty state", carousel.sizeClass.rawValue, size]
    }
    if carousel.cardCount > 0, carousel.configuration.heightPolicy != .uniform {
      parts.append(
        carousel.configuration.heightPolicy == .natural ? "natural heights" : "uniform (visible)"
      )
    }
    if carousel.layoutDirection == .rightToLeft { parts.append("right to left") }
    return parts.joined(separator: " · ")
  }
}
