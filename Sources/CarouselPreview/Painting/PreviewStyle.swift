import Foundation

/// The fixed measures of the previews' Fiori card style (spec §1 "Card anatomy", "Empty
/// state", "Header cell").
enum PreviewStyle {
  /// SAP's "72" typeface first, then the platform's.
  static let fontFamily = "'72', -apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif"
  /// Cards' corner radius.
  static let cornerRadius: CGFloat = 16
  /// Horizontal padding inside a card (body and footer padding 6/16/6/16).
  static let horizontalPadding: CGFloat = 16
  /// Vertical padding of the body and footer.
  static let verticalPadding: CGFloat = 6
  /// How far a card's shadow reaches beyond its frame (blur 4 offset 2, rounded up).
  static let shadowReach: CGFloat = 8
  /// The margin around a whole drawing: small, so a phone-sized drawing shows at almost 1:1
  /// on a phone.
  static let margin: CGFloat = 12
  /// The gap between stacked sections.
  static let sectionGap: CGFloat = 32
  /// The placeholder lines' widths, as fractions of the available width, in turn.
  static let lineWidths: [CGFloat] = [1, 0.92, 0.78, 0.96, 0.64]

  /// The SVG filter for Fiori's level-2 shadow: black 13 % blur 1, plus black 4 % blur 4
  /// offset y 2 (blur is CSS's blur radius, twice the Gaussian's standard deviation).
  static func writeShadowFilter(id: String, into svg: inout SVGWriter) {
    svg.open(
      "filter",
      [
        ("id", id), ("x", "-10%"), ("y", "-10%"), ("width", "120%"), ("height", "130%"),
        ("color-interpolation-filters", "sRGB"),
      ])
    svg.element(
      "feGaussianBlur", [("in", "SourceAlpha"), ("stdDeviation", "0.5"), ("result", "near")])
    svg.element("feFlood", [("flood-color", "#000000"), ("flood-opacity", "0.13")])
    svg.element("feComposite", [("in2", "near"), ("operator", "in"), ("result", "nearShadow")])
    svg.element(
      "feGaussianBlur", [("in", "SourceAlpha"), ("stdDeviation", "2"), ("result", "farBlur")])
    svg.element("feOffset", [("in", "farBlur"), ("dy", "2"), ("result", "far")])
    svg.element("feFlood", [("flood-color", "#000000"), ("flood-opacity", "0.04")])
    svg.element("feComposite", [("in2", "far"), ("operator", "in"), ("result", "farShadow")])
    svg.open("feMerge")
    svg.element("feMergeNode", [("in", "farShadow")])
    svg.element("feMergeNode", [("in", "nearShadow")])
    svg.element("feMergeNode", [("in", "SourceGraphic")])
    svg.close("feMerge")
    svg.close("filter")
  }

  /// The CSS `box-shadow` of the same level-2 shadow.
  static let cssShadow = "0 0 1px rgba(0, 0, 0, 0.13), 0 2px 4px rgba(0, 0, 0, 0.04)"
}
