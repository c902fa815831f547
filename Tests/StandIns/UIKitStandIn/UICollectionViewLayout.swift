import Foundation

#if CAROUSEL_STAND_INS
  /// The base class of collection view layouts, with UIKit's documented defaults.
  ///
  /// Nothing here calls `prepare()` or any query by itself: UIKit's collection view does that,
  /// and in tests the test does.
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout
  @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UICollectionViewLayout: NSObject, @preconcurrency NSCoding {
    weak var _collectionView: UICollectionView?

    /// Creates a layout.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
    public override init() {
      super.init()
    }

    /// Creates a layout from an archive.
    public required init?(coder: NSCoder) {
      super.init()
    }

    /// Archives the layout (nothing to archive in the base class).
    open func encode(with coder: NSCoder) {}

    /// The collection view that uses this layout (weak in UIKit).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
    open var collectionView: UICollectionView? { _collectionView }

    /// Prepares the layout; called by the collection view before queries, after every
    /// invalidation. Does nothing by default.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()
    open func prepare() {}

    /// The content size (default `.zero`).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the elements in a rect (default `nil`).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      nil
    }

    /// The attributes of an item (default `nil`).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforitem(at:)
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
      nil
    }

    /// The attributes of a supplementary view (default `nil`).
    /// Availability: not read from its own page (checked as the newest release).
    open func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      nil
    }

    /// Where scrolling stops after a gesture (default: the proposed offset).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:withscrollingvelocity:)
    open func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint,
      withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      proposedContentOffset
    }

    /// The content offset to use after a layout update or transition (default: the proposed
    /// offset).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:)
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
      -> CGPoint
    {
      proposedContentOffset
    }

    /// Whether a bounds change needs a layout update (default `false`).
    /// Availability: not read from its own page (checked as the newest release).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      false
    }

    /// The context for a bounds change (default: an empty context).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forboundschange:)
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    open func invalidationContext(forBoundsChange newBounds: CGRect)
      -> UICollectionViewLayoutInvalidationContext
    {
      Self.makeInvalidationContext()
    }

    /// Whether a self-sizing cell's preferred attributes need a layout update (default `false`).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forpreferredlayoutattributes:withoriginalattributes:)
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    open func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
      false
    }

    /// The context for a self-sizing change (default: an empty context).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forpreferredlayoutattributes:withoriginalattributes:)
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    open func invalidationContext(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
      Self.makeInvalidationContext()
    }

    /// Invalidates the whole layout: a context with everything marked invalid.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
    open func invalidateLayout() {
      let context = Self.makeInvalidationContext()
      context.invalidateEverything = true
      invalidateLayout(with: context)
    }

    /// Invalidates the parts of the layout a context names; overrides must call `super`. The
    /// collection view lays out again at its next layout pass, and adds the context's
    /// `contentOffsetAdjustment` to its content offset then, after `prepare()`, not at once.
    /// Apple's page says only that the collection view adds the adjustment to its content
    /// offset, not when: the next layout pass is the stand-in's model, which the Apple tests'
    /// frames at rest would contradict (Docs/VERIFY-ON-A-MAC.md, step 4).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout(with:)
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      collectionView?.layoutInvalidated(by: context)
    }

    /// Called before a batch update's changes are laid out. Does nothing by default.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(forcollectionviewupdates:)
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called at the end of a batch update. Does nothing by default.
    /// Availability: not read from its own page (checked as the newest release).
    open func finalizeCollectionViewUpdates() {}

    /// The supplementary views of a kind a batch update inserts (default none); asked after
    /// `prepare(forCollectionViewUpdates:)`.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstoinsertforsupplementaryview(ofkind:)
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
      []
    }

    /// The supplementary views of a kind a batch update deletes (default none).
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstodeleteforsupplementaryview(ofkind:)
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
      []
    }

    /// Whether UIKit mirrors the layout's frames in the opposite layout direction (default
    /// `false`).
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection
    @available(iOS 11.0, macCatalyst 13.1, visionOS 1.0, *)
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The class of the layout's attributes.
    /// Availability: not read from its own page (checked as the newest release).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// A new invalidation context (no adapter overrides `invalidationContextClass`, so the
    /// stand-in makes the base class's).
    static func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
      UICollectionViewLayoutInvalidationContext()
    }
  }
#endif
