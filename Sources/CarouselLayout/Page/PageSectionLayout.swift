#if canImport(Foundation)
  import Foundation
#endif

/// One section of a page, laid out, in the section's own coordinates (its top-left corner at
/// the origin).
package enum PageSectionLayout: Sendable, Hashable {
  /// A header cell on its own.
  case header(HeaderCellLayout)
  /// A carousel, with its own optional header cell; its frames are in its horizontally
  /// scrolling content's coordinates.
  case carousel(CarouselGeometry)
  /// A masonry layout.
  case masonry(MasonryLayout)
  /// Cards below each other.
  case list(ListLayout)
  /// An empty state's illustrated message, with its frame.
  case emptyState(CGRect)

  /// The kind of section.
  package var kind: SectionKind {
    switch self {
    case .header: .header
    case .carousel: .carousel
    case .masonry: .masonry
    case .list: .list
    case .emptyState: .emptyState
    }
  }

  /// The section's height on the page.
  package var height: CGFloat {
    switch self {
    case .header(let header): header.frame.maxY
    case .carousel(let carousel): carousel.contentSize.height
    case .masonry(let masonry): masonry.contentHeight
    case .list(let list): list.contentHeight
    case .emptyState(let frame): frame.maxY
    }
  }

  /// The width the section needs on the page: the viewport's, or more when the 1-point
  /// minimum card width and the insets do not fit. A carousel scrolls within the viewport.
  var requiredWidth: CGFloat {
    switch self {
    case .masonry(let masonry): masonry.contentWidth
    case .list(let list): list.contentWidth
    case .header(let header): header.frame.maxX
    case .emptyState(let frame): frame.maxX
    case .carousel: 0
    }
  }
}
