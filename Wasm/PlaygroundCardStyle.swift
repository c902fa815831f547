// The card style and card content for the playground's cards (see PlaygroundExports.swift):
// the page draws each card with `CarouselCardStyle.fiori`'s numbers and colours as this module
// reports them, and places a card's content in the boxes the module computes from the engine's
// regions, with the rules of the previews' `CardContentLayout`: each region inset by its
// padding (`CarouselCardStyle.contentRegions`), lines stacked from the top, a line that does
// not fit whole left out. The browser wraps and cuts the text inside those boxes, with its own
// fonts.

import CarouselJSON
import CarouselLayout

/// `CarouselCardStyle.fiori` in numbers, colours as `0xRRGGBB` in the light (`isDark` 0) or the
/// dark appearance: 0 corner radius · 1 border width · 2 border colour · 3 its opacity ·
/// 4 background · 5 its opacity · 6 title colour · 7 subtitle and body colour · 8 accent ·
/// 9–14 text sizes (title, subtitle, KPI, body, action) and line height · 15–18 the action
/// button's padding at each side of its title, the space between buttons, the tallest it gets,
/// and the bottom padding · 19 shadow layers (at most 8) · 20… each layer's opacity, blur
/// radius and y offset.
@_cdecl("carousel_playground_card_style")
public func playgroundCardStyle(_ isDark: Int32) {
  let style = CarouselCardStyle.fiori
  let dark = isDark != 0
  let type = style.typography
  let shadows = style.shadows.prefix(8)
  var values: [Double] = [
    Double(style.cornerRadius), Double(style.borderWidth), Double(style.border.hex(isDark: dark)),
    style.border.opacity, Double(style.background.hex(isDark: dark)), style.background.opacity,
    Double(style.title.hex(isDark: dark)), Double(style.subtitle.hex(isDark: dark)),
    Double(style.accent.hex(isDark: dark)), Double(type.title), Double(type.subtitle),
    Double(type.kpi), Double(type.body), Double(type.action), Double(type.lineHeight),
    Double(style.actionPadding), Double(style.actionSpacing), Double(style.actionHeight),
    Double(style.bottomPadding), Double(shadows.count),
  ]
  for shadow in shadows {
    values += [shadow.opacity, Double(shadow.radius), Double(shadow.y)]
  }
  playgroundWrite(values)
}

/// The content of card `index` of the spec read last, placed: its length, the text in
/// `carousel_playground_text()` as `{"parts": [{"part", "text", "box", "lines", "size",
/// "weight"}], "actions": {"titles": […], "box"}}`, each box `{"x", "y", "width", "height"}` in
/// the card's own coordinates, for the page's right-to-left or left-to-right layout as the spec says; -1
/// for a card without content (or no such card), which keeps the skeleton. A part that does
/// not fit whole is left out with the parts after it in its region; body text gets as many
/// lines as fit (`lines`), and the page cuts the last one with an ellipsis.
@_cdecl("carousel_playground_card_content")
public func playgroundCardContent(_ index: Int32) -> Int32 {
  guard let spec = playground.spec, let carousel = playground.carousel, index >= 0,
    Int(index) < spec.cards.count, Int(index) < carousel.cardCount,
    let content = spec.cards[Int(index)].content, !content.isEmpty
  else { return -1 }
  let style = CarouselCardStyle.fiori
  let anatomy = carousel.anatomy(ofCard: Int(index))
  let boxes = style.contentRegions(
    of: anatomy, isRightToLeft: carousel.track.layoutDirection == .rightToLeft)
  let origin = anatomy.frame.origin
  let type = style.typography
  var parts: [ContentPart] = []
  var header = ContentColumn(frame: boxes.header, lineHeight: type.lineHeight)
  header.add("title", content.title, size: type.title, weight: 600, into: &parts)
  header.add("subtitle", content.subtitle, size: type.subtitle, weight: 400, into: &parts)
  var body = ContentColumn(frame: boxes.body, lineHeight: type.lineHeight)
  body.add("kpi", content.kpi, size: type.kpi, weight: 700, into: &parts)
  body.add("body", content.body, size: type.body, weight: 400, wrapped: true, into: &parts)
  let footer = boxes.footer
  let buttonHeight = min(style.actionHeight, footer.height)
  let showsActions =
    !content.actions.isEmpty && buttonHeight >= type.action * type.lineHeight
    && footer.width > 2 * style.actionPadding
  var json = JSONWriter()
  json.object { json in
    json.key("parts")
    json.array { json in
      for part in parts {
        json.object { json in
          json.key("part")
          json.string(part.name)
          json.key("text")
          json.string(part.text)
          json.key("box")
          json.rect(part.box.offsetBy(dx: -origin.x, dy: -origin.y))
          json.key("lines")
          json.integer(part.lines)
          json.key("size")
          json.number(Double(part.size))
          json.key("weight")
          json.integer(part.weight)
        }
      }
    }
    json.key("actions")
    json.object { json in
      json.key("titles")
      json.array { json in
        for title in showsActions ? content.actions : [] { json.string(title) }
      }
      json.key("box")
      json.rect(
        CGRect(x: footer.minX, y: footer.minY, width: footer.width, height: buttonHeight)
          .offsetBy(dx: -origin.x, dy: -origin.y))
    }
  }
  playground.text = json.bytes
  playground.text.append(0)
  return Int32(playground.text.count - 1)
}

