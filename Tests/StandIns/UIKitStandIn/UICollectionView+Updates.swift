import Foundation

#if CAROUSEL_STAND_INS
  extension UICollectionView {
    // MARK: - Item updates

    /// Inserts items: a batch update (see ``performBatchUpdates(_:completion:)``). Update the
    /// data source first.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
    public func insertItems(at indexPaths: [IndexPath]) {
      record(indexPaths.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) })
    }

    /// Deletes items: a batch update.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
    public func deleteItems(at indexPaths: [IndexPath]) {
      record(indexPaths.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) })
    }

    /// Reloads items, given by their index paths before the update (a batch update).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
    public func reloadItems(at indexPaths: [IndexPath]) {
      record(indexPaths.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: nil) })
    }

    /// Moves an item: a batch update.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      record([UICollectionViewUpdateItem(action: .move, before: indexPath, after: newIndexPath)])
    }

    // MARK: - Section updates

    /// Reloads sections: a batch update whose items name a whole section, with
    /// `item == NSNotFound` in both index paths.
    ///
    /// UIKit describes a section operation to the layout this way; Apple's pages don't say so,
    /// but public layouts test for it (PSTCollectionView's `PSTCollectionViewUpdateItem`
    /// `isSectionOperation`: `item == NSNotFound`). A diffable data
    /// source that inserts, deletes or reloads a section does the same.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)
    public func reloadSections(_ sections: IndexSet) {
      record(
        sections.map {
          UICollectionViewUpdateItem(
            action: .reload, before: IndexPath(item: NSNotFound, section: $0),
            after: IndexPath(item: NSNotFound, section: $0))
        })
    }

    /// Inserts sections: update items with `item == NSNotFound` (see ``reloadSections(_:)``).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)
    public func insertSections(_ sections: IndexSet) {
      record(
        sections.map {
          UICollectionViewUpdateItem(
            action: .insert, before: nil, after: IndexPath(item: NSNotFound, section: $0))
        })
    }

    /// Deletes sections: update items with `item == NSNotFound` (see ``reloadSections(_:)``).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)
    public func deleteSections(_ sections: IndexSet) {
      record(
        sections.map {
          UICollectionViewUpdateItem(
            action: .delete, before: IndexPath(item: NSNotFound, section: $0), after: nil)
        })
    }

    // MARK: - Batches

    /// Inserts, deletes, reloads and moves as one update, which UIKit lays out in this order:
    /// the data source counts are read again after `updates`; the layout is invalidated with the
    /// data source counts, prepared, told the updates (deletions and reloads name index paths
    /// before the update, insertions after it), asked for the initial and final attributes of
    /// the items that appear and disappear and for the supplementary views to insert and delete
    /// of every kind on screen before or after, asked for the content offset to keep, and told
    /// the update is over (…/uicollectionviewlayout "Responding to collection view updates").
    /// The views on screen are made again at the next layout pass (UIKit keeps moved ones; the
    /// stand-in does not track them).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
      batchItems = []
      updates?()
      let items = batchItems ?? []
      batchItems = nil
      performUpdates(items)
      completion?(true)
    }

    private func record(_ items: [UICollectionViewUpdateItem]) {
      if batchItems != nil {
        batchItems?.append(contentsOf: items)
      } else {
        performUpdates(items)
      }
    }

    private func performUpdates(_ recorded: [UICollectionViewUpdateItem]) {
      let items = recorded.map { completingReload($0, in: recorded) }
      let layout = collectionViewLayout
      let kindsBefore = Set(visibleAttributes.compactMap(\.representedElementKind))
      reloadCounts()
      let context = type(of: layout).makeInvalidationContext()
      context.invalidateDataSourceCounts = true
      layout.invalidateLayout(with: context)
      layoutIsInvalid = false
      layout.prepare()
      layout.prepare(forCollectionViewUpdates: items)
      // UIKit asks for the supplementary views to insert and delete around the update (the
      // appearing and disappearing attributes it asks for next are the defaults here).
      let kindsAfter = Set(
        (layout.layoutAttributesForElements(in: bounds) ?? []).compactMap(\.representedElementKind))
      for kind in kindsBefore.union(kindsAfter).sorted() {
        _ = layout.indexPathsToInsertForSupplementaryView(ofKind: kind)
        _ = layout.indexPathsToDeleteForSupplementaryView(ofKind: kind)
      }
      contentOffset = layout.targetContentOffset(forProposedContentOffset: contentOffset)
      layout.finalizeCollectionViewUpdates()
      for view in visibleViews.values { enqueue(view) }
      visibleViews = [:]
      setNeedsLayout()
    }

    /// UIKit gives a reloaded item both paths: where it was, and where it is after the deletions
    /// and insertions of the same update (within its section).
    private func completingReload(
      _ item: UICollectionViewUpdateItem, in recorded: [UICollectionViewUpdateItem]
    ) -> UICollectionViewUpdateItem {
      guard item.updateAction == .reload, item.indexPathAfterUpdate == nil,
        let before = item.indexPathBeforeUpdate, before.item != NSNotFound
      else { return item }
      let section = before.section
      let deleted = recorded.filter { $0.updateAction == .delete || $0.updateAction == .move }
        .compactMap { $0.indexPathBeforeUpdate }.filter { $0.section == section }.map(\.item)
      let inserted = Set(
        recorded.filter { $0.updateAction == .insert || $0.updateAction == .move }
          .compactMap { $0.indexPathAfterUpdate }.filter { $0.section == section }.map(\.item))
      var survivor = before.item - deleted.filter { $0 < before.item }.count
      var after = 0
      while true {
        if !inserted.contains(after) {
          if survivor == 0 { break }
          survivor -= 1
        }
        after += 1
      }
      return UICollectionViewUpdateItem(
        action: .reload, before: before, after: IndexPath(item: after, section: section))
    }
  }
#endif
