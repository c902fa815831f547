import CarouselLayout
import CarouselLayoutSwiftUI
import Foundation
import Testing

#if CAROUSEL_STAND_INS
  @_spi(Host) import SwiftUIStandIn

  /// The SwiftUI card draws ``CarouselCardStyle`` as SwiftUI is asked to: fill, clip, border,
  /// shadow layers, padding per region, in the environment's appearance.
  @MainActor @Suite struct CarouselCardTests {
    static func color(_ color: CardStyleColor, dark: Bool = false, opacity: Double? = nil) -> Color
    {
      let value = color.components(isDark: dark)
      return Color(
        red: value.red, green: value.green, blue: value.blue, opacity: opacity ?? color.opacity)
    }

    @Test("the background: fill, clip and border in the style's shape, its two shadow layers")
    func background() throws {
      let host = ViewHost()
      host.render(Text("Notebook Basic 15").carouselCardBackground())
      let style = CarouselCardStyle.fiori
      let fill = try #require(host.first("background")?.payload as? ShapeBackground)
      #expect(fill.style as? Color == Self.color(style.background))
      #expect((fill.shape as? RoundedRectangle)?.cornerRadius == 16)
      #expect((host.first("clipShape")?.payload as? RoundedRectangle)?.cornerRadius == 16)
      #expect(host.first("strokeBorder")?.payload as? CGFloat == 0.3)
      #expect(host.first("foregroundStyle")?.payload as? Color == Self.color(style.border))
      let shadows = host.all("shadow").compactMap { $0.payload as? ShadowArguments }
      // The last layer applied is the outermost modifier, so it is recorded first.
      #expect(
        Set(shadows.map { [$0.color.opacity, $0.radius, $0.y] })
          == [[0.13, 1, 0], [0.04, 4, 2]])
      #expect(shadows.allSatisfy { $0.x == 0 && $0.color.red == 0 })
      #expect(host.texts == ["Notebook Basic 15"])
    }

    @Test("dark appearance: the style's dark values")
    func dark() throws {
      var environment = EnvironmentValues()
      environment.colorScheme = .dark
      let host = ViewHost(environment: environment)
      host.render(Text("x").carouselCardBackground())
      let fill = try #require(host.first("background")?.payload as? ShapeBackground)
      let style = CarouselCardStyle.fiori
      #expect(fill.style as? Color == Self.color(style.background, dark: true))
      #expect(fill.style as? Color != Self.color(style.background))
      #expect(
        host.first("foregroundStyle")?.payload as? Color == Self.color(style.border, dark: true))
    }

    @Test("a style without shadows draws none; another radius is the shape's")
    func customStyle() {
      let host = ViewHost()
      host.render(Text("x").carouselCardBackground(CarouselCardStyle(cornerRadius: 8, shadows: [])))
      #expect(host.all("shadow").isEmpty)
      #expect((host.first("clipShape")?.payload as? RoundedRectangle)?.cornerRadius == 8)
    }

    @Test("the card: header, body and footer at the style's padding, the footer after a spacer")
    func card() {
      let host = ViewHost()
      host.render(
        CarouselCard {
          Text("Notebook Basic 15")
        } body: {
          Text("956 EUR")
        } footer: {
          Text("Add to Cart")
        })
      #expect(host.texts == ["Notebook Basic 15", "956 EUR", "Add to Cart"])
      let paddings = host.all("padding").compactMap { $0.payload as? EdgeInsets }
      #expect(
        paddings == [
          EdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16),
          EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16),
          EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16),
        ])
      let bottom = host.all("padding").compactMap { $0.payload as? (Edge.Set, CGFloat?) }
      #expect(bottom.count == 1 && bottom.first?.0 == .bottom && bottom.first?.1 == 10)
      // The spacer sits between the body and the footer, so a stretched card pins its footer.
      let names = host.nodes.map(\.name)
      let spacer = names.firstIndex(of: "Spacer") ?? -1
      let footer = host.nodes.firstIndex { $0.payload as? String == "Add to Cart" } ?? -1
      let price = host.nodes.firstIndex { $0.payload as? String == "956 EUR" } ?? -1
      #expect(price < spacer && spacer < footer)
      #expect(host.all("background").count == 1)
    }
  }
#endif
