import Foundation

#if CAROUSEL_STAND_INS
  /// How the buttons inside a view look and behave; the stand-in records which one was asked
  /// for by its name.
  /// Apple: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public protocol PrimitiveButtonStyle: Sendable {
    /// The style's name (`"borderedProminent"`, `"bordered"`). Not SwiftUI API: what the
    /// stand-in records, so that tests can see it.
    var standInName: String { get }
  }

  /// The prominent bordered style: a filled background of the tint colour.
  /// Apple: https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle
  @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, visionOS 1.0, *)
  public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    /// Availability: not read from its own page (checked as the newest release).
    public init() {}
    /// `"borderedProminent"`.
    public var standInName: String { "borderedProminent" }
  }

  /// The bordered style: a light background of the tint colour, the title in it.
  /// Apple: https://developer.apple.com/documentation/swiftui/borderedbuttonstyle
  @available(iOS 15.0, macOS 10.15, macCatalyst 15.0, visionOS 1.0, *)
  public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    /// Availability: not read from its own page (checked as the newest release).
    public init() {}
    /// `"bordered"`.
    public var standInName: String { "bordered" }
  }

  @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, visionOS 1.0, *)
  extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The prominent bordered style.
    /// Apple: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent
    public static var borderedProminent: BorderedProminentButtonStyle {
      BorderedProminentButtonStyle()
    }
  }

  @available(iOS 15.0, macOS 10.15, macCatalyst 15.0, visionOS 1.0, *)
  extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The bordered style.
    /// Apple: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
  }

  /// The shape of a bordered button's background.
  /// Apple: https://developer.apple.com/documentation/swiftui/buttonbordershape
  @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, visionOS 1.0, *)
  public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    /// The system's shape for the context.
    /// Apple: https://developer.apple.com/documentation/swiftui/buttonbordershape/automatic
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// A capsule: half the button's height as its corner radius. Newer than its type on macOS
    /// and tvOS.
    /// Apple: https://developer.apple.com/documentation/swiftui/buttonbordershape/capsule
    @available(iOS 15.0, macOS 14.0, macCatalyst 15.0, visionOS 1.0, *)
    public static let capsule = ButtonBorderShape(name: "capsule")
  }

  extension View {
    /// Sets the style of the buttons inside the view; the host records the style's name.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
      ModifiedView(content: self, modifier: "buttonStyle", payload: style.standInName)
    }

    /// Sets the border shape of the bordered buttons inside the view.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/buttonbordershape(_:)
    @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, visionOS 1.0, *)
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
      ModifiedView(content: self, modifier: "buttonBorderShape", payload: shape)
    }
  }
#endif
