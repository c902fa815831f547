#if canImport(Foundation)
  import Foundation
#endif

/// The engine's edge checks: each throws a ``CarouselLayoutError`` naming the field and the
/// value, so nothing inside the engine ever sees NaN, infinity or a negative size.
package enum Validation {
  /// The largest size, in points, any dimension may have (viewport, insets, spacing, heights):
  /// ten million points, far beyond any screen, so that sums of sizes stay exact.
  package static let largestSize = 10_000_000.0

  /// Throws unless `value` is finite.
  package static func finite(_ value: Double, _ field: @autoclosure () -> String)
    throws(CarouselLayoutError)
  {
    guard value.isFinite else {
      throw CarouselLayoutError(
        field: field(), expected: "a finite number", value: NumberText.plain(value))
    }
  }

  /// Throws unless `value` is finite, ≥ 0 and at most ``largestSize``.
  package static func nonNegative(_ value: Double, _ field: @autoclosure () -> String)
    throws(CarouselLayoutError)
  {
    guard value.isFinite, value >= 0 else {
      throw CarouselLayoutError(
        field: field(), expected: "a finite number ≥ 0", value: NumberText.plain(value))
    }
    try notTooLarge(value, field())
  }

  /// Throws unless `value` is finite, > 0 and at most ``largestSize``.
  package static func positive(_ value: Double, _ field: @autoclosure () -> String)
    throws(CarouselLayoutError)
  {
    guard value.isFinite, value > 0 else {
      throw CarouselLayoutError(
        field: field(), expected: "a finite number > 0", value: NumberText.plain(value))
    }
    try notTooLarge(value, field())
  }

  private static func notTooLarge(_ value: Double, _ field: @autoclosure () -> String)
    throws(CarouselLayoutError)
  {
    guard value <= largestSize else {
      throw CarouselLayoutError(
        field: field(), expected: "a size ≤ \(NumberText.plain(largestSize))",
        value: NumberText.plain(value))
    }
  }

  /// Throws unless `value` ≥ `minimum`.
  package static func atLeast(_ value: Int, _ minimum: Int, _ field: @autoclosure () -> String)
    throws(CarouselLayoutError)
  {
    guard value >= minimum else {
      throw CarouselLayoutError(
        field: field(), expected: "an integer ≥ \(minimum)", value: String(value))
    }
  }

  /// Checks a configuration: every size finite and non-negative, counts at least 1.
  package static func check(_ configuration: CarouselConfiguration) throws(CarouselLayoutError) {
    try check(insets: configuration.insets)
    try nonNegative(configuration.spacing, "configuration.spacing")
    switch configuration.visibleCards {
    case .automatic: break
    case .count(let count):
      try atLeast(count, 1, "configuration.visibleCards")
      // A page of cards must stay countable: page arithmetic adds it to card indices.
      guard count <= Int(Int32.max) else {
        throw CarouselLayoutError(
          field: "configuration.visibleCards", expected: "an integer ≤ \(Int32.max)",
          value: String(count))
      }
    case .cardWidth(let width): try positive(width, "configuration.cardWidth")
    }
    if let peek = configuration.peek { try nonNegative(peek, "configuration.peek") }
    if case .snapping(let limit) = configuration.scrolling, case .count(let k) = limit {
      try atLeast(k, 1, "configuration.snapLimit")
    }
    if case .custom(let rate) = configuration.decelerationRate {
      guard rate.isFinite, rate > 0, rate < 1 else {
        throw CarouselLayoutError(
          field: "configuration.decelerationRate", expected: "a number in (0, 1)",
          value: NumberText.plain(rate))
      }
    }
    try nonNegative(configuration.minimumFlickVelocity, "configuration.minimumFlickVelocity")
    try check(cap: configuration.cardHeightCap)
    if let header = configuration.header {
      try nonNegative(header.height, "configuration.header.height")
      try nonNegative(header.seeAllWidth, "configuration.header.seeAllWidth")
    }
    try nonNegative(configuration.emptyStateHeight, "configuration.emptyStateHeight")
  }

  /// Checks a viewport: both dimensions finite and > 0.
  package static func check(viewport: CGSize) throws(CarouselLayoutError) {
    try positive(viewport.width, "viewport.width")
    try positive(viewport.height, "viewport.height")
  }

  /// Checks card measurements: every height finite and ≥ 0.
  ///
  /// - Complexity: O(n).
  package static func check(cards: [CardMeasurement]) throws(CarouselLayoutError) {
    for (index, card) in cards.enumerated() {
      try check(card, index: index)
    }
  }

  /// Checks one card's measurement.
  package static func check(_ card: CardMeasurement, index: Int) throws(CarouselLayoutError) {
    try nonNegative(card.header, "cards[\(index)].header")
    try nonNegative(card.body, "cards[\(index)].body")
    try nonNegative(card.footer, "cards[\(index)].footer")
  }
}