/// One placed part of a card's content.
private struct ContentPart {
  var name: String
  var text: String
  var box: CGRect
  var lines: Int
  var size: CGFloat
  var weight: Int
}

/// Parts stacked from the top of a region's inner box, as the previews stack lines: a part
/// that does not fit whole ends the column.
private struct ContentColumn {
  let frame: CGRect
  let lineHeight: CGFloat
  var top: CGFloat
  var isFull = false

  init(frame: CGRect, lineHeight: CGFloat) {
    self.frame = frame
    self.lineHeight = lineHeight
    top = frame.minY
  }

  mutating func add(
    _ name: String, _ text: String?, size: CGFloat, weight: Int, wrapped: Bool = false,
    into parts: inout [ContentPart]
  ) {
    guard let text, !isFull else { return }
    let height = size * lineHeight
    // The whole lines left (with the previews' tolerance of a thousandth of a point).
    let room = ((frame.maxY + 0.001 - top) / height).rounded(.down)
    guard frame.width > 0, room >= 1 else {
      isFull = true
      return
    }
    let lines = wrapped ? Int(room) : 1
    parts.append(
      ContentPart(
        name: name, text: text,
        box: CGRect(x: frame.minX, y: top, width: frame.width, height: CGFloat(lines) * height),
        lines: lines, size: size, weight: weight))
    top += CGFloat(lines) * height
  }
}

/// A card footer placed by `CardFooterLayout` (SAP's footer, the style's width mode): the page
/// writes the `count` buttons' widths in `carousel_playground_numbers()` (at most 60), then
/// "More"'s width after them, and asks for a footer box `width` wide whose buttons are
/// `height` tall. Answers in the numbers: 0 the buttons shown · 1 whether "More" shows ·
/// 2… each shown button's x, y, width and height, then "More"'s, in the box's coordinates
/// (mirrored when `isRightToLeft` is 1).
@_cdecl("carousel_playground_footer")
public func playgroundFooter(
  _ count: Int32, _ width: Double, _ height: Double, _ isStacked: Int32, _ isRightToLeft: Int32
) {
  let count = max(0, min(Int(count), 60))
  let widths = playground.numbers.prefix(count + 1).map { CGFloat($0) }
  let style = CarouselCardStyle.fiori
  let footer = CardFooterLayout(
    buttonSizes: widths.prefix(count).map { CGSize(width: $0, height: CGFloat(height)) },
    moreButtonSize: CGSize(width: widths.last ?? 0, height: CGFloat(height)),
    width: CGFloat(width), mode: style.footerWidthMode, isStacked: isStacked != 0,
    spacing: style.actionSpacing, minimumButtonHeight: CGFloat(height),
    isRightToLeft: isRightToLeft != 0)
  var values: [Double] = [Double(footer.visibleCount), footer.moreButtonFrame == nil ? 0 : 1]
  for frame in footer.buttonFrames + (footer.moreButtonFrame.map { [$0] } ?? []) {
    values += [Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height)]
  }
  playgroundWrite(values)
}
