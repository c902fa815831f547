import CarouselLayout
import Foundation

extension HTMLPreview {
  // MARK: - Carousel

  /// Writes a carousel: a box of the viewport's width with the header cell and a horizontal
  /// scroller of the content; `placement` positions the box absolutely (a page's section).
  func writeCarousel(
    _ carousel: CarouselGeometry, content: [CardContent], offset: CGFloat, id: String?,
    placement: CGRect? = nil,
    into html: inout SVGWriter
  ) {
    let rightToLeft = carousel.track.layoutDirection == .rightToLeft
    let snapping: Bool
    if case .snapping = carousel.configuration.scrolling, carousel.track.mode == .carousel {
      snapping = true
    } else {
      snapping = false
    }
    // The vertical insets pad the whole carousel: the header cell sits below the top one.
    var style = "width: \(px(carousel.viewport.width))"
    if carousel.topInset > 0 { style += "; padding-top: \(px(carousel.topInset))" }
    if carousel.bottomInset > 0 { style += "; padding-bottom: \(px(carousel.bottomInset))" }
    if let placement {
      style =
        "position: absolute; left: \(px(placement.minX)); top: \(px(placement.minY)); " + style
    }
    html.open("div", [("class", "carousel"), ("style", style)])
    if let layout = carousel.headerLayout(atOffset: 0), let header = carousel.configuration.header {
      // At offset 0 the engine's header frames are in the viewport's coordinates; the header
      // cell's own box starts below the top inset (the carousel's padding).
      let inBox = HeaderCellLayout(
        frame: layout.frame.offsetBy(dx: 0, dy: -carousel.topInset),
        seeAll: layout.seeAll?.offsetBy(dx: 0, dy: -carousel.topInset), title: layout.title)
      writeHeader(inBox, title: header.title, rightToLeft: rightToLeft, into: &html)
    }
    var attributes: [SVGWriter.Attribute] = []
    if let id { attributes.append(("id", id)) }
    attributes += [
      ("class", snapping ? "scroller snapping" : "scroller"),
      ("data-maximum-offset", SVGWriter.number(carousel.track.maximumOffset)),
      ("data-direction", rightToLeft ? "rtl" : "ltr"),
    ]
    if offset != carousel.track.restOffset {
      attributes.append(("data-initial-offset", SVGWriter.number(offset)))
    }
    html.open("div", attributes)
    let room = Self.shadowRoom
    let (drawn, width, dx) = drawnWindow(of: carousel)
    html.open(
      "div",
      [
        ("class", "content"),
        (
          "style",
          "width: \(px(width)); height: \(px(carousel.containerHeight + 2 * room))"
        ),
      ])
    if snapping {
      for index in 0..<carousel.track.snapOffsetCount {
        let snapOffset = carousel.track.snapOffset(at: index)
        let x = (rightToLeft ? snapOffset + carousel.viewport.width : snapOffset) + dx
        // A window of the cards keeps the snap offsets inside it.
        guard x >= 0, x <= width else { continue }
        html.emptyHTMLElement(
          "span",
          [
            ("class", "snap"), ("data-snap-offset", SVGWriter.number(snapOffset)),
            ("style", "left: \(px(x))"),
          ])
      }
    }
    let dy = room - carousel.cardsMinY
    for index in 0..<drawn {
      writeCard(
        carousel.anatomy(ofCard: index), index: index, content: content.card(index),
        rightToLeft: rightToLeft, dx: dx, dy: dy, into: &html)
    }
    if let frame = carousel.emptyStateFrame {
      writeEmptyState(frame.offsetBy(dx: 0, dy: dy), rightToLeft: rightToLeft, into: &html)
    }
    html.close("div")
    html.close("div")
    html.close("div")
  }

  /// The cards of `carousel` the page draws (the first ones, ``window``), the width of the
  /// content that holds them, and how far they move left in it: the whole content, or, for a
  /// window, the content from card 0 to where the last card drawn rests, so that the scroll
  /// range ends on its snap offset. Right to left, card 0 stays at the right end, so the
  /// engine's offsets still hold (`maximumOffset + scrollLeft`).
  func drawnWindow(of carousel: CarouselGeometry) -> (cards: Int, width: CGFloat, dx: CGFloat) {
    let count = carousel.cardCount
    let drawn = window.drawnCount(of: count)
    guard drawn < count, drawn > 0 else { return (drawn, carousel.track.contentWidth, 0) }
    let rest = carousel.track.offset(ofCard: drawn - 1)
    if carousel.track.layoutDirection == .rightToLeft {
      return (drawn, carousel.track.contentWidth - rest, -rest)
    }
    return (drawn, min(carousel.track.contentWidth, rest + carousel.viewport.width), 0)
  }

  /// Writes a header cell: the title at the leading margin, "See All ›" at the trailing one.
  func writeHeader(
    _ layout: HeaderCellLayout, title: String, rightToLeft: Bool, placement: CGRect? = nil,
    into html: inout SVGWriter
  ) {
    var style = "height: \(px(layout.frame.maxY))"
    if let placement {
      style =
        "position: absolute; left: \(px(placement.minX)); top: \(px(placement.minY)); "
        + "width: \(px(placement.width)); " + style
    }
    html.open("div", [("class", "header-cell"), ("style", style)])
    var titleFrame = layout.frame
    if let seeAll = layout.seeAll {
      titleFrame.size.width = max(0, titleFrame.width - seeAll.width - 8)
      if rightToLeft { titleFrame.origin.x = seeAll.maxX + 8 }
    }
    html.element("div", [("class", "title"), ("style", position(titleFrame))], text: title)
    if let seeAll = layout.seeAll {
      html.line(
        "<a class=\"see-all\" href=\"#\" style=\"\(position(seeAll))\">"
          + "\(SVGWriter.escape(text.seeAll))<span class=\"chevron\"></span></a>")
    }
    html.close("div")
  }

