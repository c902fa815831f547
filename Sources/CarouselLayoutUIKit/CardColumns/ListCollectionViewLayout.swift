import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// A vertically scrolling list of self-sizing cards below each other, laid out by the engine's
  /// `ListLayout`: each card as wide as the space between the insets. The compact-width
  /// "See All" destination.
  ///
  /// ```swift
  /// collectionView.collectionViewLayout = CollectionViewLayout.list
  /// ```
  @MainActor
  public final class ListCollectionViewLayout: CardColumnsCollectionViewLayout {
    /// The list's configuration; setting a different one invalidates the layout.
    public var configuration: ListConfiguration {
      didSet { if configuration != oldValue { invalidateLayout() } }
    }

    /// The engine's list as of the last `prepare()`.
    package var list: ListLayout? { engine as? ListLayout }

    /// Creates a list layout.
    ///
    /// - Parameter configuration: insets, spacing and maximum card height (default: the spec's).
    public init(configuration: ListConfiguration = ListConfiguration()) {
      self.configuration = configuration
      super.init()
    }

    override func makeEngine(
      viewport: CGSize, sizeClass: SizeClass, direction: LayoutDirection, cards: [CardMeasurement]
    ) throws -> any CardColumnsEngine {
      try ListLayout(
        viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
        configuration: configuration, cards: cards)
    }

    /// Layouts of this family are created in code, not from archives.
    public required init?(coder: NSCoder) {
      return nil
    }
  }
#endif
