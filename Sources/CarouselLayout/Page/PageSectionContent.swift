#if canImport(Foundation)
  import Foundation
#endif

/// What one section of a page holds, before it is laid out.
///
/// The page lays every section out for its own viewport, size class and layout direction, and
/// with its own insets (a section's configured insets are replaced by the page's), so the
/// leading edges of all sections line up.
package enum PageSectionContent: Sendable, Hashable {
  /// A header cell on its own, spanning the width between the insets. Its "See All" shows
  /// when set to ``SeeAllVisibility/always``; ``SeeAllVisibility/automatic`` hides it, since
  /// a header cell on its own has no cards that could be cut off.
  case header(HeaderCell)
  /// A carousel; its own header cell, if configured, is part of the section.
  case carousel(CarouselConfiguration, cards: [CardMeasurement])
  /// A masonry layout.
  case masonry(MasonryConfiguration, cards: [CardMeasurement])
  /// Cards below each other.
  case list(ListConfiguration, cards: [CardMeasurement])
  /// An empty state's illustrated message of the given measured height (the spec's default
  /// is 240), spanning the width between the insets.
  case emptyState(height: CGFloat)

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
}
