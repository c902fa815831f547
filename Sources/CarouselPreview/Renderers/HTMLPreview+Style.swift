import CarouselLayout
import Foundation

extension HTMLPreview {
  /// The page's style sheet; below `breakpoint` CSS pixels of window width the body's padding
  /// goes, so a layout as wide as the phone fills it edge to edge.
  func stylesheet(narrowerThan breakpoint: CGFloat) -> [String] {
    let p = palette
    let border = p.cardBorder
    let cardBorder =
      "rgba(\(border.red), \(border.green), \(border.blue), "
      + "\(NumberText.rounded(PreviewStyle.card.border.opacity)))"
    return [
      "* { box-sizing: border-box; }",
      "body { margin: 0; padding: \(px(Self.padding)); background: \(p.backdrop);",
      "  color: \(p.text); font-family: \(PreviewStyle.fontFamily); }",
      "@media (max-width: \(px(breakpoint.rounded(.up) - 1))) { body { padding: 0; } }",
      ".carousel { position: relative; background: \(p.background);",
      "  outline: 1.5px solid \(p.accent); }",
      ".page, .vertical { position: relative; background: \(p.background);",
      "  outline: 1.5px solid \(p.accent); }",
      ".page .carousel, .page .vertical { outline: none; background: none; }",
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
      "nav.back { margin: 0 0 4px; font-size: 15px; }",
      "nav.back a { color: \(p.accent); text-decoration: none; }",
      "h1 { margin: 0 0 12px; font-size: 20px; font-weight: 600; }",
      "@media (max-width: \(px(breakpoint.rounded(.up) - 1))) { nav.back, h1 { margin-left: 8px;"
        + " margin-right: 8px; } }",
      ".fit-note { margin: 0 8px 8px; color: \(p.secondaryText); font-size: 13px; }",
      ".window-note { margin: 0 0 12px; color: \(p.secondaryText); font-size: 13px; }",
      ".snap { position: absolute; top: 0; width: 0; height: 100%; scroll-snap-align: start; }",
      // The border is an inset shadow, so it takes no room: the regions and the content sit
      // at the engine's frames exactly (a CSS border would move them by its width).
      ".card { position: absolute; background: \(p.card);",
      "  border-radius: \(SVGWriter.number(PreviewStyle.cornerRadius))px;",
      "  box-shadow: inset 0 0 0 \(px(PreviewStyle.card.borderWidth)) \(cardBorder),",
      "    \(PreviewStyle.cssShadow); overflow: hidden; }",
      ".region { position: absolute; padding: 6px 16px; overflow: hidden; }",
      ".card-title { font-size: 15px; font-weight: 600; margin-top: 6px; }",
      ".line { height: 8px; border-radius: 4px; background: \(p.placeholder); margin: 2px 0 6px; }",
      ".line.strong { background: \(p.placeholderStrong); margin-top: 6px; }",
      ".footer { display: flex; align-items: center; }",
      ".footer::before { content: \"\"; position: absolute; top: 0; left: 16px; right: 16px;",
      "  border-top: 1px solid \(p.divider); }",
      ".action { width: 88px; height: min(28px, 100%); border-radius: 14px;",
      "  background: \(p.accentSoft); }",
      // Each line takes its direction from its own words (an English title in a right-to-left
      // page keeps "956 EUR" and its full stop in place) but stays on the leading side.
      ".text { position: absolute; white-space: nowrap; overflow: hidden;",
      "  text-overflow: ellipsis; text-align: left; unicode-bidi: plaintext; }",
      "[dir=rtl] .text { text-align: right; }",
      ".text.title, .text.kpi { color: \(p.text); }",
      ".text.subtitle, .text.body { color: \(p.secondaryText); }",
      ".divider { position: absolute; border-top: 1px solid \(p.divider); }",
      ".button { position: absolute; display: flex; align-items: center;",
      "  justify-content: center; white-space: nowrap; overflow: hidden;",
      "  text-overflow: ellipsis; font-weight: 600; color: \(p.accent); unicode-bidi: plaintext;",
      "  background: \(p.accentSoft); }",
      ".button.primary { color: \(p.card); background: \(p.accent); }",
      ".empty-state { position: absolute; display: flex; flex-direction: column;",
      "  align-items: center; justify-content: center; padding: 16px; text-align: center; }",
      ".empty-state svg { margin-bottom: 16px; }",
      ".empty-title { font-size: 17px; font-weight: 600; margin-bottom: 4px; }",
      ".empty-description { font-size: 15px; color: \(p.secondaryText); }",
      // Each line takes its direction from its own words (an English sentence in a
      // right-to-left page keeps its full stop at the end), as a card's text does.
      ".empty-title, .empty-description, .empty-action { unicode-bidi: plaintext; }",
      // An action: a 34-pixel pill in a 44-pixel row (the minimum target), 8 apart.
      ".empty-action { min-height: 34px; margin: 5px 0; padding: 0 16px; border: none;",
      "  border-radius: 17px; font: inherit; font-size: 15px; font-weight: 600;",
      "  color: \(p.accent); background: \(p.accentSoft); }",
      ".empty-action.primary { margin-top: 21px; color: \(p.card); background: \(p.accent); }",
      ".empty-action + .empty-action { margin-top: 13px; }",
      // Horizontal: the illustration on the leading side, the words and actions beside it.
      ".empty-state.horizontal { flex-direction: row; justify-content: flex-start;",
      "  text-align: start; }",
      ".empty-state.horizontal svg { margin: 0; margin-inline-end: 16px; flex: none; }",
      ".empty-column { display: flex; flex-direction: column; align-items: flex-start; }",
    ]
  }

