import CarouselLayout
import Foundation

#if canImport(UIKit) || CAROUSEL_STAND_INS
  /// What the vertically scrolling layouts need from an engine layout: `MasonryLayout` and
  /// `ListLayout` both answer it.
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

  // The list or masonry of a "See All" page; its members are the engine's.
  extension SeeAllDestination: CardColumnsEngine {}
#endif
