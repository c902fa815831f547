import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// Ready-made collection view layouts, like SAP's `FUICollectionViewLayout`: each property
  /// returns a new, configured instance.
  ///
  /// ```swift
  /// collectionView.collectionViewLayout = CollectionViewLayout.carousel
  /// seeAllCollectionView.collectionViewLayout = CollectionViewLayout.seeAll()
  /// ```
  @MainActor
  public enum CollectionViewLayout {
    /// A new carousel layout with the Fiori defaults: snapping, uniform heights, 16/20-point
    /// insets by size class, a peek of twice the spacing.
    public static var carousel: CarouselCollectionViewLayout { CarouselCollectionViewLayout() }

    /// A new masonry layout with the Fiori defaults (the regular-width "See All" page).
    public static var masonry: MasonryCollectionViewLayout { MasonryCollectionViewLayout() }

    /// A new list layout with the spec's defaults (the compact-width "See All" page).
    public static var list: ListCollectionViewLayout { ListCollectionViewLayout() }

    /// A new layout for a carousel's "See All" page: a list in compact width, a masonry in
    /// regular width, with the carousel's insets, spacing and maximum card height.
    ///
    /// - Parameter configuration: the carousel's configuration (default: the Fiori defaults).
    public static func seeAll(
      carousel configuration: CarouselConfiguration = CarouselConfiguration()
    )
      -> SeeAllCollectionViewLayout
    {
      SeeAllCollectionViewLayout(carouselConfiguration: configuration)
    }
  }
#endif
