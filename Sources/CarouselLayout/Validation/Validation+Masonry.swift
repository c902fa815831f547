#if canImport(Foundation)
  import Foundation
#endif

extension Validation {
  /// Checks a masonry configuration: sizes finite and non-negative, a column count in
  /// `1...MasonryConfiguration.maximumColumns`, a positive maximum card height.
  public static func check(_ configuration: MasonryConfiguration) throws(CarouselLayoutError) {
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
    try positive(configuration.maximumCardHeight, "configuration.maximumCardHeight")
  }

  /// Checks a list configuration: sizes finite and non-negative, a positive maximum card
  /// height.
  public static func check(_ configuration: ListConfiguration) throws(CarouselLayoutError) {
    try check(insets: configuration.insets)
    try nonNegative(configuration.spacing, "configuration.spacing")
    try positive(configuration.maximumCardHeight, "configuration.maximumCardHeight")
  }

  /// Checks a page configuration: insets and spacings finite and non-negative.
  public static func check(_ configuration: PageConfiguration) throws(CarouselLayoutError) {
    try check(insets: configuration.insets)
    try nonNegative(configuration.sectionSpacing, "configuration.sectionSpacing")
    try nonNegative(configuration.spacingBelowHeader, "configuration.spacingBelowHeader")
  }

  /// Checks optional insets: both sides finite and non-negative.
  static func check(insets: Insets?) throws(CarouselLayoutError) {
    guard let insets else { return }
    try nonNegative(insets.leading, "configuration.insets.leading")
    try nonNegative(insets.trailing, "configuration.insets.trailing")
  }

  /// Checks that a card count fits the 32-bit indices the stored layouts keep.
  static func check(cardCount: Int) throws(CarouselLayoutError) {
    guard cardCount <= Int(Int32.max) else {
      throw CarouselLayoutError(
        field: "cards", expected: "at most \(Int32.max) cards", value: String(cardCount))
    }
  }
}
