#if canImport(Foundation)
  import Foundation
#endif

extension CarouselGeometry {
  // MARK: - See All

  /// The page "See All" leads to, for the same viewport, size class and layout direction:
  /// every card in a list in compact width, in a masonry in regular width.
  ///
  /// ```swift
  /// carousel.seeAllDestination().kind  // .list (compact) or .masonry (regular)
  /// ```
  ///
  /// - Complexity: O(n·c) for n cards in c columns.
  package func seeAllDestination() -> SeeAllDestination {
    SeeAllDestination(
      validViewport: viewport, sizeClass: track.sizeClass, layoutDirection: track.layoutDirection,
      configuration: configuration, heights: heights)
  }
}
