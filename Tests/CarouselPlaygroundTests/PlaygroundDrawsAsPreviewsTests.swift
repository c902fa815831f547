import CarouselJSON
import CarouselLayout
import CarouselPreview
import CarouselTestSupport
import Foundation
import Testing

/// The playground draws a card as the HTML previews do, in real headless Chromium: the same
/// lines of text (the body broken at the same words), the same buttons, the rule above the
/// footer, for the gallery's products in both directions.
@Suite(
  .serialized,
  .enabled(
    if: (Chromium.executable != nil && DevTools.node != nil) || Chromium.isRequired,
    "Chromium or Node not found: SKIPPING the playground's browser tests. Install chromium and nodejs (apt-get install chromium nodejs); CAROUSEL_REQUIRE_CHROMIUM=1 makes their absence a failure"
  ))
struct PlaygroundDrawsAsPreviewsTests {
  /// Per card shown: `[index, [[part, text], …], [button titles], has a rule]`; the body's
  /// lines as the browser broke them (words grouped by their line box), one entry a line.
  static var cardsDrawn: DevTools.Step {
    .evaluate(
      """
      (() => {
        const lines = (e) => {
          const node = e.firstChild;
          if (!node || e.children.length > 0) return [e.textContent];
          const text = node.textContent, words = [], bottom = e.getBoundingClientRect().bottom;
          const re = /\\S+/g;
          let m;
          while ((m = re.exec(text)) !== null) {
            const r = document.createRange();
            r.setStart(node, m.index); r.setEnd(node, m.index + m[0].length);
            const box = r.getBoundingClientRect();
            if (box.bottom <= bottom + 0.5) words.push([Math.round(box.top), m[0]]);
          }
          const result = [];
          for (const [top, word] of words) {
            const last = result[result.length - 1];
            if (last && Math.abs(last[0] - top) <= 1) last[1] += " " + word; else result.push([top, word]);
          }
          return result.map((l) => l[1]);
        };
        return [...document.querySelectorAll("[data-card-index]")].map((card) => {
          const parts = [];
          for (const e of card.querySelectorAll(".text")) {
            const part = e.dataset.part ?? [...e.classList].find((c) => c !== "text");
            for (const line of lines(e)) parts.push([part, line]);
          }
          const buttons = [...card.querySelectorAll(".button, .action:not([hidden])")].map((b) => b.textContent);
          return [Number(card.dataset.cardIndex), parts, buttons, card.querySelector(".divider") !== null];
        });
      })()
      """)
  }

  /// The cards drawn by `url`, by index.
  func cards(at url: URL) throws -> [Int: [Any]] {
    let run = try DevTools.run(
      url: url, width: 1280, height: 1000, steps: [.sleep(200), Self.cardsDrawn])
    #expect(run.errors.isEmpty, "console \(run.errors)")
    let cards = try #require(run.results.last as? [[Any]], "\(run.results)")
    var result: [Int: [Any]] = [:]
    for card in cards { if let index = card[0] as? Double { result[Int(index)] = card } }
    return result
  }

  @Test(
    "the gallery's products: the same text lines, buttons and footer rule as the HTML preview",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func sameDrawing(direction: LayoutDirection) throws {
    try #require(Chromium.executable != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Chromium found")
    try #require(DevTools.node != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Node found")
    var json = BuiltInExamples.compact.json
    if direction == .rightToLeft {
      json = json.replacingOccurrences(of: "leftToRight", with: "rightToLeft")
    }
    let spec = try CarouselSpec.parse(Array(json.utf8))
    let html = HTMLPreview().render(try spec.geometry(), content: CardContent.of(spec.cards))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let previewPage = folder.appendingPathComponent("preview.html")
    try html.write(to: previewPage, atomically: true, encoding: .utf8)
    let preview = try cards(at: previewPage)
    let playground = try cards(at: PlaygroundBrowser.url(spec: json))
    #expect(Set(playground.keys).isSuperset(of: [0, 1]), "\(playground.keys)")
    for index in [0, 1] {
      let (drawn, expected) = (try #require(playground[index]), try #require(preview[index]))
      let lines = (drawn[1] as? [[String]] ?? []).map { $0.joined(separator: ": ") }
      let previewLines = (expected[1] as? [[String]] ?? []).map { $0.joined(separator: ": ") }
      #expect(!previewLines.isEmpty)
      // The preview ends a cut body with an ellipsis where the browser clamps the same line.
      #expect(lines.count == previewLines.count, "card \(index): \(lines) vs \(previewLines)")
      for (line, previewLine) in zip(lines, previewLines) {
        let cut = previewLine.hasSuffix("…") ? String(previewLine.dropLast()) : previewLine
        #expect(
          line == previewLine || line.hasPrefix(cut),
          "\(direction) card \(index): playground \"\(line)\", preview \"\(previewLine)\"")
      }
      #expect(drawn[2] as? [String] == expected[2] as? [String], "card \(index) buttons")
      #expect(drawn[3] as? Bool == true && expected[3] as? Bool == true, "card \(index) rule")
    }
  }
}
