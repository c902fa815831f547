#if canImport(Foundation)
  import Foundation
#endif

/// The cards' measurements as a live layout keeps them between layouts: each card's
/// measurement, and whether the card sizes itself (the app gave no measurement up front, so its
/// cell reports one). One bookkeeping for UIKit's carousel and See All layouts.
///
/// ```swift
/// var cards = CardMeasurements()
/// cards.reload(count: 3, estimated: CardMeasurement(height: 44)) { $0 == 0 ? CardMeasurement(height: 90) : nil }
/// cards.values       // [90, 44, 44]: card 0 fixed, cards 1 and 2 estimated until they size themselves
/// cards.selfSizingCard(1)   // 1
/// ```
package struct CardMeasurements: Sendable, Hashable {
  /// Each card's measurement, in card order.
  package private(set) var values: [CardMeasurement] = []
  /// Whether each card sizes itself.
  package private(set) var selfSizing: [Bool] = []

  /// No cards.
  package init() {}

  /// How many cards are measured.
  package var count: Int { values.count }

  /// Reads the measurements of `count` cards again: a card `fixed` measures takes that
  /// measurement and does not size itself; any other card sizes itself, keeping the
  /// measurement it had when it sized itself before if `keepSelfSized` (a layout invalidated as
  /// a whole: the same cards), else starting from `estimated` (`reloadData()`: the cards may be
  /// new).
  ///
  /// - Complexity: O(count).
  package mutating func reload(
    count: Int, keepSelfSized: Bool = true, estimated: CardMeasurement,
    fixed: (Int) -> CardMeasurement?
  ) {
    var newValues: [CardMeasurement] = []
    var newSelfSizing: [Bool] = []
    newValues.reserveCapacity(count)
    newSelfSizing.reserveCapacity(count)
    for index in 0..<max(0, count) {
      let measurement = fixed(index)
      let kept = keepSelfSized && index < values.count && selfSizing[index]
      newValues.append(measurement ?? (kept ? values[index] : estimated))
      newSelfSizing.append(measurement == nil)
    }
    (values, selfSizing) = (newValues, newSelfSizing)
  }

  /// The measurements after a batch update: card `i` keeps the measurement of the card it comes
  /// from (`sources[i]`, ``CarouselUpdate/sources()``); a new or reloaded card (`nil`) takes
  /// `fresh(i)`: the app's measurement (not self-sizing) or the estimate (self-sizing).
  ///
  /// - Complexity: O(n) in the cards.
  package mutating func update(
    from sources: [Int?], fresh: (Int) -> (measurement: CardMeasurement, sizesItself: Bool)
  ) {
    var newValues: [CardMeasurement] = []
    var newSelfSizing: [Bool] = []
    newValues.reserveCapacity(sources.count)
    newSelfSizing.reserveCapacity(sources.count)
    for (index, source) in sources.enumerated() {
      let (measurement, sizesItself) =
        source.flatMap { $0 >= 0 && $0 < values.count ? (values[$0], selfSizing[$0]) : nil }
        ?? fresh(index)
      newValues.append(measurement)
      newSelfSizing.append(sizesItself)
    }
    (values, selfSizing) = (newValues, newSelfSizing)
  }

  /// `index` when that card sizes itself, else `nil` (a card with a fixed measurement, an index
  /// outside the cards).
  ///
  /// - Complexity: O(1).
  package func selfSizingCard(_ index: Int) -> Int? {
    index >= 0 && index < selfSizing.count && selfSizing[index] ? index : nil
  }

  /// Card `index`'s measurement, or `nil` outside the cards.
  ///
  /// - Complexity: O(1).
  package subscript(card index: Int) -> CardMeasurement? {
    index >= 0 && index < values.count ? values[index] : nil
  }

  /// A self-sizing card measured itself: its measurement is `measurement` now. Does nothing
  /// outside the cards.
  ///
  /// - Complexity: O(1).
  package mutating func setMeasurement(_ measurement: CardMeasurement, ofCard index: Int) {
    guard index >= 0, index < values.count else { return }
    values[index] = measurement
  }

  /// Forgets every card (the next reload asks for them all again).
  package mutating func removeAll() {
    (values, selfSizing) = ([], [])
  }
}
