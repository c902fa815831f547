import CarouselJSON
import CarouselLayout
import Foundation

/// What the fuzzer (and its regression tests) run on one input: parse it as a carousel or a
/// page spec, lay it out, query it, snap and anchor it from release states drawn from the
/// input, write its report, render it, and trap if any output is not finite or a query
/// disagrees with the frames.
///
/// Bad input must come back as a ``SpecError``; anything else — a trap, NaN in a frame, a rect
/// query that misses a card, a snap target that is not a snap offset — is a bug the fuzzer
/// reports.
///
/// These files are compiled twice: into this test target, for `FuzzRegressionTests`, and by
/// `Scripts/fuzz` into the module `CarouselFuzzChecks` its harness (`Fuzz/FuzzCarousel.swift`)
/// imports, hence `package` (the script compiles every module with this package's name). They
/// read the JSON layer's `package` API, so they live in this package rather than in a package of
/// tools beside it.
package enum FuzzChecks {
  /// Renders a carousel at an offset, and a page, to a document (an SVG): the previews live in
  /// another module, so the fuzzer and the tests pass them in.
  package struct Renderer: Sendable {
    /// Renders a carousel scrolled to an offset.
    package var carousel: @Sendable (CarouselGeometry, CGFloat) throws -> String
    /// Renders a whole page.
    package var page: @Sendable (CarouselPage) throws -> String

    /// Creates a renderer from its two functions.
    package init(
      carousel: @escaping @Sendable (CarouselGeometry, CGFloat) throws -> String,
      page: @escaping @Sendable (CarouselPage) throws -> String
    ) {
      self.carousel = carousel
      self.page = page
    }
  }

  /// Runs every check on one input; with a `renderer`, also checks that the rendered document
  /// holds no NaN or infinity.
  package static func run(_ bytes: [UInt8], renderer: Renderer? = nil) {
    guard let value = try? JSONParser.parse(bytes) else { return }
    // The last 8 bytes seed the offsets and release states the checks use.
    var state = bytes.suffix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    if PageSpec.isPage(value) {
      guard let spec = try? PageSpec.decode(value), cardCount(spec) <= 10_000,
        let page = try? spec.page()
      else { return }
      checkPage(page, &state, renderer: renderer)
      return
    }
    guard let spec = try? CarouselSpec.decode(value), spec.cards.count <= 10_000 else { return }
    let offset = CGFloat(state % 4096) - 512
    guard let carousel = try? spec.geometry(offset: offset) else { return }
    check(carousel, offset: offset)
    for _ in 0..<4 { checkRelease(carousel, &state) }
    checkAnchors(carousel, &state)
    var json = JSONWriter()
    LayoutReport.write(carousel, offset: offset, into: &json)
    requireFinite(json.text, "report")
    if let renderer {
      let document = try? renderer.carousel(carousel, offset)
      precondition(document != nil, "rendering a valid carousel failed")
      requireFinite(markup(document ?? ""), "SVG")
    }
  }

  static func check(_ carousel: CarouselGeometry, offset: CGFloat) {
    let content = carousel.contentSize
    precondition(content.width.isFinite && content.height.isFinite, "content size not finite")
    carousel._checkInvariants()
    let rect = CGRect(x: offset, y: 0, width: carousel.viewport.width, height: content.height)
    var found: [Int] = []
    carousel.forEachCard(in: rect) { index, _ in found.append(index) }
    let expected = (0..<carousel.cardCount).filter { index in
      let frame = carousel.frame(ofCard: index)
      return frame.minX <= rect.maxX && frame.maxX >= rect.minX && frame.minY <= rect.maxY
        && frame.maxY >= rect.minY
    }
    precondition(found == expected, "rect query \(found) differs from the frames \(expected)")
    for index in 0..<carousel.track.snapOffsetCount {
      let snap = carousel.track.snapOffset(at: index)
      precondition(snap >= 0 && snap <= carousel.track.maximumOffset, "snap offset out of range")
    }
    let nearest = carousel.track.nearestSnapIndex(to: offset)
    precondition(
      nearest >= 0 && nearest < carousel.track.snapOffsetCount, "nearest snap out of range")
  }

  /// Traps when `text` holds a number that is not finite.
  static func requireFinite(_ text: String, _ what: String) {
    precondition(
      !text.contains("nan") && !text.contains("inf") && !text.contains("NaN"),
      "\(what) holds NaN or infinity")
  }

  /// The tags of an XML document without the text between them, which holds titles taken
  /// from the input (a title may well say "nan").
  static func markup(_ document: String) -> String {
    var result = ""
    var inTag = false
    for character in document.unicodeScalars {
      if character == "<" { inTag = true }
      if inTag { result.unicodeScalars.append(character) }
      if character == ">" { inTag = false }
    }
    return result
  }

  private static func cardCount(_ spec: PageSpec) -> Int {
    spec.sections.reduce(0) { $0 + $1.cards.count }
  }
}
