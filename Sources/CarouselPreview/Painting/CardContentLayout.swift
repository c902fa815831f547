import CarouselLayout
import Foundation

/// Where a card's content goes inside the engine's regions, by the card style: the title and
/// subtitle in the header, the KPI and the wrapped body text in the body, the actions in the
/// footer (`CardFooterLayout`'s rule). Each region is inset by its padding
/// (``CarouselCardStyle/contentRegions(of:isRightToLeft:)``), and nothing is placed in the card's bottom
/// padding; a line that does not fit whole is left out, the last body line that fits ends
/// with an ellipsis when text remains, and a line too wide is cut with one.
///
/// Widths are estimated (``TextMetrics``), so the same content lays out the same on every
/// machine.
struct CardContentLayout {
  /// One line of text, at its baseline.
  struct Line: Equatable {
    /// The part it belongs to: `title`, `subtitle`, `kpi`, `body`.
    var part: String
    var text: String
    /// The line's box: the region's inner width, one line height tall.
    var box: CGRect
    /// Where the text is anchored: the box's leading edge (its left in left to right, its
    /// right in right to left).
    var x: CGFloat
    var baseline: CGFloat
    var size: CGFloat
    var weight: Int
  }

  /// One action button.
  struct Action: Equatable {
    var title: String
    var frame: CGRect
    /// Whether it is the filled (first) one.
    var isPrimary: Bool
    /// Whether it is the "More" button, whose menu holds the actions that did not fit.
    var isMore: Bool = false
  }

  private(set) var lines: [Line] = []
  private(set) var actions: [Action] = []

  init(
    _ content: CardContent, in anatomy: CardAnatomy, style: CarouselCardStyle,
    isRightToLeft: Bool
  ) {
    let boxes = style.contentRegions(of: anatomy, isRightToLeft: isRightToLeft)
    let type = style.typography
    var header = Column(frame: boxes.header, rtl: isRightToLeft)
    if let title = content.title {
      header.add(title, part: "title", size: type.title, weight: 600, type)
    }
    if let subtitle = content.subtitle {
      header.add(subtitle, part: "subtitle", size: type.subtitle, weight: 400, type)
    }
    var body = Column(frame: boxes.body, rtl: isRightToLeft)
    if let kpi = content.kpi { body.add(kpi, part: "kpi", size: type.kpi, weight: 700, type) }
    if let text = content.body { body.addWrapped(text, part: "body", size: type.body, type) }
    lines = header.lines + body.lines
    actions = Self.actions(
      content.actions, in: boxes.footer, size: type.action, style: style, rtl: isRightToLeft)
  }

  /// The buttons where `CardFooterLayout` puts them (SAP's footer: the first trailing, "More"
  /// leading when actions remain), each as wide as its estimated title and padding asks, as
  /// tall as the style's action height allows in the box; a title wider than its button is
  /// cut with an ellipsis.
  private static func actions(
    _ titles: [String], in frame: CGRect, size: CGFloat, style: CarouselCardStyle, rtl: Bool
  ) -> [Action] {
    let padding = style.actionPadding
    let height = min(style.actionHeight, frame.height)
    guard !titles.isEmpty, height >= size * 1.3, frame.width > 2 * padding else { return [] }
    // Button titles are semibold (600), in the previews and the apps.
    func buttonSize(_ title: String) -> CGSize {
      CGSize(
        width: TextMetrics.width(of: title, fontSize: size, weight: 600) + 2 * padding,
        height: height)
    }
    let footer = CardFooterLayout(
      buttonSizes: titles.map(buttonSize), moreButtonSize: buttonSize(moreTitle),
      width: frame.width, mode: style.footerWidthMode, spacing: style.actionSpacing,
      minimumButtonHeight: height, isRightToLeft: rtl)
    func action(_ title: String, _ box: CGRect, isPrimary: Bool, isMore: Bool) -> Action? {
      let text = TextMetrics.truncated(
        title, toWidth: box.width - 2 * padding, fontSize: size, weight: 600)
      guard !text.isEmpty else { return nil }
      return Action(
        title: text, frame: box.offsetBy(dx: frame.minX, dy: frame.minY), isPrimary: isPrimary,
        isMore: isMore)
    }
    var result = zip(titles, footer.buttonFrames).enumerated().compactMap { index, pair in
      action(pair.0, pair.1, isPrimary: index == 0, isMore: false)
    }
    if let box = footer.moreButtonFrame,
      let more = action(moreTitle, box, isPrimary: false, isMore: true)
    {
      result.append(more)
    }
    return result
  }

  /// The overflow button's title in the previews (English, as the previews' own words are).
  static let moreTitle = "More"

  /// Lines stacked from the top of a region's inner frame.
  private struct Column {
    let frame: CGRect
    let rtl: Bool
    var top: CGFloat
    var lines: [Line] = []
    var isFull = false

    init(frame: CGRect, rtl: Bool) {
      self.frame = frame
      self.rtl = rtl
      top = frame.minY
    }

    /// Whether one more line of `size` fits below the lines so far.
    func fits(_ size: CGFloat, _ type: CardTypography) -> Bool {
      !isFull && top + size * type.lineHeight <= frame.maxY + 0.001 && frame.width > 0
    }

    mutating func add(
      _ text: String, part: String, size: CGFloat, weight: Int, _ type: CardTypography
    ) {
      guard fits(size, type) else {
        isFull = true
        return
      }
      let line = TextMetrics.truncated(text, toWidth: frame.width, fontSize: size, weight: weight)
      if !line.isEmpty { place(line, part: part, size: size, weight: weight, type) }
    }

    mutating func addWrapped(_ text: String, part: String, size: CGFloat, _ type: CardTypography) {
      let wrapped = TextMetrics.wrapped(text, toWidth: frame.width, fontSize: size)
      for (index, line) in wrapped.enumerated() {
        guard fits(size, type) else { return }
        var text = line
        let isLast = index == wrapped.count - 1
        let nextFits = top + 2 * size * type.lineHeight <= frame.maxY + 0.001
        if !isLast, !nextFits {
          // The last line that fits, with text left over: it ends with an ellipsis.
          text = TextMetrics.truncated(line + "…", toWidth: frame.width, fontSize: size)
        }
        guard !text.isEmpty else { return }
        place(text, part: part, size: size, weight: 400, type)
      }
    }

    private mutating func place(
      _ text: String, part: String, size: CGFloat, weight: Int, _ type: CardTypography
    ) {
      let height = size * type.lineHeight
      // The baseline sits where a text box of `height` centres the font's em box, with an
      // ascent of 0.8 em.
      let baseline = top + (height - size) / 2 + 0.8 * size
      lines.append(
        Line(
          part: part, text: text,
          box: CGRect(x: frame.minX, y: top, width: frame.width, height: height),
          x: rtl ? frame.maxX : frame.minX, baseline: baseline, size: size, weight: weight))
      top += height
    }
  }
}
