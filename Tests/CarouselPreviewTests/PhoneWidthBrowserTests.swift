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
    #expect(carousel.showsSeeAll)
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
      : carousel.frame(ofCard: 1).maxX - carousel.restOffset
    #expect(visible > 0, "the peek is off screen: card 1 at \(peek)")
    #expect(abs(visible - Double(expected)) <= 0.5, "peek \(visible) px, engine says \(expected)")
    // The first card starts at the leading inset, on screen.
    let first = cards[0]
    let inset = Double(carousel.leadingInset)
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
}
