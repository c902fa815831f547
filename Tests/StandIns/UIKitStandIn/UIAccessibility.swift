import Foundation

#if CAROUSEL_STAND_INS
  /// The accessibility traits of an element: the subset the adapters use.
  /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
  @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
  public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    /// Availability: not read from its own page (checked as the newest release).
    public var rawValue: UInt64
    /// Creates traits from raw bits.
    /// Availability: not read from its own page (checked as the newest release).
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// An element whose value can be adjusted: swipe up and down call
    /// `accessibilityIncrement()` and `accessibilityDecrement()`.
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// A button: VoiceOver says "button" and a double tap activates it.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A heading: VoiceOver's rotor moves between headings.
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Static text.
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  }

  /// The direction of a VoiceOver three-finger scroll.
  /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection
  @available(iOS 4.2, macCatalyst 13.1, visionOS 1.0, *)
  public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// Right.
    /// Availability: not read from its own page (checked as the newest release).
    case right = 1
    /// Left.
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection/left
    case left = 2
    /// Up.
    /// Availability: not read from its own page (checked as the newest release).
    case up = 3
    /// Down.
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection/down
    case down = 4
    /// The next page.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection/next
    @available(iOS 5.0, macCatalyst 13.1, visionOS 1.0, *)
    case next = 5
    /// The previous page.
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection/previous
    @available(iOS 5.0, macCatalyst 13.1, visionOS 1.0, *)
    case previous = 6
  }

  /// UIKit's accessibility namespace: the notifications and settings the adapters use.
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibility
  @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
  public enum UIAccessibility {
    /// An accessibility notification.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/notification
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    public struct Notification: RawRepresentable, Hashable, Sendable {
      /// The raw value.
      /// Availability: not read from its own page (checked as the newest release).
      public var rawValue: UInt32
      /// Creates a notification from its raw value.
      /// Availability: not read from its own page (checked as the newest release).
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// The content scrolled; the argument is the text VoiceOver speaks, such as "Page 3 of 5".
      /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/notification/pagescrolled
      @available(iOS 4.2, macCatalyst 13.1, visionOS 1.0, *)
      public static let pageScrolled = Notification(rawValue: 1009)
      /// Something to announce; the argument is the text.
      /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
      @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
      public static let announcement = Notification(rawValue: 1008)
    }

    /// Posted (through `NotificationCenter`) when VoiceOver moves its focus to an element
    /// (…/uiaccessibility/elementfocusednotification, iOS 9).
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/elementfocusednotification
    @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let elementFocusedNotification = NSNotification.Name(
      "UIAccessibilityElementFocusedNotification")
    /// The focused element in an ``elementFocusedNotification``'s user info.
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/focusedelementuserinfokey
    @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"

    /// Posts a notification to assistive technologies. The stand-in has none to post to.
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    @MainActor public static func post(notification: Notification, argument: Any?) {}

    /// Whether the user turned on Reduce Motion. The stand-in's device has it off.
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    @MainActor public static var isReduceMotionEnabled: Bool { false }
  }

  /// An accessibility element that stands for content without a view of its own.
  /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement
  @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UIAccessibilityElement: NSObject {
    /// The container the element belongs to (weak, as in UIKit).
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitycontainer
    open weak var accessibilityContainer: AnyObject?
    /// The element's label.
    /// Availability: not read from its own page (checked as the newest release).
    open var accessibilityLabel: String?
    /// The element's value.
    /// Availability: not read from its own page (checked as the newest release).
    open var accessibilityValue: String?
    /// The element's hint.
    /// Availability: not read from its own page (checked as the newest release).
    open var accessibilityHint: String?
    /// The element's traits.
    /// Availability: not read from its own page (checked as the newest release).
    open var accessibilityTraits: UIAccessibilityTraits = []
    /// Whether the element is exposed to assistive technologies.
    /// Availability: not read from its own page (checked as the newest release).
    open var isAccessibilityElement = false
    /// The element's frame in its container's coordinates.
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace
    @available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// Creates an element in a container.
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
    public init(accessibilityContainer container: Any) {
      accessibilityContainer = container as AnyObject
      super.init()
    }

    /// Swipe up on an adjustable element. Does nothing by default.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    open func accessibilityIncrement() {}

    /// Swipe down on an adjustable element. Does nothing by default.
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    open func accessibilityDecrement() {}

    /// A three-finger scroll; return `true` when it scrolled (default `false`: the parent gets
    /// it).
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityscroll(_:)
    @available(iOS 4.2, macCatalyst 13.1, visionOS 1.0, *)
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
  }

  /// How assistive technologies navigate a container's elements.
  /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype
  @available(iOS 11.0, macCatalyst 13.1, visionOS 1.0, *)
  public enum UIAccessibilityContainerType: Int, Sendable {
    /// Not a container type.
    /// Availability: not read from its own page (checked as the newest release).
    case none = 0
    /// A list.
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype/list
    case list = 2
    /// A group whose label VoiceOver may read when focus enters it (iOS 13).
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype/semanticgroup
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    case semanticGroup = 4
  }

  /// The keyboard usage codes of the keys the adapters handle (USB HID usage page 7).
  /// Apple: https://developer.apple.com/documentation/uikit/uikeyboardhidusage
  @available(iOS 13.4, macCatalyst 13.4, visionOS 1.0, *)
  public enum UIKeyboardHIDUsage: Int, Sendable {
    /// Home.
    /// Apple: https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardhome
    case keyboardHome = 0x4A
    /// Page Up.
    /// Availability: not read from its own page (checked as the newest release).
    case keyboardPageUp = 0x4B
    /// End.
    /// Availability: not read from its own page (checked as the newest release).
    case keyboardEnd = 0x4D
    /// Page Down.
    /// Availability: not read from its own page (checked as the newest release).
    case keyboardPageDown = 0x4E
    /// Right arrow.
    /// Availability: not read from its own page (checked as the newest release).
    case keyboardRightArrow = 0x4F
    /// Left arrow.
    /// Availability: not read from its own page (checked as the newest release).
    case keyboardLeftArrow = 0x50
  }
#endif
