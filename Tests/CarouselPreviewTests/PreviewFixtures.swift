import CarouselLayout
import Foundation

/// The carousels the preview tests draw: the gallery's six product cards of varied bodies.
enum PreviewFixtures {
  static let cards: [CardMeasurement] = [120, 168, 72, 144, 96, 120].map {
    CardMeasurement(header: 56, body: $0, footer: 44)
  }

  static func carousel(
    width: CGFloat = 393, sizeClass: SizeClass = .compact,
    direction: LayoutDirection = .leftToRight, cards: [CardMeasurement] = cards,
    title: String? = "Recommended for You", seeAll: SeeAllVisibility = .automatic,
    configure: (inout CarouselConfiguration) -> Void = { _ in }
  ) throws -> CarouselGeometry {
    var configuration = CarouselConfiguration()
    if let title { configuration.header = HeaderCell(title: title, seeAll: seeAll) }
    configure(&configuration)
    return try CarouselGeometry(
      viewport: CGSize(width: width, height: 852), sizeClass: sizeClass,
      layoutDirection: direction, configuration: configuration, cards: cards)
  }
}
