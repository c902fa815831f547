import CarouselLayout
import Foundation

/// Renders a carousel as one self-contained HTML page a person can swipe in a browser.
///
/// The cards sit at the engine's frames, absolutely positioned in a horizontally scrolling
/// container; the header cell sits outside the scroller, so it stays put while cards scroll
/// under it. No script libraries, no external files.
///
/// - **Snapping** (``/CarouselLayout/CarouselConfiguration/scrolling`` is `.snapping`): the scroller has
///   `scroll-snap-type: x mandatory`, and a zero-size marker with `scroll-snap-align: start`
///   sits at each of the engine's snap offsets, so the browser comes to rest exactly where the
///   engine would.
/// - **Simple scrolling** (`.free`): no snap type and no markers; the content rests anywhere.
/// - **Right to left**: the page is `dir="rtl"`, so the browser starts at the rest position
///   (card 0 on the right) on its own. Browsers then report `scrollLeft` as 0 at the right
///   end and negative to the left, so the engine's offset is
///   `maximumOffset + scrollLeft`; the markers sit at `snapOffset + viewport width`, the
///   snapport's start (right) edge for that offset.
///
/// A tiny inline script mirrors the scroll position into the DOM for tests and tools:
/// `data-scroll-left` (the browser's value) and `data-offset` (the engine's) on the element
/// `#scroller`; opening the page with `#scroll-left=N` scrolls to `N` once loaded.
///
/// ```swift
/// let html = HTMLPreview().render(carousel)
/// try AtomicFile.write(html, to: URL(fileURLWithPath: "carousel.html"))
/// ```
public struct HTMLPreview: Sendable, Hashable {
  /// The colours.
  public var palette: PreviewPalette
  /// The words shown.
  public var text: PreviewText

  /// Creates a renderer.
  public init(palette: PreviewPalette = .fiori, text: PreviewText = PreviewText()) {
    self.palette = palette
    self.text = text
  }

  /// The vertical room above and below the cards inside the scroller, so their shadows are
  /// not clipped by it.
  static let shadowRoom: CGFloat = 8

  /// Renders `carousel` as a page, at rest.
  ///
  /// - Parameters:
  ///   - carousel: the layout to draw.
  ///   - title: the page's title (default: the header cell's title, or "Carousel").
  /// - Returns: a standalone HTML document.
  /// - Complexity: O(n) in the number of cards.
  public func render(_ carousel: CarouselGeometry, title: String? = nil) -> String {
    let rightToLeft = carousel.layoutDirection == .rightToLeft
    let snapping: Bool
    if case .snapping = carousel.configuration.scrolling, carousel.mode == .carousel {
      snapping = true
    } else {
      snapping = false
    }
    let pageTitle = title ?? carousel.configuration.header?.title ?? "Carousel"
    var html = SVGWriter()
    html.line("<!DOCTYPE html>")
    html.open("html", [("lang", "en"), ("dir", rightToLeft ? "rtl" : "ltr")])
    html.open("head")
    html.line("<meta charset=\"utf-8\">")
    html.line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
    html.element("title", [], text: pageTitle.isEmpty ? "Carousel" : pageTitle)
    html.open("style")
    for rule in stylesheet(carousel) { html.line(rule) }
    html.close("style")
    html.close("head")
    html.open("body")
    // The vertical insets pad the whole carousel: the header cell sits below the top one.
    var carouselStyle = "width: \(px(carousel.viewport.width))"
    if carousel.topInset > 0 { carouselStyle += "; padding-top: \(px(carousel.topInset))" }
    if carousel.bottomInset > 0 {
      carouselStyle += "; padding-bottom: \(px(carousel.bottomInset))"
    }
    html.open("div", [("class", "carousel"), ("style", carouselStyle)])
    writeHeader(carousel, into: &html)
    html.open(
      "div",
      [
        ("id", "scroller"), ("class", snapping ? "scroller snapping" : "scroller"),
        ("data-maximum-offset", SVGWriter.number(carousel.maximumOffset)),
        ("data-direction", rightToLeft ? "rtl" : "ltr"),
      ])
    let room = Self.shadowRoom
    html.open(
      "div",
      [
        ("class", "content"),
        (
          "style",
          "width: \(px(carousel.contentWidth)); height: \(px(carousel.containerHeight + 2 * room))"
        ),
      ])
    if snapping {
      for index in 0..<carousel.snapOffsetCount {
        let offset = carousel.snapOffset(at: index)
        let x = rightToLeft ? offset + carousel.viewport.width : offset
        html.emptyHTMLElement(
          "span",
          [
            ("class", "snap"), ("data-snap-offset", SVGWriter.number(offset)),
            ("style", "left: \(px(x))"),
          ])
      }
    }
    let dy = room - carousel.cardsMinY
    for index in 0..<carousel.cardCount {
      writeCard(index, of: carousel, dy: dy, into: &html)
    }
    if let frame = carousel.emptyStateFrame {
      writeEmptyState(carousel, frame: frame.offsetBy(dx: 0, dy: dy), into: &html)
    }
    html.close("div")
    html.close("div")
    html.close("div")
    for line in Self.script { html.line(line) }
    html.close("body")
    html.close("html")
    return html.text
  }

