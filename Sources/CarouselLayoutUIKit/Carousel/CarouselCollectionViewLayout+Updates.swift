import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  extension CarouselCollectionViewLayout {
    // MARK: - Batch updates

    /// Maps the cards' measurements and the anchor of the card at rest through a batch update,
    /// so that cards inserted or deleted before it leave it in place: the anchor is read from the
    /// engine before the update (``/CarouselLayout/CarouselGeometry/anchor(atOffset:)``), adjusted for the
    /// removed and inserted cards, and restored in the new layout; UIKit then asks
    /// ``targetContentOffset(forProposedContentOffset:)`` for it.
    ///
    /// - Deletions are applied before insertions, with index paths before and after the update
    ///   respectively, as UIKit orders a batch update; a move carries its card's measurement.
    /// - A section operation on section 0 (`reloadSections`, `insertSections`,
    ///   `deleteSections`, a diffable snapshot that changes the section: update items whose
    ///   `item` is `NSNotFound`) rebuilds every measurement from the delegate and keeps the
    ///   card at rest when it still exists.
    /// - Records which supplementary views appear and disappear (the empty state, "See All"),
    ///   for ``indexPathsToInsertForSupplementaryView(ofKind:)`` and its delete counterpart.
    ///
    /// - Complexity: O(n) in the cards (the layout is laid out again).
    func applyUpdates(_ updateItems: [UICollectionViewUpdateItem]) {
      guard let collectionView else { return }
      let before = geometry
      let kindsBefore = Self.supplementaryKinds(of: before)
      let anchor = before.flatMap { try? $0.anchor(atOffset: collectionView.contentOffset.x) }
      // A move on its way (an animated navigator move or scroll(toCard:)): the card it heads for.
      let inFlight = restingOffset.flatMap { offset in
        collectionView.contentOffset.x == offset
          ? nil : before.flatMap { try? $0.anchor(atOffset: offset) }
      }
      defer {
        let kindsAfter = Self.supplementaryKinds(of: geometry)
        supplementaryChanges = (
          kindsAfter.subtracting(kindsBefore), kindsBefore.subtracting(kindsAfter)
        )
      }
      if updateItems.contains(where: Self.isSectionZeroOperation) {
        measurements = []
        selfSizing = []
        pendingActions.formUnion([.reloadMeasurements, .discardSelfSizing])
        prepare()
        if let anchor, let geometry, anchor.card < geometry.cardCount, (before?.cardCount ?? 0) > 0
        {
          pendingTargetOffset = try? geometry.offset(restoring: anchor)
        } else {
          pendingTargetOffset = geometry?.restOffset
        }
        if let inFlight { retarget(CarouselAnchor(card: inFlight.card)) }
        targetPendingScroll()
        return
      }
      let (removed, inserted) = mapMeasurements(through: updateItems)
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
        builtInputs = inputs(of: collectionView)
        pendingActions.remove(.rebuildGeometry)
      }
      let surviving = (before?.cardCount ?? 0) - removed.count
      if let anchor, let geometry {
        // The card at rest moved: it stays at rest, at its new index (a diffable snapshot that
        // reorders cards moves them). Otherwise the move counts as a removal and an insertion.
        let moved = updateItems.first {
          $0.updateAction == .move
            && $0.indexPathBeforeUpdate.flatMap(Self.cardIndex) == anchor.card
        }.flatMap { $0.indexPathAfterUpdate.flatMap(Self.cardIndex) }
        let kept =
          moved.map { CarouselAnchor(card: $0, fraction: anchor.fraction) }
          ?? anchor.adjusted(
            removingCardsAt: removed, insertingCardsAt: inserted, survivingCards: surviving)
        pendingTargetOffset = try? geometry.offset(restoring: kept)
      }
      mapMoves(
        removing: removed, inserting: inserted,
        survivingCards: max(0, measurements.count - inserted.count))
      if let inFlight {
        retarget(
          CarouselAnchor(card: inFlight.card).adjusted(
            removingCardsAt: removed, insertingCardsAt: inserted,
            survivingCards: max(0, measurements.count - inserted.count)))
      }
      targetPendingScroll()
      let moves = updateItems.filter { $0.updateAction == .move }.count
      accessibility.announceChanges(
        added: inserted.count - moves, removed: removed.count - moves, count: measurements.count)
    }

    /// A waiting ``scroll(toCard:animated:)`` becomes the offset UIKit moves to after the
    /// update (``targetContentOffset(forProposedContentOffset:)``), and the rest it reports.
    private func targetPendingScroll() {
      guard let (index, _) = pendingScroll, let geometry, geometry.cardCount > 0 else { return }
      pendingScroll = nil
      let target = geometry.offset(ofCard: min(max(0, index), geometry.cardCount - 1))
      pendingTargetOffset = target
      restingOffset = target
    }

    /// Whether an update item names section 0 as a whole (`item == NSNotFound` in either index
    /// path; never inserted into an `IndexSet`, where `NSNotFound` raises).
    static func isSectionZeroOperation(_ update: UICollectionViewUpdateItem) -> Bool {
      for path in [update.indexPathBeforeUpdate, update.indexPathAfterUpdate] {
        if let path, path.section == 0, path.item == NSNotFound { return true }
      }
      return false
    }

    /// Applies item-level removals (old indices), then insertions (new indices), moves and
    /// reloads to the measurements, each in one pass.
    ///
    /// - Complexity: O(n + k log k) for k update items.
    private func mapMeasurements(through updateItems: [UICollectionViewUpdateItem]) -> (
      removed: IndexSet, inserted: IndexSet
    ) {
      var removed = IndexSet()
      var inserted = IndexSet()
      var reloaded = IndexSet()
      var moved: [Int: (CardMeasurement, Bool)] = [:]
      for update in updateItems {
        let before = update.indexPathBeforeUpdate.flatMap { Self.cardIndex($0) }
        let after = update.indexPathAfterUpdate.flatMap { Self.cardIndex($0) }
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
      return (removed, inserted)
    }

    /// The card index of an item in section 0, or `nil` for other sections and section-level
    /// paths.
    private static func cardIndex(_ path: IndexPath) -> Int? {
      path.section == 0 && path.item != NSNotFound && path.item >= 0 ? path.item : nil
    }
  }
#endif
