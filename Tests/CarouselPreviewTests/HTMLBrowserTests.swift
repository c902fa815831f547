import CarouselLayout
import CarouselPreview
import CarouselTestSupport
import Foundation
import Testing

/// The HTML preview in real headless Chromium: after a drag-like programmatic scroll the
/// browser rests on one of the engine's snap offsets (snapping), or where it was left (free).
///
/// Skipped, with this message, on a machine without Chromium; `CAROUSEL_REQUIRE_CHROMIUM=1`
/// turns a missing browser into a failure.
@Suite(
  .serialized,
  .enabled(
    if: Chromium.executable != nil || Chromium.isRequired,
    "Chromium not found: install it (apt-get install chromium) to run the browser tests, or set CAROUSEL_REQUIRE_CHROMIUM=1 to make its absence a failure"
  ))
struct HTMLBrowserTests {
  struct Rest {
    /// The browser's `scrollLeft`.
    var scrollLeft: Double
    /// The engine's offset the page reported.
    var offset: Double
  }

  /// Writes `carousel`'s page to a temporary folder, opens it scrolled to `scrollLeft`, and
  /// reads back where the browser came to rest.
  func rest(of carousel: CarouselGeometry, scrollLeft: Double) throws -> Rest {
    try #require(Chromium.executable != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Chromium found")
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("carousel.html")
    try AtomicFile.write(HTMLPreview().render(carousel), to: page)
    let url = URL(string: page.absoluteString + "#scroll-left=\(scrollLeft)")!
    let dom = try Chromium.run(["--dump-dom"], url: url, folder: folder)
    let left = try #require(Chromium.attribute("data-scroll-left", in: dom).flatMap(Double.init))
    let offset = try #require(Chromium.attribute("data-offset", in: dom).flatMap(Double.init))
    return Rest(scrollLeft: left, offset: offset)
  }

  static func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("html-browser-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Whether `value` is within a device pixel of one of `offsets`.
  func isSnapOffset(_ value: Double, _ offsets: [CGFloat]) -> Bool {
    offsets.contains { abs(Double($0) - value) <= 1 }
  }

  @Test("compact, snapping: scrollLeft = 500 comes to rest on snap offset 361")
  func snapsCompact() throws {
    let carousel = try PreviewFixtures.carousel()
    let rest = try rest(of: carousel, scrollLeft: 500)
    #expect(isSnapOffset(rest.offset, carousel.track.snapOffsets), "rested at \(rest.offset)")
    #expect(
      abs(rest.offset - 361) <= 1, "nearest snap offset to 500 is 361, rested at \(rest.offset)")
    #expect(rest.scrollLeft == rest.offset)
  }

  @Test("regular 1180, snapping: fractional snap offsets (pitch 381.33)")
  func snapsRegular() throws {
    let carousel = try PreviewFixtures.carousel(width: 1180, sizeClass: .regular)
    let rest = try rest(of: carousel, scrollLeft: 500)
    let expected = Double(carousel.track.snapOffset(at: carousel.track.nearestSnapIndex(to: 500)))
    #expect(abs(rest.offset - expected) <= 1, "expected \(expected), rested at \(rest.offset)")
  }

  @Test("free scrolling: the page does not snap")
  func freeDoesNotSnap() throws {
    let carousel = try PreviewFixtures.carousel { $0.scrolling = .free }
    let rest = try rest(of: carousel, scrollLeft: 500)
    #expect(abs(rest.offset - 500) <= 1, "rested at \(rest.offset)")
    #expect(!isSnapOffset(rest.offset, try PreviewFixtures.carousel().track.snapOffsets))
  }

  @Test(
    "a window of the first 1 000 of 2 500 cards: both ends rest on the engine's snap offsets",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func windowedEnds(direction: LayoutDirection) throws {
    let cards = (0..<2_500).map { _ in CardMeasurement(header: 56, body: 120, footer: 44) }
    let carousel = try PreviewFixtures.carousel(direction: direction, cards: cards)
    let sign: Double = direction == .rightToLeft ? -1 : 1
    let start = try rest(of: carousel, scrollLeft: 0)
    #expect(start.offset == Double(carousel.track.restOffset), "opened at \(start.offset)")
    // Scrolled as far as the page goes: the last card drawn, card 999, at its rest.
    let end = try rest(of: carousel, scrollLeft: sign * 1_000_000)
    let expected = Double(carousel.track.offset(ofCard: 999))
    #expect(
      abs(end.offset - expected) <= 1, "ended at \(end.offset), card 999 rests at \(expected)")
  }

  @Test("right to left: negative scrollLeft, rest on a mirrored snap offset")
  func snapsRightToLeft() throws {
    let carousel = try PreviewFixtures.carousel(direction: .rightToLeft)
    // At rest (card 0 on the right) the browser reports scrollLeft 0, engine offset maximum.
    let atRest = try rest(of: carousel, scrollLeft: 0)
    #expect(atRest.scrollLeft == 0)
    #expect(abs(atRest.offset - Double(carousel.track.restOffset)) <= 1)
    // A drag of 500 points towards the next cards: to the left.
    let moved = try rest(of: carousel, scrollLeft: -500)
    #expect(isSnapOffset(moved.offset, carousel.track.snapOffsets), "rested at \(moved.offset)")
    let expected = Double(carousel.track.maximumOffset - 361)
    #expect(abs(moved.offset - expected) <= 1, "expected \(expected), rested at \(moved.offset)")
    #expect(abs(moved.scrollLeft - (moved.offset - Double(carousel.track.maximumOffset))) <= 0.01)
  }

  @Test("a screenshot of the page is a PNG")
  func screenshot() throws {
    try #require(Chromium.executable != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Chromium found")
    let folder = try Self.makeFolder()
    let carousel = try PreviewFixtures.carousel()
    let page = folder.appendingPathComponent("carousel.html")
    try AtomicFile.write(HTMLPreview().render(carousel), to: page)
    let picture = folder.appendingPathComponent("carousel.png")
    _ = try Chromium.run(
      ["--screenshot=\(picture.path)", "--window-size=441,420"], url: page, folder: folder)
    let data = try Data(contentsOf: picture)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "PNG signature")
    #expect(data.count > 2_000)
    print("HTML preview screenshot: \(picture.path)")
  }
}