  // MARK: - Parts

  private func writeHeader(_ carousel: CarouselGeometry, into html: inout SVGWriter) {
    // At offset 0 the engine's header frames are in the viewport's coordinates.
    guard let layout = carousel.headerLayout(atOffset: 0),
      let header = carousel.configuration.header
    else { return }
    html.open(
      "div", [("class", "header-cell"), ("style", "height: \(px(layout.frame.height))")])
    // The header cell's own box starts below the top inset (the carousel's padding).
    var titleFrame = layout.frame.offsetBy(dx: 0, dy: -carousel.topInset)
    let seeAll = layout.seeAll?.offsetBy(dx: 0, dy: -carousel.topInset)
    if let seeAll {
      titleFrame.size.width = max(0, titleFrame.width - seeAll.width - 8)
      if carousel.layoutDirection == .rightToLeft { titleFrame.origin.x = seeAll.maxX + 8 }
    }
    html.element(
      "div", [("class", "title"), ("style", position(titleFrame))], text: header.title)
    if let seeAll {
      html.line(
        "<a class=\"see-all\" href=\"#\" style=\"\(position(seeAll))\">"
          + "\(SVGWriter.escape(text.seeAll))<span class=\"chevron\"></span></a>")
    }
    html.close("div")
  }

  private func writeCard(
    _ index: Int, of carousel: CarouselGeometry, dy: CGFloat, into html: inout SVGWriter
  ) {
    let anatomy = carousel.anatomy(ofCard: index)
    let frame = anatomy.frame
    html.open(
      "div",
      [
        ("class", "card"), ("data-index", String(index)),
        ("style", position(frame.offsetBy(dx: 0, dy: dy))),
      ])
    func region(_ rect: CGRect) -> CGRect {
      rect.offsetBy(dx: -frame.minX, dy: -frame.minY)
    }
    if anatomy.header.height > 0 {
      html.open("div", [("class", "region header"), ("style", position(region(anatomy.header)))])
      if anatomy.header.height >= 24 {
        html.element("div", [("class", "card-title")], text: "\(text.card) \(index + 1)")
        if anatomy.header.height >= 48 {
          html.emptyHTMLElement("div", [("class", "line strong"), ("style", "width: 42%")])
        }
      }
      html.close("div")
    }
    if anatomy.body.height > 0 {
      html.open("div", [("class", "region body"), ("style", position(region(anatomy.body)))])
      let count = max(0, Int(((anatomy.body.height - 2 * 6 - 2) / 16).rounded(.down)))
      let widths = PreviewStyle.lineWidths
      for line in 0..<count {
        let fraction = widths[(line + index) % widths.count]
        html.emptyHTMLElement(
          "div", [("class", "line"), ("style", "width: \(SVGWriter.number(fraction * 100))%")])
      }
      html.close("div")
    }
    if anatomy.footer.height > 0 {
      html.open("div", [("class", "region footer"), ("style", position(region(anatomy.footer)))])
      if anatomy.footer.height >= 18 {
        html.emptyHTMLElement("div", [("class", "action")])
      }
      html.close("div")
    }
    html.close("div")
  }

  private func writeEmptyState(
    _ carousel: CarouselGeometry, frame: CGRect, into html: inout SVGWriter
  ) {
    html.open("div", [("class", "empty-state"), ("style", position(frame))])
    let size: CGFloat = frame.height >= 240 ? 92 : (frame.height >= 180 ? 64 : 0)
    if size > 0 {
      var svg = SVGWriter()
      svg.open(
        "svg",
        [
          ("xmlns", "http://www.w3.org/2000/svg"), SVGWriter.attribute("width", size),
          SVGWriter.attribute("height", size),
          ("viewBox", "0 0 \(SVGWriter.number(size)) \(SVGWriter.number(size))"),
          ("aria-hidden", "true"),
        ])
      CardPainter(
        palette: palette, text: text, shadowID: "",
        isRightToLeft: carousel.layoutDirection == .rightToLeft
      )
      .drawIllustration(center: CGPoint(x: size / 2, y: size / 2), size: size, into: &svg)
      svg.close("svg")
      for line in svg.text.split(separator: "\n") { html.line(String(line)) }
    }
    html.element("div", [("class", "empty-title")], text: text.emptyTitle)
    html.element("div", [("class", "empty-description")], text: text.emptyDescription)
    html.close("div")
  }

