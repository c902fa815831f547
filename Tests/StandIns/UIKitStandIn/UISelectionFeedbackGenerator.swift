import Foundation

#if CAROUSEL_STAND_INS
  /// The selection haptic: the adapter plays it on iPhone and Mac Catalyst (`#if os(iOS)`),
  /// so only `Scripts/check-platform-shapes`' iOS and Mac Catalyst passes compile this use;
  /// nothing plays here.
  /// Apple: https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
  /// (`@MainActor class UISelectionFeedbackGenerator`; iOS 10, Mac Catalyst 13.1, not tvOS or
  /// visionOS)
  @available(iOS 10.0, macCatalyst 13.1, *)
  @MainActor open class UISelectionFeedbackGenerator {
    /// Creates a generator.
    /// Apple: https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
    public init() {}

    /// Tells the generator the selection changed; it may play the selection haptic.
    /// Apple: https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
    @available(iOS 10.0, macCatalyst 13.1, *)
    open func selectionChanged() {}
  }
#endif
