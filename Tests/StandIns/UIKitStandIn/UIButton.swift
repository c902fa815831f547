import Foundation

#if CAROUSEL_STAND_INS
  /// A button: the subset of `UIButton` the adapters use.
  ///
  /// UIKit "automatically handles pointer interactions if you're using UIButton" once
  /// ``isPointerInteractionEnabled`` is set (developer.apple.com/documentation/uikit/pointer-interactions);
  /// a button is an accessibility element with the button trait (standard controls are
  /// accessible by default, …/accessibility/uiaccessibility).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uibutton
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UIButton: UIControl {
    private var images: [UInt: UIImage] = [:]

    /// Whether the pointer effect shows over the button on iPad (default `false`).
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/ispointerinteractionenabled
    @available(iOS 13.4, macCatalyst 13.4, visionOS 1.0, *)
    open var isPointerInteractionEnabled = false

    /// Creates a button.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      isAccessibilityElement = true
      accessibilityTraits = .button
    }

    /// Creates a button from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      isAccessibilityElement = true
      accessibilityTraits = .button
    }

    /// Sets the image shown in `state` (`.normal` stands for every state without its own).
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
      images[state.rawValue] = image
    }

    /// The image shown in `state`.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/image(for:)
    open func image(for state: UIControl.State) -> UIImage? {
      images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }
  }

  extension UIControl {
    /// The states of a control an appearance can be set for.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/state
    public struct State: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public var rawValue: UInt
      /// Creates a state from raw bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// The normal state.
      public static let normal = State([])
      /// The disabled state.
      public static let disabled = State(rawValue: 1 << 1)
    }
  }
#endif
