import Foundation

#if CAROUSEL_STAND_INS
  /// The direction a view's content flows in.
  /// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
  @available(iOS 5.0, macCatalyst 13.1, visionOS 1.0, *)
  public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright
    case leftToRight = 0
    /// Right to left.
    /// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/righttoleft
    case rightToLeft = 1
  }

  /// How a view's content is flipped in right-to-left environments.
  /// Apple: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
  @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
  public enum UISemanticContentAttribute: Int, Sendable {
    /// Flips with the environment.
    /// Apple: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/unspecified
    case unspecified = 0
    /// Always left to right.
    /// Apple: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcelefttoright
    case forceLeftToRight = 3
    /// Always right to left.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcerighttoleft
    case forceRightToLeft = 4
  }

  /// A view: the subset of `UIView` the adapters use, with UIKit's view hierarchy, trait
  /// propagation, safe area and layout cycle.
  ///
  /// - `traitCollection` is read-only, as in UIKit: a view's traits are its superview's (a
  ///   window's at the root) overridden by its `traitOverrides` (iOS 17,
  ///   developer.apple.com/documentation/uikit/uiview/traitoverrides). When a view's traits
  ///   change, UIKit calls `traitCollectionDidChange(_:)` and the handlers registered with
  ///   `registerForTraitChanges(_:handler:)` (…/uitraitchangeobservable); nothing else is told.
  /// - `safeAreaInsets` is read-only: the part of the window's safe area the view overlaps
  ///   (…/uiview/safeareainsets).
  /// - A change of bounds marks the view for layout; `layoutIfNeeded()` runs `layoutSubviews()`
  ///   when it is marked (…/uiview/layoutifneeded()).
  /// Apple: https://developer.apple.com/documentation/uikit/uiview
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UIView: NSObject, UITraitEnvironment, @preconcurrency NSCoding {
    // MARK: - Geometry

    private var origin: CGPoint = .zero
    private var storedBounds: CGRect = .zero

    /// The view's bounds: its size and the origin of its coordinate system. A new value marks
    /// the view for layout.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
      get { storedBounds }
      set {
        guard newValue != storedBounds else { return }
        let oldSize = storedBounds.size
        storedBounds = newValue
        setNeedsLayout()
        guard newValue.size != oldSize else { return }
        if autoresizesSubviews { resizeSubviews(from: oldSize) }
        for view in subviews { view.updateSafeArea() }
      }
    }

    /// The view's frame in its superview (no transforms in the stand-in): setting it sets the
    /// bounds' size.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
      get { CGRect(origin: origin, size: storedBounds.size) }
      set {
        origin = newValue.origin
        var bounds = self.bounds
        bounds.size = newValue.size
        self.bounds = bounds
        updateSafeArea()
      }
    }

    /// Creates a view with a frame.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
      origin = frame.origin
      storedBounds = CGRect(origin: .zero, size: frame.size)
      super.init()
    }

    /// Creates a view from an archive (required, as in UIKit: a subclass with its own designated
    /// initialiser must implement it).
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {
      super.init()
    }

    /// Archives the view (nothing to archive in the stand-in).
    /// Availability: not read from its own page (checked as the newest release).
    open func encode(with coder: NSCoder) {}

    /// How the view resizes when its superview's bounds change (default none); see
    /// `UIView+Autoresizing.swift`.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the view resizes its subviews by their masks when its bounds change (default
    /// `true`).
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    open var autoresizesSubviews = true

    // MARK: - Hierarchy

    /// The superview (weak, as in UIKit).
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/superview
    open private(set) weak var superview: UIView?
    /// The subviews, back to front.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/subviews
    open private(set) var subviews: [UIView] = []

    /// Adds a subview: it takes this view's traits and safe area.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
      view.removeFromSuperview()
      subviews.append(view)
      view.superview = self
      view.updateTraits()
      view.updateSafeArea()
    }

    /// Removes the view from its superview.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
      guard let superview else { return }
      superview.subviews.removeAll { $0 === self }
      self.superview = nil
      updateTraits()
      updateSafeArea()
    }

    // MARK: - Traits

    /// Whether the view is hidden (default `false`).
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden = false

    /// The storage of `interactions` (UILargeContentViewer.swift).
    var storedInteractions: [any UIInteraction] = []

    /// Whether a long press shows the view in the large content viewer, at an accessibility
    /// text size: "the view must have a UILargeContentViewerInteraction" (or an ancestor).
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/showslargecontentviewer
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    open var showsLargeContentViewer = false

    /// The words the large content viewer shows for the view.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/largecontenttitle
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    open var largeContentTitle: String?

    /// The image the large content viewer shows for the view.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/largecontentimage
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    open var largeContentImage: UIImage?

    /// Whether the large content viewer scales the image up (default `false`).
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/scaleslargecontentimage
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    open var scalesLargeContentImage = false

    /// The storage of `hoverStyle` (Pointer.swift): a stored property cannot carry the
    /// iOS 17 availability that property has.
    var storedHoverStyle: AnyObject?

    /// How the content flips in right-to-left environments (default `.unspecified`).
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
    @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    private var storedTraits = UITraitCollection()
    private var traitChangeHandlers: [(traits: [UITrait], handler: (UITraitCollection) -> Void)] =
      []

    /// The view's traits: the superview's, overridden by ``traitOverrides``. Read-only.
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    open var traitCollection: UITraitCollection { storedTraits }

    /// Traits this view and its subviews take instead of the superview's (iOS 17).
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/traitoverrides-fd9z
    @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
    open var traitOverrides = UITraitOverrides() {
      didSet { updateTraits() }
    }

    /// Called after the view's traits changed (deprecated in iOS 17, still called).
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    @available(
      iOS, introduced: 8.0, deprecated: 17.0,
      message:
        "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
    )
    @available(
      macCatalyst, introduced: 13.1, deprecated: 17.0,
      message:
        "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
    )
    @available(
      visionOS, introduced: 1.0, deprecated: 1.0,
      message:
        "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
    )
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Registers a handler called after any of `traits` changed (iOS 17).
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
    @discardableResult
    open func registerForTraitChanges<Environment: UITraitEnvironment>(
      _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
      traitChangeHandlers.append(
        (
          traits,
          { [unowned self] previous in
            if let environment = self as? Environment { handler(environment, previous) }
          }
        ))
      return TraitChangeRegistration()
    }

    /// The layout direction of the view's content: the semantic content attribute when it forces
    /// one, else the trait collection's (left to right when unspecified).
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    @available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
      switch semanticContentAttribute {
      case .forceLeftToRight: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      case .unspecified:
        return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      }
    }

    func updateTraits() {
      let inherited = superview?.traitCollection ?? UITraitCollection()
      let traits = traitOverrides.applied(to: inherited)
      let previous = storedTraits
      storedTraits = traits
      if !traits.hasSameTraits(as: previous) {
        traitCollectionDidChange(previous)
        for registration in traitChangeHandlers
        where registration.traits.contains(where: { traits.differs(from: previous, in: $0) }) {
          registration.handler(previous)
        }
      }
      for view in subviews { view.updateTraits() }
    }

    // MARK: - Safe area

    /// The insets of the window's safe area the view overlaps. Read-only.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    @available(iOS 11.0, macCatalyst 13.1, visionOS 1.0, *)
    open private(set) var safeAreaInsets: UIEdgeInsets = .zero

    /// Called after the safe area changed.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
    @available(iOS 11.0, macCatalyst 13.1, visionOS 1.0, *)
    open func safeAreaInsetsDidChange() {}

    /// The insets a root view has from the device (a window's); zero for others.
    var rootSafeAreaInsets: UIEdgeInsets { .zero }

    /// Insets added to the safe area of a view controller's root view: the bars of its
    /// container (a navigation bar) and its `additionalSafeAreaInsets` ("For the view
    /// controller's root view, the insets account for the status bar, other visible bars, and
    /// any additional insets that you specified using the additionalSafeAreaInsets property",
    /// …/uiview/safeareainsets).
    var addedSafeAreaInsets = UIEdgeInsets.zero {
      didSet { updateSafeArea() }
    }

    func updateSafeArea() {
      var insets = rootSafeAreaInsets
      if let superview {
        let parent = superview.safeAreaInsets
        let frame = self.frame
        let width = superview.bounds.width
        let height = superview.bounds.height
        insets = UIEdgeInsets(
          top: max(0, parent.top - frame.minY), left: max(0, parent.left - frame.minX),
          bottom: max(0, frame.maxY - (height - parent.bottom)),
          right: max(0, frame.maxX - (width - parent.right)))
      }
      let added = addedSafeAreaInsets
      insets = UIEdgeInsets(
        top: insets.top + added.top, left: insets.left + added.left,
        bottom: insets.bottom + added.bottom, right: insets.right + added.right)
      if insets != safeAreaInsets {
        safeAreaInsets = insets
        safeAreaInsetsDidChange()
        setNeedsLayout()
      }
      for view in subviews { view.updateSafeArea() }
    }

    // MARK: - Layout cycle

    private(set) var needsLayout = true

    /// Marks the view for layout at the next `layoutIfNeeded()` (UIKit: the next update cycle).
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() { needsLayout = true }

    /// Lays out the view's subtree now, starting at this view: `layoutSubviews()` of every
    /// view in it that is marked for layout, each before its subviews ("Using the view that
    /// receives the message as the root view, this method lays out the view subtree starting at
    /// the root", https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()).
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() {
      if needsLayout {
        needsLayout = false
        layoutSubviews()
      }
      for view in subviews { view.layoutIfNeeded() }
    }

    /// The size that best fits `size`: the view's current size by default ("The default
    /// implementation of this method returns the existing size of the view").
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The view's background colour (default `nil`: transparent). The stand-in records it and
    /// draws nothing.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor?

    /// The colour of the view's tint (inherited from the superview when not set; the stand-in
    /// reports only what was set on this view).
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/tintcolor
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    open var tintColor: UIColor?

    /// The view's opacity, 0 to 1 (default 1).
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/alpha
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    open var alpha: CGFloat = 1

    /// Lays the subviews out. Does nothing by default (no Auto Layout in the stand-in).
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}

    // MARK: - Accessibility (UIKit's informal protocols on NSObject)

    /// The label VoiceOver speaks.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    open var accessibilityLabel: String?
    /// The value VoiceOver speaks.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    open var accessibilityValue: String?
    /// The traits.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    open var accessibilityTraits: UIAccessibilityTraits = []
    /// Whether the view is an element itself (default `false`: a container of its subviews).
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    open var isAccessibilityElement = false
    /// The elements VoiceOver sees in the view instead of its subviews, or `nil` for them.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    open var accessibilityElements: [Any]?
    /// How assistive technologies navigate the view's elements (iOS 11).
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycontainertype
    @available(iOS 11.0, macCatalyst 13.1, visionOS 1.0, *)
    open var accessibilityContainerType: UIAccessibilityContainerType = .none

    /// What VoiceOver says after the label and value when the user pauses: the result of
    /// acting on the element.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    open var accessibilityHint: String?

    /// VoiceOver's swipe up on an adjustable element (does nothing by default).
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    open func accessibilityIncrement() {}

    /// VoiceOver's swipe down on an adjustable element (does nothing by default).
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    open func accessibilityDecrement() {}

    /// VoiceOver's double tap: return `true` when the element handled it (default `false`, and
    /// UIKit then sends a tap to the element's activation point).
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate()
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    open func accessibilityActivate() -> Bool { false }

    /// A VoiceOver three-finger scroll reached the view; return `true` when it scrolled
    /// (default `false`: the superview gets it, …/uiaccessibilityaction/accessibilityscroll(_:)).
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityscroll(_:)
    @available(iOS 4.2, macCatalyst 13.1, visionOS 1.0, *)
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      superview?.accessibilityScroll(direction) ?? false
    }

    // MARK: - Fitting

    /// The size of the view's content alone, or ``noIntrinsicMetric`` in a dimension it has none.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    open var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells Auto Layout the intrinsic content size changed. The stand-in has no Auto Layout
    /// engine, so nothing is recomputed.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    open func invalidateIntrinsicContentSize() {}

    /// "No intrinsic size in this dimension": -1.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size Auto Layout may return: (0, 0).
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let layoutFittingCompressedSize = CGSize.zero

    /// The size that satisfies the view's constraints closest to `targetSize` with the given
    /// fitting priorities (…/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)).
    ///
    /// The stand-in has no Auto Layout engine: it models the constraints of a view as its
    /// intrinsic content size and each subview pinned to its edges (the usual container). A
    /// dimension of `.required` priority is the target's; another is the intrinsic size's, else
    /// the largest of the subviews' fitting sizes, else the target's (a view without
    /// constraints). Views whose content wraps override this, as their constraints would answer.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    open func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      let intrinsic = intrinsicContentSize
      let fitted = subviews.map {
        $0.systemLayoutSizeFitting(
          targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
          verticalFittingPriority: verticalFittingPriority)
      }
      func fit(
        _ target: CGFloat, _ own: CGFloat, _ children: [CGFloat], _ priority: UILayoutPriority
      ) -> CGFloat {
        if priority == .required { return target }
        if own != UIView.noIntrinsicMetric { return own }
        return children.max() ?? target
      }
      return CGSize(
        width: fit(
          targetSize.width, intrinsic.width, fitted.map(\.width), horizontalFittingPriority),
        height: fit(
          targetSize.height, intrinsic.height, fitted.map(\.height), verticalFittingPriority))
    }
  }

  /// A token for a trait change registration (iOS 17).
  /// Apple: https://developer.apple.com/documentation/uikit/uitraitchangeregistration
  @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
  @MainActor public protocol UITraitChangeRegistration {}

  private struct TraitChangeRegistration: UITraitChangeRegistration {}

  /// A view's window: the root of a hierarchy, whose safe area the device gives.
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/uiwindow
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UIWindow: UIView {
    /// The device's safe area in this window, such as 59 points left and right on a notched
    /// iPhone in landscape. In UIKit the device sets it; the stand-in's initialiser stands for
    /// the device.
    let deviceSafeAreaInsets: UIEdgeInsets

    /// Creates a window on a device without a safe area.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override convenience init(frame: CGRect) {
      self.init(frame: frame, deviceSafeAreaInsets: .zero)
    }

    /// Not UIKit API: creates a window on a device with a safe area (in UIKit the device
    /// gives it).
    @_spi(StandIn) public init(frame: CGRect, deviceSafeAreaInsets: UIEdgeInsets) {
      self.deviceSafeAreaInsets = deviceSafeAreaInsets
      super.init(frame: frame)
      updateSafeArea()
    }

    /// Creates a window from an archive, on a device without a safe area.
    /// Availability: not read from its own page (checked as the newest release).
    public required init?(coder: NSCoder) {
      deviceSafeAreaInsets = .zero
      super.init(coder: coder)
    }

    override var rootSafeAreaInsets: UIEdgeInsets { deviceSafeAreaInsets }

    /// The view controller whose view fills the window (…/uiwindow/rootviewcontroller: "The
    /// root view controller provides the content view of the window. Assigning a view
    /// controller to this property … installs the view controller's view as the content view
    /// of the window"); it resizes with the window.
    /// Apple: https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    open var rootViewController: UIViewController? {
      didSet {
        oldValue?.loadedViewIfAny?.removeFromSuperview()
        guard let content = rootViewController?.view else { return }
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
      }
    }
  }
#endif
