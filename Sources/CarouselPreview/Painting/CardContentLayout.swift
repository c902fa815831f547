import CarouselLayout
import Foundation

/// Where a card's content goes inside the engine's regions, by the card style: the title and
/// subtitle in the header, the KPI and the wrapped body text in the body, the actions in the
/// footer. Each region is inset by its padding
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

  /// The buttons in a row from the leading edge; those that do not fit are left out, and a
  /// single one too wide is cut with an ellipsis.
  private static func actions(
    _ titles: [String], in frame: CGRect, size: CGFloat, style: CarouselCardStyle, rtl: Bool
  ) -> [Action] {
    let actionPadding = style.actionPadding
    let actionSpacing = style.actionSpacing
    let height = min(style.actionHeight, frame.height)
    guard height >= size * 1.3, frame.width > 2 * actionPadding else { return [] }
    var result: [Action] = []
    var used: CGFloat = 0
    for (index, title) in titles.enumerated() {
      let gap = result.isEmpty ? 0 : actionSpacing
      let room = frame.width - used - gap - 2 * actionPadding
      var text = title
      // Button titles are semibold (600), in the previews and the apps.
      if TextMetrics.width(of: text, fontSize: size, weight: 600) > room {
        guard result.isEmpty else { break }
        text = TextMetrics.truncated(title, toWidth: room, fontSize: size, weight: 600)
        if text.isEmpty { break }
      }
      let width = TextMetrics.width(of: text, fontSize: size, weight: 600) + 2 * actionPadding
      let x = rtl ? frame.maxX - used - gap - width : frame.minX + used + gap
      result.append(
        Action(
          title: text, frame: CGRect(x: x, y: frame.minY, width: width, height: height),
          isPrimary: index == 0))
      used += gap + width
    }
    return result
  }

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
