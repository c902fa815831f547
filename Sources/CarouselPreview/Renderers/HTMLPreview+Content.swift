import CarouselLayout
import Foundation

extension HTMLPreview {
  // MARK: - Card content

  /// Writes a card's content where the SVG preview draws it (``CardContentLayout``), each
  /// line a box of the region's inner width that cuts what the browser's font makes too wide
  /// with an ellipsis, so nothing leaves its region.
  func writeContent(
    _ content: CardContent, in anatomy: CardAnatomy, rightToLeft: Bool,
    into html: inout SVGWriter
  ) {
    let layout = CardContentLayout(
      content, in: anatomy, style: PreviewStyle.card, isRightToLeft: rightToLeft)
    let origin = anatomy.frame.origin
    func local(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: -origin.x, dy: -origin.y) }
    for line in layout.lines {
      var style = position(local(line.box))
      style += "; font-size: \(px(line.size)); line-height: \(px(line.box.height))"
      if line.weight != 400 { style += "; font-weight: \(line.weight)" }
      html.element("div", [("class", "text \(line.part)"), ("style", style)], text: line.text)
    }
    let footer = anatomy.footer
    if !layout.actions.isEmpty, footer.minY > anatomy.frame.minY + 1 {
      // The line above the footer, as the SVG preview draws it.
      let padding = PreviewStyle.card.footerPadding
      let line = CGRect(
        x: footer.minX + padding.leading, y: footer.minY,
        width: max(0, footer.width - padding.leading - padding.trailing), height: 0)
      html.emptyHTMLElement("div", [("class", "divider"), ("style", position(local(line)))])
    }
    let size = PreviewStyle.card.typography.action
    for action in layout.actions {
      let style =
        position(local(action.frame))
        + "; font-size: \(px(size)); border-radius: \(px(action.frame.height / 2))"
      html.element(
        "div",
        [
          ("class", action.isPrimary ? "button primary" : action.isMore ? "button more" : "button"),
          ("style", style),
        ], text: action.title)
    }
  }
}
