#if canImport(Foundation)
  import Foundation
#endif

/// Everything about a list layout (cards below each other) that is chosen rather than
/// measured.
public struct ListConfiguration: Sendable, Hashable {
  /// The leading and trailing insets; `nil` (the default) uses 16 in compact width and 20 in
  /// regular width.
  public var insets: Insets?
  /// The spacing between neighbouring cards (default 8).
  public var spacing: CGFloat
  /// The tallest a card may be (default 520, the Fiori cards guideline, as in the carousel).
  public var maximumCardHeight: CGFloat

  /// Creates a configuration; every argument has the spec's default.
  public init(insets: Insets? = nil, spacing: CGFloat = 8, maximumCardHeight: CGFloat = 520) {
    self.insets = insets
    self.spacing = spacing
    self.maximumCardHeight = maximumCardHeight
  }

  /// The insets in effect for a size class: ``insets`` or the size class's standard.
  public func resolvedInsets(for sizeClass: SizeClass) -> Insets {
    insets ?? .standard(for: sizeClass)
  }
}
