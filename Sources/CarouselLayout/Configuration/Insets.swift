#if canImport(Foundation)
  import Foundation
#endif

/// The margins around a layout's cards, in points: leading and trailing (the horizontal
/// margins every layout has), and top and bottom (0 unless given).
///
/// The top inset sits above the header cell (or the first card), the bottom inset below the
/// last card; both count in the content's height. They leave room for the Fiori level-2 card
/// shadow, which a scroll view clips at its bounds (SAP's demo uses 16).
///
/// ```swift
/// Insets(leading: 16, trailing: 16)                    // top and bottom 0
/// Insets(top: 16, leading: 16, bottom: 16, trailing: 16)
/// ```
public struct Insets: Sendable, Hashable {
  /// The inset before the first card (and the snap line cards come to rest on).
  public var leading: CGFloat
  /// The inset after the last card.
  public var trailing: CGFloat
  /// The space above the header cell, or above the cards without one (default 0).
  public var top: CGFloat
  /// The space below the cards, inside the content (default 0).
  public var bottom: CGFloat

  /// Creates insets; the vertical ones default to 0.
  public init(top: CGFloat = 0, leading: CGFloat, bottom: CGFloat = 0, trailing: CGFloat) {
    self.leading = leading
    self.trailing = trailing
    self.top = top
    self.bottom = bottom
  }

  /// The same inset on both horizontal sides, none above or below.
  public init(_ both: CGFloat) {
    self.init(leading: both, trailing: both)
  }

  /// The default for a size class: 16 in compact width, 20 in regular width (iOS root-view
  /// layout margins), none above or below.
  package static func standard(for sizeClass: SizeClass) -> Insets {
    sizeClass == .compact ? Insets(16) : Insets(20)
  }

  /// These insets with no top or bottom inset: what a page gives its sections, since the page
  /// keeps the vertical insets for itself.
  package var horizontal: Insets { Insets(leading: leading, trailing: trailing) }
}
