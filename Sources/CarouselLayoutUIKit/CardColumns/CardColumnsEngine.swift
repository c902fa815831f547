import CarouselLayout
import Foundation

#if canImport(UIKit) || CAROUSEL_STAND_INS
  /// What the vertically scrolling layouts need from an engine layout: ``/CarouselLayout/MasonryLayout`` and
  /// ``/CarouselLayout/ListLayout`` both answer it.
  protocol CardColumnsEngine: Sendable {
    var viewport: CGSize { get }
    var sizeClass: SizeClass { get }
    var layoutDirection: LayoutDirection { get }
    var cardCount: Int { get }
    var contentSize: CGSize { get }
    func frame(ofCard index: Int) -> CGRect
    func forEachCard(in rect: CGRect, _ body: (Int, CGRect) throws -> Void) rethrows
    mutating func setMeasurement(_ measurement: CardMeasurement, ofCard index: Int) throws
  }

  extension MasonryLayout: CardColumnsEngine {}
  extension ListLayout: CardColumnsEngine {}

  extension SeeAllDestination: CardColumnsEngine {
    var viewport: CGSize {
      switch self {
      case .list(let list): list.viewport
      case .masonry(let masonry): masonry.viewport
      }
    }

    var sizeClass: SizeClass {
      switch self {
      case .list(let list): list.sizeClass
      case .masonry(let masonry): masonry.sizeClass
      }
    }

    var layoutDirection: LayoutDirection {
      switch self {
      case .list(let list): list.layoutDirection
      case .masonry(let masonry): masonry.layoutDirection
      }
    }

    mutating func setMeasurement(_ measurement: CardMeasurement, ofCard index: Int) throws {
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
#endif
