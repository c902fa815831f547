import Foundation

#if CAROUSEL_STAND_INS
  /// A view controller: its view, loaded on first use, and its place among its parent and
  /// children.
  ///
  /// - `view` loads on first access: `loadView()` (by default a plain view), then
  ///   `viewDidLoad()` (…/uiviewcontroller/view: "If you access this property when its value
  ///   is nil, the view controller automatically calls the loadView() method and returns the
  ///   resulting view"; …/viewdidload(): "Called after the controller's view is loaded into
  ///   memory").
  /// - `navigationController` is the nearest ancestor that is a navigation controller
  ///   (…/uiviewcontroller/navigationcontroller).
  /// - No appearance callbacks, presentation or rotation: the stand-in copies what the
  ///   package's examples use.
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UIViewController: NSObject {
    private var loadedView: UIView?

    /// Creates a view controller without a nib.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init()
    }

    /// Creates a view controller from an archive.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {
      super.init()
    }

    /// Creates a view controller without a nib (`init(nibName: nil, bundle: nil)`).
    /// Availability: not read from its own page (checked as the newest release).
    public convenience override init() {
      self.init(nibName: nil, bundle: nil)
    }

    /// The root view: loaded by ``loadView()`` and ``viewDidLoad()`` on first access.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
      get {
        if loadedView == nil {
          loadView()
          if loadedView == nil { loadedView = UIView(frame: .zero) }
          applySafeAreaInsets()
          viewDidLoad()
        }
        return loadedView
      }
      set {
        loadedView = newValue
        applySafeAreaInsets()
      }
    }

    /// Insets added to the root view's safe area, on top of the window's and the bars'.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets
    @available(iOS 11.0, macCatalyst 13.1, visionOS 1.0, *)
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
      didSet { applySafeAreaInsets() }
    }

    /// The insets the container's bars add (a navigation bar's height at the top).
    var barSafeAreaInsets = UIEdgeInsets.zero {
      didSet { applySafeAreaInsets() }
    }

    private func applySafeAreaInsets() {
      guard let loadedView else { return }
      let bars = barSafeAreaInsets
      let extra = additionalSafeAreaInsets
      loadedView.addedSafeAreaInsets = UIEdgeInsets(
        top: bars.top + extra.top, left: bars.left + extra.left,
        bottom: bars.bottom + extra.bottom, right: bars.right + extra.right)
    }

    /// Whether the view is loaded.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view; the default makes a plain view (no nib in the stand-in).
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() {
      loadedView = UIView(frame: .zero)
    }

    /// Called after the view is loaded. Does nothing by default.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}

    /// The title (a navigation bar shows it).
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String?

    /// The parent, or `nil` (weak).
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    open private(set) weak var parent: UIViewController?

    /// The children, in the order added.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    @available(iOS 5.0, macCatalyst 13.1, visionOS 1.0, *)
    open private(set) var children: [UIViewController] = []

    /// Adds a child view controller (its view is the caller's to place).
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    @available(iOS 5.0, macCatalyst 13.1, visionOS 1.0, *)
    open func addChild(_ childController: UIViewController) {
      childController.removeFromParent()
      children.append(childController)
      childController.parent = self
    }

    /// Removes the view controller from its parent.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    @available(iOS 5.0, macCatalyst 13.1, visionOS 1.0, *)
    open func removeFromParent() {
      parent?.children.removeAll { $0 === self }
      parent = nil
    }

    /// Called after the view controller is added to or removed from a parent.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    @available(iOS 5.0, macCatalyst 13.1, visionOS 1.0, *)
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest ancestor that is a navigation controller, or `nil`.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    open var navigationController: UINavigationController? {
      var ancestor = parent
      while let current = ancestor {
        if let navigation = current as? UINavigationController { return navigation }
        ancestor = current.parent
      }
      return nil
    }
  }

  /// A stack of view controllers, the top one's view filling the navigation controller's view
  /// under its navigation bar.
  ///
  /// - Pushing makes the view controller a child and the top; once the navigation controller's
  ///   view is loaded, the top's view replaces the previous top's, sized to the navigation
  ///   controller's view and resizing with it (…/uinavigationcontroller: "The navigation
  ///   controller manages the … content view for the top view controller"). Views load
  ///   lazily, as in UIKit: pushing does not load a view before it is shown. UIKit puts the
  ///   content view in a private wrapper view; the stand-in adds it directly.
  /// - The navigation bar is not drawn, but it counts in the safe area: while it shows, the
  ///   top view's safe area grows by ``navigationBarHeight`` at the top, as UIKit's content
  ///   view extends under a translucent bar whose height the safe area excludes
  ///   (…/uiview/safeareainsets: the root view's insets "account for the status bar, other
  ///   visible bars …").
  /// - Transitions are instant in the stand-in, animated or not.
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UINavigationController: UIViewController {
    /// Not UIKit API: the height of a standard navigation bar (no large title) on an iPhone in
    /// portrait, 44 points (what `navigationBar.frame.height` reads for such a bar, a public
    /// observation; in landscape on an iPhone it is 32, and a large title makes it taller:
    /// neither is modelled).
    @_spi(StandIn) public static let navigationBarHeight: CGFloat = 44

    /// Creates a navigation controller with a root view controller.
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) {
      super.init(nibName: nil, bundle: nil)
      pushViewController(rootViewController, animated: false)
    }

    /// Creates a navigation controller from an archive.
    /// Availability: not read from its own page (checked as the newest release).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// The stack, root first.
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] { children }

    /// The view controller on top of the stack.
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { children.last }

    /// Whether the navigation bar is hidden (default `false`); a hidden bar adds nothing to
    /// the safe area.
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden
    open var isNavigationBarHidden = false {
      didSet { for child in children { child.barSafeAreaInsets = barInsets } }
    }

    private var barInsets: UIEdgeInsets {
      UIEdgeInsets(
        top: isNavigationBarHidden ? 0 : Self.navigationBarHeight, left: 0, bottom: 0, right: 0)
    }

    /// Makes the navigation controller's view and shows the top view controller's in it.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open override func loadView() {
      super.loadView()
      if let top = topViewController { show(top) }
    }

    /// Pushes a view controller: it becomes the top, and its view is shown once the navigation
    /// controller's is loaded.
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
      topViewController?.loadedViewIfAny?.removeFromSuperview()
      addChild(viewController)
      viewController.barSafeAreaInsets = barInsets
      if isViewLoaded { show(viewController) }
      viewController.didMove(toParent: self)
    }

    /// Pops the top view controller (not the root) and shows the one below.
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
      guard children.count > 1, let top = topViewController else { return nil }
      top.loadedViewIfAny?.removeFromSuperview()
      top.removeFromParent()
      top.barSafeAreaInsets = .zero
      if isViewLoaded, let below = topViewController { show(below) }
      return top
    }

    private func show(_ viewController: UIViewController) {
      let content = viewController.view!
      content.frame = view.bounds
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(content)
    }
  }

  extension UIViewController {
    /// The view if loaded, without loading it.
    var loadedViewIfAny: UIView? { isViewLoaded ? view : nil }
  }
#endif
