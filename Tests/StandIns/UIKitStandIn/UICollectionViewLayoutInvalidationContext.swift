import Foundation

#if CAROUSEL_STAND_INS
  /// Which parts of a layout an invalidation covers.
  /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext
  @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout is invalid; UIKit sets it (a layout swap, `reloadData()`,
    /// `invalidateLayout()`).
    /// Availability: not read from its own page (checked as the newest release).
    open internal(set) var invalidateEverything = false
    /// Whether the data source's counts changed; UIKit sets it.
    /// Availability: not read from its own page (checked as the newest release).
    open internal(set) var invalidateDataSourceCounts = false
    /// The items marked invalid, or `nil` when none were.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateditemindexpaths
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views marked invalid, by kind, or `nil` when none were.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatedsupplementaryindexpaths
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
      guard !supplementary.isEmpty else { return nil }
      var all: [String: [IndexPath]] = [:]
      for (kind, paths) in supplementary { all[kind, default: []].append(contentsOf: paths) }
      return all
    }
    /// The supplementary views marked invalid, in order (kept as a list: most contexts are
    /// built and never read).
    private var supplementary: [(kind: String, paths: [IndexPath])] = []
    /// A change added to the collection view's content offset.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/contentoffsetadjustment
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    open var contentOffsetAdjustment: CGPoint = .zero

    /// Creates an empty context.
    public required override init() {
      super.init()
    }

    /// Marks items invalid.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateitems(at:)
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    open func invalidateItems(at indexPaths: [IndexPath]) {
      invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary views of a kind invalid.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatesupplementaryelements(ofkind:at:)
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    open func invalidateSupplementaryElements(
      ofKind elementKind: String, at indexPaths: [IndexPath]
    ) {
      supplementary.append((elementKind, indexPaths))
    }
  }
#endif
