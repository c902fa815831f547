import CarouselLayout
import CarouselPreview
import CarouselTestSupport
import Foundation
import Testing

/// The HTML previews on a phone: Chromium emulating a 393-point iPhone (mobile, device scale
/// 3, touch) over the DevTools protocol. The peek and "See All" must be on screen, and
/// nothing may make the page wider than the phone.
///
/// Skipped, with this message, on a machine without Chromium; `CAROUSEL_REQUIRE_CHROMIUM=1`
/// turns a missing browser into a failure.
@Suite(
  .serialized,
  .enabled(
    if: Chromium.executable != nil || Chromium.isRequired,
    "Chromium not found: SKIPPING the phone-width browser tests. Install chromium and nodejs (apt-get install chromium nodejs) to run them; CAROUSEL_REQUIRE_CHROMIUM=1 makes their absence a failure"
  ))
struct PhoneWidthBrowserTests {
  /// Writes `html` to a temporary file and returns its URL.
  func write(_ html: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("phone-width-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let page = folder.appendingPathComponent("page.html")
    try AtomicFile.write(html, to: page)
    return page
  }

  /// The rects of the peeking card and "See All", and the page's widths, as the phone shows
  /// them.
  static let measure = """
    (() => {
      const rect = (e) => { const r = e.getBoundingClientRect();
        return [r.left, r.right, r.top, r.bottom]; };
      const cards = [...document.querySelectorAll("[data-card-index]")];
      return {
        innerWidth, scrollWidth: document.documentElement.scrollWidth,
        seeAll: rect(document.querySelector(".see-all")),
        cards: cards.map(rect),
      };
    })()
    """

  @Test(
    "393 pt, left to right and right to left: the peek and See All are on screen, the page no wider than the phone",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func peekAndSeeAllOnScreen(direction: LayoutDirection) throws {
    try #require(Chromium.executable != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Chromium found")
    let carousel = try PreviewFixtures.carousel(direction: direction)
    #expect(carousel.track.showsSeeAll)
    let page = try write(HTMLPreview().render(carousel))
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let run = try DevTools.run(
      url: page, width: 393, height: 852, mobile: true,
      steps: [.sleep(200), .evaluate(Self.measure)])
    #expect(run.errors.isEmpty, "console: \(run.errors)")
    let values = try #require(run.results.first as? [String: Any])
    let width = try #require(values["innerWidth"] as? Double)
    #expect(width == 393, "the page lays out at \(width) px: <meta name=viewport> missing?")
    #expect((values["scrollWidth"] as? Double) == 393, "the page scrolls sideways: \(values)")
    let seeAll = try #require(values["seeAll"] as? [Double])
    #expect(seeAll[0] >= 0 && seeAll[1] <= 393, "See All at \(seeAll), off screen")
    let cards = try #require(values["cards"] as? [[Double]])
    // Card 1 peeks in: part of it on screen, between the first card and the phone's edge.
    let peek = cards[1]
    let visible = min(peek[1], 393) - max(peek[0], 0)
    let expected =
      direction == .leftToRight
      ? carousel.viewport.width - carousel.frame(ofCard: 1).minX
      : carousel.frame(ofCard: 1).maxX - carousel.track.restOffset
    #expect(visible > 0, "the peek is off screen: card 1 at \(peek)")
    #expect(abs(visible - Double(expected)) <= 0.5, "peek \(visible) px, engine says \(expected)")
    // The first card starts at the leading inset, on screen.
    let first = cards[0]
    let inset = Double(carousel.track.leadingInset)
    let leading = direction == .leftToRight ? first[0] : 393 - first[1]
    #expect(abs(leading - inset) <= 0.5, "card 0 at \(first), expected \(inset) px from the edge")
  }

  @Test("393 pt: the See All list and a page fit the phone's width")
  func verticalPagesFit() throws {
    try #require(Chromium.executable != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Chromium found")
    let carousel = try PreviewFixtures.carousel()
    guard case .list(let list) = carousel.seeAllDestination() else {
      Issue.record("compact See All should be a list")
      return
    }
    for html in [HTMLPreview().render(list)] {
      let page = try write(html)
      defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
      let run = try DevTools.run(
        url: page, width: 393, height: 852, mobile: true,
        steps: [
          .evaluate(
            "[innerWidth, document.documentElement.scrollWidth, document.querySelectorAll('[data-card-index]').length]"
          )
        ])
      #expect(run.errors.isEmpty, "console: \(run.errors)")
      let values = try #require(run.results.first as? [Double])
      #expect(values == [393, 393, Double(list.cardCount)], "\(values)")
    }
  }

  @Test(
    "393 pt: a layout wider than the phone (iPad landscape) is drawn whole at a smaller scale, with a note, and a swipe still rests on the engine's snap offset",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func widerLayoutScalesToFit(direction: LayoutDirection) throws {
    try #require(Chromium.executable != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Chromium found")
    let carousel = try PreviewFixtures.carousel(
      width: 1_180, sizeClass: .regular, direction: direction)
    let page = try write(HTMLPreview().render(carousel))
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    // A leading swipe of 120 px on the phone: 360 points of the drawing at a third of its size.
    let leading: Double = direction == .leftToRight ? -1 : 1
    let touches: [DevTools.Step] = [0, 40, 80, 120].map { moved in
      .send(
        "Input.dispatchTouchEvent",
        [
          "type": moved == 0 ? "touchStart" : "touchMove",
          "touchPoints": [["x": -leading * 60 + leading * moved, "y": 0]],
        ])
    }
    let run = try DevTools.run(
      url: page, width: 393, height: 852, mobile: true,
      steps: [
        .sleep(200),
        .evaluate(
          """
          (() => { const note = document.getElementById("fit-note");
            const scroller = document.querySelector(".scroller").getBoundingClientRect();
            return [document.documentElement.scrollWidth, scroller.left, scroller.right,
              note.hidden ? "" : note.textContent]; })()
          """),
        .anchor(".scroller"),
      ] + touches + [
        .send("Input.dispatchTouchEvent", ["type": "touchEnd", "touchPoints": [[String: Any]]()]),
        .sleep(1_500),
        .evaluate("parseFloat(document.querySelector('.scroller').dataset.offset)"),
      ])
    #expect(run.errors.isEmpty, "console: \(run.errors)")
    let shown = try #require(run.results.first as? [Any])
    #expect(shown[0] as? Double == 393, "the page scrolls sideways: \(shown)")
    // The whole carousel is on screen, edge to edge.
    #expect((shown[1] as? Double).map { abs($0) <= 0.5 } == true, "\(shown)")
    #expect((shown[2] as? Double).map { abs($0 - 393) <= 0.5 } == true, "\(shown)")
    #expect(
      shown[3] as? String
        == "Drawn 1 180 points wide, shown at 33 % to fit this window: zoom in to read it.",
      "\(shown)")
    // The swipe comes to rest where the engine says, in the drawing's own points.
    let offset = try #require(run.results.last as? Double)
    let snaps = carousel.track.snapOffsets.map(Double.init)
    #expect(offset > 0, "the swipe did not move the carousel")
    #expect(snaps.contains { abs($0 - offset) <= 1 }, "rests at \(offset), snap offsets \(snaps)")
  }

  @Test("1 280 px: a layout that fits the window is drawn at full size, with no note")
  func fittingLayoutIsNotScaled() throws {
    try #require(Chromium.executable != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Chromium found")
    let carousel = try PreviewFixtures.carousel(width: 1_180, sizeClass: .regular)
    let page = try write(HTMLPreview().render(carousel))
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let run = try DevTools.run(
      url: page, width: 1_280, height: 800,
      steps: [
        .evaluate(
          """
          [document.getElementById("fit").style.zoom, document.getElementById("fit-note").hidden,
           document.querySelector(".scroller").getBoundingClientRect().width]
          """)
      ])
    #expect(run.errors.isEmpty, "console: \(run.errors)")
    let values = try #require(run.results.first as? [Any])
    #expect(values[0] as? String == "" && values[1] as? Bool == true, "\(values)")
    #expect(values[2] as? Double == 1_180, "\(values)")
  }
}