  /// Reports each scroller's position into the DOM, scrolls a page's carousels to their
  /// initial offsets, and `#scroll-left=N` scrolls the first scroller once loaded.
  static let script = [
    "<script>",
    "(function () {",
    "  var scrollers = document.querySelectorAll(\".scroller\");",
    "  function watch(scroller) {",
    "    var maximum = parseFloat(scroller.getAttribute(\"data-maximum-offset\"));",
    "    var rtl = scroller.getAttribute(\"data-direction\") === \"rtl\";",
    "    function report() {",
    "      var left = scroller.scrollLeft;",
    "      scroller.setAttribute(\"data-scroll-left\", String(left));",
    "      scroller.setAttribute(\"data-offset\", String(rtl ? maximum + left : left));",
    "    }",
    "    var initial = scroller.getAttribute(\"data-initial-offset\");",
    "    if (initial !== null) {",
    "      scroller.scrollLeft = rtl ? parseFloat(initial) - maximum : parseFloat(initial);",
    "    }",
    "    scroller.addEventListener(\"scroll\", report);",
    "    report();",
    "    return report;",
    "  }",
    "  var reports = Array.prototype.map.call(scrollers, watch);",
    "  var fit = document.getElementById(\"fit\");",
    "  var note = document.getElementById(\"fit-note\");",
    "  function fitWindow() {",
    "    var width = parseFloat(fit.getAttribute(\"data-width\"));",
    "    var scale = Math.min(1, document.documentElement.clientWidth / width);",
    "    fit.style.zoom = scale < 1 ? String(scale) : \"\";",
    "    note.hidden = scale >= 1;",
    "    var points = String(Math.round(width)).replace(/\\B(?=(\\d{3})+$)/g, \" \");",
    "    note.textContent = scale >= 1 ? \"\" : \"Drawn \" + points + \" points wide, shown at \"",
    "      + Math.floor(scale * 100) + \" % to fit this window: zoom in to read it.\";",
    "  }",
    "  window.addEventListener(\"resize\", fitWindow);",
    "  fitWindow();",
    "  var match = /scroll-left=(-?[0-9.]+)/.exec(location.hash);",
    "  if (match && scrollers.length > 0) {",
    "    setTimeout(function () {",
    "      scrollers[0].scrollLeft = parseFloat(match[1]);",
    "      reports[0]();",
    "      setTimeout(reports[0], 500);",
    "    }, 100);",
    "  }",
    "})();",
    "</script>",
  ]
}
