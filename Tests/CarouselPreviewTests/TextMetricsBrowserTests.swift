import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselPreview

/// The previews' text widths against Chromium's own measurement of the same text in the same
/// font list (here Arial, drawn with Liberation Sans, its metric twin): within a few points,
/// so the SVG's body lines fill a card as the apps' do instead of breaking at 70 % of it.
@Suite(
  .serialized,
  .enabled(
    if: Chromium.executable != nil || Chromium.isRequired,
    "Chromium not found: install it (apt-get install chromium) to run the browser tests, or set CAROUSEL_REQUIRE_CHROMIUM=1 to make its absence a failure"
  ))
struct TextMetricsBrowserTests {
  /// Texts the previews draw, at the sizes and weights they draw them.
  static let samples: [(String, CGFloat, Int)] = [
    ("Intel Core i7, 15-inch screen, 4 GB", 15, 400),
    ("17-inch LCD at 1280 × 1024 that tilts and swivels, with three USB ports", 15, 400),
    ("Heart rate, GPS, a week of battery.", 15, 400),
    ("Notebooks · HT-1000", 15, 400),
    ("Notebook Basic 15", 17, 600),
    ("Recommended for You", 17, 600),
    ("Add to Cart", 15, 600),
    ("Compare", 15, 600),
    ("956 EUR", 28, 700),
    ("WWW MMM mmm iii lll", 15, 400),
    ("See All", 15, 400),
    ("Crème brûlée – 3 × 4 € … “quoted”", 15, 400),
  ]

  @Test("each sample's width is within 2 points (or 2 %) of Chromium's for the same font")
  func widthsMatchChromium() throws {
    try #require(Chromium.executable != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Chromium found")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("text-metrics-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var spans = ""
    for (index, (text, size, weight)) in Self.samples.enumerated() {
      let escaped = text.replacingOccurrences(of: "&", with: "&amp;")
      spans +=
        "<span id=\"s\(index)\" style=\"font-size: \(Int(size))px; font-weight: \(weight)\">"
        + "\(escaped)</span><br>\n"
    }
    let page = """
      <!DOCTYPE html><html><head><meta charset="utf-8"><style>
      body { font-family: \(PreviewStyle.fontFamily); }
      span { white-space: pre; }
      </style></head><body>
      \(spans)
      <script>
      document.body.setAttribute("data-widths",
        [...document.querySelectorAll("span")].map((s) => s.getBoundingClientRect().width).join(","));
      </script></body></html>
      """
    let file = folder.appendingPathComponent("metrics.html")
    try page.write(to: file, atomically: true, encoding: .utf8)
    let dom = try Chromium.run(["--dump-dom"], url: file, folder: folder)
    let widths = try #require(Chromium.attribute("data-widths", in: dom))
      .split(separator: ",").compactMap { Double($0) }
    try #require(widths.count == Self.samples.count, "\(widths)")
    for ((text, size, weight), measured) in zip(Self.samples, widths) {
      let estimate = Double(TextMetrics.width(of: text, fontSize: size, weight: weight))
      let tolerance = max(2, measured * 0.02)
      print(
        "text metrics: \"\(text)\" \(Int(size)) px \(weight): ours \(estimate), Chromium \(measured)"
      )
      #expect(
        abs(estimate - measured) <= tolerance,
        "\"\(text)\" at \(size) px, weight \(weight): ours \(estimate), Chromium \(measured)")
    }
  }
}
