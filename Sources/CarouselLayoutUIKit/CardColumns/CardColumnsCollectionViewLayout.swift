import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// The shared base of the vertically scrolling card layouts, ``MasonryCollectionViewLayout``
  /// and ``ListCollectionViewLayout`` (the "See All" destinations): one section of self-sizing
  /// cards, every frame from the engine.
  ///
  /// A card's measurement comes from ``cardMeasurement`` when it returns one, else from the
  /// cell's preferred height (all body), else ``estimatedCardMeasurement`` until the cell has
  /// measured itself. A scroll does not invalidate the layout; a new width rebuilds it.
  @MainActor
  open class CardColumnsCollectionViewLayout: UICollectionViewLayout {
    // MARK: - Configuration

    /// The measurement of card `index` up front, or `nil` to let the card size itself (default:
    /// every card sizes itself). Setting it invalidates the layout.
    open var cardMeasurement: (@MainActor (Int) -> CardMeasurement?)? {
      didSet { invalidateLayout() }
    }

    /// The measurement of a self-sizing card until its cell has measured itself (default 200
    /// points of body).
    open var estimatedCardMeasurement = CardMeasurement(height: 200) {
      didSet { if estimatedCardMeasurement != oldValue { invalidateLayout() } }
    }

    /// Why the last `prepare()` laid nothing out, when an input was invalid; `nil` otherwise.
    public internal(set) var layoutError: CarouselLayoutError?

    // MARK: - State

    var engine: (any CardColumnsEngine)?
    var cards = CardMeasurements()
    var needsRebuild = true

    // MARK: - Initialisers

    override init() {
      super.init()
    }

    /// Layouts of this family are created in code, not from archives.
    public required init?(coder: NSCoder) {
      return nil
    }

    // MARK: - Preparing

    /// Rebuilds the engine's layout when the item count, the width, the traits or the
    /// configuration changed; otherwise does nothing.
    ///
    /// - Complexity: O(1) when nothing changed; the engine's build cost otherwise.
    open override func prepare() {
      super.prepare()
      guard let collectionView else {
        engine = nil
        return
      }
      let count = collectionView.cardCount
      if count != cards.count || needsRebuild {
        cards.reload(count: count, estimated: estimatedCardMeasurement) { cardMeasurement?($0) }
      }
      let traits = collectionView.carouselTraits
      let size = collectionView.bounds.size
      if let engine, !needsRebuild, engine.viewport == size, engine.sizeClass == traits.sizeClass,
        engine.layoutDirection == traits.direction, engine.cardCount == count
      {
        return
      }
      needsRebuild = false
      guard size.width > 0, size.height > 0 else {
        engine = nil
        return
      }
      do {
        engine = try makeEngine(
          viewport: size, sizeClass: traits.sizeClass, direction: traits.direction,
          cards: cards.values)
        layoutError = nil
      } catch {
        engine = nil
        layoutError = error as? CarouselLayoutError
      }
    }

    /// Marks the layout for a rebuild, then calls `super`.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      if context.invalidateEverything || context.invalidateDataSourceCounts { needsRebuild = true }
      super.invalidateLayout(with: context)
    }

    // MARK: - Queries

    /// The engine's content size.
    ///
    /// - Complexity: O(1).
    open override var collectionViewContentSize: CGSize { engine?.contentSize ?? .zero }

    /// The attributes of the cards in `rect`.
    ///
    /// - Complexity: the engine's rect query: O(log n) for a list, O(c·log n) for a masonry of
    ///   c columns, plus the cards returned.
    open override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      guard let engine else { return [] }
      var result: [UICollectionViewLayoutAttributes] = []
      engine.forEachCard(in: rect) { index, frame in
        result.append(cardAttributes(index, frame))
      }
      return result
    }

    /// The attributes of card `indexPath.item`, or `nil` outside the cards.
    ///
    /// - Complexity: O(1).
    open override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      guard let engine, indexPath.section == 0, indexPath.item >= 0,
        indexPath.item < engine.cardCount
      else { return nil }
      return cardAttributes(indexPath.item, engine.frame(ofCard: indexPath.item))
    }

    /// Only a new size changes the layout; scrolling doesn't.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      newBounds.size != collectionView?.bounds.size
    }

    /// Whether a self-sizing card's preferred height differs from its measurement.
    ///
    /// - Complexity: O(1).
    open override func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
      guard let index = selfSizingCard(preferredAttributes) else { return false }
      return CardMeasurement(height: preferredAttributes.size.height) != cards[card: index]
    }

    /// Feeds a self-sized card's height to the engine, which re-places the cards from that card
    /// on, and invalidates the cards on screen. When the card lies above the visible rect, the
    /// context's `contentOffsetAdjustment` moves the content by as much as the first card on
    /// screen moved, so what the user sees does not jump.
    ///
    /// - Complexity: the engine's `setMeasurement(_:ofCard:)` plus the cards on screen.
    open override func invalidationContext(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
      let context = super.invalidationContext(
        forPreferredLayoutAttributes: preferredAttributes,
        withOriginalAttributes: originalAttributes)
      guard let collectionView, var engine, let index = selfSizingCard(preferredAttributes)
      else { return context }
      let measurement = CardMeasurement(height: preferredAttributes.size.height)
      let visible = collectionView.bounds
      let aboveViewport = engine.frame(ofCard: index).maxY <= visible.minY
      var firstOnScreen: (index: Int, minY: CGFloat)?
      if aboveViewport {
        engine.forEachCard(in: visible) { card, frame in
          if firstOnScreen == nil || frame.minY < firstOnScreen!.minY {
            firstOnScreen = (card, frame.minY)
          }
        }
      }
      // Let go of the stored copy first, so the engine's buffers are uniquely referenced and
      // the update does not copy them (O(n)).
      self.engine = nil
      do {
        try engine.setMeasurement(measurement, ofCard: index)
      } catch {
        self.engine = engine
        layoutError = error as? CarouselLayoutError
        return context
      }
      cards.setMeasurement(measurement, ofCard: index)
      self.engine = engine
      if let firstOnScreen {
        let shift = engine.frame(ofCard: firstOnScreen.index).minY - firstOnScreen.minY
        if shift != 0 { context.contentOffsetAdjustment = CGPoint(x: 0, y: shift) }
      }
      var items: [IndexPath] = []
      engine.forEachCard(in: collectionView.bounds) { card, _ in
        items.append(IndexPath(item: card, section: 0))
      }
      if !items.contains(preferredAttributes.indexPath) {
        items.append(preferredAttributes.indexPath)
      }
      context.invalidateItems(at: items)
      return context
    }

    // MARK: - Engine

    /// Lays the cards out with the subclass's engine.
    func makeEngine(
      viewport: CGSize, sizeClass: SizeClass, direction: LayoutDirection, cards: [CardMeasurement]
    ) throws -> any CardColumnsEngine {
      try ListLayout(
        viewport: viewport, sizeClass: sizeClass, layoutDirection: direction, cards: cards)
    }

    // MARK: - Private

    private func cardAttributes(_ index: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
      let attributes = makeAttributes(forCellWith: IndexPath(item: index, section: 0))
      attributes.frame = frame
      return attributes
    }

    private func selfSizingCard(_ attributes: UICollectionViewLayoutAttributes) -> Int? {
      guard attributes.representedElementCategory == .cell else { return nil }
      return attributes.indexPath.section == 0
        ? cards.selfSizingCard(attributes.indexPath.item) : nil
    }
  }
#endif
