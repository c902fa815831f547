import Foundation

/// The direction a view's content flows in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// How a view's content is flipped in right-to-left environments.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Flips with the environment.
  case unspecified = 0
  /// Playback controls: never flipped.
  case playback = 1
  /// Directional controls: never flipped.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}

/// A view: the subset of `UIView` the adapters use.
@MainActor open class UIView: NSObject {
  /// The view's bounds: its size and the origin of its coordinate system.
  open var bounds: CGRect = .zero
  /// How the content flips in right-to-left environments (default `.unspecified`).
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  /// The view's traits. In UIKit they come from the window hierarchy and trait overrides; the
  /// stand-in stores them, and its setter stands for that environment.
  open var traitCollection = UITraitCollection()

  /// Creates a view with a frame; the stand-in keeps its size as the bounds' size.
  public init(frame: CGRect) {
    bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }

  /// The layout direction of the view's content: the semantic content attribute when it forces
  /// one, else the trait collection's (left to right when unspecified).
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .playback, .spatial, .forceLeftToRight: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    case .unspecified:
      return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }
}

/// A scroll view: the subset of `UIScrollView` the adapters use.
@MainActor open class UIScrollView: UIView {
  /// A deceleration rate per millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The rate per millisecond.
    public var rawValue: CGFloat
    /// Creates a rate.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// The size of the scrollable content.
  open var contentSize: CGSize = .zero
  /// The rate at which a released scroll slows down (default `.normal`).
  open var decelerationRate: DecelerationRate = .normal

  /// The point of the content at the view's origin: the bounds' origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// Sets the content offset. The stand-in does not animate: the offset is set at once.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }
}
