import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  extension CarouselCollectionViewLayout {
    // MARK: - Invalidation

    /// Records what an invalidation asks the next `prepare()` to do, then calls `super`.
    ///
    /// - Invalidating everything (`invalidateLayout()`, a layout swap): ask the delegate for
    ///   measurements again and rebuild; `reloadData()` also forgets self-sized measurements.
    /// - Data source counts alone (a batch update): wait for
    ///   `prepare(forCollectionViewUpdates:)`, which knows which card went where.
    func recordInvalidation(_ context: UICollectionViewLayoutInvalidationContext) {
      let (everything, counts) = (context.invalidateEverything, context.invalidateDataSourceCounts)
      guard everything || counts else { return }  // a scroll: nothing for prepare() to do
      updatePreparation { $0.invalidated(everything: everything, dataSourceCounts: counts) }
    }

    // MARK: - Bounds changes

    /// Whether a bounds change needs a layout update: a new size always does, and so do traits
    /// or a safe area that changed since the layout was built; a scroll does when there is a
    /// header cell to keep in place. The layout's own offset writes need none.
    func shouldInvalidate(forBoundsChange newBounds: CGRect) -> Bool {
      guard let collectionView, !isAdjustingOffset else { return false }
      if newBounds.size != collectionView.bounds.size { return true }
      if hasHeader { return true }
      return environmentChanged(in: collectionView)
    }

    /// The context for a bounds change.
    ///
    /// - A scroll invalidates only the header cell and "See All" (they follow the offset); the
    ///   cards keep their attributes and `prepare()` has nothing to do.
    /// - A new size rebuilds the layout and keeps the card at rest in place: the context's
    ///   `contentOffsetAdjustment` moves the content to the engine's
    ///   ``/CarouselLayout/CarouselGeometry/targetOffset(keepingCardAt:in:)``, and every element on screen is
    ///   invalidated.
    ///
    /// - Complexity: O(1) plus the elements on screen for a scroll or a size change of a
    ///   layout; a size change lays the carousel out again, O(n) in the cards.
    func prepareContext(
      _ context: UICollectionViewLayoutInvalidationContext, forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext {
      guard let collectionView, builtInputs != nil else { return context }
      let oldBounds = collectionView.bounds
      if newBounds.size == oldBounds.size, !environmentChanged(in: collectionView) {
        // A scroll: only the header cell and "See All" follow the offset.
        if live.keptOffset != nil { live.scrolled() }  // read first, as in `boundsChanging(to:)`
        updatePreparation { $0.scrolled() }
        if hasHeader { invalidateHeaderElements(in: context) }
        return context
      }
      guard let geometry else { return context }
      updatePreparation { $0.needsRebuild() }
      invalidateElements(of: geometry, in: oldBounds, context: context)
      guard newBounds.size != oldBounds.size else { return context }
      // Built with the safe area as it is now, which UIKit may update only after the resize:
      // `prepare()` then keeps the card from this layout to the one it builds.
      guard
        let adjustment = live.resized(
          from: geometry.track,
          to: makeGeometry(size: newBounds.size, in: collectionView)?.track,
          fromOffset: oldBounds.minX, toOffset: newBounds.minX)
      else { return context }
      context.contentOffsetAdjustment = CGPoint(x: adjustment, y: 0)
      return context
    }

    // MARK: - Self-sizing

    /// Whether a self-sized element's preferred size changes the layout: a card's measurement
    /// (through the delegate) differs from the one the engine has, or the header cell's or empty
    /// state's height differs from the engine's.
    ///
    /// Cards are compared by measurement, not by frame: a card stretched to the uniform height
    /// prefers its natural height, which must not count as a change every time.
    ///
    /// - Complexity: O(1).
    func shouldInvalidate(forPreferred preferredAttributes: UICollectionViewLayoutAttributes)
      -> Bool
    {
      guard let geometry else { return false }
      switch preferredAttributes.representedElementCategory {
      case .cell:
        guard let index = selfSizingCard(preferredAttributes) else { return false }
        return selfSizedMeasurement(preferredAttributes, ofCard: index) != measurements[index]
      case .supplementaryView:
        let height = preferredAttributes.size.height
        switch preferredAttributes.representedElementKind {
        case Self.elementKindHeader?:
          return geometry.configuration.header != nil && height != geometry.headerHeight
        case Self.elementKindEmptyState?:
          return geometry.emptyStateFrame != nil
            && height != geometry.configuration.emptyStateHeight
        default:
          return false
        }
      default:
        return false
      }
    }

    /// The context for a self-sized element: feeds a card's measurement to the engine
    /// (``/CarouselLayout/CarouselGeometry/setMeasurement(_:ofCard:)``, O(log n)) and invalidates that card, or
    /// every card on screen when the engine says other cards changed; a new header cell or empty-state
    /// height rebuilds the layout and invalidates everything on screen.
    ///
    /// - Complexity: O(log n) plus the cards on screen for a card; O(n) for the header cell.
    func prepareContext(
      _ context: UICollectionViewLayoutInvalidationContext,
      forPreferred preferredAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
      guard let collectionView, var geometry else { return context }
      switch preferredAttributes.representedElementCategory {
      case .cell:
        guard let index = selfSizingCard(preferredAttributes) else { return context }
        let measurement = selfSizedMeasurement(preferredAttributes, ofCard: index)
        // Let go of the stored copy first, so the engine's height buffers are uniquely
        // referenced and the update stays O(log n) instead of copying them (O(n)).
        self.geometry = nil
        let othersChanged: Bool
        do {
          othersChanged = try geometry.setMeasurement(measurement, ofCard: index)
        } catch {
          self.geometry = geometry
          layoutError = error
          return context
        }
        cards.setMeasurement(measurement, ofCard: index)
        self.geometry = geometry
        if othersChanged {
          invalidateElements(of: geometry, in: collectionView.bounds, context: context)
        } else {
          context.invalidateItems(at: [preferredAttributes.indexPath])
        }
      case .supplementaryView:
        let height = preferredAttributes.size.height
        guard height.isFinite, height >= 0 else { return context }
        switch preferredAttributes.representedElementKind {
        case Self.elementKindHeader?: measuredHeaderHeight = height
        case Self.elementKindEmptyState?: measuredEmptyStateHeight = height
        default: return context
        }
        updatePreparation { $0.needsRebuild() }
        invalidateElements(of: geometry, in: collectionView.bounds, context: context)
      default:
        break
      }
      return context
    }

    // MARK: - Private

    /// The card index of a self-sizing card's attributes, or `nil` for anything else.
    private func selfSizingCard(_ attributes: UICollectionViewLayoutAttributes) -> Int? {
      attributes.indexPath.section == 0 ? cards.selfSizingCard(attributes.indexPath.item) : nil
    }

    /// A self-sizing card's measurement: the regions a ``CarouselCardCell`` measured, else its
    /// preferred height split by the delegate (by default all body).
    private func selfSizedMeasurement(
      _ attributes: UICollectionViewLayoutAttributes, ofCard index: Int
    ) -> CardMeasurement {
      if let measured = (attributes as? CarouselLayoutAttributes)?.measurement { return measured }
      let height = attributes.size.height
      guard let delegate else { return CardMeasurement(height: height) }
      return delegate.carouselLayout(self, measurementForCardAt: index, preferredHeight: height)
    }

    /// Invalidates the header cell and "See All" (both follow the offset; "See All" is
    /// invalidated also when it does not show, which costs nothing).
    private func invalidateHeaderElements(in context: UICollectionViewLayoutInvalidationContext) {
      let first = [IndexPath(item: 0, section: 0)]
      context.invalidateSupplementaryElements(ofKind: Self.elementKindHeader, at: first)
      context.invalidateSupplementaryElements(ofKind: Self.elementKindSeeAll, at: first)
    }

    /// Invalidates every element of `geometry` that intersects `rect`: the cards there, the
    /// header cell, "See All" and the empty state.
    private func invalidateElements(
      of geometry: CarouselGeometry, in rect: CGRect,
      context: UICollectionViewLayoutInvalidationContext
    ) {
      var items: [IndexPath] = []
      geometry.forEachCard(in: rect.offsetBy(dx: -safeLeft, dy: 0)) { index, _ in
        items.append(IndexPath(item: index, section: 0))
      }
      if !items.isEmpty { context.invalidateItems(at: items) }
      if geometry.configuration.header != nil { invalidateHeaderElements(in: context) }
      if geometry.emptyStateFrame != nil {
        context.invalidateSupplementaryElements(
          ofKind: Self.elementKindEmptyState, at: [IndexPath(item: 0, section: 0)])
      }
    }
  }
#endif
