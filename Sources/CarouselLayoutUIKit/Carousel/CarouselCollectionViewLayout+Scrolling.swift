import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitStandIn)
  import UIKitStandIn
#endif

#if canImport(UIKit) || canImport(UIKitStandIn)

  extension CarouselCollectionViewLayout {
    // MARK: - Snapping

    /// Where a drag comes to rest: the engine's snap target
    /// (``/CarouselLayout/CarouselGeometry/targetOffset(releasedAt:velocity:projected:)``) for the release at
    /// the collection view's offset with UIKit's velocity (points per millisecond) and its
    /// projected rest `proposedContentOffset.x`. When scrolling freely, the projected rest
    /// clamped into range.
    ///
    /// - Complexity: O(1).
    func snapTarget(proposed proposedContentOffset: CGPoint, velocity: CGPoint) -> CGPoint {
      pendingTargetOffset = nil
      guard let collectionView, let geometry,
        let x = try? geometry.targetOffset(
          releasedAt: collectionView.contentOffset.x, velocity: velocity.x,
          projected: proposedContentOffset.x)
      else { return proposedContentOffset }
      return CGPoint(x: x, y: proposedContentOffset.y)
    }

    /// The offset after a layout update or transition without a gesture: the offset that keeps
    /// the card at rest after a size change or a batch update, else the engine's resting target
    /// for the proposed offset (``/CarouselLayout/CarouselGeometry/targetOffset(restingAt:)``: the nearest
    /// snap offset when snapping).
    ///
    /// - Complexity: O(1).
    func restingTarget(proposed proposedContentOffset: CGPoint) -> CGPoint {
      guard let geometry else { return proposedContentOffset }
      if let pendingTargetOffset {
        return CGPoint(x: pendingTargetOffset, y: proposedContentOffset.y)
      }
      guard let x = try? geometry.targetOffset(restingAt: proposedContentOffset.x) else {
        return proposedContentOffset
      }
      return CGPoint(x: x, y: proposedContentOffset.y)
    }

    // MARK: - Batch updates

    /// Maps the cards' measurements and the anchor of the card at rest through a batch update,
    /// so that cards inserted or deleted before it leave it in place: the anchor is read from the
    /// engine before the update (``/CarouselLayout/CarouselGeometry/anchor(atOffset:)``), adjusted for the
    /// removed and inserted cards, and restored in the new layout; UIKit then asks
    /// ``targetContentOffset(forProposedContentOffset:)`` for it.
    ///
    /// Deletions are applied before insertions, with index paths before and after the update
    /// respectively, as UIKit orders a batch update; a move carries its card's measurement.
    ///
    /// - Complexity: O(n) in the cards (the layout is laid out again).
    func applyUpdates(_ updateItems: [UICollectionViewUpdateItem]) {
      guard let collectionView else { return }
      let anchor = geometry.flatMap { try? $0.anchor(atOffset: collectionView.contentOffset.x) }

      var removed = IndexSet()
      var inserted = IndexSet()
      var reloaded = IndexSet()
      var moved: [Int: (CardMeasurement, Bool)] = [:]
      for update in updateItems {
        let before = update.indexPathBeforeUpdate.flatMap { $0.section == 0 ? $0.item : nil }
        let after = update.indexPathAfterUpdate.flatMap { $0.section == 0 ? $0.item : nil }
        switch update.updateAction {
        case .insert:
          if let after { inserted.insert(after) }
        case .delete:
          if let before { removed.insert(before) }
        case .move:
          if let before, let after, before < measurements.count {
            removed.insert(before)
            inserted.insert(after)
            moved[after] = (measurements[before], selfSizing[before])
          }
        case .reload:
          // The delegate answers for the data after the update, so ask by the new index.
          if let index = after ?? before { reloaded.insert(index) }
        default:
          break
        }
      }
      // Removals (old indices), then insertions (new indices), each in one pass: O(n + k log k).
      if !removed.isEmpty {
        var keptMeasurements: [CardMeasurement] = []
        var keptSelfSizing: [Bool] = []
        keptMeasurements.reserveCapacity(measurements.count)
        keptSelfSizing.reserveCapacity(measurements.count)
        for index in measurements.indices where !removed.contains(index) {
          keptMeasurements.append(measurements[index])
          keptSelfSizing.append(selfSizing[index])
        }
        (measurements, selfSizing) = (keptMeasurements, keptSelfSizing)
      }
      if !inserted.isEmpty {
        let total = measurements.count + inserted.count
        var mergedMeasurements: [CardMeasurement] = []
        var mergedSelfSizing: [Bool] = []
        mergedMeasurements.reserveCapacity(total)
        mergedSelfSizing.reserveCapacity(total)
        var old = 0
        for index in 0..<total {
          if inserted.contains(index) {
            let (measurement, sizesItself) = moved[index] ?? freshMeasurement(ofCard: index)
            mergedMeasurements.append(measurement)
            mergedSelfSizing.append(sizesItself)
          } else if old < measurements.count {
            mergedMeasurements.append(measurements[old])
            mergedSelfSizing.append(selfSizing[old])
            old += 1
          }
        }
        (measurements, selfSizing) = (mergedMeasurements, mergedSelfSizing)
      }
      for index in reloaded where index < measurements.count {
        (measurements[index], selfSizing[index]) = freshMeasurement(ofCard: index)
      }

      let count =
        collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
      if count != measurements.count {
        // The update items don't add up to the new count: start over from the delegate.
        measurements = []
        selfSizing = []
        pendingActions.insert(.reloadMeasurements)
        prepare()
      } else {
        geometry = makeGeometry(size: collectionView.bounds.size, in: collectionView)
        pendingActions.remove(.rebuildGeometry)
      }
      if let anchor, let geometry {
        pendingTargetOffset = try? geometry.offset(
          restoring: anchor.adjusted(removingCardsAt: removed).adjusted(insertingCardsAt: inserted))
      }
    }
  }
#endif
