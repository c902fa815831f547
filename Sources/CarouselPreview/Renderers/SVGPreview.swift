import CarouselLayout
import Foundation

/// Renders layouts to deterministic SVG: the viewport's outline with the cards that show
/// through it, the rest of the content faded around it.
///
/// Each card is drawn with corner radius 16 and the Fiori level-2 shadow, with placeholder
/// lines in its header, body and footer regions at the frames the engine computed. The header
/// cell shows its title and "See All ›"; an empty carousel shows its illustrated message; in
/// right to left everything mirrors, text anchors and the chevron included.
///
/// The output is a pure function of the inputs: numbers have at most two decimals, elements
/// come in a fixed order, and nothing depends on dates, random ids or the machine, so the
/// text suits golden-file tests.
///
/// ```swift
/// let carousel = try CarouselGeometry(
///   viewport: CGSize(width: 393, height: 852),
///   cards: Array(repeating: CardMeasurement(header: 56, body: 120, footer: 44), count: 5))
/// let svg = try SVGPreview().render(carousel, atOffset: 361)
/// ```
public struct SVGPreview: Sendable, Hashable {
  /// The colours.
  package var palette: PreviewPalette
  /// The words drawn.
  package var text: PreviewText
  /// How many cards of each masonry or list the drawing shows (the first 1 000 by default;
  /// its caption says how many it left out). A carousel draws the cards near its viewport.
  package var window: CardWindow

  /// Creates a renderer with the Fiori colours and English words, drawing the first 1 000
  /// cards of each layout.
  ///
  /// ```swift
  /// let carousel = try CarouselGeometry(
  ///   viewport: CGSize(width: 393, height: 852),
  ///   cards: Array(repeating: CardMeasurement(height: 200), count: 5))
  /// let svg = try SVGPreview().render(carousel)
  /// ```
  public init() {
    self.init(palette: .fiori, text: PreviewText(), window: .standard)
  }

  /// Creates a renderer that draws the cards `window` lets through (the tool's `--all-cards`
  /// draws every card).
  package init(
    palette: PreviewPalette = .fiori, text: PreviewText = PreviewText(), window: CardWindow
  ) {
    self.palette = palette
    self.text = text
    self.window = window
  }

  /// Renders one carousel scrolled to `offset`.
  ///
  /// - Parameters:
  ///   - carousel: the layout to draw.
  ///   - offset: the horizontal scroll offset in content coordinates; `nil` is the rest
  ///     offset (0 in left to right, the largest offset in right to left). Offsets outside
  ///     the scroll range draw as overscroll.
  ///   - content: the cards' content by index; a card past its end, or with empty content,
  ///     shows the skeleton.
  /// - Returns: a standalone SVG document.
  /// - Throws: ``/CarouselLayout/CarouselLayoutError`` when the offset is NaN or infinite.
  /// - Complexity: O(cards drawn): at most the cards within twelve viewport widths of
  ///   the viewport.
  public func render(
    _ carousel: CarouselGeometry, atOffset offset: CGFloat? = nil, content: [CardContent] = []
  ) throws(CarouselLayoutError) -> String {
    try render([.carousel(carousel, offset: offset, content: content)])
  }

  /// Renders sections stacked from top to bottom, 32 points apart, in one document.
  ///
  /// - Throws: ``/CarouselLayout/CarouselLayoutError`` for an empty list (`sections`) or a section's
  ///   non-finite offset.
  /// - Complexity: O(cards drawn) over all sections.
  package func render(_ sections: [PreviewSection]) throws(CarouselLayoutError) -> String {
    guard !sections.isEmpty else {
      throw CarouselLayoutError(
        field: "sections", expected: "at least one section", value: "none")
    }
    let shadowID = "card-shadow"
    let drawings = try sections.map { (section) throws(CarouselLayoutError) in
      try section.drawing(palette: palette, text: text, shadowID: shadowID, window: window)
    }
    let margin = PreviewStyle.margin
    let width = (drawings.map(\.size.width).max() ?? 0) + 2 * margin
    let height =
      drawings.map(\.size.height).reduce(0, +) + 2 * margin
      + CGFloat(drawings.count - 1) * PreviewStyle.sectionGap
    var svg = SVGWriter()
    Self.openDocument(size: CGSize(width: width, height: height), into: &svg)
    svg.open("defs")
    PreviewStyle.writeShadowFilter(id: shadowID, into: &svg)
    svg.close("defs")
    svg.element(
      "rect",
      SVGWriter.rect(CGRect(x: 0, y: 0, width: width, height: height)) + [
        ("fill", palette.backdrop.description)
      ])
    var y = margin
    for (index, drawing) in drawings.enumerated() {
      svg.open(
        "g", [("transform", "translate(\(SVGWriter.number(margin)),\(SVGWriter.number(y)))")])
      drawing.draw(into: &svg, idPrefix: "s\(index)")
      svg.close("g")
      y += drawing.size.height + PreviewStyle.sectionGap
    }
    svg.close("svg")
    return svg.text
  }

  /// Opens the `<svg>` root element of a document of `size`.
  static func openDocument(size: CGSize, into svg: inout SVGWriter) {
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), SVGWriter.attribute("width", size.width),
        SVGWriter.attribute("height", size.height),
        ("viewBox", "0 0 \(SVGWriter.number(size.width)) \(SVGWriter.number(size.height))"),
        ("font-family", PreviewStyle.fontFamily),
      ])
  }
}
