import Foundation

#if CAROUSEL_STAND_INS
  /// What a cell draws behind its content: the subset the adapters set.
  /// Apple: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct
  @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
  public struct UIBackgroundConfiguration {
    /// The fill (`nil`: none; UIKit then uses the tint or the system's colour, which `clear()`
    /// sets to clear).
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/backgroundcolor
    public var backgroundColor: UIColor?
    /// The corner radius.
    /// Apple: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/cornerradius
    public var cornerRadius: CGFloat = 0
    /// The border's width (0: none).
    /// Apple: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/strokewidth
    public var strokeWidth: CGFloat = 0
    /// The border's colour.
    /// Apple: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/strokecolor
    public var strokeColor: UIColor?
    /// The shadow (no shadow by default: opacity 0).
    /// Apple: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/shadowproperties
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public var shadowProperties: UIShadowProperties {
      get { storedShadow }
      set { storedShadow = newValue }
    }
    private var storedShadow = UIShadowProperties()

    /// A configuration that draws nothing: a clear background, no border, no shadow.
    /// Apple: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/clear()
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    public static func clear() -> UIBackgroundConfiguration {
      UIBackgroundConfiguration(backgroundColor: UIColor(red: 0, green: 0, blue: 0, alpha: 0))
    }

    private init(backgroundColor: UIColor?) {
      self.backgroundColor = backgroundColor
    }
  }

  /// A background's shadow.
  /// Apple: https://developer.apple.com/documentation/uikit/uishadowproperties-swift.struct
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public struct UIShadowProperties {
    /// The shadow's colour (black).
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uishadowproperties-swift.struct/color
    public var color: UIColor = .black
    /// Its opacity (0: no shadow).
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uishadowproperties-swift.struct/opacity
    public var opacity: CGFloat = 0
    /// Its blur radius, in points.
    /// Apple: https://developer.apple.com/documentation/uikit/uishadowproperties-swift.struct/radius
    public var radius: CGFloat = 0
    /// Its offset, in points.
    /// Apple: https://developer.apple.com/documentation/uikit/uishadowproperties-swift.struct/offset
    public var offset: CGSize = .zero
  }
#endif
