#if canImport(Foundation)
  import Foundation
#endif

/// A carousel's "See All" page as columns of cards stacked top to bottom, for a container that
/// makes a card's view only when it scrolls in (SwiftUI's `LazyVStack`).
///
/// A lazy container cannot measure a card before it makes it, so it cannot place cards in the
/// masonry's top-most order, which needs the height of every card above. Round robin can: card
/// `i` goes into column `i mod c`, and its y follows from the cards above it in its own column,
/// which a lazy stack has made already. In compact width there is one column, the list.
///
/// Stacking each column's cards from ``insets``' top, ``cardSpacing`` apart, each at most
/// ``maximumCardHeight`` tall, with the columns ``columnSpacing`` apart from the leading inset,
/// gives exactly the frames of `SeeAllDestination` with ``MasonryOrder/roundRobin``
/// (`SeeAllColumnsTests`).
///
/// ```swift
/// let columns = try SeeAllColumns(width: 1180, sizeClass: .regular)
/// columns.columnCount                       // 3
/// columns.cardCount(inColumn: 0, of: 10)    // 4: cards 0, 3, 6, 9
/// columns.card(atRow: 1, inColumn: 2)       // 5
/// ```
package struct SeeAllColumns: Sendable, Hashable {
  /// The number of columns: 1 in compact width (the list), the masonry's count in regular width.
  package let columnCount: Int
  /// The width of every card.
  package let cardWidth: CGFloat
  /// The space between two columns.
  package let columnSpacing: CGFloat
  /// The space between two cards of a column.
  package let cardSpacing: CGFloat
  /// The space around the columns (leading and trailing in the layout direction).
  package let insets: Insets
  /// The tallest a card is drawn (infinity without a cap).
  package let maximumCardHeight: CGFloat

  /// The columns of a "See All" page `width` points wide.
  ///
  /// - Parameters:
  ///   - width: the page's width; finite and > 0.
  ///   - sizeClass: compact gives one column (the list), regular the masonry's columns.
  ///   - configuration: the carousel's configuration, whose insets, spacing and height cap the
  ///     page keeps.
  /// - Throws: ``CarouselLayoutError`` naming the field and value of an invalid input.
  /// - Complexity: O(1).
  package init(
    width: CGFloat, sizeClass: SizeClass,
    configuration: CarouselConfiguration = CarouselConfiguration()
  ) throws(CarouselLayoutError) {
    // The geometry of an empty page: column count, card width and insets need no heights.
    let page = try SeeAllDestination(
      viewport: CGSize(width: width, height: 1), sizeClass: sizeClass,
      configuration: configuration, masonryOrder: .roundRobin, cards: [])
    switch page {
    case .list(let list):
      columnCount = 1
      cardWidth = list.cardWidth
      columnSpacing = 0
      cardSpacing = list.configuration.spacing
      insets = Insets(
        top: list.topInset, leading: list.leadingInset, bottom: list.bottomInset,
        trailing: list.trailingInset)
      maximumCardHeight = list.configuration.maximumCardHeight
    case .masonry(let masonry):
      columnCount = masonry.columnCount
      cardWidth = masonry.cardWidth
      columnSpacing = masonry.configuration.columnSpacing
      cardSpacing = masonry.configuration.cardSpacing
      insets = Insets(
        top: masonry.topInset, leading: masonry.leadingInset, bottom: masonry.bottomInset,
        trailing: masonry.trailingInset)
      maximumCardHeight = masonry.configuration.maximumCardHeight
    }
  }

  /// How many of `count` cards column `column` holds: `⌈(count − column) / c⌉`.
  ///
  /// - Precondition: `0 <= column < columnCount`.
  /// - Complexity: O(1).
  package func cardCount(inColumn column: Int, of count: Int) -> Int {
    count > column ? (count - column + columnCount - 1) / columnCount : 0
  }

  /// The card at `row` (from the top, 0 first) of column `column`: `row · c + column`.
  ///
  /// - Complexity: O(1).
  package func card(atRow row: Int, inColumn column: Int) -> Int {
    row * columnCount + column
  }
}
