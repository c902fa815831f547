import CarouselLayout
import Foundation

/// Renders a carousel as a self-contained HTML page a person can swipe in a browser (the
/// `carousel render` tool also draws "See All" pages and whole pages this way).
///
/// The cards sit at the engine's frames, absolutely positioned, 1 CSS pixel per point. A
/// carousel is a horizontally scrolling container; its header cell sits outside the scroller,
/// so it stays put while cards scroll under it. No script libraries, no external files, and a
/// `<meta name="viewport">`, so a phone lays the page out at its own width: when the window is
/// narrower than the layout's viewport plus the page's padding, the padding goes, and a
/// 393-point carousel fills a 393-pixel phone edge to edge with its peek and "See All" on
/// screen. A layout wider than the window (an 1 180-point iPad page on a phone) is drawn whole
/// at the scale that fits it (CSS `zoom`), under a note that says the scale; it still scrolls
/// and snaps in its own points.
///
/// - **Snapping** (``/CarouselLayout/CarouselConfiguration/scrolling`` is `.snapping`): the
///   scroller has `scroll-snap-type: x mandatory`, and a zero-width, full-height marker with
///   `scroll-snap-align: start` sits at each of the engine's snap offsets, so the browser
///   comes to rest exactly where the engine would.
/// - **Simple scrolling** (`.free`): no snap type and no markers; the content rests anywhere.
/// - **Right to left**: the page is `dir="rtl"`, so the browser starts at the rest position
///   (card 0 on the right) on its own. Browsers then report `scrollLeft` as 0 at the right
///   end and negative to the left, so the engine's offset is
///   `maximumOffset + scrollLeft`; the markers sit at `snapOffset + viewport width`, the
///   snapport's start (right) edge for that offset.
///
/// A tiny inline script mirrors each scroller's position into the DOM for tests and tools:
/// `data-scroll-left` (the browser's value) and `data-offset` (the engine's); the first
/// scroller has the id `scroller`, and opening the page with `#scroll-left=N` scrolls it to
/// `N` once loaded. Every card is an element with `data-card-index`.
///
/// ```swift
/// let html = HTMLPreview().render(carousel)
/// try html.write(to: URL(fileURLWithPath: "carousel.html"), atomically: true, encoding: .utf8)
/// ```
public struct HTMLPreview: Sendable, Hashable {
  /// The colours.
  package var palette: PreviewPalette
  /// The words shown.
  package var text: PreviewText
  /// How many cards of each carousel, masonry or list the page draws (the first 1 000 by
  /// default; the page says how many it left out).
  package var window: CardWindow
  /// The address of the page to go back to (a gallery's `index.html`), or `nil` for a page on
  /// its own: with one, the page starts with a link back ("‹ All examples") and its title as a
  /// heading.
  package var backLink: String?

  /// Creates a renderer with the Fiori colours and English words, drawing the first 1 000
  /// cards of each layout.
  ///
  /// ```swift
  /// let carousel = try CarouselGeometry(
  ///   viewport: CGSize(width: 393, height: 852),
  ///   cards: Array(repeating: CardMeasurement(height: 200), count: 5))
  /// let html = HTMLPreview().render(carousel)
  /// ```
  public init() {
    self.init(palette: .fiori, text: PreviewText(), window: .standard)
  }

  /// Creates a renderer that draws the cards `window` lets through (the tool's `--all-cards`
  /// draws every card).
  package init(
    palette: PreviewPalette = .fiori, text: PreviewText = PreviewText(), window: CardWindow
  ) {
    self.palette = palette
    self.text = text
    self.window = window
  }

  /// The vertical room above and below the cards inside the scroller, so their shadows are
  /// not clipped by it.
  static let shadowRoom: CGFloat = 8

  /// The page's padding around the layout, when the window has room for it.
  static let padding: CGFloat = 24

  /// Renders `carousel` as a page, at rest.
  ///
  /// - Parameters:
  ///   - carousel: the layout to draw.
  ///   - title: the page's title (default: the header cell's title, or "Carousel").
  ///   - content: the cards' content by index; a card past its end, or with empty content,
  ///     shows the skeleton.
  /// - Returns: a standalone HTML document.
  /// - Complexity: O(n) in the cards drawn (at most the first 1 000 of each layout).
  public func render(
    _ carousel: CarouselGeometry, title: String? = nil, content: [CardContent] = []
  ) -> String {
    let pageTitle = title ?? carousel.configuration.header?.title ?? "Carousel"
    return document(
      title: pageTitle, width: carousel.viewport.width, direction: carousel.track.layoutDirection
    ) { html in
      writeWindowNote(count: carousel.cardCount, into: &html)
      writeCarousel(
        carousel, content: content, offset: carousel.track.restOffset, id: "scroller", into: &html)
    }
  }

