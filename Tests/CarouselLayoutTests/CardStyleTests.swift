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
}
