import Foundation

#if CAROUSEL_STAND_INS
  /// A font.
  /// Apple: https://developer.apple.com/documentation/swiftui/font
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct Font: Hashable, Sendable {
    /// The text style's name (`"system"` for a font of a fixed size) and the weight, if set.
    public let style: String
    /// The weight, if set.
    public let weightName: String?
    /// The size of a `system(size:weight:)` font, else `nil`. Not SwiftUI API: what the
    /// stand-in records, so that tests can see it.
    public let size: CGFloat?

    init(style: String, weightName: String?, size: CGFloat? = nil) {
      self.style = style
      self.weightName = weightName
      self.size = size
    }

    /// The system font at a size (it does not scale with Dynamic Type by itself; a size from a
    /// `ScaledMetric` does).
    /// Apple: https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-73a88
    public static func system(size: CGFloat, weight: Weight = .regular) -> Font {
      Font(style: "system", weightName: weight.name, size: size)
    }

    /// The Dynamic Type text styles (the subset the adapters name).
    /// Apple: https://developer.apple.com/documentation/swiftui/font/textstyle
    public enum TextStyle: Hashable, Sendable {
      /// The first-level title.
      /// Availability: not read from its own page (checked as the newest release).
      case title
      /// The headline.
      /// Availability: not read from its own page (checked as the newest release).
      case headline
      /// The subheadline.
      /// Availability: not read from its own page (checked as the newest release).
      case subheadline
    }
    /// The headline style.
    /// Apple: https://developer.apple.com/documentation/swiftui/font/headline
    public static let headline = Font(style: "headline", weightName: nil)
    /// The subheadline style.
    /// Availability: not read from its own page (checked as the newest release).
    public static let subheadline = Font(style: "subheadline", weightName: nil)
    /// The footnote style.
    /// Availability: not read from its own page (checked as the newest release).
    public static let footnote = Font(style: "footnote", weightName: nil)
    /// The third-level title style.
    /// Apple: https://developer.apple.com/documentation/swiftui/font/title3
    @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, visionOS 1.0, *)
    public static let title3 = Font(style: "title3", weightName: nil)
    /// The font with a weight.
    /// Apple: https://developer.apple.com/documentation/swiftui/font/weight(_:)
    public func weight(_ weight: Weight) -> Font {
      Font(style: style, weightName: weight.name, size: size)
    }

    /// A font weight.
    /// Apple: https://developer.apple.com/documentation/swiftui/font/weight
    public struct Weight: Hashable, Sendable {
      let name: String
      /// Regular.
      /// Availability: not read from its own page (checked as the newest release).
      public static let regular = Weight(name: "regular")
      /// Semibold.
      /// Availability: not read from its own page (checked as the newest release).
      public static let semibold = Weight(name: "semibold")
      /// Bold.
      /// Availability: not read from its own page (checked as the newest release).
      public static let bold = Weight(name: "bold")
    }
  }

  /// Something to fill or stroke with.
  /// Apple: https://developer.apple.com/documentation/swiftui/shapestyle
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public protocol ShapeStyle: Sendable {}

  /// The view's tint colour.
  /// Apple: https://developer.apple.com/documentation/swiftui/tintshapestyle
  @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, visionOS 1.0, *)
  public struct TintShapeStyle: ShapeStyle {}

  /// The foreground's levels.
  /// Apple: https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
  @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, visionOS 1.0, *)
  public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// 1 for primary to 4 for quaternary.
    public let level: Int
  }

  /// A type-erased shape style.
  /// Apple: https://developer.apple.com/documentation/swiftui/anyshapestyle
  @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, visionOS 1.0, *)
  public struct AnyShapeStyle: ShapeStyle {
    /// The style.
    public let style: any ShapeStyle
    /// Erases a style.
    /// Apple: https://developer.apple.com/documentation/swiftui/anyshapestyle/init(_:)
    public init<S: ShapeStyle>(_ style: S) { self.style = style }
  }

  extension ShapeStyle where Self == TintShapeStyle {
    /// The tint colour.
    /// Apple: https://developer.apple.com/documentation/swiftui/shapestyle/tint
    @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, visionOS 1.0, *)
    public static var tint: TintShapeStyle { TintShapeStyle() }
  }

  extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/swiftui/shapestyle/primary
    @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, visionOS 1.0, *)
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The second level.
    /// Apple: https://developer.apple.com/documentation/swiftui/shapestyle/secondary-swift.type.property
    @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, visionOS 1.0, *)
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The third level.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/swiftui/shapestyle/tertiary
    @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, visionOS 1.0, *)
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fourth level.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/swiftui/shapestyle/quaternary
    @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, visionOS 1.0, *)
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
  }

  /// A shape.
  /// Apple: https://developer.apple.com/documentation/swiftui/shape
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public protocol Shape: View {}

  extension Shape {
    /// Fills the shape with a style. Apple's also takes a `FillStyle` (default: non-zero
    /// winding, antialiased); no adapter passes one, so the stand-in has no `FillStyle`.
    /// Availability: not read from its own page (checked as the newest release).
    public func fill<S: ShapeStyle>(_ content: S) -> some View {
      ModifiedView(content: self, modifier: "fill", payload: content)
    }
  }

  /// A circle.
  /// Apple: https://developer.apple.com/documentation/swiftui/circle
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct Circle: Shape, PrimitiveView {
    /// Creates a circle.
    /// Availability: not read from its own page (checked as the newest release).
    public init() {}
  }

  /// A kind of haptic or audio feedback.
  /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback
  @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 26.0, *)
  public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    /// A UI element's value changing (played on iOS and watchOS only).
    /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/selection
    @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 26.0, *)
    public static let selection = SensoryFeedback(name: "selection")
  }

  /// A rectangle, as wide and tall as the frame it is given.
  /// Apple: https://developer.apple.com/documentation/swiftui/rectangle
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct Rectangle: Shape, PrimitiveView {
    /// Creates a rectangle.
    /// Apple: https://developer.apple.com/documentation/swiftui/rectangle/init()
    @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
    public init() {}
  }

  /// A rectangle with rounded corners.
  /// Apple: https://developer.apple.com/documentation/swiftui/roundedrectangle
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct RoundedRectangle: Shape, PrimitiveView {
    /// The corner radius.
    public let cornerRadius: CGFloat
    /// Creates a rounded rectangle.
    /// Apple: https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
      self.cornerRadius = cornerRadius
    }
    var hostRecord: (String?, Any?) { ("RoundedRectangle", cornerRadius) }
  }

  /// How corners are rounded.
  /// Apple: https://developer.apple.com/documentation/swiftui/roundedcornerstyle
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public enum RoundedCornerStyle: Sendable {
    /// Continuous curvature.
    /// Apple: https://developer.apple.com/documentation/swiftui/roundedcornerstyle/continuous
    case continuous
  }

  /// An image.
  /// Apple: https://developer.apple.com/documentation/swiftui/image
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct Image: View, PrimitiveView {
    /// The SF Symbol's name.
    public let systemName: String
    /// An SF Symbol.
    /// Apple: https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    @available(iOS 13.0, macOS 11.0, macCatalyst 13.0, visionOS 1.0, *)
    public init(systemName: String) { self.systemName = systemName }
    var hostRecord: (String?, Any?) { ("Image", systemName) }

    /// The image, scaled to the space it is given instead of keeping its own size (the
    /// stand-in draws nothing, so the image is returned as it is).
    /// Apple: https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
    @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
    public func resizable() -> Image { self }
  }

  /// Why content is redacted.
  /// Apple: https://developer.apple.com/documentation/swiftui/redactionreasons
  @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, visionOS 1.0, *)
  public struct RedactionReasons: OptionSet, Sendable {
    /// The raw bits.
    /// Apple: https://developer.apple.com/documentation/swiftui/redactionreasons/rawvalue
    public let rawValue: Int
    /// Creates a set.
    /// Apple: https://developer.apple.com/documentation/swiftui/redactionreasons/init(rawvalue:)
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Placeholder content while loading.
    /// Apple: https://developer.apple.com/documentation/swiftui/redactionreasons/placeholder
    public static let placeholder = RedactionReasons(rawValue: 1)
  }

  /// How the lines of a multiline text align.
  /// Apple: https://developer.apple.com/documentation/swiftui/textalignment
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public enum TextAlignment: Hashable, Sendable {
    /// Leading.
    /// Apple: https://developer.apple.com/documentation/swiftui/textalignment/leading
    case leading
    /// Centred.
    /// Availability: not read from its own page (checked as the newest release).
    case center
    /// Trailing.
    /// Apple: https://developer.apple.com/documentation/swiftui/textalignment/trailing
    case trailing
  }

  extension View {
    /// Aligns the lines of the text inside.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)
    @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
      ModifiedView(content: self, modifier: "multilineTextAlignment", payload: alignment)
    }

    /// Scales the view to fit its container, keeping its aspect ratio.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/swiftui/view/scaledtofit()
    @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
    public func scaledToFit() -> some View {
      ModifiedView(content: self, modifier: "scaledToFit", payload: ())
    }

    /// Hides the view from assistive technologies (VoiceOver skips it).
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, visionOS 1.0, *)
    public func accessibilityHidden(_ hidden: Bool) -> some View {
      ModifiedView(content: self, modifier: "accessibilityHidden", payload: hidden)
    }

    /// Shows `largeContentView` in the large content viewer when a person long-presses the view
    /// at an accessibility text size; the host records the view (as `AnyView`) for a test to
    /// render.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityshowslargecontentviewer(_:)
    @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
    public func accessibilityShowsLargeContentViewer<V: View>(
      @ViewBuilder _ largeContentView: () -> V
    ) -> some View {
      ModifiedView(
        content: self, modifier: "accessibilityShowsLargeContentViewer",
        payload: AnyView(largeContentView()))
    }
  }
#endif
