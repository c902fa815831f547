import CarouselLayout
import Foundation
import Testing

/// The card style holds SAP's numbers, and its derived values follow from them.
@Suite struct CardStyleTests {
  @Test("the Fiori style: SAP's radius, border, padding and level-2 shadow")
  func fiori() {
    let style = CarouselCardStyle.fiori
    #expect(style == CarouselCardStyle())
    #expect(style.cornerRadius == 16 && style.borderWidth == 0.3)
    #expect(style.border.name == "tertiaryLabel" && style.border.opacity == 0.24)
    #expect(style.background.name == "secondaryGroupedBackground")
    #expect(style.background.light == 0xFFFFFF && style.background.dark == 0x161C21)
    #expect(
      style.shadows == [
        CardShadow(opacity: 0.13, radius: 1), CardShadow(opacity: 0.04, radius: 4, y: 2),
      ])
    #expect(style.bodyPadding == Insets(top: 6, leading: 16, bottom: 6, trailing: 16))
    #expect(style.footerPadding == style.bodyPadding && style.bottomPadding == 10)
    #expect(style.headerPadding == Insets(top: 16, leading: 16, bottom: 6, trailing: 16))
  }

  @Test("the shadow's reach is its widest layer's 1.5 × blur plus offset; none without layers")
  func shadowReach() {
    #expect(CarouselCardStyle.fiori.shadowReach == 8)
    #expect(CarouselCardStyle(shadows: []).shadowReach == 0)
    #expect(
      CarouselCardStyle(shadows: [CardShadow(opacity: 0.2, radius: 10, y: -3)]).shadowReach == 18)
  }

  @Test("colours: components in 0…1 per appearance; opacity clamped, NaN is opaque")
  func colors() {
    let tint = CarouselCardStyle.fiori.accent
    let light = tint.components(isDark: false)
    #expect(light.red == 0 && abs(light.green - 0x70 / 255.0) < 1e-12 && light.blue == 0xF2 / 255.0)
    #expect(tint.hex(isDark: true) == 0x4DB1FF)
    #expect(CardStyleColor(name: "x", light: 0xFF12_3456, dark: 0, opacity: .nan).light == 0x123456)
    #expect(CardStyleColor(name: "x", light: 0, dark: 0, opacity: .nan).opacity == 1)
    #expect(CardStyleColor(name: "x", light: 0, dark: 0, opacity: 7).opacity == 1)
    #expect(CardStyleColor(name: "x", light: 0, dark: 0, opacity: -1).opacity == 0)
  }

  @Test("content: every part optional; empty only with none")
  func content() {
    #expect(CardContent().isEmpty)
    #expect(!CardContent(actions: ["Buy"]).isEmpty)
    #expect(!CardContent(kpi: "1").isEmpty)
  }

  @Test(
    "content regions: each region inset by its padding, mirrored in right to left, cut at the bottom padding"
  )
  func contentRegions() {
    let style = CarouselCardStyle.fiori
    let card = CardAnatomy(
      frame: CGRect(x: 100, y: 20, width: 200, height: 160),
      measurement: CardMeasurement(header: 56, body: 60, footer: 44))
    let ltr = style.contentRegions(of: card, isRightToLeft: false)
    #expect(ltr.frame == card.frame)
    #expect(ltr.header == CGRect(x: 116, y: 36, width: 168, height: 34))
    #expect(ltr.body == CGRect(x: 116, y: 82, width: 168, height: 48))
    // The footer (136…180) loses 6 at the top and stops at the bottom padding (170).
    #expect(ltr.footer == CGRect(x: 116, y: 142, width: 168, height: 28))
    let asymmetric = CarouselCardStyle(
      headerPadding: Insets(top: 0, leading: 30, bottom: 0, trailing: 10))
    let rtl = asymmetric.contentRegions(of: card, isRightToLeft: true)
    #expect(rtl.header == CGRect(x: 110, y: 20, width: 160, height: 56))
    // A card shorter than its padding: boxes of zero height, never negative.
    let tiny = CardAnatomy(
      frame: CGRect(x: 0, y: 0, width: 20, height: 12),
      measurement: CardMeasurement(header: 4, body: 4, footer: 4))
    let squeezed = style.contentRegions(of: tiny, isRightToLeft: false)
    for box in [squeezed.header, squeezed.body, squeezed.footer] {
      #expect(box.width == 0 && box.height == 0, "\(box)")
    }
  }

  @Test(
    "content measurement: regions whose content boxes are exactly the content's heights, in both directions"
  )
  func contentMeasurement() {
    let style = CarouselCardStyle.fiori
    // The built-in examples' numbers: a 17 and a 15 point line, a 28 and a 15 point line
    // (1.3 line height), one 32-point button row.
    let measured = style.measurement(
      fittingContent: CardMeasurement(header: 41.6, body: 55.9, footer: 32))
    #expect(abs(measured.header - 63.6) < 1e-9 && abs(measured.body - 67.9) < 1e-9)
    #expect(measured.footer == 48)
    // The inverse of contentRegions: every box is as tall as its content, LTR and RTL.
    let table: [CardMeasurement] = [
      CardMeasurement(header: 20, body: 40, footer: 30),
      CardMeasurement(header: 20, body: 40, footer: 0),
      CardMeasurement(header: 20, body: 0, footer: 0),
      CardMeasurement(header: 0, body: 0, footer: 34),
      CardMeasurement(header: 0, body: 17, footer: 0),
    ]
    for content in table {
      let regions = style.measurement(fittingContent: content)
      let card = CardAnatomy(
        frame: CGRect(x: 10, y: 5, width: 300, height: regions.height), measurement: regions)
      for rtl in [false, true] {
        let boxes = style.contentRegions(of: card, isRightToLeft: rtl)
        #expect(boxes.header.height == content.header, "\(content) rtl \(rtl)")
        #expect(boxes.body.height == content.body, "\(content) rtl \(rtl)")
        #expect(boxes.footer.height == content.footer, "\(content) rtl \(rtl)")
      }
    }
    // No content: no region. Bad heights count as none, never NaN.
    #expect(style.measurement(fittingContent: CardMeasurement()) == CardMeasurement())
    let bad = style.measurement(
      fittingContent: CardMeasurement(header: .nan, body: -4, footer: .infinity))
    #expect(bad == CardMeasurement())
    // A bottom padding smaller than the footer's keeps the footer's.
    let flat = CarouselCardStyle(bottomPadding: 2)
    #expect(flat.measurement(fittingContent: CardMeasurement(footer: 30)).footer == 42)
  }
}
