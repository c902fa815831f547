import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  extension CarouselCollectionViewLayout {
    // MARK: - Attributes

    /// The left safe-area inset the engine's frames are moved right by.
    var safeLeft: CGFloat { builtInputs?.viewport.leftInset ?? 0 }

    /// The attributes of the cards, the header cell, "See All" and the empty state in `rect`.
    ///
    /// Cards' attributes objects come from ``cardAttributesCache`` while the engine's layout
    /// lasts, so a scroll frame creates objects only for the cards coming on screen and for the
    /// header cell and "See All", which follow the offset.
    ///
    /// - Complexity: O(1) plus the elements in the rect.
    func attributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
      guard let geometry else { return [] }
      let engineRect = rect.offsetBy(dx: -safeLeft, dy: 0)
      var result: [UICollectionViewLayoutAttributes] = []
      result.reserveCapacity(geometry.track.cardsPerPage + 5)
      geometry.forEachCard(in: engineRect) { index, _ in
        result.append(cardAttributes(index, in: geometry))
      }
      if let header = geometry.headerLayout(atOffset: headerOffset) {
        let frame = header.frame.offsetBy(dx: safeLeft, dy: 0)
        if frame.intersects(rect) {
          result.append(makeSupplementary(Self.elementKindHeader, frame, zIndex: 1, in: geometry))
        }
        if let seeAll = header.seeAll?.offsetBy(dx: safeLeft, dy: 0), seeAll.intersects(rect) {
          result.append(makeSupplementary(Self.elementKindSeeAll, seeAll, zIndex: 2, in: geometry))
        }
      }
      if let empty = geometry.emptyStateFrame?.offsetBy(dx: safeLeft, dy: 0), empty.intersects(rect)
      {
        result.append(makeSupplementary(Self.elementKindEmptyState, empty, zIndex: 0, in: geometry))
      }
      return result
    }

    /// Card `index`'s attributes, from the cache or new: its frame and, for
    /// ``CarouselLayoutAttributes``, its regions.
    ///
    /// - Complexity: O(1).
    func cardAttributes(_ index: Int, in geometry: CarouselGeometry)
      -> UICollectionViewLayoutAttributes
    {
      if let cached = cardAttributesCache.attributes(ofCard: index) { return cached }
      let attributes = resolvedAttributesType.init(forCellWith: IndexPath(item: index, section: 0))
      let anatomy = geometry.anatomy(ofCard: index)
      attributes.frame = anatomy.frame.offsetBy(dx: safeLeft, dy: 0)
      if let card = attributes as? CarouselLayoutAttributes {
        card.regions = CarouselLayoutAttributes.regions(of: anatomy)
        if accessibility.mode == .perCard {
          card.positionLabel = accessibility.navigator.wording.label(
            ofCard: index, count: geometry.cardCount)
        }
      }
      cardAttributesCache.store(attributes, ofCard: index)
      return attributes
    }

    /// The header cell's, "See All"'s or the empty state's attributes, or `nil` when it does
    /// not exist.
    ///
    /// - Complexity: O(1).
    func supplementaryAttributes(ofKind elementKind: String) -> UICollectionViewLayoutAttributes? {
      guard let geometry else { return nil }
      switch elementKind {
      case Self.elementKindHeader:
        guard let header = geometry.headerLayout(atOffset: headerOffset) else { return nil }
        return makeSupplementary(
          elementKind, header.frame.offsetBy(dx: safeLeft, dy: 0), zIndex: 1, in: geometry)
      case Self.elementKindSeeAll:
        guard let seeAll = geometry.headerLayout(atOffset: headerOffset)?.seeAll else { return nil }
        return makeSupplementary(
          elementKind, seeAll.offsetBy(dx: safeLeft, dy: 0), zIndex: 2, in: geometry)
      case Self.elementKindEmptyState:
        guard let empty = geometry.emptyStateFrame else { return nil }
        return makeSupplementary(
          elementKind, empty.offsetBy(dx: safeLeft, dy: 0), zIndex: 0, in: geometry)
      default:
        return nil
      }
    }

    /// The supplementary views of `geometry`, by kind.
    static func supplementaryKinds(of geometry: CarouselGeometry?) -> Set<String> {
      guard let geometry else { return [] }
      var kinds: Set<String> = []
      if geometry.configuration.header != nil { kinds.insert(elementKindHeader) }
      if geometry.track.showsSeeAll { kinds.insert(elementKindSeeAll) }
      if geometry.emptyStateFrame != nil { kinds.insert(elementKindEmptyState) }
      return kinds
    }

    /// What the package's views draw: for the header cell and "See All", the configured
    /// header (its height unmeasured: the minimum), whether "See All" shows and the card count;
    /// for the empty state, ``emptyState``.
    ///
    /// `geometry` is the caller's (a parameter, not the stored property: reading that copies
    /// the whole layout, twice a frame while the header cell follows the offset).
    private func describe(
      _ attributes: UICollectionViewLayoutAttributes, ofKind kind: String,
      in geometry: CarouselGeometry
    ) {
      guard let attributes = attributes as? CarouselLayoutAttributes else { return }
      if kind == Self.elementKindEmptyState {
        attributes.emptyState = emptyState
        return
      }
      attributes.headerCell = geometry.configuration.header
      attributes.showsSeeAll = geometry.track.showsSeeAll
      attributes.cardCount = geometry.cardCount
    }

    private func makeSupplementary(
      _ kind: String, _ frame: CGRect, zIndex: Int, in geometry: CarouselGeometry
    ) -> UICollectionViewLayoutAttributes {
      let attributes = resolvedAttributesType.init(
        forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: 0))
      attributes.frame = frame
      attributes.zIndex = zIndex
      describe(attributes, ofKind: kind, in: geometry)
      return attributes
    }
  }

  extension UICollectionViewLayout {
    /// The class a layout's attributes are made of: `layoutAttributesClass`, honoured for
    /// subclasses (base attributes when it names another class).
    var attributesType: UICollectionViewLayoutAttributes.Type {
      type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
        ?? UICollectionViewLayoutAttributes.self
    }

    /// New attributes of ``attributesType`` for a cell.
    func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
      attributesType.init(forCellWith: indexPath)
    }

    /// New attributes of ``attributesType`` for a supplementary view.
    func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes
    {
      attributesType.init(forSupplementaryViewOfKind: kind, with: indexPath)
    }
  }
#endif