  // MARK: - Style and script

  private func stylesheet(_ carousel: CarouselGeometry) -> [String] {
    let p = palette
    return [
      "* { box-sizing: border-box; }",
      "body { margin: 0; padding: 24px; background: \(p.backdrop); color: \(p.text);",
      "  font-family: \(PreviewStyle.fontFamily); }",
      ".carousel { position: relative; background: \(p.background);",
      "  outline: 1.5px solid \(p.accent); }",
      ".header-cell { position: relative; }",
      ".header-cell .title { position: absolute; display: flex; align-items: center;",
      "  font-size: 17px; font-weight: 600; white-space: nowrap; overflow: hidden;",
      "  text-overflow: ellipsis; }",
      ".see-all { position: absolute; display: flex; align-items: center;",
      "  justify-content: flex-end; gap: 6px; color: \(p.accent); font-size: 15px;",
      "  text-decoration: none; white-space: nowrap; }",
      ".chevron { width: 7px; height: 7px; border-top: 1.8px solid currentColor;",
      "  border-right: 1.8px solid currentColor; transform: rotate(45deg); }",
      "[dir=rtl] .chevron { transform: rotate(-135deg); }",
      ".scroller { overflow-x: auto; overflow-y: hidden; scrollbar-width: none;",
      "  scroll-behavior: auto; overscroll-behavior-x: contain; }",
      ".scroller::-webkit-scrollbar { display: none; }",
      ".scroller.snapping { scroll-snap-type: x mandatory; }",
      ".content { position: relative; }",
      ".snap { position: absolute; top: 0; width: 0; height: 100%; scroll-snap-align: start; }",
      ".card { position: absolute; background: \(p.card); border: 1px solid \(p.cardBorder);",
      "  border-radius: \(SVGWriter.number(PreviewStyle.cornerRadius))px;",
      "  box-shadow: \(PreviewStyle.cssShadow); overflow: hidden; }",
      ".region { position: absolute; padding: 6px 16px; overflow: hidden; }",
      ".card-title { font-size: 15px; font-weight: 600; margin-top: 6px; }",
      ".line { height: 8px; border-radius: 4px; background: \(p.placeholder); margin: 2px 0 6px; }",
      ".line.strong { background: \(p.placeholderStrong); margin-top: 6px; }",
      ".footer { display: flex; align-items: center; }",
      ".footer::before { content: \"\"; position: absolute; top: 0; left: 16px; right: 16px;",
      "  border-top: 1px solid \(p.divider); }",
      ".action { width: 88px; height: min(28px, 100%); border-radius: 14px;",
      "  background: \(p.accentSoft); }",
      ".empty-state { position: absolute; display: flex; flex-direction: column;",
      "  align-items: center; justify-content: center; padding: 16px; text-align: center; }",
      ".empty-state svg { margin-bottom: 16px; }",
      ".empty-title { font-size: 17px; font-weight: 600; margin-bottom: 4px; }",
      ".empty-description { font-size: 14px; color: \(p.secondaryText); }",
    ]
  }

  /// Reports the scroll position into the DOM; `#scroll-left=N` scrolls once loaded.
  static let script = [
    "<script>",
    "(function () {",
    "  var scroller = document.getElementById(\"scroller\");",
    "  var maximum = parseFloat(scroller.getAttribute(\"data-maximum-offset\"));",
    "  var rtl = scroller.getAttribute(\"data-direction\") === \"rtl\";",
    "  function report() {",
    "    var left = scroller.scrollLeft;",
    "    scroller.setAttribute(\"data-scroll-left\", String(left));",
    "    scroller.setAttribute(\"data-offset\", String(rtl ? maximum + left : left));",
    "  }",
    "  scroller.addEventListener(\"scroll\", report);",
    "  report();",
    "  var match = /scroll-left=(-?[0-9.]+)/.exec(location.hash);",
    "  if (match) {",
    "    setTimeout(function () {",
    "      scroller.scrollLeft = parseFloat(match[1]);",
    "      report();",
    "      setTimeout(report, 500);",
    "    }, 100);",
    "  }",
    "})();",
    "</script>",
  ]

  private func px(_ value: CGFloat) -> String { "\(SVGWriter.number(value))px" }

  private func position(_ rect: CGRect) -> String {
    "left: \(px(rect.minX)); top: \(px(rect.minY)); width: \(px(rect.width)); "
      + "height: \(px(rect.height))"
  }
}
