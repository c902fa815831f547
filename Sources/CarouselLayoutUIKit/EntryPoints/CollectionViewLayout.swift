import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// Ready-made collection view layouts, like SAP's `FUICollectionViewLayout`: each property
  /// returns a new, configured instance on every access (two reads are two layouts).
  ///
  /// ```swift
  /// collectionView.collectionViewLayout = CollectionViewLayout.carousel
  /// seeAllCollectionView.collectionViewLayout = CollectionViewLayout.seeAll()
  /// ```
  @MainActor
  public enum CollectionViewLayout {
    /// A **new** carousel layout with the Fiori defaults: snapping, uniform heights, 16/20-point
    /// insets by size class, a peek of twice the spacing.
    ///
    /// SAP's spelling (`FUICollectionViewLayout.carousel`), kept as a property, but each access
    /// makes another layout: keep the one you configure and give that one to the collection
    /// view.
    ///
    /// ```swift
    /// let layout = CollectionViewLayout.carousel       // keep this one
    /// layout.configuration.header = HeaderCell(title: "Recommended")
    /// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    /// // Not: CollectionViewLayout.carousel.configuration.header = … (configures a layout
    /// // that is thrown away at once)
    /// ```
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
