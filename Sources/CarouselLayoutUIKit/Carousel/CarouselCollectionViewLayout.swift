import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitStandIn)
  import UIKitStandIn
#endif

#if canImport(UIKit) || canImport(UIKitStandIn)

  /// A `UICollectionViewLayout` for a horizontally scrolling carousel of cards: the Fiori
  /// carousel layout, with every number from the engine's ``/CarouselLayout/CarouselGeometry``.
  ///
  /// ```swift
  /// let layout = CarouselCollectionViewLayout()
  /// layout.configuration.header = HeaderCell(title: "Recommended")
  /// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  /// ```
  ///
  /// - One section; item `i` is card `i`. The header cell, its "See All" action and the empty
  ///   state are supplementary views of the kinds ``elementKindHeader``,
  ///   ``elementKindSeeAll`` and ``elementKindEmptyState`` (index path 0-0). The header and
  ///   "See All" stay put while the cards scroll under them.
  /// - Cards size themselves (see ``CarouselCollectionViewLayoutDelegate``); under a uniform
  ///   height policy every card takes the tallest card's height.
  /// - Scrolling snaps (``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``)
  ///   and the card at rest stays in place across size changes and batch updates.
  /// - Right to left: the layout does not let UIKit flip it
  ///   (``flipsHorizontallyInOppositeLayoutDirection`` is `false`); it lays the cards out right
  ///   to left itself, so frames, content offsets, velocities and snap targets are all in the
  ///   collection view's own coordinates and no value needs converting.
  /// - The layout sets the collection view's `decelerationRate` to the configuration's (fast
  ///   when snapping), the rate the engine's snap target assumes.
  /// - The collection view's `contentInset` should stay zero: the configuration's insets are the
  ///   carousel's margins. In landscape on iPhones with a notch, set
  ///   `contentInsetAdjustmentBehavior = .never` or give the configuration wider insets.
  @MainActor
  open class CarouselCollectionViewLayout: UICollectionViewLayout {
    // MARK: - Element kinds

    /// The supplementary element kind of the header cell (index path 0-0).
    public nonisolated static let elementKindHeader = "CarouselLayout.header"
    /// The supplementary element kind of the header cell's "See All" action (index path 0-0),
    /// present only while the engine shows "See All".
    public nonisolated static let elementKindSeeAll = "CarouselLayout.seeAll"
    /// The supplementary element kind of the empty state (index path 0-0), present only without
    /// cards.
    public nonisolated static let elementKindEmptyState = "CarouselLayout.emptyState"

    // MARK: - Configuration

    /// The carousel's configuration; setting a different one invalidates the layout.
    open var configuration: CarouselConfiguration {
      didSet { if configuration != oldValue { invalidateLayout() } }
    }

    /// The measurement of a self-sizing card until its cell has measured itself (default: 44
    /// points of body, the minimum tap target).
    open var estimatedCardMeasurement = CardMeasurement(height: 44) {
      didSet { if estimatedCardMeasurement != oldValue { invalidateLayout() } }
    }

    /// Supplies card measurements; setting it invalidates the layout.
    open weak var delegate: (any CarouselCollectionViewLayoutDelegate)? {
      didSet { invalidateLayout() }
    }

    // MARK: - State

    /// The engine's layout of the carousel as of the last `prepare()`, or `nil` before the
    /// collection view has a size (or when the inputs were invalid, see ``layoutError``).
    public internal(set) var geometry: CarouselGeometry?

    /// Why the last `prepare()` laid nothing out, when an input (the configuration, a
    /// delegate's measurement) was invalid; `nil` otherwise.
    public internal(set) var layoutError: CarouselLayoutError?

    /// Each card's measurement, in card order.
    var measurements: [CardMeasurement] = []
    /// Whether each card sizes itself (the delegate gave no measurement up front).
    var selfSizing: [Bool] = []
    /// The header cell's self-sized height, replacing the configuration's.
    var measuredHeaderHeight: CGFloat?
    /// The empty state's self-sized height, replacing the configuration's.
    var measuredEmptyStateHeight: CGFloat?
    /// The work the next `prepare()` has to do.
    var pendingActions: CarouselPrepareActions = [.reloadMeasurements]
    /// The offset that keeps the card at rest after a size change or a batch update, answered by
    /// ``targetContentOffset(forProposedContentOffset:)`` until the next scroll.
    var pendingTargetOffset: CGFloat?

    // MARK: - Initialisers

    /// Creates a carousel layout.
    ///
    /// - Parameter configuration: the carousel's configuration (default: the Fiori defaults).
    public init(configuration: CarouselConfiguration = CarouselConfiguration()) {
      self.configuration = configuration
      super.init()
    }

    /// Creates a carousel layout from an archive, with the default configuration.
    public required init?(coder: NSCoder) {
      configuration = CarouselConfiguration()
      super.init(coder: coder)
    }

    // MARK: - Preparing

    /// Brings the engine's layout up to date: rebuilds it only when the item count, the
    /// collection view's size or traits, the configuration or the measurements changed; a
    /// bounds change that only scrolls does nothing here.
    ///
    /// - Complexity: O(1) when nothing changed; O(n) in the cards when the layout is rebuilt.
    open override func prepare() {
      super.prepare()
      guard let collectionView else {
        geometry = nil
        return
      }
      let count =
        collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
      if pendingActions.contains(.awaitUpdates) {
        // `prepare(forCollectionViewUpdates:)` follows and maps the measurements through the
        // update; rebuilding from the count alone would lose which card is which.
        pendingActions.remove(.awaitUpdates)
        if count != measurements.count { return }
      }
      if count != measurements.count { pendingActions.insert(.reloadMeasurements) }
      if pendingActions.contains(.reloadMeasurements) { reloadMeasurements(count: count) }
      if pendingActions.contains(.rebuildGeometry) || !geometryMatches(collectionView) {
        rebuildGeometry(in: collectionView)
      }
      pendingActions = []
    }

    /// The content size: the engine's.
    ///
    /// - Complexity: O(1).
    open override var collectionViewContentSize: CGSize {
      geometry?.contentSize ?? .zero
    }

    /// Not flipped: the layout lays right to left out itself (see the type's discussion).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: - Queries

    /// The attributes of the cards, the header cell, "See All" and the empty state in `rect`.
    ///
    /// - Complexity: O(1) plus the elements in the rect (the engine's card range is index
    ///   arithmetic).
    open override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      guard let geometry else { return [] }
      var result: [UICollectionViewLayoutAttributes] = []
      geometry.forEachCard(in: rect) { index, frame in
        result.append(Self.cardAttributes(index, frame))
      }
      if let header = geometry.headerLayout(atOffset: headerOffset) {
        if header.frame.intersects(rect) {
          result.append(Self.supplementaryAttributes(Self.elementKindHeader, header.frame, 1))
        }
        if let seeAll = header.seeAll, seeAll.intersects(rect) {
          result.append(Self.supplementaryAttributes(Self.elementKindSeeAll, seeAll, 2))
        }
      }
      if let empty = geometry.emptyStateFrame, empty.intersects(rect) {
        result.append(Self.supplementaryAttributes(Self.elementKindEmptyState, empty, 0))
      }
      return result
    }

    /// The attributes of card `indexPath.item`, or `nil` outside the cards.
    ///
    /// - Complexity: O(1).
    open override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      guard let geometry, indexPath.section == 0, indexPath.item >= 0,
        indexPath.item < geometry.cardCount
      else { return nil }
      return Self.cardAttributes(indexPath.item, geometry.frame(ofCard: indexPath.item))
    }

    /// The attributes of the header cell, "See All" or the empty state, or `nil` when the
    /// element does not exist.
    ///
    /// - Complexity: O(1).
    open override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      guard let geometry, indexPath.section == 0, indexPath.item == 0 else { return nil }
      switch elementKind {
      case Self.elementKindHeader:
        guard let header = geometry.headerLayout(atOffset: headerOffset) else { return nil }
        return Self.supplementaryAttributes(elementKind, header.frame, 1)
      case Self.elementKindSeeAll:
        guard let seeAll = geometry.headerLayout(atOffset: headerOffset)?.seeAll else { return nil }
        return Self.supplementaryAttributes(elementKind, seeAll, 2)
      case Self.elementKindEmptyState:
        guard let empty = geometry.emptyStateFrame else { return nil }
        return Self.supplementaryAttributes(elementKind, empty, 0)
      default:
        return nil
      }
    }

    // MARK: - Invalidation

    /// Records what the invalidation asks the next `prepare()` to do, then calls `super`.
    ///
    /// Invalidating everything (`invalidateLayout()`, a layout swap) asks the delegate for
    /// measurements again; `reloadData()` also forgets self-sized ones. Data source counts alone
    /// (a batch update) wait for ``prepare(forCollectionViewUpdates:)``.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      recordInvalidation(context)
      super.invalidateLayout(with: context)
    }

    /// A new size always needs a layout update; a scroll does when there is a header cell to
    /// keep in place.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      shouldInvalidate(forBoundsChange: newBounds)
    }

    /// A scroll invalidates only the header cell and "See All"; a new size rebuilds the layout,
    /// keeps the card at rest in place through `contentOffsetAdjustment`, and invalidates every
    /// element on screen.
    ///
    /// - Complexity: O(1) plus the elements on screen; a new size also lays the carousel out
    ///   again, O(n).
    open override func invalidationContext(forBoundsChange newBounds: CGRect)
      -> UICollectionViewLayoutInvalidationContext
    {
      prepareContext(
        super.invalidationContext(forBoundsChange: newBounds), forBoundsChange: newBounds)
    }

    /// Whether a self-sized card's measurement (or the header cell's or empty state's height)
    /// differs from the engine's. Cards compare measurements, not frames: a card stretched to
    /// the uniform height prefers its natural height, which is not a change.
    ///
    /// - Complexity: O(1).
    open override func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
      shouldInvalidate(forPreferred: preferredAttributes)
    }

    /// Feeds a self-sized card's measurement to the engine
    /// (``/CarouselLayout/CarouselGeometry/setMeasurement(_:ofCard:)``) and invalidates that card, or every card
    /// on screen when the uniform height changed.
    ///
    /// - Complexity: O(log n) plus the cards on screen; O(n) for the header cell.
    open override func invalidationContext(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
      let context = super.invalidationContext(
        forPreferredLayoutAttributes: preferredAttributes,
        withOriginalAttributes: originalAttributes)
      return prepareContext(context, forPreferred: preferredAttributes)
    }

    // MARK: - Scrolling

    /// The engine's snap target for a release at the collection view's offset with UIKit's
    /// velocity (points per millisecond) and projected rest `proposedContentOffset.x`.
    ///
    /// - Complexity: O(1).
    open override func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint,
      withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      snapTarget(proposed: proposedContentOffset, velocity: velocity)
    }

    /// The offset that keeps the card at rest after a size change or a batch update, else the
    /// engine's resting target for the proposed offset (the nearest snap offset when snapping).
    ///
    /// - Complexity: O(1).
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
      -> CGPoint
    {
      restingTarget(proposed: proposedContentOffset)
    }

    /// Maps the measurements and the anchor of the card at rest through a batch update, so that
    /// cards inserted or deleted before it leave it in place.
    ///
    /// - Complexity: O(n) in the cards.
    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
      super.prepare(forCollectionViewUpdates: updateItems)
      applyUpdates(updateItems)
    }

    // MARK: - Private

    /// The horizontal offset the header cell is pinned at: the collection view's.
    var headerOffset: CGFloat? { collectionView?.contentOffset.x }

    /// The configuration the engine gets: the layout's, with self-sized header and empty-state
    /// heights.
    var effectiveConfiguration: CarouselConfiguration {
      var effective = configuration
      if let measuredHeaderHeight, effective.header != nil {
        effective.header?.height = measuredHeaderHeight
      }
      if let measuredEmptyStateHeight { effective.emptyStateHeight = measuredEmptyStateHeight }
      return effective
    }

    /// Lays the carousel out for a viewport size with the collection view's traits and the
    /// current measurements; `nil` (with ``layoutError`` set) when an input is invalid.
    func makeGeometry(size: CGSize, in collectionView: UICollectionView) -> CarouselGeometry? {
      guard size.width > 0, size.height > 0 else { return nil }
      let traits = collectionView.carouselTraits
      do {
        let geometry = try CarouselGeometry(
          viewport: size, sizeClass: traits.sizeClass, layoutDirection: traits.direction,
          configuration: effectiveConfiguration, cards: measurements)
        layoutError = nil
        return geometry
      } catch let error as CarouselLayoutError {
        layoutError = error
      } catch {
        layoutError = CarouselLayoutError(
          field: "layout", expected: "valid inputs", value: String(describing: error))
      }
      return nil
    }

    private func geometryMatches(_ collectionView: UICollectionView) -> Bool {
      guard let geometry else { return !collectionView.hasLayoutBounds }
      let traits = collectionView.carouselTraits
      return geometry.viewport == collectionView.bounds.size
        && geometry.sizeClass == traits.sizeClass && geometry.layoutDirection == traits.direction
        && geometry.cardCount == measurements.count
        && geometry.configuration == effectiveConfiguration
    }

    private func rebuildGeometry(in collectionView: UICollectionView) {
      let previous = geometry
      geometry = makeGeometry(size: collectionView.bounds.size, in: collectionView)
      guard let geometry else { return }
      collectionView.decelerationRate = UIScrollView.DecelerationRate(
        rawValue: geometry.configuration.resolvedDecelerationRate.perMillisecond)
      // A collection view starts at offset 0, which in right to left shows the last cards:
      // start at the engine's rest offset instead (card 0 at the leading inset).
      if previous == nil, geometry.layoutDirection == .rightToLeft,
        collectionView.contentOffset.x == 0, geometry.restOffset != 0
      {
        collectionView.contentOffset.x = geometry.restOffset
      }
    }

    /// Asks the delegate for the measurements of `count` cards, keeping self-sized measurements
    /// unless ``CarouselPrepareActions/discardSelfSizing`` is pending.
    private func reloadMeasurements(count: Int) {
      SelfSizing.reload(
        count: count, measurements: &measurements, selfSizing: &selfSizing,
        keepSelfSized: !pendingActions.contains(.discardSelfSizing),
        estimated: estimatedCardMeasurement
      ) { index in delegate?.carouselLayout(self, measurementForCardAt: index) }
      pendingActions.insert(.rebuildGeometry)
    }

    /// A fresh measurement for a card that appears (an insertion or a reload).
    func freshMeasurement(ofCard index: Int) -> (CardMeasurement, Bool) {
      if let fixed = delegate?.carouselLayout(self, measurementForCardAt: index) {
        return (fixed, false)
      }
      return (estimatedCardMeasurement, true)
    }

    static func cardAttributes(_ index: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: index, section: 0))
      attributes.frame = frame
      return attributes
    }

    static func supplementaryAttributes(_ kind: String, _ frame: CGRect, _ zIndex: Int)
      -> UICollectionViewLayoutAttributes
    {
      let attributes = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: 0))
      attributes.frame = frame
      attributes.zIndex = zIndex
      return attributes
    }
  }
#endif
