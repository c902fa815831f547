import Foundation

#if CAROUSEL_STAND_INS
  /// Insets from each edge of a rectangle (UIKit's `UIEdgeInsets`).
  /// Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  public struct UIEdgeInsets: Hashable, Sendable {
    /// The top inset.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets/top
    public var top: CGFloat
    /// The left inset.
    /// Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets/left
    public var left: CGFloat
    /// The bottom inset.
    /// Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
    public var bottom: CGFloat
    /// The right inset.
    /// Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets/right
    public var right: CGFloat

    /// Creates insets.
    /// Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)-6ff7
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }

    /// No insets.
    /// Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// The priority of an Auto Layout constraint or fitting request (UIKit's `UILayoutPriority`).
  /// Apple: https://developer.apple.com/documentation/uikit/uilayoutpriority
  @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
  public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// The priority, 1…1000.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutpriority/rawvalue
    public var rawValue: Float
    /// Creates a priority.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// 1000: the dimension must equal the target's.
    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutpriority/required
    public static let required = UILayoutPriority(rawValue: 1000)
    /// 50: the dimension is as small as the content allows (`systemLayoutSizeFitting`).
    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
  }
#endif
