import CarouselLayout
import Foundation

/// Carousels shared by the scrolling tests.
enum ScrollingFixtures {
  static let card = CardMeasurement(header: 56, body: 120, footer: 44)

  /// A carousel of `count` identical cards.
  static func carousel(
    width: CGFloat = 393, sizeClass: SizeClass = .compact,
    direction: LayoutDirection = .leftToRight, scrolling: ScrollingMode = .snapping,
    count: Int = 5, card: CardMeasurement = card
  ) throws -> CarouselGeometry {
    try CarouselGeometry(
      viewport: CGSize(width: width, height: 852), sizeClass: sizeClass,
      layoutDirection: direction, configuration: CarouselConfiguration(scrolling: scrolling),
      cards: Array(repeating: card, count: count))
  }
}
