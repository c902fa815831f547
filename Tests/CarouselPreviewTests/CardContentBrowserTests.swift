import CarouselLayout
import CarouselPreview
import CarouselTestSupport
import Foundation
import Testing

/// Card content in real headless Chromium, with its real fonts: the SVG's text lines and the
/// HTML's text boxes stay inside their cards, 16 points in from the sides, in both
/// directions; realistic text fits its estimated box (it ends with an ellipsis rather than a
/// hard cut), and text far wider than the estimate is cut at the padding, never outside.
@Suite(
  .serialized,
  .enabled(
    if: Chromium.executable != nil || Chromium.isRequired,
    "Chromium not found: install it (apt-get install chromium) to run the browser tests, or set CAROUSEL_REQUIRE_CHROMIUM=1 to make its absence a failure"
  ))
struct CardContentBrowserTests {
  static let realistic = [
    CardContent(
      title: "Notebook Basic 15", subtitle: "Notebooks · HT-1000", kpi: "956 EUR",
      body:
        "Intel Core i7, 15-inch screen, 4 GB memory and a 1 TB drive, with a backlit keyboard and a fingerprint reader.",
      actions: ["Add to Cart", "Compare", "Share"]),
    CardContent(
      title: "Order 4500012377 for Nordic Office AB, twelve items", subtitle: "Sales order",
      kpi: "3 905 EUR", body: "Two items are back-ordered until January.",
      actions: ["Approve", "Reject"]),
  ]

  /// Glyphs far wider than the estimate: the previews' metrics know Latin text, and count the
  /// rest (here Cyrillic Ш and Ж, about 0.85 em in Liberation Sans) as 0.55 em.
  static let wide = [
    CardContent(
      title: String(repeating: "Ш", count: 40), subtitle: String(repeating: "Ж", count: 40),
      kpi: String(repeating: "Ш", count: 30),
      body: Array(repeating: "ШШШШШШШШ", count: 12).joined(separator: " "),
      actions: [String(repeating: "Ш", count: 30)])
  ]

  /// What the page measured: per text, its box and its card's padded box; per SVG text, the
  /// clip (nested `<svg>`) it is drawn in.
  struct Measure: Decodable {
    struct Text: Decodable {
      var text: String
      var box: [Double]  // x, y, width, height
      var card: [Double]
      var clip: [Double]?
    }
    var texts: [Text]
  }

  static let svgScript = """
    <script><![CDATA[setTimeout(function () {
      var out = [];
      document.querySelectorAll("g.card").forEach(function (g) {
        var r = g.querySelector("rect");
        var card = ["x", "y", "width", "height"].map(function (k) { return parseFloat(r.getAttribute(k)); });
        g.querySelectorAll("svg > text").forEach(function (t) {
          var b = t.getBBox(), s = t.parentNode;
          var clip = s.tagName === "svg" ? ["x", "y", "width", "height"].map(function (k) { return parseFloat(s.getAttribute(k)); }) : null;
          out.push({text: t.textContent, box: [b.x, b.y, b.width, b.height], card: card, clip: clip});
        });
      });
      document.documentElement.setAttribute("data-measure", JSON.stringify({texts: out}));
    }, 100);]]></script>
    """

  static let htmlScript = """
    <script>setTimeout(function () {
      var out = [];
      document.querySelectorAll(".card").forEach(function (c) {
        var r = c.getBoundingClientRect();
        c.querySelectorAll(".text, .button").forEach(function (t) {
          var b = t.getBoundingClientRect();
          out.push({text: t.textContent, box: [b.left, b.top, b.width, b.height], card: [r.left, r.top, r.width, r.height]});
        });
      });
      document.body.setAttribute("data-measure", JSON.stringify({texts: out}));
    }, 100);</script>
    """

  func measure(_ document: String, name: String, script: String, closing: String) throws
    -> Measure
  {
    try #require(Chromium.executable != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Chromium found")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("card-content-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    let withScript = document.replacingOccurrences(of: closing, with: script + closing)
    try AtomicFile.write(withScript, to: file)
    let dom = try Chromium.run(["--dump-dom", "--window-size=480,900"], url: file, folder: folder)
    let json = try #require(Chromium.attribute("data-measure", in: dom))
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    return try JSONDecoder().decode(Measure.self, from: Data(json.utf8))
  }

  static func carousel(_ direction: LayoutDirection) throws -> CarouselGeometry {
    try PreviewFixtures.carousel(
      direction: direction,
      cards: PreviewFixtures.cards.map { CardMeasurement(header: 64, body: $0.body, footer: 48) })
  }

  @Test(
    "SVG: realistic text fits its box; every clip is inside the card's padding",
    arguments: [
      LayoutDirection.leftToRight, .rightToLeft,
    ])
  func svg(direction: LayoutDirection) throws {
    let carousel = try Self.carousel(direction)
    for (content, fits) in [(Self.realistic, true), (Self.wide, false)] {
      let svg = try SVGPreview().render(carousel, content: content)
      let measured = try measure(svg, name: "card.svg", script: Self.svgScript, closing: "</svg>\n")
      #expect(measured.texts.count >= (fits ? 12 : 5), "\(direction)")
      for text in measured.texts {
        let clip = try #require(text.clip, "\(text.text) is not clipped")
        let card = text.card
        // The clip lies inside the card, at least 16 points in from its sides.
        #expect(
          clip[0] >= card[0] + 16 - 0.01 && clip[0] + clip[2] <= card[0] + card[2] - 16 + 0.01)
        #expect(clip[1] >= card[1] - 0.01 && clip[1] + clip[3] <= card[1] + card[3] + 0.01)
        // Within a pixel: a glyph's ink may pass its advance by a fraction at the anchor.
        let inside =
          text.box[0] >= clip[0] - 1 && text.box[0] + text.box[2] <= clip[0] + clip[2] + 1
        if fits {
          #expect(inside, "\(direction) \"\(text.text)\" \(text.box) in \(clip)")
        }
      }
      if !fits {
        // The estimate is beaten: some lines are cut by their clip, as they should be.
        #expect(
          measured.texts.contains {
            $0.box[0] + $0.box[2] > $0.clip![0] + $0.clip![2] + 1 || $0.box[0] < $0.clip![0] - 1
          })
      }
    }
  }

  @Test(
    "HTML: every text and button box lies inside its card",
    arguments: [
      LayoutDirection.leftToRight, .rightToLeft,
    ])
  func html(direction: LayoutDirection) throws {
    let carousel = try Self.carousel(direction)
    for (content, count) in [(Self.realistic, 12), (Self.wide, 5)] {
      let html = HTMLPreview().render(carousel, content: content)
      let measured = try measure(
        html, name: "card.html", script: Self.htmlScript, closing: "</body>")
      #expect(measured.texts.count >= count)
      for text in measured.texts {
        let (box, card) = (text.box, text.card)
        #expect(
          box[0] >= card[0] + 15.5 && box[0] + box[2] <= card[0] + card[2] - 15.5, "\(text.text)")
        #expect(
          box[1] >= card[1] - 0.5 && box[1] + box[3] <= card[1] + card[3] + 0.5, "\(text.text)")
      }
    }
  }
}
