#if canImport(Foundation)
  import Foundation
#endif

/// The carousel's leading and trailing insets, in points.
public struct Insets: Sendable, Hashable {
  /// The inset before the first card (and the snap line cards come to rest on).
  public var leading: CGFloat
  /// The inset after the last card.
  public var trailing: CGFloat

  /// Creates insets.
  public init(leading: CGFloat, trailing: CGFloat) {
    self.leading = leading
    self.trailing = trailing
  }

  /// The same inset on both sides.
  public init(_ both: CGFloat) {
    self.init(leading: both, trailing: both)
  }

  /// The default for a size class: 16 in compact width, 20 in regular width (iOS root-view
  /// layout margins).
  public static func standard(for sizeClass: SizeClass) -> Insets {
    sizeClass == .compact ? Insets(16) : Insets(20)
  }
}
