import CarouselLayout
import Foundation

/// The example app's one source of sample data: products with a price and "Add to Cart",
/// sales orders with their status, key figures. The texts are those of the tool's built-in
/// examples (`carousel demo`), so the app and the previews show the same cards.
enum SampleCatalog {
  /// Six products, each with a price and "Add to Cart".
  static let products: [SampleCard] = [
    product(
      0, "Notebook Basic 15", "Notebooks · HT-1000", "956 EUR",
      "Intel Core i7, 15-inch screen, 4 GB memory and a 1 TB drive.", body: 120, compare: true),
    product(
      1, "Ergo Screen E-I", "Monitors · HT-1030", "230 EUR",
      "17-inch LCD at 1280 × 1024 that tilts and swivels, with three USB ports and speakers "
        + "built in. Ships in two days from the Walldorf warehouse.", body: 168),
    product(
      2, "Smart Watch 3", "Accessories · HT-6102", "189 EUR",
      "Heart rate, GPS, a week of battery.", body: 72),
    product(
      3, "Laser Allround Pro", "Printers · HT-1040", "1 299 EUR",
      "Colour laser at 34 pages a minute, two-sided printing, Wi-Fi and a 550-sheet tray.",
      body: 144, compare: true),
    product(
      4, "Comfort Easy Chair", "Office Furniture · HT-8001", "320 EUR",
      "Adjustable height and lumbar support, breathable mesh back.", body: 96),
    product(
      5, "Beam Breaker B-2", "Projectors · HT-1502", "1 120 EUR",
      "Full HD at 3 500 lumens with a quiet fan, for rooms of up to 40 seats.", body: 120,
      compare: true),
  ]

  /// Three sales orders of different lengths, each with its status.
  static let orders: [SampleCard] = [
    order(
      0, "Order 4500012345", "Bay Area Bikes · 3 items · In delivery", "12 480 USD",
      "Delivery expected on 14 December.", body: 96),
    order(
      1, "Order 4500012377", "Nordic Office AB · 12 items · Partly back-ordered", "3 905 EUR",
      "Two items are back-ordered until January; the customer asked to ship the rest now and "
        + "the remainder in one delivery later.", body: 176),
    order(
      2, "Order 4500012390", "Café Lumière · 1 item · Awaiting approval", "640 EUR",
      "Credit limit exceeded by 140 EUR; needs a second approval.", body: 120,
      actions: ["Approve", "Reject", "Forward", "Call Customer"]),
  ]

  /// Two key figures: fewer than three cards.
  static let keyFigures: [SampleCard] = [
    SampleCard(
      id: 0,
      content: CardContent(
        title: "Revenue", subtitle: "This quarter", kpi: "4.2 M EUR",
        body: "Up 12 % on the last quarter.", actions: ["Details"]), body: 96),
    SampleCard(
      id: 1,
      content: CardContent(
        title: "Open Orders", subtitle: "Today", kpi: "37", actions: ["Details"]), body: 72),
  ]

  /// Nine short products for a masonry (the guideline recommends masonry from nine cards).
  static let masonry: [SampleCard] = [
    item(0, "Flat Basic", "Monitors", "399 EUR", "19-inch, thin bezel, height adjustable.", 68),
    item(1, "Cordless Mouse", "Accessories", "9 EUR", nil, 50),
    item(
      2, "Notebook Pro 17", "Notebooks", "2 299 EUR",
      "17-inch, 32 GB memory, 2 TB drive, a discrete graphics card and a backlit keyboard.", 108),
    item(3, "USB-C Dock", "Accessories", "149 EUR", "Two screens, one cable.", 68),
    item(
      4, "Photo Scan", "Scanners", "129 EUR",
      "Flatbed, 4800 dpi, scans slides and negatives too.", 88),
    item(5, "Power Cable", "Accessories", nil, nil, 8),
    item(6, "Headset Pro", "Audio", "89 EUR", "Noise cancelling, 20 hours.", 68),
    item(7, "Webcam HD", "Accessories", "59 EUR", nil, 50),
    item(8, "Desk Lamp LED", "Office Furniture", "45 EUR", "Dimmable, warm to cold white.", 88),
  ]

  /// Product `index` of a catalogue of any size: the six products in turn, each with its
  /// catalogue number, so a 10 000-card carousel needs no 10 000-element array.
  ///
  /// - Complexity: O(1).
  static func catalogueProduct(at index: Int) -> SampleCard {
    var card = products[index % products.count]
    card.id = index
    card.content.subtitle = "No. \(index + 1) · " + (card.content.subtitle ?? "")
    return card
  }

  // MARK: - Building

  private static func product(
    _ id: Int, _ title: String, _ subtitle: String, _ price: String, _ text: String,
    body: CGFloat, compare: Bool = false
  ) -> SampleCard {
    SampleCard(
      id: id,
      content: CardContent(
        title: title, subtitle: subtitle, kpi: price, body: text,
        actions: compare ? ["Add to Cart", "Compare"] : ["Add to Cart"]), body: body)
  }

  /// An order; more actions than the footer shows go behind "More" (SAP's card footer).
  private static func order(
    _ id: Int, _ title: String, _ subtitle: String, _ amount: String, _ text: String,
    body: CGFloat, actions: [String] = ["Approve", "Reject"]
  ) -> SampleCard {
    SampleCard(
      id: id,
      content: CardContent(
        title: title, subtitle: subtitle, kpi: amount, body: text, actions: actions),
      body: body)
  }

  private static func item(
    _ id: Int, _ title: String, _ subtitle: String, _ price: String?, _ text: String?,
    _ body: CGFloat
  ) -> SampleCard {
    SampleCard(
      id: id,
      content: CardContent(
        title: title, subtitle: subtitle, kpi: price, body: text, actions: ["Add"]), body: body)
  }
}
