import Foundation

#if CAROUSEL_STAND_INS
  /// A two-dimensional vector (CoreGraphics).
  /// Apple: https://developer.apple.com/documentation/corefoundation/cgvector
  @available(iOS 2.0, macOS 10.3, macCatalyst 13.1, visionOS 1.0, *)
  public struct CGVector: Hashable, Sendable {
    /// The x component.
    /// Apple: https://developer.apple.com/documentation/corefoundation/cgvector/dx
    public var dx: CGFloat
    /// The y component.
    /// Availability: not read from its own page (checked as the newest release).
    public var dy: CGFloat
    /// Creates a vector.
    /// Availability: not read from its own page (checked as the newest release).
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }
    /// The zero vector.
    /// Availability: not read from its own page (checked as the newest release).
    public static let zero = CGVector(dx: 0, dy: 0)
  }

  /// Where a scroll view should come to rest.
  /// Apple: https://developer.apple.com/documentation/swiftui/scrolltarget
  @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 1.0, *)
  public struct ScrollTarget: Hashable, Sendable {
    /// The rect to scroll to: its origin is the content offset.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrolltarget/rect
    public var rect: CGRect
    /// The anchor within the rect, if any.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrolltarget/anchor
    public var anchor: UnitPoint?
    /// Creates a target. SwiftUI has no public initialiser: only the host (SwiftUI's role in
    /// tests) makes targets.
    @_spi(Host) public init(rect: CGRect, anchor: UnitPoint? = nil) {
      self.rect = rect
      self.anchor = anchor
    }
  }

  /// What a scroll target behavior knows when it updates a target.
  /// Apple: https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext
  @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 1.0, *)
  public struct ScrollTargetBehaviorContext {
    /// The target when the scroll gesture began.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/originaltarget
    public private(set) var originalTarget: ScrollTarget
    /// The scroll's velocity (units not documented by Apple).
    /// Apple: https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/velocity
    public private(set) var velocity: CGVector
    /// The size of the content.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/contentsize
    public private(set) var contentSize: CGSize
    /// The size of the container, less its insets.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/containersize
    public private(set) var containerSize: CGSize
    /// The scrollable axes.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/axes
    public private(set) var axes: Axis.Set

    /// Creates a context. SwiftUI makes them; this initialiser stands for SwiftUI (host only).
    @_spi(Host) public init(
      originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize,
      containerSize: CGSize, axes: Axis.Set
    ) {
      self.originalTarget = originalTarget
      self.velocity = velocity
      self.contentSize = contentSize
      self.containerSize = containerSize
      self.axes = axes
    }
  }

  /// How a scroll view comes to rest.
  /// Apple: https://developer.apple.com/documentation/swiftui/scrolltargetbehavior
  @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 1.0, *)
  public protocol ScrollTargetBehavior {
    /// The context type.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/targetcontext
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Updates the proposed target when a gesture ends or the scroll view's size changes.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/updatetarget(_:context:)
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
  }
#endif
