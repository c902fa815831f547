import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  extension CarouselCardCell {
    /// The background configuration that draws `style` behind a card: its fill and border in
    /// the light or dark appearance (dynamic colours), its corner radius, and on iOS 18 and
    /// later its widest shadow layer (`UIBackgroundConfiguration` draws one shadow; before iOS
    /// 18 it draws none, and the border outlines the card).
    ///
    /// ``cardStyle`` sets it as the cell's `backgroundConfiguration`; the background fills the
    /// cell's bounds, so it changes no frame. The collection view clips at its bounds: the
    /// carousel's top and bottom insets (at least `CarouselCardStyle/shadowReach`)
    /// keep the shadow visible.
    ///
    /// - Complexity: O(shadow layers).
    public static func cardBackground(_ style: CarouselCardStyle) -> UIBackgroundConfiguration {
      var background = UIBackgroundConfiguration.clear()
      background.backgroundColor = dynamicColor(style.background)
      background.cornerRadius = style.cornerRadius
      background.strokeWidth = style.borderWidth
      background.strokeColor = dynamicColor(style.border)
      #if !targetEnvironment(macCatalyst)
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *),
          let layer = style.shadows.max(by: { $0.reach < $1.reach })
        {
          background.shadowProperties.color = .black
          background.shadowProperties.opacity = CGFloat(layer.opacity)
          background.shadowProperties.radius = layer.radius
          background.shadowProperties.offset = CGSize(width: 0, height: layer.y)
        }
      #endif
      return background
    }

    /// A style colour as a UIKit colour that follows the light and dark appearance.
    ///
    /// The provider is `@Sendable`: Apple declares `init(dynamicProvider:)` with a plain
    /// closure, so a closure formed here, in main-actor code, would be inferred main-actor
    /// isolated, and Swift 6 checks that isolation when an Objective-C framework calls it. A
    /// colour may be resolved on any thread (`UIColor` is `Sendable`), so the provider reads
    /// only the trait collection it is given and the captured components.
    static func dynamicColor(_ color: CardStyleColor) -> UIColor {
      let light = color.components(isDark: false)
      let dark = color.components(isDark: true)
      let alpha = CGFloat(color.opacity)
      return UIColor { @Sendable traits in
        let value = traits.userInterfaceStyle == .dark ? dark : light
        return UIColor(
          red: CGFloat(value.red), green: CGFloat(value.green), blue: CGFloat(value.blue),
          alpha: alpha)
      }
    }
  }
#endif
