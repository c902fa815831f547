import Foundation

#if CAROUSEL_STAND_INS
  // The pointer: scroll events from a mouse wheel or a trackpad, and hover styles.

  /// The kind of device a scroll event comes from.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiscrolltype
  @available(iOS 13.4, macCatalyst 13.4, visionOS 1.0, *)
  public enum UIScrollType: Int, Sendable {
    /// A discrete scroll, like a mouse wheel's notches.
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrolltype/discrete
    case discrete = 0
    /// A continuous scroll, like a trackpad's two-finger swipe.
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrolltype/continuous
    case continuous = 1
  }

  /// The scroll types a pan gesture recognizes.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiscrolltypemask
  @available(iOS 13.4, macCatalyst 13.4, visionOS 1.0, *)
  public struct UIScrollTypeMask: OptionSet, Sendable {
    /// The raw bits.
    /// Availability: not read from its own page (checked as the newest release).
    public var rawValue: Int
    /// Creates a mask from raw bits.
    /// Availability: not read from its own page (checked as the newest release).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A discrete scroll type from a device, like a mouse.
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrolltypemask/discrete
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// A continuous scroll type from a device, like a trackpad.
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrolltypemask/continuous
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Either.
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrolltypemask/all
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
  }

  /// A gesture recognizer: the subset of `UIGestureRecognizer` the adapters use.
  ///
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer
  @available(iOS 3.2, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UIGestureRecognizer: NSObject {
    /// Whether the recognizer handles events (default `true`).
    /// Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    open var isEnabled = true
  }

  /// A pan gesture recognizer: the subset of `UIPanGestureRecognizer` the adapters use.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipangesturerecognizer
  @available(iOS 3.2, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    private var storedScrollTypes = 0

    /// The scroll events the pan recognizes besides touches: "Setting this mask enables the pan
    /// gesture to recognize scroll events, like a mouse scroll movement or a two-finger scroll
    /// on a track pad" (…/uipangesturerecognizer/allowedscrolltypesmask). A recognizer of one's
    /// own starts with none (iCarousel had to set it for wheel scrolling, nicklockwood/iCarousel
    /// #903); a scroll view's own recognizer starts with both (``UIScrollView/panGestureRecognizer``).
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask
    @available(iOS 13.4, macCatalyst 13.4, visionOS 1.0, *)
    open var allowedScrollTypesMask: UIScrollTypeMask {
      get { UIScrollTypeMask(rawValue: storedScrollTypes) }
      set { storedScrollTypes = newValue.rawValue }
    }
  }

  /// A shape that UIKit resolves against a view's frame, such as the shape of a hover effect.
  ///
  /// Apple's pages for this struct, `rect(cornerRadius:cornerCurve:maskedCorners:)`,
  /// `UIHoverStyle(shape:)` and `UIHoverStyle.shape` list iOS 17 and visionOS 1 and name Mac
  /// Catalyst without a version ("macCatalyst: -"), which may mean unavailable. The stand-in
  /// lets Mac Catalyst inherit iOS 17, as Swift does when a declaration names no Mac Catalyst
  /// version (`@available(macCatalyst, unavailable)` beside an iOS version cannot be checked by
  /// Scripts/check-platform-shapes: the compiler's custom availability domains do not refine an
  /// unavailable declaration's body); the adapter uses them outside Mac Catalyst only.
  ///
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/uishape-swift.struct
  @available(iOS 17.0, visionOS 1.0, *)
  public struct UIShape: Sendable {
    /// The corner radius of a rounded rectangle (the stand-in's record of the shape).
    let cornerRadius: CGFloat

    /// A rectangle with rounded corners. Apple's also takes a `cornerCurve` and the
    /// `maskedCorners` (defaults `.automatic` and `.allCorners`); no adapter passes them, so
    /// the stand-in copies the radius only.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uishape-swift.struct/rect(cornerradius:cornercurve:maskedcorners:)
    @available(iOS 17.0, visionOS 1.0, *)
    public static func rect(cornerRadius: CGFloat) -> UIShape {
      UIShape(cornerRadius: cornerRadius)
    }
  }

  /// A hover style: the effect UIKit shows while the pointer (iPad) or the eyes (visionOS) rest
  /// on a view, and its shape.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uihoverstyle
  @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
  @MainActor open class UIHoverStyle: NSObject {
    /// The shape of the effect; `nil`: "the system chooses a default shape based on the view".
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uihoverstyle/shape-21npk
    @available(iOS 17.0, visionOS 1.0, *)
    public var shape: UIShape? {
      get { storedShape as? UIShape }
      set { storedShape = newValue }
    }
    private var storedShape: Any?

    /// Whether the effect shows: "to temporarily disable a view's hover effect without removing
    /// it from the view entirely" (default `true`).
    ///
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uihoverstyle
    open var isEnabled = true

    /// A style with `shape` and the automatic effect.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uihoverstyle/init(shape:)
    @available(iOS 17.0, visionOS 1.0, *)
    public convenience init(shape: UIShape? = nil) {
      self.init(storedShape: shape)
    }

    init(storedShape: Any?) {
      self.storedShape = storedShape
      super.init()
    }
  }
#endif

#if CAROUSEL_STAND_INS
  extension UIView {
    /// The view's hover style; `nil` (the default) "indicates that the view doesn't have any
    /// hover effect". UIKit copies the style it is given (`@NSCopying`); the stand-in keeps it.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/hoverstyle
    @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
    public var hoverStyle: UIHoverStyle? {
      get { storedHoverStyle as? UIHoverStyle }
      set { storedHoverStyle = newValue }
    }
  }
#endif
