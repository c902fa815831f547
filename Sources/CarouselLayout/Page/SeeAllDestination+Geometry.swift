#if canImport(Foundation)
  import Foundation
#endif

extension SeeAllDestination {
  // MARK: - Geometry

  /// The viewport the cards are laid out for.
  package var viewport: CGSize {
    switch self {
    case .list(let list): list.viewport
    case .masonry(let masonry): masonry.viewport
    }
  }

  /// The horizontal size class it was laid out for.
  package var sizeClass: SizeClass {
    switch self {
    case .list(let list): list.sizeClass
    case .masonry(let masonry): masonry.sizeClass
    }
  }

  /// The direction the cards flow in.
  package var layoutDirection: LayoutDirection {
    switch self {
    case .list(let list): list.layoutDirection
    case .masonry(let masonry): masonry.layoutDirection
    }
  }

  /// The width every card gets.
  ///
  /// - Complexity: O(1).
  package var cardWidth: CGFloat {
    switch self {
    case .list(let list): list.cardWidth
    case .masonry(let masonry): masonry.cardWidth
    }
  }

  /// Replaces card `index`'s measurement: the list's or the masonry's
  /// `setMeasurement(_:ofCard:)`, whose frames equal laying every card out again.
  ///
  /// - Throws: ``CarouselLayoutError`` for an invalid height or an index outside the cards.
  /// - Complexity: the list's O(n − index); the masonry's, O(n) at most.
  package mutating func setMeasurement(_ measurement: CardMeasurement, ofCard index: Int)
    throws(CarouselLayoutError)
  {
    switch self {
    case .list(var list):
      try list.setMeasurement(measurement, ofCard: index)
      self = .list(list)
    case .masonry(var masonry):
      try masonry.setMeasurement(measurement, ofCard: index)
      self = .masonry(masonry)
    }
  }
}
