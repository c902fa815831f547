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
      let offset = collectionView.contentOffset.x
      let kindsBefore = Self.supplementaryKinds(of: before)
      defer {
        let kindsAfter = Self.supplementaryKinds(of: geometry)
        supplementaryChanges = (
          kindsAfter.subtracting(kindsBefore), kindsBefore.subtracting(kindsAfter)
        )
      }
      let update = Self.carouselUpdate(
        updateItems, from: measurements.count,
        to: collectionView.cardCount)
      if let sources = update.sources() {
        cards.update(from: sources, fresh: freshMeasurement(ofCard:))
        geometry = makeGeometry(size: collectionView.bounds.size, in: collectionView)
        builtInputs = inputs(of: collectionView)
        updatePreparation { $0.updatesApplied() }
      } else {
        // A section operation, or update items that don't add up to the new count: start
        // over from the delegate.
        cards.removeAll()
        updatePreparation { $0.updatesFailed(reloadsEverything: update.reloadsEverything) }
        prepare()
      }
      let answer = live.updated(update, from: before?.track, to: geometry?.track, atOffset: offset)
      if let target = answer.retargetOffset { retarget(to: target) }
      accessibility.announce(UpdateAnnouncement(update), count: measurements.count)
    }

    /// UIKit's update items as the engine's ``/CarouselLayout/CarouselUpdate`` of section 0:
    /// an operation on the section as a whole replaces every card.
    ///
    /// - Complexity: O(k) in the update items.
    static func carouselUpdate(
      _ updateItems: [UICollectionViewUpdateItem], from before: Int, to after: Int
    ) -> CarouselUpdate {
      var changes: [CarouselUpdate.Change] = []
      for item in updateItems {
        if isSectionZeroOperation(item) {
          changes.append(.reloadAll)
          continue
        }
        let old = item.indexPathBeforeUpdate.flatMap(cardIndex)
        let new = item.indexPathAfterUpdate.flatMap(cardIndex)
        switch item.updateAction {
        case .insert: if let new { changes.append(.insert(at: new)) }
        case .delete: if let old { changes.append(.delete(at: old)) }
        case .move: if let old, let new { changes.append(.move(from: old, to: new)) }
        // The delegate answers for the data after the update, so ask by the new index.
        case .reload: if let index = new ?? old { changes.append(.reload(at: index)) }
        default: break
        }
      }
      return CarouselUpdate(from: before, to: after, changes)
    }

    /// Whether an update item names section 0 as a whole (`item == NSNotFound` in either index
    /// path; never inserted into an `IndexSet`, where `NSNotFound` raises).
    static func isSectionZeroOperation(_ update: UICollectionViewUpdateItem) -> Bool {
      for path in [update.indexPathBeforeUpdate, update.indexPathAfterUpdate] {
        if let path, path.section == 0, path.item == NSNotFound { return true }
      }
      return false
    }

    /// The card index of an item in section 0, or `nil` for other sections and section-level
    /// paths.
    private static func cardIndex(_ path: IndexPath) -> Int? {
      path.section == 0 && path.item != NSNotFound && path.item >= 0 ? path.item : nil
    }
  }
#endif
