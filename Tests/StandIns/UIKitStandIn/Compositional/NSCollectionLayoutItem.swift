import Foundation

#if CAROUSEL_STAND_INS
  // Items, groups and boundary supplementary items of a compositional layout, with the shapes of
  // Apple's declarations ("…/" is developer.apple.com/documentation/uikit/). UIKit declares the
  // class factories `-> Self`; the stand-in's classes are final, so they return the class itself.

  /// The closure that gives a custom group its items (…/nscollectionlayoutgroupcustomitemprovider).
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitemprovider
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

  /// The smallest component of a compositional layout: one cell's size and insets
  /// (…/nscollectionlayoutitem).
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor public class NSCollectionLayoutItem: NSObject {
    /// The item's size, resolved against its group.
    /// Availability: not read from its own page (checked as the newest release).
    public let layoutSize: NSCollectionLayoutSize
    /// Space inside the item's frame around its content: the cell's frame is the item's frame
    /// inset by these (…/nscollectionlayoutitem/contentinsets).
    /// Availability: not read from its own page (checked as the newest release).
    public var contentInsets: NSDirectionalEdgeInsets = .zero

    /// Creates an item of a size (…/nscollectionlayoutitem/init(layoutsize:)).
    /// Availability: not read from its own page (checked as the newest release).
    public init(layoutSize: NSCollectionLayoutSize) {
      self.layoutSize = layoutSize
    }
  }

  /// An item of a custom group: a frame instead of a size (…/nscollectionlayoutgroupcustomitem:
  /// "Instead of providing a layout size for the custom item … you provide a frame").
  /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor public final class NSCollectionLayoutGroupCustomItem: NSObject {
    /// The item's frame, in the group's coordinates (its origin at the group's origin).
    /// Availability: not read from its own page (checked as the newest release).
    public let frame: CGRect
    /// The item's stacking order among the group's items.
    /// Availability: not read from its own page (checked as the newest release).
    public let zIndex: Int

    /// Creates a custom item with a frame (…/nscollectionlayoutgroupcustomitem/init(frame:)).
    /// Availability: not read from its own page (checked as the newest release).
    public convenience init(frame: CGRect) {
      self.init(frame: frame, zIndex: 0)
    }

    /// Creates a custom item with a frame and a stacking order
    /// (…/nscollectionlayoutgroupcustomitem/init(frame:zindex:)).
    /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem/init(frame:zindex:)
    public init(frame: CGRect, zIndex: Int) {
      self.frame = frame
      self.zIndex = zIndex
    }
  }

  /// A container of items laid out along a path: a horizontal row, or a custom arrangement
  /// (…/nscollectionlayoutgroup).
  /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
      case horizontal([NSCollectionLayoutItem])
      case custom(NSCollectionLayoutGroupCustomItemProvider)
    }
    let arrangement: Arrangement

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement) {
      self.arrangement = arrangement
      super.init(layoutSize: layoutSize)
    }

    /// A group that lays its items out one after another from the leading edge
    /// (…/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)).
    /// Availability: not read from its own page (checked as the newest release).
    public class func horizontal(
      layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
      NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal(subitems))
    }

    /// A group whose items are the frames its item provider returns
    /// (…/nscollectionlayoutgroup/custom(layoutsize:itemprovider:): "an item provider that
    /// creates a custom arrangement for those items"). Each frame holds one item of the section,
    /// in order; a section with more items than frames repeats the group.
    /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/custom(layoutsize:itemprovider:)
    public class func custom(
      layoutSize: NSCollectionLayoutSize,
      itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
      NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider))
    }
  }

  /// A header or footer attached to an edge of a section
  /// (…/nscollectionlayoutboundarysupplementaryitem).
  /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem
  {
    /// The element kind the data source is asked a view for.
    /// Availability: not read from its own page (checked as the newest release).
    public let elementKind: String
    /// Where the item sits relative to the section
    /// (…/nscollectionlayoutboundarysupplementaryitem/alignment).
    /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/alignment
    public let alignment: NSRectAlignment
    /// Whether the item extends the section's content area rather than overlapping it
    /// (…/nscollectionlayoutboundarysupplementaryitem/extendsboundary; default `true`).
    /// Availability: not read from its own page (checked as the newest release).
    public var extendsBoundary = true
    /// The stacking order (…/nscollectionlayoutsupplementaryitem/zindex; default 1, above the
    /// cells).
    /// Availability: not read from its own page (checked as the newest release).
    public var zIndex = 1

    /// Creates a boundary supplementary item
    /// (…/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:)).
    /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:)
    public init(
      layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
    ) {
      self.elementKind = elementKind
      self.alignment = alignment
      super.init(layoutSize: layoutSize)
    }
  }
#endif
