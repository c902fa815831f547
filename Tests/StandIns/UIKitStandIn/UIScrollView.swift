import Foundation

#if CAROUSEL_STAND_INS
  /// How a scroll view adds the safe area to its content inset.
  /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
  @available(iOS 11.0, macCatalyst 13.1, visionOS 1.0, *)
  public enum UIScrollViewContentInsetAdjustmentBehavior: Int, Sendable {
    /// Like `.scrollableAxes`, plus the top and bottom in a navigation controller (the default).
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic
    case automatic = 0
    /// The edges of the axes the view scrolls along.
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes
    case scrollableAxes = 1
    /// Never adjusted.
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/never
    case never = 2
    /// Always every edge.
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/always
    case always = 3
  }

  /// The scroll view's delegate: the callback the adapters document. It inherits
  /// `NSObjectProtocol`, as UIKit's declaration does, so a conformer must be an `NSObject`.
  /// Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The user lifted the finger; `velocity` is in points per millisecond (see
    /// ``UIScrollView/endDragging(velocity:)``) and `targetContentOffset` can be changed.
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)
    @available(iOS 5.0, macCatalyst 13.1, visionOS 1.0, *)
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>)

    /// Dragging ended; `decelerate` is `false` when "scrolling stops immediately upon
    /// touch-up".
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  }

  extension UIScrollViewDelegate {
    /// Does nothing (optional in UIKit).
    public func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}

    /// Does nothing (optional in UIKit).
    public func scrollViewDidEndDragging(
      _ scrollView: UIScrollView, willDecelerate decelerate: Bool
    ) {}
  }

  /// Layout axes, a set (`UIAxis`, iOS 13.4).
  /// Apple: https://developer.apple.com/documentation/uikit/uiaxis
  @available(iOS 13.4, tvOS 13.4, visionOS 1.0, watchOS 6.2, *)
  public struct UIAxis: OptionSet, Sendable, Hashable {
    /// The raw bits.
    /// Apple: https://developer.apple.com/documentation/uikit/uiaxis/init(rawvalue:)
    public var rawValue: Int
    /// Creates an axis set from raw bits.
    /// Apple: https://developer.apple.com/documentation/uikit/uiaxis/init(rawvalue:)
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The horizontal axis.
    /// Apple: https://developer.apple.com/documentation/uikit/uiaxis/horizontal
    public static let horizontal = UIAxis(rawValue: 1)
  }

  /// A scroll view: the subset of `UIScrollView` the adapters use.
  /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UIScrollView: UIView {
    /// A deceleration rate per millisecond.
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
      /// The rate per millisecond.
      /// Availability: not read from its own page (checked as the newest release).
      public var rawValue: CGFloat
      /// Creates a rate.
      /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/init(rawvalue:)
      public init(rawValue: CGFloat) { self.rawValue = rawValue }
      /// 0.998.
      /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/normal
      public static let normal = DecelerationRate(rawValue: 0.998)
      /// 0.99.
      /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/fast
      public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The delegate (weak, as in UIKit).
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/delegate
    open weak var delegate: UIScrollViewDelegate?
    /// The size of the scrollable content.
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize = .zero
    /// The rate at which a released scroll slows down (default `.normal`).
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.property
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    open var decelerationRate: DecelerationRate = .normal

    /// The axes along which looking at the scroll view's edge scrolls it (Look to Scroll,
    /// visionOS 26; default none). Apple: at most six such scroll views a scene, and not with
    /// `isPagingEnabled`; "an unusually high number of scroll views in a scene could cause Look
    /// to Scroll to auto disable". The stand-in keeps the value.
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/looktoscrollaxes
    @available(visionOS 26.0, *)
    open var lookToScrollAxes: UIAxis = []
    /// The host's own content inset (default zero).
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    open var contentInset: UIEdgeInsets = .zero
    /// How the safe area is added to the content inset (default `.automatic`).
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
    @available(iOS 11.0, macCatalyst 13.1, visionOS 1.0, *)
    open var contentInsetAdjustmentBehavior: UIScrollViewContentInsetAdjustmentBehavior = .automatic
    /// Whether the view bounces horizontally even when the content is narrower (default `false`).
    /// Availability: not read from its own page (checked as the newest release).
    open var alwaysBounceHorizontal = false

    /// The recognizer of the scroll view's drags, and (iPadOS 13.4 and later) of scroll events
    /// from a mouse wheel or a trackpad. Its `allowedScrollTypesMask` starts with both types: a
    /// plain `UIScrollView` (any `UITableView`) scrolls with a trackpad's two-finger swipe on an
    /// iPad with iPadOS 13.4 or later and a Magic Keyboard, without code (a public, reproducible
    /// observation; Apple's pointer guide, developer.apple.com/design/human-interface-guidelines/pointing-devices,
    /// expects "default scrolling gestures" everywhere).
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    @available(iOS 5.0, macCatalyst 13.1, visionOS 1.0, *)
    public let panGestureRecognizer: UIPanGestureRecognizer = {
      let recognizer = UIPanGestureRecognizer()
      recognizer.allowedScrollTypesMask = .all
      return recognizer
    }()

    /// The content inset plus the safe area UIKit adds (…/uiscrollview/adjustedcontentinset):
    /// with `.automatic` or `.scrollableAxes`, the left and right safe-area insets when the
    /// content is wider than the view or `alwaysBounceHorizontal` is set (a horizontal
    /// carousel in landscape on a notched iPhone gets 59 points each side); with `.always` every
    /// edge; with `.never` none. (`.automatic`'s extra top and bottom in a navigation controller
    /// are not modelled.)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    @available(iOS 11.0, macCatalyst 13.1, visionOS 1.0, *)
    open var adjustedContentInset: UIEdgeInsets {
      var insets = contentInset
      let safe = safeAreaInsets
      let horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
      let vertical = contentSize.height > bounds.height
      switch contentInsetAdjustmentBehavior {
      case .never:
        break
      case .always:
        insets.top += safe.top
        insets.bottom += safe.bottom
        insets.left += safe.left
        insets.right += safe.right
      case .automatic, .scrollableAxes:
        if horizontal {
          insets.left += safe.left
          insets.right += safe.right
        }
        if vertical {
          insets.top += safe.top
          insets.bottom += safe.bottom
        }
      }
      return insets
    }

    /// The point of the content at the view's origin: the bounds' origin, so setting it is a
    /// bounds change.
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint {
      get { bounds.origin }
      set {
        var bounds = self.bounds
        bounds.origin = newValue
        self.bounds = bounds
      }
    }

    /// Sets the content offset. The stand-in does not animate: the offset is set at once.
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
      self.contentOffset = contentOffset
    }

    /// Where a scroll released at `velocity` would come to rest with the deceleration rate: each
    /// millisecond the velocity is multiplied by the rate, so the glide covers
    /// `velocity · rate / (1 − rate)` (WWDC 2018 "Designing Fluid Interfaces", whose `project`
    /// divides a pan gesture's points per second by 1000 first).
    @_spi(StandIn) public func projectedOffset(releasedWith velocity: CGPoint) -> CGPoint {
      let rate = decelerationRate.rawValue
      let glide = rate / (1 - rate)
      return CGPoint(
        x: contentOffset.x + velocity.x * glide, y: contentOffset.y + velocity.y * glide)
    }

    /// Stands for the user lifting a finger that was dragging at `velocity`, in **points per
    /// millisecond**.
    ///
    /// Apple documents the velocity handed to `scrollViewWillEndDragging` and to
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` as points per
    /// second, but what UIKit passes is points per millisecond (typical flicks 0.5–3.5; public
    /// snapping code such as `velocity.x * 0.3` pages relies on it; values recorded at lift of
    /// 1.4–4.6 in stackoverflow.com/q/16156346; Yandex's "Scrolling mechanics of UIScrollView",
    /// 2019: the scroll view's parameters are per millisecond). The stand-in passes that unit.
    ///
    /// The scroll view asks for the target (``targetContentOffset(forProposedContentOffset:velocity:)``,
    /// which a collection view hands to its layout), then the delegate, then moves there (no
    /// animation in the stand-in).
    @_spi(StandIn) open func endDragging(velocity: CGPoint) {
      var target = targetContentOffset(
        forProposedContentOffset: projectedOffset(releasedWith: velocity), velocity: velocity)
      delegate?.scrollViewWillEndDragging(
        self, withVelocity: velocity, targetContentOffset: &target)
      contentOffset = target
    }

    /// Stands for a horizontal scroll event of `delta` points from a mouse wheel (`.discrete`)
    /// or a trackpad's two-finger swipe (`.continuous`) that ends without a glide.
    ///
    /// Only a pan recognizer that is enabled and whose `allowedScrollTypesMask` holds the type
    /// recognizes the event (…/uipangesturerecognizer/allowedscrolltypesmask); otherwise nothing
    /// moves. The content moves by `delta`, as a drag does, and the end is reported to the
    /// delegate's `scrollViewDidEndDragging(_:willDecelerate:)` with `false`. Apple documents no
    /// target-offset request for a scroll event, so the stand-in asks none: the case an adapter
    /// must survive (what a device does is a device check, Docs/VERIFY-ON-A-MAC.md).
    ///
    /// - Returns: whether the scroll view recognized the event.
    @discardableResult
    @_spi(StandIn) public func simulatePointerScroll(by delta: CGFloat, type: UIScrollType) -> Bool
    {
      let mask = UIScrollTypeMask(rawValue: 1 << type.rawValue)
      guard panGestureRecognizer.isEnabled,
        panGestureRecognizer.allowedScrollTypesMask.contains(mask)
      else { return false }
      contentOffset = CGPoint(x: contentOffset.x + delta, y: contentOffset.y)
      delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
      return true
    }

    /// The rest offset for a release; a scroll view keeps the projection.
    func targetContentOffset(forProposedContentOffset proposed: CGPoint, velocity: CGPoint)
      -> CGPoint
    {
      proposed
    }
  }
#endif
