/// The built-in example specs that `carousel demo` lays out and draws, as JSON text.
///
/// Each is a valid carousel spec, so they double as examples of the JSON contract.
package enum BuiltInExamples {
  /// One example: a name for files and headings, a one-line caption, and the spec's JSON.
  package struct Example: Sendable, Hashable {
    /// A short name, used for file names (`compact`, `regular-820`, …).
    package var name: String
    /// A one-line caption.
    package var caption: String
    /// The spec, as JSON text.
    package var json: String
  }

  /// Products, with content the previews draw in the card style.
  static let cards = """
    [{"header": 64, "body": 120, "footer": 48, "kind": "product", "content": {
       "title": "Notebook Basic 15", "subtitle": "Notebooks · HT-1000", "kpi": "956 EUR",
       "body": "Intel Core i7, 15-inch screen, 4 GB memory and a 1 TB drive.",
       "actions": ["Add to Cart", "Compare"]}},
     {"header": 64, "body": 168, "footer": 48, "kind": "product", "content": {
       "title": "Ergo Screen E-I", "subtitle": "Monitors · HT-1030", "kpi": "230 EUR",
       "body": "17-inch LCD at 1280 × 1024 that tilts and swivels, with three USB ports and speakers built in. Ships in two days from the Walldorf warehouse.",
       "actions": ["Add to Cart"]}},
     {"header": 64, "body": 72, "footer": 48, "kind": "product", "content": {
       "title": "Smart Watch 3", "subtitle": "Accessories · HT-6102", "kpi": "189 EUR",
       "body": "Heart rate, GPS, a week of battery.", "actions": ["Add to Cart"]}},
     {"header": 64, "body": 144, "footer": 48, "kind": "product", "content": {
       "title": "Laser Allround Pro", "subtitle": "Printers · HT-1040", "kpi": "1 299 EUR",
       "body": "Colour laser at 34 pages a minute, two-sided printing, Wi-Fi and a 550-sheet tray.",
       "actions": ["Add to Cart", "Compare"]}},
     {"header": 64, "body": 96, "footer": 48, "kind": "product", "content": {
       "title": "Comfort Easy Chair", "subtitle": "Office Furniture · HT-8001", "kpi": "320 EUR",
       "body": "Adjustable height and lumbar support, breathable mesh back.",
       "actions": ["Add to Cart"]}},
     {"header": 64, "body": 120, "footer": 48, "kind": "product", "content": {
       "title": "Beam Breaker B-2", "subtitle": "Projectors · HT-1502", "kpi": "1 120 EUR",
       "body": "Full HD at 3 500 lumens with a quiet fan, for rooms of up to 40 seats.",
       "actions": ["Add to Cart", "Compare"]}}]
    """

  /// Sales orders, for the natural-heights example.
  static let orders = """
    [{"header": 64, "body": 96, "footer": 48, "kind": "order", "content": {
       "title": "Order 4500012345", "subtitle": "Bay Area Bikes · 3 items", "kpi": "12 480 USD",
       "body": "Delivery expected on 14 December.", "actions": ["Approve", "Reject"]}},
     {"header": 64, "body": 176, "footer": 48, "kind": "order", "content": {
       "title": "Order 4500012377", "subtitle": "Nordic Office AB · 12 items", "kpi": "3 905 EUR",
       "body": "Two items are back-ordered until January; the customer asked to ship the rest now and the remainder in one delivery later.",
       "actions": ["Approve", "Reject"]}},
     {"header": 64, "body": 120, "footer": 48, "kind": "order", "content": {
       "title": "Order 4500012390", "subtitle": "Café Lumière · 1 item", "kpi": "640 EUR",
       "body": "Credit limit exceeded by 140 EUR; needs a second approval.",
       "actions": ["Approve", "Reject", "Forward", "Call Customer"]}}]
    """

  /// Key figures, for the fewer-than-three-cards example.
  static let kpis = """
    [{"header": 64, "body": 96, "footer": 48, "kind": "kpi", "content": {
       "title": "Revenue", "subtitle": "This quarter", "kpi": "4.2 M EUR",
       "body": "Up 12 % on the last quarter.", "actions": ["Details"]}},
     {"header": 64, "body": 72, "footer": 48, "kind": "kpi", "content": {
       "title": "Open Orders", "subtitle": "Today", "kpi": "37", "actions": ["Details"]}}]
    """

  static func carousel(
    width: Int, height: Int, sizeClass: String, direction: String = "leftToRight",
    title: String = "Recommended for You", configuration: String = "", cards: String = cards
  ) -> String {
    """
    {"viewport": {"width": \(width), "height": \(height)},
     "sizeClass": "\(sizeClass)", "layoutDirection": "\(direction)",
     "configuration": {"header": {"title": "\(title)"}\(configuration)},
     "cards": \(cards)}
    """
  }

  /// Products in a masonry: short cards, content drawn in the card style.
  static let masonry = """
    [{"header": 64, "body": 68, "footer": 48, "content": {"title": "Flat Basic", "subtitle": "Monitors", "kpi": "399 EUR", "body": "19-inch, thin bezel, height adjustable.", "actions": ["Add"]}},
     {"header": 64, "body": 50, "footer": 48, "content": {"title": "Cordless Mouse", "subtitle": "Accessories", "kpi": "9 EUR", "actions": ["Add"]}},
     {"header": 64, "body": 108, "footer": 48, "content": {"title": "Notebook Pro 17", "subtitle": "Notebooks", "kpi": "2 299 EUR", "body": "17-inch, 32 GB memory, 2 TB drive, a discrete graphics card and a backlit keyboard.", "actions": ["Add", "Compare"]}},
     {"header": 64, "body": 68, "footer": 48, "content": {"title": "USB-C Dock", "subtitle": "Accessories", "kpi": "149 EUR", "body": "Two screens, one cable.", "actions": ["Add"]}},
     {"header": 64, "body": 88, "footer": 48, "content": {"title": "Photo Scan", "subtitle": "Scanners", "kpi": "129 EUR", "body": "Flatbed, 4800 dpi, scans slides and negatives too.", "actions": ["Add"]}},
     {"header": 64, "body": 8, "footer": 48, "content": {"title": "Power Cable", "subtitle": "Accessories", "actions": ["Add"]}},
     {"header": 64, "body": 68, "footer": 48, "content": {"title": "Headset Pro", "subtitle": "Audio", "kpi": "89 EUR", "body": "Noise cancelling, 20 hours.", "actions": ["Add"]}},
     {"header": 64, "body": 50, "footer": 48, "content": {"title": "Webcam HD", "subtitle": "Accessories", "kpi": "59 EUR", "actions": ["Add"]}},
     {"header": 64, "body": 88, "footer": 48, "content": {"title": "Desk Lamp LED", "subtitle": "Office Furniture", "kpi": "45 EUR", "body": "Dimmable, warm to cold white.", "actions": ["Add"]}}]
    """

  /// A page that combines a carousel and a masonry, each under its own header cell, on an iPad
  /// in portrait (820 points: as wide as a README on GitHub shows it).
  package static let page = Example(
    name: "page", caption: "Carousel and masonry on one page: every leading edge at the inset",
    json: """
      {"viewport": {"width": 820, "height": 1180}, "sizeClass": "regular",
       "sections": [
         {"kind": "carousel", "configuration": {"header": {"title": "Recommended for You"}},
          "cards": \(cards)},
         {"kind": "header", "title": "All Products"},
         {"kind": "masonry", "cards": \(masonry)}]}
      """)

  /// The gallery's first example: an iPhone in portrait, six products with their content (the
  /// playground opens on it).
  package static let compact = Example(
    name: "compact",
    caption: "iPhone (393 pt, compact): one card and a 16 pt peek, uniform heights",
    json: carousel(width: 393, height: 852, sizeClass: "compact"))

  /// Every built-in example, in gallery order.
  package static let all: [Example] = [
    compact,
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
        width: 393, height: 852, sizeClass: "compact", title: "Recent Orders",
        configuration: #", "heightPolicy": "natural""#, cards: orders)),
    Example(
      name: "two-cards", caption: "Fewer than three cards: placed below each other",
      json: carousel(
        width: 393, height: 852, sizeClass: "compact", title: "Sales Today", cards: kpis)),
    Example(
      name: "empty", caption: "No cards: the empty state's illustrated message",
      json: carousel(width: 393, height: 852, sizeClass: "compact", cards: "[]")),
  ]
}
