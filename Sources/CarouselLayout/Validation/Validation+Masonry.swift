#if canImport(Foundation)
  import Foundation
#endif

extension Validation {
  /// Checks a masonry configuration: sizes finite and non-negative, a column count in
  /// `1...MasonryConfiguration.maximumColumns`, a positive height cap (or none).
  package static func check(_ configuration: MasonryConfiguration) throws(CarouselLayoutError) {
    if case .fixed(let count) = configuration.columns {
      guard count >= 1, count <= MasonryConfiguration.maximumColumns else {
        throw CarouselLayoutError(
          field: "configuration.columns",
          expected: "an integer in 1...\(MasonryConfiguration.maximumColumns)",
          value: String(count))
      }
    }
    try check(insets: configuration.insets)
    try nonNegative(configuration.columnSpacing, "configuration.columnSpacing")
    try nonNegative(configuration.cardSpacing, "configuration.cardSpacing")
    try check(cap: configuration.cardHeightCap)
  }

  /// Checks a list configuration: sizes finite and non-negative, a positive height cap (or
  /// none).
  package static func check(_ configuration: ListConfiguration) throws(CarouselLayoutError) {
    try check(insets: configuration.insets)
    try nonNegative(configuration.spacing, "configuration.spacing")
    try check(cap: configuration.cardHeightCap)
  }

  /// Checks a page configuration: insets and spacings finite and non-negative.
  package static func check(_ configuration: PageConfiguration) throws(CarouselLayoutError) {
    try check(insets: configuration.insets)
    try nonNegative(configuration.sectionSpacing, "configuration.sectionSpacing")
    try nonNegative(configuration.spacingBelowHeader, "configuration.spacingBelowHeader")
  }

  /// Checks optional insets: all four sides finite and non-negative.
  static func check(insets: Insets?) throws(CarouselLayoutError) {
    guard let insets else { return }
    try nonNegative(insets.leading, "configuration.insets.leading")
    try nonNegative(insets.trailing, "configuration.insets.trailing")
    try nonNegative(insets.top, "configuration.insets.top")
    try nonNegative(insets.bottom, "configuration.insets.bottom")
  }

  /// Checks a height cap: a cap in points is finite and > 0; no cap is always valid.
  static func check(cap: CardHeightCap) throws(CarouselLayoutError) {
    guard case .points(let points) = cap else { return }
    try positive(points, "configuration.maximumCardHeight")
  }

  /// Checks that a card count fits the 32-bit indices the stored layouts keep.
  static func check(cardCount: Int) throws(CarouselLayoutError) {
    guard cardCount <= Int(Int32.max) else {
      throw CarouselLayoutError(
        field: "cards", expected: "at most \(Int32.max) cards", value: String(cardCount))
    }
  }
}
