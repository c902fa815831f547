import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

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
  /// - Safe area: the layout sets the collection view's `contentInsetAdjustmentBehavior` to
  ///   `.never` and lays the carousel out inside the collection view's left and right
  ///   `safeAreaInsets` itself (landscape on a notched iPhone: 59 points each side), so card 0
  ///   and every snap target sit at the safe area plus the configuration's inset, and content
  ///   offsets are the engine's offsets unchanged. ``geometry``'s frames are those of the
  ///   attributes moved left by the safe area's left inset. Leave `contentInset` at zero: the
  ///   configuration's insets are the carousel's margins.
  /// - Cells: ``CarouselCardCell`` sizes itself and reports its header, body and footer; a
  ///   plain `UICollectionViewCell` does not size itself under a custom layout, so give its
  ///   measurements through the ``delegate``.
  /// - Traits: a size-class or layout-direction change invalidates the layout by itself (iOS
  ///   17 trait change registration; before iOS 17 at the next bounds change, or call
  ///   `invalidateLayout()`). Cards arriving in an empty carousel open it at card 0; a
  ///   direction change keeps the card at rest, mirrored.
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

    /// Whether the cards' height cap (``/CarouselLayout/CarouselConfiguration/cardHeightCap``)
    /// is lifted while the user's text size is an accessibility size
    /// (`preferredContentSizeCategory.isAccessibilityCategory`), so no card content is clipped
    /// (default `true`; SAP treats clipped cards at large sizes as a bug, cloud-sdk-ios-fiori
    /// #1465). Setting it invalidates the layout.
    open var liftsHeightCapAtAccessibilitySizes = true {
      didSet { if liftsHeightCapAtAccessibilitySizes != oldValue { invalidateLayout() } }
    }

    /// Whether every card is stacked, one below the other at the full width, while the user's
    /// text size is an accessibility size (``/CarouselLayout/FewCardsRule/alwaysStack``), so
    /// large text reads down the screen instead of across cards a swipe apart (default
    /// `false`). Opt-in: a stacked carousel is as tall as all its cards, which moves what is
    /// below it on the page, and "See All" already offers the list; a carousel of a few cards
    /// in its own section is where it helps most. Setting it invalidates the layout.
    open var stacksAtAccessibilitySizes = false {
      didSet { if stacksAtAccessibilitySizes != oldValue { invalidateLayout() } }
    }

    /// Whether looking at the carousel's edge scrolls it, on visionOS 26 and later (Look to
    /// Scroll: `UIScrollView.lookToScrollAxes`, horizontal; default `false`; elsewhere it does
    /// nothing). The carousel snaps through `targetContentOffset`, not `isPagingEnabled`, which
    /// Look to Scroll refuses. Apple allows at most six such scroll views in a scene and may
    /// turn it off in a scene with an unusually high number of scroll views: on a page of many
    /// carousels, turn it on for the main one or two, not for every section.
    open var allowsLookToScroll = false {
      didSet { if let collectionView { applyLookToScroll(to: collectionView) } }
    }

    /// Supplies card measurements; setting it invalidates the layout.
    open weak var delegate: (any CarouselCollectionViewLayoutDelegate)? {
      didSet { invalidateLayout() }
    }

    /// What the empty state shows (``CarouselEmptyStateReusableView`` draws it), or `nil` for
    /// an empty illustrated message; setting a different one invalidates the layout.
    open var emptyState: CarouselEmptyState? {
      didSet { if emptyState != oldValue { invalidateLayout() } }
    }

    /// Called with the card count when the user taps "See All" (or activates it with
    /// VoiceOver): push the "See All" screen here, for example with
    /// ``CollectionViewLayout/seeAll(carousel:)``.
    ///
    /// ```swift
    /// layout.onSeeAll = { [unowned self] count in
    ///   navigationController?.pushViewController(AllProductsViewController(), animated: true)
    /// }
    /// ```
    open var onSeeAll: (@MainActor (_ cardCount: Int) -> Void)?

    /// Called with the card at rest each time the carousel comes to rest: after a swipe, a
    /// keyboard, VoiceOver or page-control move, and ``scroll(toCard:animated:)``; once per
    /// rest, not per frame, on the main actor's next turn after the content got there.
    ///
    /// ```swift
    /// layout.onSettle = { card in print("resting on", card) }
    /// ```
    open var onSettle: (@MainActor (_ card: Int) -> Void)?

    /// Whether the carousel plays the system's selection haptic each time it comes to rest on
    /// another card because a person moved it (a swipe, the keyboard, VoiceOver, the page
    /// control or paging buttons; not ``scroll(toCard:animated:)``) (default `false`: an
    /// opt-in, as picker-like feedback is not what every carousel wants). The engine's
    /// `LiveCarousel/Settlement/playsSelectionFeedback` decides;
    /// ``selectionFeedback`` plays it.
    open var playsSelectionFeedback = false

    /// Plays the selection haptic (default: a `UISelectionFeedbackGenerator`'s
    /// `selectionChanged()` on iPhone and Mac Catalyst — the class is iOS 10 and Mac Catalyst
    /// 13.1, not tvOS or visionOS — and nothing elsewhere). Replace it to play your own.
    public var selectionFeedback: @MainActor () -> Void = {
      #if os(iOS)
        UISelectionFeedbackGenerator().selectionChanged()
      #endif
    }

    /// VoiceOver and keyboard behaviour: the per-card or adjustable mode, the navigator and
    /// its wording, change announcements.
    public private(set) lazy var accessibility = CarouselAccessibility(layout: self)

    // MARK: - State

    /// The engine's layout of the carousel as of the last `prepare()`, or `nil` before the
    /// collection view has a size (or when the inputs were invalid, see ``layoutError``).
    public internal(set) var geometry: CarouselGeometry? {
      didSet {
        cardAttributesCache.removeAll()
        hasHeader = geometry?.configuration.header != nil
        engineContentSize = geometry?.contentSize
      }
    }

    /// Why the last `prepare()` laid nothing out, when an input (the configuration, a
    /// delegate's measurement) was invalid; `nil` otherwise.
    public internal(set) var layoutError: CarouselLayoutError?

    /// How many times the layout has laid the carousel out with the engine (each O(n) in the
    /// cards): a scroll should not add to it. For performance checks.
    package internal(set) var geometryBuildCount = 0

    /// Each card's measurement, and whether it sizes itself (the delegate gave none up front).
    var cards = CardMeasurements()
    /// Each card's measurement, in card order.
    var measurements: [CardMeasurement] { cards.values }
    /// The header cell's self-sized height, replacing the configuration's.
    var measuredHeaderHeight: CGFloat?
    /// The empty state's self-sized height, replacing the configuration's.
    var measuredEmptyStateHeight: CGFloat?
    /// What the next `prepare()` has to do, from the invalidations since the last (the engine's
    /// `CarouselPreparation`).
    var preparation = CarouselPreparation()
    /// The inputs ``geometry`` was built from.
    var builtInputs: CarouselLayoutInputs?
    /// The class of the attributes, resolved once (`layoutAttributesClass` is a dynamic cast).
    lazy var resolvedAttributesType: UICollectionViewLayoutAttributes.Type = attributesType
    /// The cards' attributes handed out for the current ``geometry``, reused while it lasts (a
    /// scroll creates attributes only for the cards coming on screen).
    var cardAttributesCache = CardAttributesCache()
    /// Whether ``geometry`` has a header cell (read on every bounds change, without copying
    /// the geometry).
    private(set) var hasHeader = false
    /// ``geometry``'s content size (read every frame, without copying the geometry).
    private(set) var engineContentSize: CGSize?
    /// The views that show where the carousel rests (page controls, paging buttons).
    var restObservers: [WeakRestObserver] = []
    /// The collection view whose pan gesture the layout opened to wheel and trackpad scrolls.
    weak var pointerScrollingCollectionView: UICollectionView?
    /// The approaching-end action (``onApproachingEnd(threshold:_:)``).
    var approachingEndAction: (@MainActor () -> Void)?
    /// The preload window and its action (``onPreloadRangeChange(pages:_:)``).
    var preload: (window: PreloadWindow, action: @MainActor (Range<Int>) -> Void)?
    /// The live carousel: where it rests across rebuilds, resizes and updates, the moves on
    /// their way and what it has reported. Every such decision is the engine's
    /// (`LiveCarousel`); this class translates UIKit's calls into it.
    var live = LiveCarousel()
    /// Whether the layout is writing the content offset itself: that bounds change needs no
    /// invalidation.
    var isAdjustingOffset = false
    /// The collection view whose trait changes invalidate this layout.
    weak var traitObservedCollectionView: UICollectionView?
    /// Which supplementary views the batch update in progress inserts and deletes, by kind.
    var supplementaryChanges: (inserted: Set<String>, deleted: Set<String>) = ([], [])

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
      var step = CarouselPreparation.Step.skip
      updatePreparation {
        step = $0.prepare(
          cardCount: collectionView.cardCount, measuredCount: cards.count,
          inputsChanged: builtInputs != inputs(of: collectionView))
      }
      guard case .update(let reload, let rebuild) = step else { return }
      observeTraitChanges(of: collectionView)
      accessibility.attach(to: collectionView)
      acceptPointerScrolls(in: collectionView)
      if let reload {
        cards.reload(
          count: collectionView.cardCount, keepSelfSized: reload == .keepingSelfSized,
          estimated: estimatedCardMeasurement
        ) { index in delegate?.carouselLayout(self, measurementForCardAt: index) }
      }
      if rebuild { rebuildGeometry(in: collectionView) }
      live.prepared()
      runPendingScroll(fromPrepare: true)
    }

    /// The content size: the engine's, plus the left and right safe area.
    ///
    /// - Complexity: O(1).
    open override var collectionViewContentSize: CGSize {
      guard let size = engineContentSize, let builtInputs else { return .zero }
      return CGSize(
        width: builtInputs.viewport.contentWidth(forEngineWidth: size.width), height: size.height)
    }

    /// ``CarouselLayoutAttributes``: the card's regions for ``CarouselCardCell``.
    open override class var layoutAttributesClass: AnyClass { CarouselLayoutAttributes.self }

    /// Not flipped: the layout lays right to left out itself (see the type's discussion).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: - Queries

    /// The attributes of the cards, the header cell, "See All" and the empty state in `rect`;
    /// a card's attributes object is reused while the layout lasts.
    ///
    /// - Complexity: O(1) plus the elements in the rect (the engine's card range is index
    ///   arithmetic).
    open override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      attributes(in: rect)
    }

    /// The attributes of card `indexPath.item`, or `nil` outside the cards; before the first
    /// `prepare()` the layout prepares itself when the collection view has a size.
    ///
    /// - Complexity: O(1).
    open override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      prepareIfNeverPrepared()
      guard let geometry, indexPath.section == 0, indexPath.item >= 0,
        indexPath.item < geometry.cardCount
      else { return nil }
      return cardAttributes(indexPath.item, in: geometry)
    }

    /// The attributes of the header cell, "See All" or the empty state, or `nil` when the
    /// element does not exist.
    ///
    /// - Complexity: O(1).
    open override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      prepareIfNeverPrepared()
      guard indexPath.section == 0, indexPath.item == 0 else { return nil }
      return supplementaryAttributes(ofKind: elementKind)
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
      boundsChanging(to: newBounds)
      return shouldInvalidate(forBoundsChange: newBounds)
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
      let target = snapTarget(proposed: proposedContentOffset, velocity: velocity)
      restOffsetChosen(target.x)
      return target
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

    /// The header cell, "See All" or empty state the batch update inserts.
    ///
    /// - Complexity: O(1).
    open override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String)
      -> [IndexPath]
    {
      supplementaryChanges.inserted.contains(elementKind) ? [IndexPath(item: 0, section: 0)] : []
    }

    /// The header cell, "See All" or empty state the batch update deletes.
    ///
    /// - Complexity: O(1).
    open override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String)
      -> [IndexPath]
    {
      supplementaryChanges.deleted.contains(elementKind) ? [IndexPath(item: 0, section: 0)] : []
    }

    /// Ends the batch update.
    open override func finalizeCollectionViewUpdates() {
      super.finalizeCollectionViewUpdates()
      supplementaryChanges = ([], [])
      // Cards inserted or deleted change the pages.
      if let offset = collectionView?.contentOffset.x {
        indicatorsFollow(live.indicatedOffset(contentOffset: offset))
        preloadFollows(offset)
      }
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

    /// Changes ``preparation`` on a copy: no access to the stored property spans a call into the
    /// engine, so none needs a run-time exclusivity check, several times a frame.
    func updatePreparation(_ change: (inout CarouselPreparation) -> Void) {
      var copy = preparation
      change(&copy)
      preparation = copy
    }

    /// A fresh measurement for a card that appears (an insertion or a reload).
    func freshMeasurement(ofCard index: Int) -> (measurement: CardMeasurement, sizesItself: Bool) {
      if let fixed = delegate?.carouselLayout(self, measurementForCardAt: index) {
        return (fixed, false)
      }
      return (estimatedCardMeasurement, true)
    }
  }
#endif
