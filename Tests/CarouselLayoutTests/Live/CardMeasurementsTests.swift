import CarouselLayout
import Foundation
import Testing

/// `CardMeasurements`: the bookkeeping of fixed and self-sizing cards, with no framework.
@Suite struct CardMeasurementsTests {
  static let estimate = CardMeasurement(height: 44)

  @Test("a reload: fixed cards take the app's measurement, the others the estimate")
  func reload() {
    var cards = CardMeasurements()
    cards.reload(count: 3, estimated: Self.estimate) { $0 == 1 ? CardMeasurement(height: 90) : nil }
    #expect(cards.values.map(\.height) == [44, 90, 44])
    #expect(cards.selfSizingCard(0) == 0 && cards.selfSizingCard(1) == nil)
    #expect(cards.selfSizingCard(3) == nil && cards.selfSizingCard(-1) == nil)
    #expect(cards[card: 1] == CardMeasurement(height: 90) && cards[card: 3] == nil)
  }

  @Test("self-sized measurements survive a reload of the same cards, not one of new cards")
  func keepOrDiscard() {
    var cards = CardMeasurements()
    cards.reload(count: 2, estimated: Self.estimate) { _ in nil }
    cards.setMeasurement(CardMeasurement(height: 130), ofCard: 1)
    cards.setMeasurement(CardMeasurement(height: 999), ofCard: 7)  // outside: nothing
    cards.reload(count: 3, estimated: Self.estimate) { _ in nil }
    #expect(cards.values.map(\.height) == [44, 130, 44])
    // A card the app now measures stops sizing itself.
    cards.reload(count: 3, estimated: Self.estimate) { $0 == 1 ? CardMeasurement(height: 60) : nil }
    #expect(cards.values.map(\.height) == [44, 60, 44] && cards.selfSizingCard(1) == nil)
    cards.reload(count: 3, estimated: Self.estimate) { _ in nil }
    #expect(cards[card: 1] == Self.estimate, "it was not self-sized, so nothing is kept")
    cards.setMeasurement(CardMeasurement(height: 130), ofCard: 1)
    cards.reload(count: 3, keepSelfSized: false, estimated: Self.estimate) { _ in nil }
    #expect(cards.values.map(\.height) == [44, 44, 44])
  }

  @Test("a batch update carries each card's measurement; new cards ask for a fresh one")
  func update() {
    var cards = CardMeasurements()
    cards.reload(count: 3, estimated: Self.estimate) { $0 == 2 ? CardMeasurement(height: 80) : nil }
    cards.setMeasurement(CardMeasurement(height: 120), ofCard: 0)
    // Card 2 moves to the front, a new card arrives after it, card 1 goes.
    cards.update(from: [2, nil, 0]) { _ in (CardMeasurement(height: 70), false) }
    #expect(cards.values.map(\.height) == [80, 70, 120])
    #expect(cards.selfSizingCard(0) == nil && cards.selfSizingCard(1) == nil)
    #expect(cards.selfSizingCard(2) == 2)
    // A source outside the cards (none `CarouselUpdate.sources()` gives) takes a fresh one.
    cards.update(from: [-1, 7, 0]) { _ in (CardMeasurement(height: 50), true) }
    #expect(cards.values.map(\.height) == [50, 50, 80])
    cards.removeAll()
    #expect(cards.count == 0)
  }
}
