import Foundation

#if CAROUSEL_STAND_INS
  /// A colour: the stand-in keeps its sRGB components and opacity (what the host records).
  /// Apple: https://developer.apple.com/documentation/swiftui/color
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public struct Color: View, ShapeStyle, Hashable, PrimitiveView {
    /// The red, green and blue components in 0…1, and the opacity.
    public let red, green, blue, opacity: Double

    /// Creates a colour from sRGB components.
    /// Apple: https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.opacity = opacity
    }

    /// The colour with its opacity multiplied by `opacity`.
    /// Apple: https://developer.apple.com/documentation/swiftui/color/opacity(_:)
    @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func opacity(_ opacity: Double) -> Color {
      Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity)
    }

    /// Black.
    /// Apple: https://developer.apple.com/documentation/swiftui/color/black
    @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public static let black = Color(red: 0, green: 0, blue: 0)

    var hostRecord: (String?, Any?) { ("Color", self) }
  }

  /// Light or dark appearance.
  /// Apple: https://developer.apple.com/documentation/swiftui/colorscheme
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public enum ColorScheme: Sendable, Hashable, CaseIterable {
    /// The light appearance.
    /// Apple: https://developer.apple.com/documentation/swiftui/colorscheme/light
    case light
    /// The dark appearance.
    /// Apple: https://developer.apple.com/documentation/swiftui/colorscheme/dark
    case dark
  }

  /// A shape that can inset itself, so that a border drawn inside it stays inside.
  /// Apple: https://developer.apple.com/documentation/swiftui/insettableshape
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public protocol InsettableShape: Shape {}

  extension RoundedRectangle: InsettableShape {}

  extension InsettableShape {
    /// The shape's border, `lineWidth` wide and inside the shape, filled with the foreground
    /// style (the stand-in records the width).
    /// Apple: https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(linewidth:antialiased:)
    @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
      ModifiedView(content: self, modifier: "strokeBorder", payload: lineWidth)
    }
  }

  /// What `background(_:in:fillStyle:)` was given.
  @_spi(Host) public struct ShapeBackground {
    /// The style the shape is filled with.
    public let style: any ShapeStyle
    /// The shape drawn behind the view.
    public let shape: any Shape
  }

  /// What `shadow(color:radius:x:y:)` was given.
  @_spi(Host) public struct ShadowArguments: Equatable {
    /// The shadow's colour.
    public let color: Color
    /// Its blur radius.
    public let radius: CGFloat
    /// Its offset.
    public let x, y: CGFloat
  }

  extension View {
    /// Draws `shape`, filled with `style`, behind the view, at the view's size (Apple's also
    /// takes a `fillStyle`, which no adapter passes).
    /// Apple: https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)
    @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public func background<S: ShapeStyle, T: InsettableShape>(_ style: S, in shape: T)
      -> some View
    {
      ModifiedView(
        content: self, modifier: "background", payload: ShapeBackground(style: style, shape: shape))
    }

    /// Draws the views `content` builds in front of the view, at its size.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public func overlay<V: View>(
      alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
      OverlayView(content: self, overlay: content())
    }

    /// Clips the view to `shape` (Apple's also takes a fill `style`, which no adapter passes).
    /// Apple: https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
    @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func clipShape<S: Shape>(_ shape: S) -> some View {
      ModifiedView(content: self, modifier: "clipShape", payload: shape)
    }

    /// Draws a shadow of the view's shape under it; SwiftUI draws shadows outside the view's
    /// frame, without changing its size.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)
    @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func shadow(
      color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat,
      x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
      ModifiedView(
        content: self, modifier: "shadow",
        payload: ShadowArguments(color: color, radius: radius, x: x, y: y))
    }

    /// Pads the view by a different amount on each edge.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/padding(_:)
    @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func padding(_ insets: EdgeInsets) -> some View {
      ModifiedView(content: self, modifier: "padding", payload: insets)
    }
  }

  /// A view with another drawn in front of it; the host visits both.
  struct OverlayView<Content: View, Overlay: View>: View, PrimitiveView {
    let content: Content
    let overlay: Overlay
    var hostRecord: (String?, Any?) { ("overlay", nil) }
    func hostChildren(_ host: ViewHost) -> [any View] { [content, overlay] }
  }
#endif
