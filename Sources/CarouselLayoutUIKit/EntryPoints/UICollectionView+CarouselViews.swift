import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  extension UICollectionView {
    /// The reuse identifier the package's header, "See All" and empty-state views are
    /// registered under (one per kind, the kind's own name).
    static func carouselReuseIdentifier(ofKind kind: String) -> String { kind }

    /// The package's views for the carousel layout's three kinds.
    static let carouselViewClasses: [(kind: String, viewClass: UICollectionReusableView.Type)] = [
      (CarouselCollectionViewLayout.elementKindHeader, CarouselHeaderReusableView.self),
      (CarouselCollectionViewLayout.elementKindSeeAll, CarouselSeeAllReusableView.self),
      (CarouselCollectionViewLayout.elementKindEmptyState, CarouselEmptyStateReusableView.self),
    ]

    /// Registers the package's header cell (``CarouselHeaderReusableView``), "See All"
    /// (``CarouselSeeAllReusableView``) and empty state (``CarouselEmptyStateReusableView``)
    /// for the carousel layout's three kinds, for ``dequeueCarouselView(ofKind:for:)``.
    ///
    /// With a plain data source, register once and dequeue in
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`; with a diffable data source,
    /// dequeue in its `supplementaryViewProvider`:
    ///
    /// ```swift
    /// collectionView.registerCarouselViews()
    /// dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
    ///   collectionView.dequeueCarouselView(ofKind: kind, for: indexPath)
    /// }
    /// ```
    ///
    /// ``CarouselDataSource`` does both for you. To draw a kind yourself, register your own
    /// class for it after this call (and dequeue it with the kind as identifier).
    public func registerCarouselViews() {
      for (kind, viewClass) in Self.carouselViewClasses {
        register(
          viewClass, forSupplementaryViewOfKind: kind,
          withReuseIdentifier: Self.carouselReuseIdentifier(ofKind: kind))
      }
    }

    /// Dequeues the view registered by ``registerCarouselViews()`` for one of the carousel
    /// layout's kinds; it reads what to draw (title, card count, empty state) from the layout's
    /// attributes.
    ///
    /// - Complexity: O(1), UIKit's dequeue.
    public func dequeueCarouselView(ofKind kind: String, for indexPath: IndexPath)
      -> UICollectionReusableView
    {
      dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: Self.carouselReuseIdentifier(ofKind: kind),
        for: indexPath)
    }
  }
#endif
