import CarouselLayout
import Foundation

/// The fixed measures of the previews: the card style (``/CarouselLayout/CarouselCardStyle``,
/// defined once in the engine, spec §1 "Card anatomy") and the drawing's own margins.
enum PreviewStyle {
  /// SAP's "72" typeface first, then the platform's.
  static let fontFamily = "'72', -apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif"
  /// The card style every card is drawn with.
  static let card = CarouselCardStyle.fiori
  /// Cards' corner radius.
  static let cornerRadius: CGFloat = card.cornerRadius
  /// Horizontal padding inside a card's body (the skeleton's lines).
  static let horizontalPadding: CGFloat = card.bodyPadding.leading
  /// Vertical padding of the body and footer (the skeleton's lines).
  static let verticalPadding: CGFloat = card.bodyPadding.top
  /// How far a card's shadow reaches beyond its frame.
  static let shadowReach: CGFloat = card.shadowReach
  /// The margin around a whole drawing: small, so a phone-sized drawing shows at almost 1:1
  /// on a phone.
  static let margin: CGFloat = 12
  /// The gap between stacked sections.
  static let sectionGap: CGFloat = 32
  /// The placeholder lines' widths, as fractions of the available width, in turn.
  static let lineWidths: [CGFloat] = [1, 0.92, 0.78, 0.96, 0.64]

  /// The SVG filter for the card style's shadow: one blurred, offset, tinted copy of the
  /// card's alpha per layer (an SVG blur's standard deviation is half the layer's radius),
  /// merged under the card.
  static func writeShadowFilter(id: String, into svg: inout SVGWriter) {
    svg.open(
      "filter",
      [
        ("id", id), ("x", "-10%"), ("y", "-10%"), ("width", "120%"), ("height", "130%"),
        ("color-interpolation-filters", "sRGB"),
      ])
    for (index, layer) in card.shadows.enumerated() {
      svg.element(
        "feGaussianBlur",
        [
          ("in", "SourceAlpha"), SVGWriter.attribute("stdDeviation", layer.radius / 2),
          ("result", "blur\(index)"),
        ])
      svg.element(
        "feOffset",
        [("in", "blur\(index)"), SVGWriter.attribute("dy", layer.y), ("result", "moved\(index)")])
      svg.element(
        "feFlood",
        [("flood-color", "#000000"), ("flood-opacity", NumberText.rounded(layer.opacity))])
      svg.element(
        "feComposite", [("in2", "moved\(index)"), ("operator", "in"), ("result", "shadow\(index)")])
    }
    svg.open("feMerge")
    for index in card.shadows.indices.reversed() {
      svg.element("feMergeNode", [("in", "shadow\(index)")])
    }
    svg.element("feMergeNode", [("in", "SourceGraphic")])
    svg.close("feMerge")
    svg.close("filter")
  }

  /// The CSS `box-shadow` of the same shadow.
  static let cssShadow = card.shadows.map { layer in
    "0 \(SVGWriter.number(layer.y))px \(SVGWriter.number(layer.radius))px "
      + "rgba(0, 0, 0, \(NumberText.rounded(layer.opacity)))"
  }.joined(separator: ", ")

  /// A style colour as an opaque preview colour, in the light (or the dark) appearance.
  static func color(_ color: CardStyleColor, isDark: Bool = false) -> PreviewColor {
    PreviewColor(hex: color.hex(isDark: isDark))
  }
}
