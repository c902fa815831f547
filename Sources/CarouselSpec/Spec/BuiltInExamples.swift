/// The built-in example specs that `carousel demo` lays out and draws, as JSON text.
///
/// Each is a valid carousel spec, so they double as examples of the JSON contract.
public enum BuiltInExamples {
  /// One example: a name for files and headings, a one-line caption, and the spec's JSON.
  public struct Example: Sendable, Hashable {
    /// A short name, used for file names (`compact`, `regular-820`, …).
    public var name: String
    /// A one-line caption.
    public var caption: String
    /// The spec, as JSON text.
    public var json: String
  }

  static let cards = """
    [{"header": 56, "body": 120, "footer": 44, "kind": "product"},
     {"header": 56, "body": 168, "footer": 44, "kind": "product"},
     {"header": 56, "body": 72, "footer": 44, "kind": "product"},
     {"header": 56, "body": 144, "footer": 44, "kind": "product"},
     {"header": 56, "body": 96, "footer": 44, "kind": "product"},
     {"header": 56, "body": 120, "footer": 44, "kind": "product"}]
    """

  static func carousel(
    width: Int, height: Int, sizeClass: String, direction: String = "leftToRight",
    configuration: String = "", cards: String = cards
  ) -> String {
    """
    {"viewport": {"width": \(width), "height": \(height)},
     "sizeClass": "\(sizeClass)", "layoutDirection": "\(direction)",
     "configuration": {"header": {"title": "Recommended for You"}\(configuration)},
     "cards": \(cards)}
    """
  }

  /// A page that combines a carousel and a masonry, each under its own header cell, on an iPad
  /// in portrait (820 points: as wide as a README on GitHub shows it).
  public static let page = Example(
    name: "page", caption: "Carousel and masonry on one page: every leading edge at the inset",
    json: """
      {"viewport": {"width": 820, "height": 1180}, "sizeClass": "regular",
       "sections": [
         {"kind": "carousel", "configuration": {"header": {"title": "Recommended for You"}},
          "cards": \(cards)},
         {"kind": "header", "title": "All Products"},
         {"kind": "masonry", "cards": [
           {"header": 56, "body": 120, "footer": 44}, {"header": 56, "body": 60, "footer": 44},
           {"header": 56, "body": 180, "footer": 44}, {"header": 56, "body": 90, "footer": 44},
           {"header": 56, "body": 150, "footer": 44}, {"header": 56, "body": 40, "footer": 44},
           {"header": 56, "body": 110, "footer": 44}, {"header": 56, "body": 70, "footer": 44},
           {"header": 56, "body": 130, "footer": 44}]}]}
      """)

  /// Every built-in example, in gallery order.
  public static let all: [Example] = [
    Example(
      name: "compact",
      caption: "iPhone (393 pt, compact): one card and a 16 pt peek, uniform heights",
      json: carousel(width: 393, height: 852, sizeClass: "compact")),
    Example(
      name: "regular-820", caption: "iPad portrait (820 pt, regular): two cards per page",
      json: carousel(width: 820, height: 1180, sizeClass: "regular")),
    Example(
      name: "regular-1180", caption: "iPad landscape (1180 pt, regular): three cards per page",
      json: carousel(width: 1180, height: 820, sizeClass: "regular")),
    Example(
      name: "right-to-left", caption: "Right to left: card 0 on the right, the peek on the left",
      json: carousel(width: 393, height: 852, sizeClass: "compact", direction: "rightToLeft")),
    Example(
      name: "natural-heights", caption: "Natural heights: each card its own height, top-aligned",
      json: carousel(
        width: 393, height: 852, sizeClass: "compact",
        configuration: #", "heightPolicy": "natural""#)),
    Example(
      name: "two-cards", caption: "Fewer than three cards: placed below each other",
      json: carousel(
        width: 393, height: 852, sizeClass: "compact",
        cards:
          #"[{"header": 56, "body": 120, "footer": 44}, {"header": 56, "body": 80, "footer": 44}]"#)
    ),
    Example(
      name: "empty", caption: "No cards: the empty state's illustrated message",
      json: carousel(width: 393, height: 852, sizeClass: "compact", cards: "[]")),
  ]
}
