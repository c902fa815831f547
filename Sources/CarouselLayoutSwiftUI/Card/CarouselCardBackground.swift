import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// A view drawn as a card of ``/CarouselLayout/CarouselCardStyle``: filled with the style's
  /// background, clipped to its rounded shape, with its border inside the edge and its shadow
  /// layers under it, in the light or dark appearance of the environment.
  ///
  /// The card's size is the content's: nothing here changes a frame the carousel computes.
  /// The shadow is drawn outside that frame; ``Carousel`` does not clip it
  /// (`scrollClipDisabled()`), and its top and bottom insets keep room for it.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public struct CarouselCardBackground<Content: View>: View {
    let content: Content
    let style: CarouselCardStyle
    @Environment(\.colorScheme) var colorScheme

    /// Draws `content` as a card of `style`.
    public init(style: CarouselCardStyle = .fiori, @ViewBuilder content: () -> Content) {
      self.style = style
      self.content = content()
    }

    /// The content on the card's fill, clipped, bordered, with the shadow's layers.
    public var body: some View {
      let shape = RoundedRectangle(cornerRadius: style.cornerRadius, style: .continuous)
      let card =
        content
        .background(color(style.background), in: shape)
        .clipShape(shape)
        .overlay {
          shape.strokeBorder(lineWidth: style.borderWidth).foregroundStyle(color(style.border))
        }
      return style.shadows.reduce(AnyView(card)) { view, layer in
        AnyView(
          view.shadow(
            color: Color.black.opacity(layer.opacity), radius: layer.radius, x: 0, y: layer.y))
      }
    }

    /// A style colour in the environment's appearance, at its opacity.
    func color(_ color: CardStyleColor) -> Color {
      let value = color.components(isDark: colorScheme == .dark)
      return Color(red: value.red, green: value.green, blue: value.blue, opacity: color.opacity)
    }
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    /// Draws this view as a card of `style` (default: Fiori's), for a card in a ``Carousel``:
    /// the style's fill, border and shadow, clipped to its rounded corners.
    ///
    /// ```swift
    /// Carousel(count: products.count) { index in
    ///   ProductView(product: products[index])
    ///     .padding(16)
    ///     .carouselCardBackground()
    /// }
    /// ```
    public func carouselCardBackground(_ style: CarouselCardStyle = .fiori) -> some View {
      CarouselCardBackground(style: style) { self }
    }
  }
#endif
