import Foundation

#if CAROUSEL_STAND_INS
  /// Insets from each edge of a rectangle (UIKit's `UIEdgeInsets`).
  /// Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  public struct UIEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// The priority of an Auto Layout constraint or fitting request (UIKit's `UILayoutPriority`).
  /// Apple: https://developer.apple.com/documentation/uikit/uilayoutpriority
  @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
  public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// The priority, 1…1000.
    public var rawValue: Float
    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// 1000: the dimension must equal the target's.
    public static let required = UILayoutPriority(rawValue: 1000)
    /// 750.
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    /// 250.
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    /// 50: the dimension is as small as the content allows (`systemLayoutSizeFitting`).
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
  }
#endif
