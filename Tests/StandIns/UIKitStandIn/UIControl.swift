import Foundation

#if CAROUSEL_STAND_INS
  /// What a menu holds: an action or a submenu (`UIMenuElement`, iOS 13). The stand-in keeps
  /// none of its members; `UIAction` and `UIMenu` are its kinds.
  /// Apple: https://developer.apple.com/documentation/uikit/uimenuelement
  @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
  @MainActor open class UIMenuElement: NSObject {}

  /// A menu of elements (`UIMenu`, iOS 13), as a button shows it. The stand-in keeps the
  /// children; it presents nothing (UIKit shows the menu on touch down when the control's
  /// `showsMenuAsPrimaryAction` is `true`).
  /// Apple: https://developer.apple.com/documentation/uikit/uimenu
  @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
  @MainActor open class UIMenu: UIMenuElement {
    /// The menu's elements, in order.
    /// Apple: https://developer.apple.com/documentation/uikit/uimenu/children
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public let children: [UIMenuElement]

    /// Creates a menu (UIKit's initialiser with the title, image, identifier and options
    /// defaulted).
    /// Apple: https://developer.apple.com/documentation/uikit/uimenu/init(title:image:identifier:options:children:)
    @available(iOS 13.0, tvOS 14.0, *)
    public init(children: [UIMenuElement] = []) {
      self.children = children
      super.init()
    }
  }

  /// An action a control performs (`UIAction`, iOS 13): a handler called with the action.
  /// Apple: https://developer.apple.com/documentation/uikit/uiaction
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UIAction: UIMenuElement {
    /// The handler.
    /// Availability: not read from its own page (checked as the newest release).
    public let handler: @MainActor (UIAction) -> Void
    /// The control that sent the action, while the handler runs.
    /// Apple: https://developer.apple.com/documentation/uikit/uiaction/sender
    @available(iOS 14.0, macCatalyst 14.0, visionOS 1.0, *)
    open internal(set) var sender: Any?

    /// The action's title (a menu item's, or a button's made from the action).
    /// Apple: https://developer.apple.com/documentation/uikit/uimenuelement/title
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    open var title: String

    /// Creates an action with a title and a handler (UIKit's initialiser with the image,
    /// identifier, discoverability title, attributes and state defaulted).
    /// Apple: https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
      self.title = title
      self.handler = handler
      super.init()
    }
  }

  /// A control: the target-action machinery with `UIAction`s (no selectors on Linux).
  /// Apple: https://developer.apple.com/documentation/uikit/uicontrol
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UIControl: UIView {
    /// The events a control sends.
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    public struct Event: OptionSet, Hashable, Sendable {
      /// The raw bits.
      /// Availability: not read from its own page (checked as the newest release).
      public var rawValue: UInt
      /// Creates events from raw bits.
      /// Availability: not read from its own page (checked as the newest release).
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// The control's value changed (a page control's `currentPage` after a tap or a scrub).
      /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
      public static let valueChanged = Event(rawValue: 1 << 12)
      /// A touch lifted inside the control.
      ///
      /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
      @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
      public static let touchUpInside = Event(rawValue: 1 << 6)
      /// "A semantic action triggered by buttons" (a tap, a click, a pinch on visionOS).
      ///
      /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
      @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
      public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// Whether the control takes part in interactions (default `true`): "If the enabled state
    /// is false, the control ignores touch events and subclasses may draw differently".
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    open var isEnabled = true

    private var actions: [(action: UIAction, events: Event)] = []

    /// Whether the control's menu is its primary action (default `false`): "the menu shows in
    /// response to the touchDown event". The stand-in presents no menu.
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/showsmenuasprimaryaction
    @available(iOS 14.0, macCatalyst 14.0, tvOS 17.0, visionOS 1.0, *)
    open var showsMenuAsPrimaryAction = false

    /// Adds an action for events (iOS 14).
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    @available(iOS 14.0, macCatalyst 14.0, visionOS 1.0, *)
    open func addAction(_ action: UIAction, for controlEvents: Event) {
      actions.append((action, controlEvents))
    }

    /// Whether the control draws itself highlighted: UIKit sets it while a touch is down
    /// inside the control (default `false`).
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    open var isHighlighted = false

    /// Performs the actions registered for events; UIKit calls it when the user interacts.
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
    open func sendActions(for controlEvents: Event) {
      for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
        entry.action.sender = self
        entry.action.handler(entry.action)
        entry.action.sender = nil
      }
    }
  }

  /// A row of page dots: the subset of `UIPageControl` the adapters use.
  ///
  /// A tap on the leading or trailing half, or a scrub along it, sets `currentPage` and sends
  /// `.valueChanged` (…/uipagecontrol); in right to left the dots and the halves are mirrored by
  /// UIKit itself. The tests' `UIKitDriver.select(page:on:)` stands for that interaction.
  /// Apple: https://developer.apple.com/documentation/uikit/uipagecontrol
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UIPageControl: UIControl {
    /// The number of dots (default 0).
    /// Apple: https://developer.apple.com/documentation/uikit/uipagecontrol/numberofpages
    open var numberOfPages = 0 {
      didSet { currentPage = min(currentPage, max(0, numberOfPages - 1)) }
    }
    /// The highlighted dot, clamped to the pages (default 0).
    /// Apple: https://developer.apple.com/documentation/uikit/uipagecontrol/currentpage
    open var currentPage = 0 {
      didSet {
        let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
        if clamped != currentPage { currentPage = clamped }
      }
    }

  }
#endif
