import CarouselLayout
import Foundation

/// How many cards a preview draws: the first ones, up to a bound, so that a drawing of a
/// huge carousel stays something a reader can open and look at.
///
/// A reader looks at the first screens of a carousel or a "See All" page, not at 100 000
/// cards; drawn in full, 100 000 cards make a 116 MB HTML page. The engine still lays out
/// every card (the page's offsets, snap positions and scroll range are the whole carousel's
/// for the cards drawn); only the drawing stops, and says so on the page.
///
/// ```swift
/// var preview = HTMLPreview()
/// preview.window = .everyCard   // draw all of them, whatever the size
/// ```
package struct CardWindow: Sendable, Hashable {
  /// The most cards drawn, or `nil` for every card.
  package var maximumCards: Int?

  /// A window of at most `maximumCards` cards (`nil`: every card; negative counts as 0).
  package init(maximumCards: Int?) {
    self.maximumCards = maximumCards.map { max(0, $0) }
  }

  /// The first 1 000 cards: about 1 MB of HTML with content, and more screens than anyone
  /// swipes through.
  package static let standard = CardWindow(maximumCards: 1_000)

  /// Every card.
  package static let everyCard = CardWindow(maximumCards: nil)

  /// How many of `count` cards are drawn: the first ones.
  ///
  /// - Complexity: O(1).
  package func drawnCount(of count: Int) -> Int {
    guard let maximumCards else { return count }
    return min(count, maximumCards)
  }

  /// What a drawing of `count` cards says about the cards it left out ("Showing cards 1–1 000
  /// of 100 000."), or `nil` when it draws them all.
  package func note(count: Int) -> String? {
    let drawn = drawnCount(of: count)
    guard drawn < count else { return nil }
    guard drawn > 0 else { return "Showing none of the \(Self.grouped(count)) cards." }
    return "Showing cards 1–\(Self.grouped(drawn)) of \(Self.grouped(count))."
  }

  /// `count` with its digits in groups of three, as the documents write numbers (10 000).
  static func grouped(_ count: Int) -> String {
    let digits = Array(String(count))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(" ") }
      text.append(digit)
    }
    return text
  }
}
