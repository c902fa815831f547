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

    /// "A menu that the button displays" (default `nil`).
    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/menu
    @available(iOS 14.0, macCatalyst 14.0, tvOS 17.0, visionOS 1.0, *)
    open var menu: UIMenu?

    /// Creates a button.
    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/init(frame:)
    public override init(frame: CGRect) {
      super.init(frame: frame)
      isAccessibilityElement = true
      accessibilityTraits = .button
    }

    /// The storage of ``configuration``: a stored property cannot carry the iOS 15
    /// availability that property has.
    private var storedConfiguration: Any?

    /// The button's configuration (iOS 15): its style, title and insets; `nil` for a button
    /// of the older API.
    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-5rlyb
    @available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
    open var configuration: UIButton.Configuration? {
      get { storedConfiguration as? UIButton.Configuration }
      set { storedConfiguration = newValue }
    }

    /// Creates a button with a configuration and, optionally, an action for
    /// `.primaryActionTriggered` (iOS 15).
    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:)
    @available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
      self.init(frame: .zero)
      self.configuration = configuration
      if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The size a configured button needs: its title on one line plus the configuration's
    /// content insets. The default insets here, 7 top and bottom and 12 leading and trailing,
    /// are an approximation of a medium button at the default text size: Apple documents no
    /// numbers (a Frameworks Engineer, https://developer.apple.com/forums/thread/733541, says
    /// they are "based on the small/medium/large size and the dynamic type size"); a device
    /// decides (Docs/VERIFY-ON-A-MAC.md, the card style). The title is measured with the
    /// stand-in's text model in the font its `titleTextAttributesTransformer` sets, else in the
    /// body text style (an assumption: UIKit does not document the configuration's default
    /// title font). A button without a configuration measures as a view.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
      guard #available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *), let configuration else {
        return super.sizeThatFits(size)
      }
      let attributes = configuration.titleTextAttributesTransformer?(AttributeContainer())
      let font = attributes?.font ?? UIFont.preferredFont(forTextStyle: .body)
      let title = configuration.title ?? ""
      let insets = configuration.contentInsets
      return CGSize(
        width: StandInTextModel.width(of: title, font: font) + insets.leading + insets.trailing,
        height: (title.isEmpty ? 0 : font.lineHeight) + insets.top + insets.bottom)
    }

    /// Creates a button from an archive.
    /// Availability: not read from its own page (checked as the newest release).
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
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/image(for:)
    open func image(for state: UIControl.State) -> UIImage? {
      images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }
  }

  extension UIButton {
    /// How a button looks: one of the system styles with a title, a corner style and insets
    /// (the subset the adapters use).
    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
    @available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
    public struct Configuration {
      /// The system style it was made from (`"filled"`, `"tinted"`). Not UIKit API:
      /// what the stand-in records, so that tests can see it.
      @_spi(StandIn) public let style: String
      /// The title.
      /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title
      public var title: String?
      /// How the background's corners are rounded (default `.dynamic`).
      /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/cornerstyle-swift.property
      public var cornerStyle: CornerStyle = .dynamic
      /// The distance from the content to the button's bounds (default 7/12/7/12; see
      /// ``UIButton/sizeThatFits(_:)``).
      /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/contentinsets
      public var contentInsets = NSDirectionalEdgeInsets(
        top: 7, leading: 12, bottom: 7, trailing: 12)
      /// Changes the title's attributes (its font) before the button draws it.
      /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/titletextattributestransformer
      public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

      private init(style: String) { self.style = style }

      /// A button with a tinted background of the tint colour and a contrasting title: the
      /// prominent style.
      /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/filled()
      public static func filled() -> Configuration { Configuration(style: "filled") }

      /// A button with a light background of the tint colour and a title in it.
      /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/tinted()
      public static func tinted() -> Configuration { Configuration(style: "tinted") }

      /// How a configured button's corners are rounded (the two styles the adapters meet; Apple
      /// has four more).
      /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/cornerstyle-swift.enum
      public enum CornerStyle: Hashable, Sendable {
        /// A radius that follows the Dynamic Type size (the default).
        /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/cornerstyle-swift.enum/dynamic
        case dynamic
        /// Half the button's height: a capsule.
        /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/cornerstyle-swift.enum/capsule
        case capsule
      }
    }
  }

  extension UIControl {
    /// The states of a control an appearance can be set for.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, Hashable, Sendable {
      /// The raw bits.
      /// Availability: not read from its own page (checked as the newest release).
      public var rawValue: UInt
      /// Creates a state from raw bits.
      /// Availability: not read from its own page (checked as the newest release).
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// The normal state.
      /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
      public static let normal = State([])
    }
  }
#endif
