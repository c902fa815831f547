#if canImport(Foundation)
  import Foundation
#endif

/// How many columns a masonry layout has.
public enum MasonryColumns: Sendable, Hashable {
  /// The size class decides: compact 1; regular 2 below 1000 points of width, else 3 (the same
  /// split as the carousel's fully visible cards).
  case automatic
  /// A fixed number of columns, from 1 to `MasonryConfiguration/maximumColumns`.
  case fixed(Int)

  /// The number of columns for a size class and viewport width.
  ///
  /// ```swift
  /// MasonryColumns.automatic.count(sizeClass: .regular, width: 820)   // 2
  /// MasonryColumns.automatic.count(sizeClass: .regular, width: 1180)  // 3
  /// MasonryColumns.fixed(4).count(sizeClass: .compact, width: 393)    // 4
  /// ```
  ///
  /// - Complexity: O(1).
  package func count(sizeClass: SizeClass, width: CGFloat) -> Int {
    switch self {
    case .automatic:
      CarouselConfiguration.automaticVisibleCount(sizeClass: sizeClass, width: width)
    case .fixed(let count):
      count
    }
  }
}
