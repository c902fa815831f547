import Foundation

#if CAROUSEL_STAND_INS
  /// A control that presents a menu of actions (`Menu`, iOS 14). The host records it and visits
  /// its label and then its content (SwiftUI shows the content only when the menu opens; a
  /// test finds the content's buttons and calls their actions, as a person choosing them).
  /// Apple: https://developer.apple.com/documentation/swiftui/menu
  @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, tvOS 17.0, visionOS 1.0, *)
  public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    /// The menu's items.
    public let content: Content
    /// What the closed menu shows.
    public let label: Label
    /// Creates a menu with items and a label view.
    /// Apple: https://developer.apple.com/documentation/swiftui/menu/init(content:label:)
    @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, tvOS 17.0, visionOS 1.0, *)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
      self.content = content()
      self.label = label()
    }
    var hostRecord: (String?, Any?) { ("Menu", nil) }
    func hostChildren(_ host: ViewHost) -> [any View] { [label, content] }
  }

  /// How menus in a view look and behave.
  /// Apple: https://developer.apple.com/documentation/swiftui/menustyle
  @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, tvOS 17.0, visionOS 1.0, *)
  public protocol MenuStyle: Sendable {
    /// The style's name, which the host records.
    var standInName: String { get }
  }

  /// A menu shown as a button (styled by the view's button style) that opens its content.
  /// Apple: https://developer.apple.com/documentation/swiftui/buttonmenustyle
  @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, tvOS 17.0, visionOS 1.0, *)
  public struct ButtonMenuStyle: MenuStyle {
    /// Creates the style.
    /// Apple: https://developer.apple.com/documentation/swiftui/buttonmenustyle/init()
    public init() {}
    /// "button".
    public var standInName: String { "button" }
  }

  extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu shown as a button.
    /// Apple: https://developer.apple.com/documentation/swiftui/menustyle/button
    @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, tvOS 17.0, visionOS 1.0, *)
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
  }

  extension View {
    /// Sets the style of the menus in the view; the host records the style's name.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/menustyle(_:)
    @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, tvOS 17.0, visionOS 1.0, *)
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
      ModifiedView(content: self, modifier: "menuStyle", payload: style.standInName)
    }

    /// Hides the view: "invisible and can't receive or respond to interactions", but still in
    /// the hierarchy and in layout.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/hidden()
    @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
    public func hidden() -> some View {
      ModifiedView(content: self, modifier: "hidden")
    }

    /// Fixes the view at its ideal size in both dimensions.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/fixedsize()
    @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
    public func fixedSize() -> some View {
      ModifiedView(content: self, modifier: "fixedSize")
    }
  }
#endif
