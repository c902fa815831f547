import Foundation

#if CAROUSEL_STAND_INS
  /// The collection view's data source: its two required methods, the number of sections and
  /// supplementary views. It inherits `NSObjectProtocol`, as UIKit's declaration does
  /// (`protocol UICollectionViewDataSource : NSObjectProtocol`), so a conformer must be an
  /// `NSObject`, as on a device.
  /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
  @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in a section.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    /// The cell for an item.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    /// The number of sections (optional in UIKit; 1 when not implemented).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The view for a supplementary element (optional in UIKit, which raises when a layout
    /// shows one the data source cannot make; the stand-in makes a plain view).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView
  }

  extension UICollectionViewDataSource {
    /// One section, UIKit's default when the data source does not implement the method.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// A plain reusable view.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      UICollectionReusableView(frame: .zero)
    }
  }

  /// A collection view: the subset of `UICollectionView` the adapters use, driving its layout as
  /// UIKit does.
  ///
  /// - Setting `bounds` or `contentOffset` asks the layout
  ///   `shouldInvalidateLayout(forBoundsChange:)` with the new bounds and, when it answers
  ///   `true`, `invalidationContext(forBoundsChange:)` while `bounds` still holds the old value,
  ///   then invalidates the layout with that context. This happens on every change, also one made
  ///   inside the layout's own `prepare()`: UIKit documents one path for every bounds change
  ///   (…/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)), with no exception
  ///   for a change the layout makes itself.
  /// - `layoutSubviews()` (run by `layoutIfNeeded()`) is UIKit's layout pass: `prepare()` when
  ///   the layout was invalidated, then the pending `contentOffsetAdjustment` of the contexts,
  ///   the content size, the attributes of the visible rect, and for every element that comes on
  ///   screen a view from the data source, its `apply(_:)` and its
  ///   `preferredLayoutAttributesFitting(_:)`, which the layout is asked about when it differs
  ///   from the layout's attributes. A layout invalidated during the pass (inside `prepare()`,
  ///   by a bounds change or by self-sizing) is prepared again in another pass.
  /// - Item counts are cached: they are read from the data source once, then again only after
  ///   `reloadData()` or a batch update (…/uicollectionview/reloaddata(); "the collection view
  ///   updates its data source counts after the updates block").
  /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview
  @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UICollectionView: UIScrollView {
    /// The kind of element a layout attributes object describes.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory
    public enum ElementCategory: UInt, Sendable {
      /// A cell.
      /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory/cell
      case cell = 0
      /// A supplementary view.
      /// Availability: not read from its own page (checked as the newest release).
      case supplementaryView = 1
      /// A decoration view.
      /// Availability: not read from its own page (checked as the newest release).
      case decorationView = 2
    }

    /// An element on screen: its category, kind and index path.
    struct ElementKey: Hashable {
      var category: ElementCategory
      var kind: String?
      var indexPath: IndexPath
    }

    /// The data source (weak, as in UIKit); setting it reloads the data.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    open weak var dataSource: UICollectionViewDataSource? {
      didSet { reloadData() }
    }

    /// The layout; setting it attaches the layout to this collection view and invalidates it.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    open var collectionViewLayout: UICollectionViewLayout {
      didSet {
        oldValue._collectionView = nil
        collectionViewLayout._collectionView = self
        collectionViewLayout.invalidateLayout()
      }
    }

    /// The item counts per section as last read from the data source.
    private var cachedCounts: [Int]?
    /// Whether the layout was invalidated since its last `prepare()`.
    var layoutIsInvalid = true
    /// The content offset adjustments of the invalidations since the last layout pass.
    var pendingOffsetAdjustment = CGPoint.zero
    /// The views on screen, by element.
    var visibleViews: [ElementKey: UICollectionReusableView] = [:]
    /// The attributes of the elements on screen as of the last layout pass.
    var visibleAttributes: [UICollectionViewLayoutAttributes] = []
    /// The updates recorded inside ``performBatchUpdates(_:completion:)``, or `nil` outside one.
    var batchItems: [UICollectionViewUpdateItem]?
    /// The registered classes, by reuse key (see `UICollectionView+Reuse.swift`).
    var registeredClasses: [ReuseKey: AnyClass] = [:]
    /// The views off screen waiting to be dequeued again, by reuse key.
    var reuseQueues: [ReuseKey: [UICollectionReusableView]] = [:]

    /// Creates a collection view with a frame and a layout.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
      collectionViewLayout = layout
      super.init(frame: frame)
      layout._collectionView = self
    }

    /// Creates a collection view from an archive, with a layout that lays out nothing.
    public required init?(coder: NSCoder) {
      collectionViewLayout = UICollectionViewLayout()
      super.init(coder: coder)
      collectionViewLayout._collectionView = self
    }

    // MARK: - Counts

    /// The number of sections (cached, see the type's discussion).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
    open var numberOfSections: Int { counts.count }

    /// The number of items in a section (cached, see the type's discussion).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    open func numberOfItems(inSection section: Int) -> Int {
      let counts = counts
      guard section >= 0, section < counts.count else { return 0 }
      return counts[section]
    }

    private var counts: [Int] {
      if let cachedCounts { return cachedCounts }
      guard let dataSource else { return [] }
      let sections = dataSource.numberOfSections(in: self)
      let counts = (0..<max(0, sections)).map {
        dataSource.collectionView(self, numberOfItemsInSection: $0)
      }
      cachedCounts = counts
      return counts
    }

    /// Forgets the cached counts: the next question reads the data source.
    func reloadCounts() { cachedCounts = nil }

    // MARK: - Reloading

    /// Reloads everything: forgets the counts and the views on screen, and invalidates the
    /// layout with everything and the data source counts marked invalid.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    open func reloadData() {
      cachedCounts = nil
      for view in visibleViews.values { enqueue(view) }
      visibleViews = [:]
      let context = type(of: collectionViewLayout).makeInvalidationContext()
      context.invalidateEverything = true
      context.invalidateDataSourceCounts = true
      collectionViewLayout.invalidateLayout(with: context)
    }

    // MARK: - Bounds changes

    /// The bounds; a change goes through the layout (see the type's discussion).
    open override var bounds: CGRect {
      get { super.bounds }
      set {
        guard newValue != super.bounds else { return }
        let layout = collectionViewLayout
        var context: UICollectionViewLayoutInvalidationContext?
        if layout.shouldInvalidateLayout(forBoundsChange: newValue) {
          context = layout.invalidationContext(forBoundsChange: newValue)
        }
        super.bounds = newValue
        if let context { layout.invalidateLayout(with: context) }
      }
    }

    /// Called by the layout's `invalidateLayout(with:)`.
    func layoutInvalidated(by context: UICollectionViewLayoutInvalidationContext) {
      layoutIsInvalid = true
      pendingOffsetAdjustment.x += context.contentOffsetAdjustment.x
      pendingOffsetAdjustment.y += context.contentOffsetAdjustment.y
      setNeedsLayout()
    }

    // MARK: - Layout pass

    /// The passes the last `layoutSubviews()` ran. Not UIKit API: UIKit has no such count. The
    /// stand-in stops after ``maximumLayoutPasses`` so that a layout that invalidates itself on
    /// every pass cannot hang a test, and reports the count so that the tests can fail on it
    /// (on a device such a layout loops or logs that it was invalidated during its own update).
    @_spi(StandIn) public private(set) var passesOfLastLayout = 0
    /// The passes after which the stand-in gives up on a layout that keeps invalidating itself.
    @_spi(StandIn) public static let maximumLayoutPasses = 16

    /// UIKit's layout pass (see the type's discussion), repeated while the layout invalidates
    /// itself, at most ``maximumLayoutPasses`` times.
    open override func layoutSubviews() {
      super.layoutSubviews()
      var passes = 0
      repeat {
        passes += 1
        layoutPass()
      } while layoutIsInvalid && passes < Self.maximumLayoutPasses
      passesOfLastLayout = passes
    }

    private func layoutPass() {
      let layout = collectionViewLayout
      if layoutIsInvalid {
        layoutIsInvalid = false
        layout.prepare()
      }
      if pendingOffsetAdjustment != .zero {
        let adjustment = pendingOffsetAdjustment
        pendingOffsetAdjustment = .zero
        contentOffset = CGPoint(
          x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        if layoutIsInvalid {
          layoutIsInvalid = false
          layout.prepare()
        }
      }
      contentSize = layout.collectionViewContentSize
      let attributes = layout.layoutAttributesForElements(in: bounds) ?? []
      let keys = attributes.map {
        ElementKey(
          category: $0.representedElementCategory, kind: $0.representedElementKind,
          indexPath: $0.indexPath)
      }
      // Views that left the screen go back to their reuse queues first, so the views that come
      // on screen can be them (UIKit recycles the cell that scrolled off for the one that
      // scrolls in).
      let onScreen = Set(keys)
      for (key, view) in visibleViews where !onScreen.contains(key) {
        enqueue(view)
        visibleViews[key] = nil
      }
      var shown: [ElementKey: UICollectionReusableView] = [:]
      for (element, key) in zip(attributes, keys) {
        if let view = visibleViews[key] {
          view.frame = element.frame
          view.apply(element)
          shown[key] = view
          continue
        }
        guard let view = makeView(for: element) else { continue }
        view.frame = element.frame
        view.apply(element)
        shown[key] = view
        guard let original = element.copy() as? UICollectionViewLayoutAttributes else { continue }
        let preferred = view.preferredLayoutAttributesFitting(original)
        if !preferred.isEqual(element),
          layout.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: element)
        {
          layout.invalidateLayout(
            with: layout.invalidationContext(
              forPreferredLayoutAttributes: preferred, withOriginalAttributes: element))
        }
      }
      for (key, view) in visibleViews where shown[key] !== view { enqueue(view) }
      for view in shown.values where view.superview !== self { addSubview(view) }
      visibleViews = shown
      visibleAttributes = attributes
    }

    private func makeView(for attributes: UICollectionViewLayoutAttributes)
      -> UICollectionReusableView?
    {
      guard let dataSource else { return nil }
      // A data source must dequeue the cells it returns: UIKit raises
      // NSInternalInconsistencyException for a cell it made itself, in these words (a public
      // crash report: Instagram/IGListKit#1123); the stand-in stops with them. (Supplementary
      // views are not checked: what UIKit does with one made directly is not read here.)
      switch attributes.representedElementCategory {
      case .cell:
        let cell = dataSource.collectionView(self, cellForItemAt: attributes.indexPath)
        guard cell.reuseIdentifier != nil else {
          fatalError(
            "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
              + "reuseIdentifier - cells must be retrieved by calling "
              + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        return cell
      case .supplementaryView:
        return dataSource.collectionView(
          self, viewForSupplementaryElementOfKind: attributes.representedElementKind ?? "",
          at: attributes.indexPath)
      case .decorationView:
        return nil
      }
    }

    /// Whether the focus engine returns to the last focused item (default `false`, iOS 9).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/rememberslastfocusedindexpath
    @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
    open var remembersLastFocusedIndexPath = false

    /// The index path of a cell on screen, or `nil`.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/indexpath(for:)
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
      visibleViews.first { $0.value === cell }?.key.indexPath
    }

    /// The cell on screen for an item, or `nil` when it is not on screen.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
      visibleViews[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]
        as? UICollectionViewCell
    }

    /// The supplementary view on screen of a kind, or `nil` (iOS 9).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryview(forelementkind:at:)
    @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
      -> UICollectionReusableView?
    {
      visibleViews[
        ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    // MARK: - Dragging

    override func targetContentOffset(forProposedContentOffset proposed: CGPoint, velocity: CGPoint)
      -> CGPoint
    {
      collectionViewLayout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }
  }
#endif
