import Foundation

#if CAROUSEL_STAND_INS
  // The pointer: hover effects, and disabling a control.

  /// An effect applied when the pointer hovers over a view (iPad, Mac Catalyst), or the eyes
  /// rest on it (visionOS).
  ///
  /// Apple: https://developer.apple.com/documentation/swiftui/hovereffect
  @available(iOS 13.4, macCatalyst 13.4, tvOS 16.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  public struct HoverEffect: Sendable {
    /// The effect's name (the stand-in's record for the host).
    let name: String

    /// "An effect that attempts to determine the effect automatically. This is the default
    /// effect."
    ///
    /// Apple: https://developer.apple.com/documentation/swiftui/hovereffect/automatic
    public static let automatic = HoverEffect(name: "automatic")
  }

  /// `hoverEffect(_:isEnabled:)`'s arguments, as the host records them.
  @available(iOS 13.4, macCatalyst 13.4, tvOS 16.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @_spi(Host) public struct HoverEffectArguments {
    /// The effect's name (`"automatic"`, the one effect the stand-in has).
    public let effect: String
    /// Whether the effect is enabled.
    public let isEnabled: Bool
  }

  extension View {
    /// Applies a hover effect to the view; with `isEnabled` false the effect does not show.
    ///
    /// Apple: https://developer.apple.com/documentation/swiftui/view/hovereffect(_:isenabled:)
    @available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true)
      -> some View
    {
      ModifiedView(
        content: self, modifier: "hoverEffect",
        payload: HoverEffectArguments(effect: effect.name, isEnabled: isEnabled))
    }

    /// Disables the view and everything inside it when `disabled` is true; an inner
    /// `disabled(false)` does not enable what an outer `disabled(true)` disabled (Apple's
    /// example on the page), so the environment's `isEnabled` only turns off.
    ///
    /// Apple: https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func disabled(_ disabled: Bool) -> some View {
      ModifiedView(
        content: self, modifier: "disabled",
        payload: EnvironmentChange { if disabled { $0.isEnabled = false } })
    }
  }
#endif
