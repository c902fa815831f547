/// The words the carousel speaks and shows, injectable for localisation.
///
/// Every closure receives 1-based positions. The defaults are English:
///
/// | closure | example |
/// |---|---|
/// | ``card`` | "Card 3 of 12" |
/// | ``cards`` | "Cards 4–6 of 12" |
/// | ``position`` | "3 of 12" (adjustable value, page indicator text) |
///
/// ```swift
/// let german = CarouselWording(
///   card: { "Karte \($0) von \($1)" },
///   cards: { "Karten \($0)–\($1) von \($2)" },
///   position: { "\($0) von \($1)" })
/// ```
public struct CarouselWording: Sendable {
  /// One card in view: position and count, such as "Card 3 of 12".
  public var card: @Sendable (_ position: Int, _ count: Int) -> String
  /// Several cards in view: first and last position and count, such as "Cards 4–6 of 12".
  public var cards: @Sendable (_ first: Int, _ last: Int, _ count: Int) -> String
  /// A bare position, such as "3 of 12": the adjustable element's value and the page
  /// indicator's text.
  public var position: @Sendable (_ position: Int, _ count: Int) -> String

  /// Creates a wording; every closure defaults to English.
  public init(
    card: @escaping @Sendable (_ position: Int, _ count: Int) -> String = {
      "Card \($0) of \($1)"
    },
    cards: @escaping @Sendable (_ first: Int, _ last: Int, _ count: Int) -> String = {
      "Cards \($0)–\($1) of \($2)"
    },
    position: @escaping @Sendable (_ position: Int, _ count: Int) -> String = {
      "\($0) of \($1)"
    }
  ) {
    self.card = card
    self.cards = cards
    self.position = position
  }

  /// The English wording.
  public static let english = CarouselWording()

  /// A card's VoiceOver label in the per-card mode: the `card` words for card `index` (0-based)
  /// of `count`, such as "Card 3 of 12". UIKit's `CarouselCardCell` and SwiftUI's `Carousel`
  /// both label their cards with it.
  ///
  /// ```swift
  /// CarouselWording.english.label(ofCard: 2, count: 12)  // "Card 3 of 12"
  /// ```
  ///
  /// - Complexity: O(1) plus the closure.
  public func label(ofCard index: Int, count: Int) -> String {
    card(index + 1, count)
  }
}
