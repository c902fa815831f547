import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// The layout of a carousel's "See All" page, laid out by the engine's `SeeAllDestination`:
  /// a list in compact width and a masonry in regular width, with the carousel's insets,
  /// spacing and maximum card height so the cards line up with the carousel they came from.
  /// A size-class change (split view, rotation of a large iPhone) turns one into the other.
  ///
  /// ```swift
  /// seeAllCollectionView.collectionViewLayout = CollectionViewLayout.seeAll(
  ///   carousel: carouselLayout.configuration)
  /// ```
  @MainActor
  public final class SeeAllCollectionViewLayout: CardColumnsCollectionViewLayout {
    /// The configuration of the carousel the page belongs to; setting a different one
    /// invalidates the layout.
    public var carouselConfiguration: CarouselConfiguration {
      didSet { if carouselConfiguration != oldValue { invalidateLayout() } }
    }

    /// The engine's destination (list or masonry) as of the last `prepare()`.
    package var destination: SeeAllDestination? { engine as? SeeAllDestination }

    /// Creates the layout of a carousel's "See All" page.
    ///
    /// - Parameter carouselConfiguration: the carousel's configuration (default: Fiori's).
    public init(carouselConfiguration: CarouselConfiguration = CarouselConfiguration()) {
      self.carouselConfiguration = carouselConfiguration
      super.init()
    }

    override func makeEngine(
      viewport: CGSize, sizeClass: SizeClass, direction: LayoutDirection, cards: [CardMeasurement]
    ) throws -> any CardColumnsEngine {
      try SeeAllDestination(
        viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
        configuration: carouselConfiguration, cards: cards)
    }

    /// Layouts of this family are created in code, not from archives.
    public required init?(coder: NSCoder) {
      return nil
    }
  }
#endif
