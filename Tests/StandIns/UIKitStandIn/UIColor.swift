import Foundation

#if CAROUSEL_STAND_INS
  /// A colour: fixed sRGB components, or a provider that picks one for a trait collection.
  /// Apple: https://developer.apple.com/documentation/uikit/uicolor
  @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  open class UIColor: NSObject, @unchecked Sendable {
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    private let provider: ((UITraitCollection) -> UIColor)?
    /// A system colour's name (`"label"`), else `nil`. Not UIKit API: the stand-in does not
    /// know the system palette's values, so a system colour is a name that resolves to itself
    /// and has no components; tests compare system colours by identity, as `==` does for the
    /// shared instances UIKit returns.
    @_spi(StandIn) public let systemName: String?

    private init(systemName: String) {
      components = (0, 0, 0, 0)
      provider = nil
      self.systemName = systemName
    }

    /// A colour from sRGB components and an opacity.
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = (red, green, blue, alpha)
      provider = nil
      systemName = nil
    }

    /// A colour that UIKit resolves for each trait collection (light and dark appearance) by
    /// calling `dynamicProvider`, on whichever thread asks for the resolved colour.
    ///
    /// The closure is a plain one, as Apple declares it (not `@Sendable`): a closure formed in
    /// main-actor code is then main-actor isolated, and the Swift 6 runtime traps when it is
    /// called off the main thread (SE-0423's dynamic checks; this target is built in Swift 5
    /// mode, like an Objective-C framework, so the caller's checks apply).
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
      components = (0, 0, 0, 0)
      provider = dynamicProvider
      systemName = nil
    }

    /// The fixed colour for `traitCollection` (a fixed colour is itself).
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
      provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// Writes the colour's sRGB components; `false` for a dynamic colour that was not resolved
    /// (the stand-in has no current trait collection to resolve it with).
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
    @available(iOS 5.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func getRed(
      _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
      blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
      guard provider == nil, systemName == nil else { return false }
      red?.pointee = components.red
      green?.pointee = components.green
      blue?.pointee = components.blue
      alpha?.pointee = components.alpha
      return true
    }

    /// Black.
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/black
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// The primary text colour.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/label
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let label = UIColor(systemName: "label")
    /// The secondary text colour.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let secondaryLabel = UIColor(systemName: "secondaryLabel")
    /// The background of the main interface (white in light, black in dark appearance).
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systembackground
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let systemBackground = UIColor(systemName: "systemBackground")
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    /// The tint colour of the view it is used in.
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/tintcolor
    @available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
    public static let tintColor = UIColor(systemName: "tintColor")
  }

  /// Light or dark appearance.
  /// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
  @available(iOS 12.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
  public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified: the system's.
    /// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/unspecified
    case unspecified
    /// The light appearance.
    /// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light
    case light
    /// The dark appearance.
    /// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark
    case dark
  }
#endif
