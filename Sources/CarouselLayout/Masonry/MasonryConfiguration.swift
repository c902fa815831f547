#if canImport(Foundation)
  import Foundation
#endif

/// Everything about a masonry layout that is chosen rather than measured, with the defaults of
/// the Fiori masonry layout (SAP's SwiftUI `MasonryLayout` and the SAP demo app).
///
/// ```swift
/// var configuration = MasonryConfiguration()
/// configuration.columns = .fixed(2)
/// configuration.order = .roundRobin
/// ```
public struct MasonryConfiguration: Sendable, Hashable {
  /// The most columns a masonry layout may have: far more than any screen shows, and small
  /// enough that choosing a column stays cheap.
  package static let maximumColumns = 1000

  /// The number of columns (default: the size class decides).
  public var columns: MasonryColumns
  /// The spacing between neighbouring columns (default 8).
  public var columnSpacing: CGFloat
  /// The spacing between neighbouring cards in one column (default 8).
  public var cardSpacing: CGFloat
  /// The margins: leading and trailing, and top and bottom around the columns; `nil` (the
  /// default) uses the size class's standard inset on both horizontal sides (16 compact, 20
  /// regular), so the margins are equal, and none above or below.
  public var insets: Insets?
  /// The order cards fill the columns in (default ``MasonryOrder/topMost``).
  public var order: MasonryOrder
  /// The tallest a card may be: 520 points (the Fiori cards guideline, as in the carousel)
  /// unless set, or ``CardHeightCap/unlimited``.
  public var cardHeightCap: CardHeightCap

  /// Creates a configuration; every argument has the default of the Fiori masonry layout.
  public init(
    columns: MasonryColumns = .automatic,
    columnSpacing: CGFloat = 8,
    cardSpacing: CGFloat = 8,
    insets: Insets? = nil,
    order: MasonryOrder = .topMost,
    maximumCardHeight: CGFloat = 520
  ) {
    self.columns = columns
    self.columnSpacing = columnSpacing
    self.cardSpacing = cardSpacing
    self.insets = insets
    self.order = order
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
