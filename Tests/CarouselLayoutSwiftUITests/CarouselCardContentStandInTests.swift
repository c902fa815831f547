import CarouselLayout
import CarouselLayoutSwiftUI
import Foundation
import Testing

#if CAROUSEL_STAND_INS
  @_spi(Host) import SwiftUIStandIn

  /// The taps an action handler received.
  @MainActor final class ActionTaps {
    var list: [String] = []
  }

  /// `CarouselCard(content:style:onAction:)` draws a `CardContent` with the card style: the
  /// parts in order, in their regions, with the typography's text styles and the actions as
  /// buttons.
  @MainActor @Suite struct CarouselCardContentTests {
    static let product = CardContent(
      title: "Notebook Basic 15", subtitle: "Notebooks", kpi: "956 EUR",
      body: "Intel Core i7, 15 inch, 4 GB", actions: ["Order", "Compare"])

    @Test("the parts in order: title, subtitle, KPI, body, then the actions' buttons")
    func partsInOrder() throws {
      let host = ViewHost()
      host.render(CarouselCard(content: Self.product))
      measureFooter(host, CarouselCard(content: Self.product))
      // The buttons in the order they are seen (the first action at the trailing edge), then
      // the hidden copies the footer measures (the actions, then More).
      #expect(
        host.texts == [
          "Notebook Basic 15", "Notebooks", "956 EUR", "Intel Core i7, 15 inch, 4 GB", "Compare",
          "Order", "Order", "Compare", "More",
        ])
      // The typography's sizes and weights, in the same order (the buttons share one font),
      // each a ScaledMetric (the stand-in renders at the default text size, where it is the
      // typography's number).
      let fonts = host.all("font").compactMap { $0.payload as? Font }
      #expect(
        fonts == [
          .system(size: 17, weight: .semibold), .system(size: 15), .system(size: 28, weight: .bold),
          .system(size: 15),
        ] + Array(repeating: .system(size: 15, weight: .semibold), count: 5))
      // The first action prominent, the others bordered, all capsules (drawn, then measured).
      #expect(
        host.all("buttonStyle").compactMap { $0.payload as? String } == [
          "bordered", "borderedProminent", "borderedProminent", "bordered", "bordered",
        ])
      #expect(
        host.all("buttonBorderShape").compactMap { $0.payload as? ButtonBorderShape }
          == Array(repeating: .capsule, count: 5))
      // Header and body text are each one VoiceOver element; the card's padding and
      // background are CarouselCard's.
      #expect(host.all("accessibilityElement").count == 2)
      #expect(host.all("background").count == 1)
      let paddings = host.all("padding").compactMap { $0.payload as? EdgeInsets }
      #expect(paddings.first == EdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
    }

    @Test("another typography: its sizes, as the UIKit cell takes them")
    func customTypography() {
      let host = ViewHost()
      let style = CarouselCardStyle(
        typography: CardTypography(title: 22, subtitle: 13, kpi: 40, body: 14, action: 16))
      host.render(CarouselCard(content: Self.product, style: style))
      measureFooter(host, CarouselCard(content: Self.product, style: style))
      let sizes = host.all("font").compactMap { ($0.payload as? Font)?.size }
      // Two buttons drawn, three measured (the actions and More), all at the action size.
      #expect(sizes == [22, 13, 40, 14] + Array(repeating: 16, count: 5))
    }

    @Test("colours: title and KPI primary, subtitle and body secondary, per appearance")
    func colors() {
      let style = CarouselCardStyle.fiori
      for dark in [false, true] {
        var environment = EnvironmentValues()
        environment.colorScheme = dark ? .dark : .light
        let host = ViewHost(environment: environment)
        host.render(CarouselCard(content: Self.product))
        let colors = host.all("foregroundStyle").compactMap { $0.payload as? Color }
        let primary = CarouselCardTests.color(style.title, dark: dark)
        let secondary = CarouselCardTests.color(style.subtitle, dark: dark)
        // The four text parts, then the border's colour.
        #expect(Array(colors.prefix(4)) == [primary, secondary, primary, secondary])
      }
    }

    @Test("missing parts are left out; a tap reaches onAction with its index and title")
    func partsAndActions() throws {
      let taps = ActionTaps()
      let host = ViewHost()
      let card = CarouselCard(content: CardContent(kpi: "37", actions: ["Details", "Share"])) {
        index, title in taps.list.append("\(index) \(title)")
      }
      host.render(card)
      measureFooter(host, card)
      #expect(host.texts == ["37", "Share", "Details", "Details", "Share", "More"])
      #expect(host.all("accessibilityElement").count == 1)
      // The two drawn (Share, then Details at the trailing edge), then the hidden copies.
      let buttons = host.all("Button").compactMap { $0.payload as? @MainActor () -> Void }
      #expect(buttons.count == 4)
      buttons[0]()
      buttons[1]()
      #expect(taps.list == ["1 Share", "0 Details"])
      // No content at all: only the card.
      host.render(CarouselCard(content: CardContent()))
      #expect(host.texts.isEmpty && host.all("Button").isEmpty)
      #expect(host.all("background").count == 1)
    }
  }
#endif
