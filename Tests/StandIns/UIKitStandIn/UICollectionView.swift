import Foundation

/// A reusable view in a collection view.
@MainActor open class UICollectionReusableView: UIView {}

/// A cell in a collection view.
@MainActor open class UICollectionViewCell: UICollectionReusableView {}

/// The collection view's data source: its two required methods, and the number of sections.
@MainActor public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in a section.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell for an item.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// The number of sections (optional in UIKit; 1 when not implemented).
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
  /// One section, UIKit's default when the data source does not implement the method.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// A collection view: the subset of `UICollectionView` the adapters use.
///
/// It never drives its layout by itself: a test calls the layout's methods in the order UIKit
/// would. It asks the data source for counts on every call, where UIKit caches them until
/// `reloadData()` or a batch update.
@MainActor open class UICollectionView: UIScrollView {
  /// The kind of element a layout attributes object describes.
  public enum ElementCategory: UInt, Sendable {
    /// A cell.
    case cell = 0
    /// A supplementary view.
    case supplementaryView = 1
    /// A decoration view.
    case decorationView = 2
  }

  /// The data source (weak, as in UIKit).
  open weak var dataSource: UICollectionViewDataSource?

  /// The layout; setting it attaches the layout to this collection view and invalidates it.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue._collectionView = nil
      collectionViewLayout._collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }

  /// Creates a collection view with a frame and a layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout._collectionView = self
  }

  /// The number of sections.
  open var numberOfSections: Int {
    guard let dataSource else { return 0 }
    return dataSource.numberOfSections(in: self)
  }

  /// The number of items in a section.
  open func numberOfItems(inSection section: Int) -> Int {
    guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
    return dataSource.collectionView(self, numberOfItemsInSection: section)
  }

  /// The updates recorded inside ``performBatchUpdates(_:completion:)``, or `nil` outside one.
  var batchItems: [UICollectionViewUpdateItem]?

  /// Reloads everything: invalidates the layout with everything and the data source counts
  /// marked invalid.
  open func reloadData() {
    let context = type(of: collectionViewLayout).makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    collectionViewLayout.invalidateLayout(with: context)
  }
}

extension UICollectionView {
  /// Inserts items: a batch update, which UIKit lays out at once in this order: the layout is
  /// invalidated with the data source counts, prepared, told the updates, asked for the content
  /// offset to keep, and told the update is over. Update the data source first.
  public func insertItems(at indexPaths: [IndexPath]) {
    record(indexPaths.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) })
  }

  /// Deletes items: a batch update (see ``insertItems(at:)``).
  public func deleteItems(at indexPaths: [IndexPath]) {
    record(indexPaths.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) })
  }

  /// Reloads items, given by their index paths before the update (a batch update, see
  /// ``insertItems(at:)``).
  public func reloadItems(at indexPaths: [IndexPath]) {
    record(indexPaths.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: nil) })
  }

  /// Inserts, deletes and reloads as one update: as UIKit documents, deletions and reloads
  /// name index paths before the update, insertions index paths after it, and the layout sees
  /// them together.
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
    // UIKit gives a reloaded item both paths: where it was, and where it is after the
    // deletions and insertions of the same update (single section).
    let deleted = recorded.filter { $0.updateAction == .delete }
      .compactMap { $0.indexPathBeforeUpdate?.item }
    let inserted = Set(
      recorded.filter { $0.updateAction == .insert }.compactMap { $0.indexPathAfterUpdate?.item })
    let items = recorded.map { item -> UICollectionViewUpdateItem in
      guard item.updateAction == .reload, let before = item.indexPathBeforeUpdate else {
        return item
      }
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
        action: .reload, before: before, after: IndexPath(item: after, section: before.section))
    }
    let layout = collectionViewLayout
    let context = type(of: layout).makeInvalidationContext()
    context.invalidateDataSourceCounts = true
    layout.invalidateLayout(with: context)
    layout.prepare()
    layout.prepare(forCollectionViewUpdates: items)
    contentOffset = layout.targetContentOffset(forProposedContentOffset: contentOffset)
    layout.finalizeCollectionViewUpdates()
  }
}
