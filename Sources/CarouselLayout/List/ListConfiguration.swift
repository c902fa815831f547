#if canImport(Foundation)
  import Foundation
#endif

/// Everything about a list layout (cards below each other) that is chosen rather than
/// measured.
public struct ListConfiguration: Sendable, Hashable {
  /// The insets; `nil` (the default) uses 16 leading and trailing in compact width and 20 in
  /// regular width, and none above the first card or below the last.
  public var insets: Insets?
  /// The spacing between neighbouring cards (default 8).
  public var spacing: CGFloat
  /// The tallest a card may be: 520 points (the Fiori cards guideline, as in the carousel)
  /// unless set, or ``CardHeightCap/unlimited``.
  public var cardHeightCap: CardHeightCap

  /// Creates a configuration; every argument has the spec's default.
  public init(insets: Insets? = nil, spacing: CGFloat = 8, maximumCardHeight: CGFloat = 520) {
    self.insets = insets
    self.spacing = spacing
    self.cardHeightCap = .points(maximumCardHeight)
  }

  /// The cap in points: setting it caps cards at that height, and reading it gives the cap,
  /// or infinity when ``cardHeightCap`` is ``CardHeightCap/unlimited``.
  public var maximumCardHeight: CGFloat {
    get { cardHeightCap.limit }
    set { cardHeightCap = .points(newValue) }
  }

  /// The insets in effect for a size class: ``insets`` or the size class's standard.
  package func resolvedInsets(for sizeClass: SizeClass) -> Insets {
    insets ?? .standard(for: sizeClass)
  }
}
