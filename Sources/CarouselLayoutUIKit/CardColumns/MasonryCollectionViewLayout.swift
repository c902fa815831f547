import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// A vertically scrolling masonry of self-sizing cards, laid out by the engine's
  /// `MasonryLayout`: columns by size class (compact 1; regular 2 below 1000 points, else 3),
  /// each card in the column whose bottom is highest. The regular-width "See All" destination.
  ///
  /// ```swift
  /// collectionView.collectionViewLayout = CollectionViewLayout.masonry
  /// ```
  @MainActor
  public final class MasonryCollectionViewLayout: CardColumnsCollectionViewLayout {
    /// The masonry's configuration; setting a different one invalidates the layout.
    public var configuration: MasonryConfiguration {
      didSet { if configuration != oldValue { invalidateLayout() } }
    }

    /// The engine's masonry as of the last `prepare()`.
    package var masonry: MasonryLayout? { engine as? MasonryLayout }

    /// Creates a masonry layout.
    ///
    /// - Parameter configuration: columns, spacings, insets and order (default: Fiori's).
    public init(configuration: MasonryConfiguration = MasonryConfiguration()) {
      self.configuration = configuration
      super.init()
    }

    override func makeEngine(
      viewport: CGSize, sizeClass: SizeClass, direction: LayoutDirection, cards: [CardMeasurement]
    ) throws -> any CardColumnsEngine {
      try MasonryLayout(
        viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
        configuration: configuration, cards: cards)
    }

    /// Layouts of this family are created in code, not from archives.
    public required init?(coder: NSCoder) {
      return nil
    }
  }
#endif