  // MARK: - Vertical layouts and pages

  /// Writes a vertically scrolling layout (masonry or list): a box of `size` with every card
  /// at its frame.
  ///
  /// `anatomies` are the cards drawn, the first of `total`; when they are fewer (a window), the
  /// box ends below the lowest of them instead of at the whole layout's height. On a page
  /// (`placement`), the box keeps its section's size.
  func writeVertical(
    _ anatomies: [CardAnatomy], of total: Int? = nil, content: [CardContent], rightToLeft: Bool,
    size: CGSize, kind: String, placement: CGRect? = nil,
    into html: inout SVGWriter
  ) {
    var size = size
    if placement == nil, let total, anatomies.count < total {
      let lowest = anatomies.map(\.frame.maxY).max() ?? 0
      size.height = min(size.height, lowest + Self.padding)
    }
    var style = "width: \(px(size.width)); height: \(px(size.height))"
    if let placement {
      style =
        "position: absolute; left: \(px(placement.minX)); top: \(px(placement.minY)); "
        + style
    }
    html.open("div", [("class", "vertical \(kind)"), ("style", style)])
    for (index, anatomy) in anatomies.enumerated() {
      writeCard(
        anatomy, index: index, content: content.card(index), rightToLeft: rightToLeft, dx: 0,
        dy: 0, into: &html)
    }
    html.close("div")
  }

  /// Writes every section of `page` at its frame inside one box of the page's content size.
  func writePage(_ page: CarouselPage, content: [[CardContent]], into html: inout SVGWriter) {
    let rightToLeft = page.layoutDirection == .rightToLeft
    html.open(
      "div",
      [
        ("class", "page"),
        (
          "style",
          "width: \(px(max(page.viewport.width, page.contentWidth))); "
            + "height: \(px(page.contentSize.height))"
        ),
      ])
    var firstCarousel = true
    for (index, section) in page.sections.enumerated() {
      let frame = section.frame
      let cards = content.indices.contains(index) ? content[index] : []
      switch section.layout {
      case .header(let header):
        writeHeader(
          header, title: header.title, rightToLeft: rightToLeft, placement: frame, into: &html)
      case .carousel(let carousel):
        writeCarousel(
          carousel, content: cards, offset: section.horizontalOffset,
          id: firstCarousel ? "scroller" : nil,
          placement: frame, into: &html)
        firstCarousel = false
      case .masonry(let masonry):
        writeVertical(
          (0..<window.drawnCount(of: masonry.cardCount)).map(masonry.anatomy(ofCard:)),
          content: cards,
          rightToLeft: rightToLeft, size: masonry.contentSize, kind: "masonry", placement: frame,
          into: &html)
      case .list(let list):
        writeVertical(
          (0..<window.drawnCount(of: list.cardCount)).map(list.anatomy(ofCard:)), content: cards,
          rightToLeft: rightToLeft, size: list.contentSize, kind: "list", placement: frame,
          into: &html)
      case .emptyState(let emptyFrame):
        writeEmptyState(
          emptyFrame.offsetBy(dx: frame.minX, dy: frame.minY), rightToLeft: rightToLeft,
          into: &html)
      }
    }
    html.close("div")
  }

  // MARK: - Cards and the empty state

  /// Writes one card at its frame (moved down by `dy`), with its content, or placeholder
  /// lines in its header, body and footer regions when it has none.
  func writeCard(
    _ anatomy: CardAnatomy, index: Int, content: CardContent?, rightToLeft: Bool, dx: CGFloat,
    dy: CGFloat, into html: inout SVGWriter
  ) {
    let frame = anatomy.frame
    html.open(
      "div",
      [
        ("class", "card"), ("data-card-index", String(index)),
        ("style", position(frame.offsetBy(dx: dx, dy: dy))),
      ])
    if let content, !content.isEmpty {
      writeContent(content, in: anatomy, rightToLeft: rightToLeft, into: &html)
      html.close("div")
      return
    }
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

  /// Writes the empty state's illustrated message in `frame`.
  func writeEmptyState(_ frame: CGRect, rightToLeft: Bool, into html: inout SVGWriter) {
    let horizontal = text.emptyAxis == .horizontal
    html.open(
      "div",
      [
        ("class", horizontal ? "empty-state horizontal" : "empty-state"),
        ("style", position(frame)),
      ])
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
      CardPainter(palette: palette, text: text, shadowID: "", isRightToLeft: rightToLeft)
        .drawIllustration(center: CGPoint(x: size / 2, y: size / 2), size: size, into: &svg)
      svg.close("svg")
      for line in svg.text.split(separator: "\n") { html.line(String(line)) }
    }
    // Horizontal: the words and actions in a column beside the illustration.
    if horizontal { html.open("div", [("class", "empty-column")]) }
    html.element("div", [("class", "empty-title")], text: text.emptyTitle)
    html.element("div", [("class", "empty-description")], text: text.emptyDescription)
    for (index, action) in text.emptyActions.enumerated() {
      html.element(
        "button",
        [("class", index == 0 ? "empty-action primary" : "empty-action"), ("type", "button")],
        text: action)
    }
    if horizontal { html.close("div") }
    html.close("div")
  }
}