  /// Renders a masonry layout (regular width's "See All") as a page that scrolls vertically;
  /// `content` is the cards' content by index (the skeleton past its end).
  ///
  /// - Returns: a standalone HTML document.
  /// - Complexity: O(n) in the cards drawn (at most the first 1 000 of each layout).
  package func render(
    _ masonry: MasonryLayout, title: String = "See All", content: [CardContent] = []
  ) -> String {
    document(title: title, width: masonry.viewport.width, direction: masonry.layoutDirection) {
      html in
      writeWindowNote(count: masonry.cardCount, into: &html)
      writeVertical(
        (0..<window.drawnCount(of: masonry.cardCount)).map(masonry.anatomy(ofCard:)),
        of: masonry.cardCount, content: content,
        rightToLeft: masonry.layoutDirection == .rightToLeft,
        size: CGSize(
          width: max(masonry.viewport.width, masonry.contentWidth), height: masonry.contentHeight),
        kind: "masonry", into: &html)
    }
  }

  /// Renders a list layout (compact width's "See All") as a page that scrolls vertically;
  /// `content` is the cards' content by index (the skeleton past its end).
  ///
  /// - Returns: a standalone HTML document.
  /// - Complexity: O(n) in the cards drawn (at most the first 1 000 of each layout).
  package func render(_ list: ListLayout, title: String = "See All", content: [CardContent] = [])
    -> String
  {
    document(title: title, width: list.viewport.width, direction: list.layoutDirection) { html in
      writeWindowNote(count: list.cardCount, into: &html)
      writeVertical(
        (0..<window.drawnCount(of: list.cardCount)).map(list.anatomy(ofCard:)),
        of: list.cardCount, content: content,
        rightToLeft: list.layoutDirection == .rightToLeft,
        size: CGSize(
          width: max(list.viewport.width, list.contentWidth), height: list.contentHeight),
        kind: "list", into: &html)
    }
  }

  /// Renders a whole page: header cells, carousels (each its own horizontal scroller, at its
  /// horizontal offset), masonry, lists and empty states at their section frames; `content`
  /// is the cards' content by page section, then card (the skeleton past either end).
  ///
  /// - Returns: a standalone HTML document.
  /// - Complexity: O(n) in the cards drawn (at most the first 1 000 of each layout) over all sections.
  package func render(_ page: CarouselPage, title: String = "Page", content: [[CardContent]] = [])
    -> String
  {
    document(title: title, width: page.viewport.width, direction: page.layoutDirection) { html in
      let largest = page.sections.map { Self.cardCount(of: $0.layout) }.max() ?? 0
      writeWindowNote(count: largest, into: &html)
      writePage(page, content: content, into: &html)
    }
  }

  /// The document around `body`: head, style, the script; `width` is the layout's viewport
  /// width, below which (plus padding) the page drops its padding.
  func document(
    title: String, width: CGFloat, direction: LayoutDirection,
    body: (inout SVGWriter) -> Void
  ) -> String {
    var html = SVGWriter()
    html.line("<!DOCTYPE html>")
    html.open("html", [("lang", "en"), ("dir", direction == .rightToLeft ? "rtl" : "ltr")])
    html.open("head")
    html.line("<meta charset=\"utf-8\">")
    html.line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
    html.element("title", [], text: title.isEmpty ? "Carousel" : title)
    html.open("style")
    for rule in stylesheet(narrowerThan: width + 2 * Self.padding) { html.line(rule) }
    html.close("style")
    html.close("head")
    html.open("body")
    if let backLink {
      html.open("nav", [("class", "back"), ("dir", "ltr")])
      html.element("a", [("href", backLink)], text: "‹ All examples")
      html.close("nav")
      html.element("h1", [], text: title.isEmpty ? "Carousel" : title)
    }
    // A layout wider than the window (an iPad page on a phone) is drawn whole at a smaller
    // scale, with a note saying so, instead of running off the side (the script sets both).
    html.element("p", [("class", "fit-note"), ("id", "fit-note"), ("hidden", "")], text: "")
    html.open(
      "div", [("class", "fit"), ("id", "fit"), ("data-width", SVGWriter.number(width))])
    body(&html)
    html.close("div")
    for line in Self.script { html.line(line) }
    html.close("body")
    html.close("html")
    return html.text
  }

  /// Says, above the drawing, how many of `count` cards ``window`` left out (nothing when it
  /// draws them all).
  func writeWindowNote(count: Int, into html: inout SVGWriter) {
    guard let note = window.note(count: count) else { return }
    html.element("p", [("class", "window-note"), ("id", "window-note")], text: note)
  }

  /// The cards a page section holds (0 for a header or an empty state).
  static func cardCount(of layout: PageSectionLayout) -> Int {
    switch layout {
    case .carousel(let carousel): carousel.cardCount
    case .masonry(let masonry): masonry.cardCount
    case .list(let list): list.cardCount
    case .header, .emptyState: 0
    }
  }

  func px(_ value: CGFloat) -> String { "\(SVGWriter.number(value))px" }

  func position(_ rect: CGRect) -> String {
    "left: \(px(rect.minX)); top: \(px(rect.minY)); width: \(px(rect.width)); "
      + "height: \(px(rect.height))"
  }
}
