import Foundation

/// The direction of a VoiceOver adjustment.
public enum AccessibilityAdjustmentDirection: Sendable {
  /// Swipe up.
  case increment
  /// Swipe down.
  case decrement
}

/// An edge of a rectangle (also the direction of an accessibility scroll).
public enum Edge: Int8, Sendable {
  /// Top.
  case top
  /// Leading.
  case leading
  /// Bottom.
  case bottom
  /// Trailing.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable {
    /// The raw bits.
    public var rawValue: Int8
    /// Creates a set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The leading edge.
    public static let leading = Set(rawValue: 0b0010)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 0b1000)
    /// The leading and trailing edges.
    public static let horizontal = Set(rawValue: 0b1010)
  }
}

/// A view's geometry as `onGeometryChange` reports it.
public struct GeometryProxy {
  /// The view's size.
  public let size: CGSize
}

/// An animation.
public struct Animation: Sendable, Equatable {
  let name: String
  /// The default animation.
  public static let `default` = Animation(name: "default")
}

/// Runs `body` with an animation (`nil`: none). The stand-in does not animate.
@MainActor public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

extension View {
  /// Sets how a scroll view comes to rest.
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    ModifiedView(content: self, modifier: "scrollTargetBehavior")
  }

  /// Makes the layout's subviews the scroll view's targets.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    ModifiedView(content: self, modifier: "scrollTargetLayout")
  }

  /// Binds the identity of the scroll view's target at rest.
  public func scrollPosition(id: Binding<(some Hashable)?>) -> some View {
    ModifiedView(content: self, modifier: "scrollPosition")
  }

  /// Sets the view's identity.
  public func id(_ id: some Hashable) -> some View {
    ModifiedView(content: self, modifier: "id")
  }

  /// Fixes the view's width and height (`nil`: the content's).
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View {
    ModifiedView(content: self, modifier: "frame")
  }

  /// Pads the view along some edges.
  public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View {
    ModifiedView(content: self, modifier: "padding")
  }

  /// Calls `action` with a value of the view's geometry whenever it changes.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (T) -> Void
  ) -> some View {
    ModifiedView(content: self, modifier: "onGeometryChange")
  }

  /// Makes the view adjustable with VoiceOver.
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View {
    ModifiedView(content: self, modifier: "accessibilityAdjustableAction")
  }

  /// Handles VoiceOver three-finger scrolls.
  public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void)
    -> some View
  {
    ModifiedView(content: self, modifier: "accessibilityScrollAction")
  }

  /// Sets the accessibility value.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    ModifiedView(content: self, modifier: "accessibilityValue")
  }

  /// Sets the accessibility label.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    ModifiedView(content: self, modifier: "accessibilityLabel")
  }
}
