import CarouselLayout
import Foundation

#if canImport(UIKit) || CAROUSEL_STAND_INS
  /// What one section of a compositional page holds: the input of
  /// ``CarouselPageSectionProvider``.
  ///
  /// Each case is one `NSCollectionLayoutSection` and one section of the collection view's data
  /// source; the engine lays it out as the matching `CarouselPage` sections (a masonry's header
  /// cell is a `PageSectionContent.header(_:)` section above it), so a page built from the same
  /// list has the same frames.
  public enum CarouselPageSectionContent: Sendable, Hashable {
    /// A carousel on compositional's orthogonal scrolling: one item per card, its header cell
    /// and "See All" (from `configuration.header`) as boundary supplementary items. Snapping is
    /// compositional's, not the engine's (see ``CarouselPageSectionProvider``).
    case carousel(CarouselConfiguration, cards: [CardMeasurement])
    /// A carousel that keeps the engine's snapping in full: the section has **one item**, a
    /// ``CarouselSectionCell`` whose own collection view runs ``CarouselCollectionViewLayout``
    /// (its header cell and "See All" are that layout's supplementary views).
    case embeddedCarousel(CarouselConfiguration, cards: [CardMeasurement])
    /// A masonry, with an optional header cell above it as a boundary supplementary item; its
    /// "See All" shows when the header's `seeAll` is ``/CarouselLayout/SeeAllVisibility/always``.
    case masonry(MasonryConfiguration, header: HeaderCell?, cards: [CardMeasurement])

    /// The engine's page sections for this section, top to bottom.
    package var pageSections: [PageSectionContent] {
      switch self {
      case .carousel(let configuration, let cards), .embeddedCarousel(let configuration, let cards):
        return [.carousel(configuration, cards: cards)]
      case .masonry(let configuration, let header, let cards):
        return (header.map { [PageSectionContent.header($0)] } ?? [])
          + [.masonry(configuration, cards: cards)]
      }
    }

    /// The number of items the data source reports for the section: one per card, and one for
    /// an embedded carousel.
    public var itemCount: Int {
      switch self {
      case .carousel(_, let cards), .masonry(_, _, let cards): cards.count
      case .embeddedCarousel: 1
      }
    }
  }
#endif
