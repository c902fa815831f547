import Foundation

#if CAROUSEL_STAND_INS
  /// The state of a diffable data source: sections and their items, by identifier (iOS 13).
  /// Identifiers are `Hashable & Sendable`, as the iOS 18 SDK (Xcode 16) declares them.
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  > {
    /// The sections, in order.
    /// Availability: not read from its own page (checked as the newest release).
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    /// The sections marked for reload by ``reloadSections(_:)``.
    private(set) var reloadedSections: Set<SectionIdentifierType> = []

    /// An empty snapshot.
    /// Availability: not read from its own page (checked as the newest release).
    public init() {}

    /// The number of sections.
    /// Availability: not read from its own page (checked as the newest release).
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// The items of a section.
    /// Availability: not read from its own page (checked as the newest release).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType]
    {
      items[identifier] ?? []
    }

    /// Appends sections.
    /// Apple: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:)
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
      for identifier in identifiers where items[identifier] == nil {
        sectionIdentifiers.append(identifier)
        items[identifier] = []
      }
    }

    /// Appends items to a section (the last one when `nil`).
    /// Apple: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:)
    public mutating func appendItems(
      _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
    ) {
      guard let section = section ?? sectionIdentifiers.last else { return }
      items[section, default: []].append(contentsOf: identifiers)
    }

    /// Deletes items wherever they are.
    /// Availability: not read from its own page (checked as the newest release).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
      let gone = Set(identifiers)
      for section in sectionIdentifiers { items[section]?.removeAll { gone.contains($0) } }
    }

    /// Marks sections for reload: the next apply reloads them as wholes.
    /// Apple: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloadsections(_:)
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
      reloadedSections.formUnion(identifiers)
    }
  }

  /// A data source that applies snapshots (iOS 13): the subset the adapters' hosts use.
  ///
  /// `apply(_:animatingDifferences:completion:)` computes the difference between the current
  /// snapshot and the new one and performs it as one batch update (…/uicollectionviewdiffabledatasource/apply(_:animatingdifferences:completion:);
  /// from iOS 15 also without animation): sections that appear or disappear as
  /// `insertSections` / `deleteSections`, sections the snapshot reloads as `reloadSections` (so
  /// the layout sees update items with `item == NSNotFound`), and inside the other sections the
  /// items' deletions, insertions and moves (an item in both snapshots whose place changed).
  /// Identifiers are `Hashable & Sendable`, as the iOS 18 SDK (Xcode 16) declares them.
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor
  open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  >: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item.
    /// Availability: not read from its own page (checked as the newest release).
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
      UICollectionViewCell?

    /// Makes the supplementary view of a kind at an index path.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/supplementaryviewprovider-swift.typealias
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
      UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// Makes the supplementary views the layout asks for (`nil`: none can be made; UIKit
    /// raises then, the stand-in makes a plain view).
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/supplementaryviewprovider-swift.property
    public var supplementaryViewProvider: SupplementaryViewProvider?
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Creates the data source of a collection view and becomes its data source.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/init(collectionview:cellprovider:)
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
      self.collectionView = collectionView
      self.cellProvider = cellProvider
      super.init()
      collectionView.dataSource = self
    }

    /// The current snapshot.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot()
    public func snapshot() -> NSDiffableDataSourceSnapshot<
      SectionIdentifierType, ItemIdentifierType
    > {
      current
    }

    /// Applies a snapshot as one batch update of its differences (see the type's discussion).
    /// Availability: not read from its own page (checked as the newest release).
    public func apply(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
      guard let collectionView else { return }
      let old = current
      var new = snapshot
      let reloadedSections = new.reloadedSections
      new = Self.clearingMarks(new)
      collectionView.performBatchUpdates {
        self.current = new
        let oldSections = old.sectionIdentifiers
        let newSections = new.sectionIdentifiers
        let deleted = IndexSet(
          oldSections.indices.filter { !newSections.contains(oldSections[$0]) })
        let inserted = IndexSet(
          newSections.indices.filter { !oldSections.contains(newSections[$0]) })
        if !deleted.isEmpty { collectionView.deleteSections(deleted) }
        if !inserted.isEmpty { collectionView.insertSections(inserted) }
        for (newIndex, section) in newSections.enumerated() {
          guard let oldIndex = oldSections.firstIndex(of: section) else { continue }
          if reloadedSections.contains(section) {
            collectionView.reloadSections(IndexSet(integer: oldIndex))
            continue
          }
          let before = old.itemIdentifiers(inSection: section)
          let after = new.itemIdentifiers(inSection: section)
          var deletions: [IndexPath] = []
          var insertions: [IndexPath] = []
          var moves: [(from: IndexPath, to: IndexPath)] = []
          // An item in both snapshots whose place changed is moved, not deleted and inserted
          // (UIKit's diffable data source "computes the inserts, deletes and moves", WWDC 2019
          // session 220, "Advances in UI Data Sources"); the remove and insert of the same item
          // are paired with `inferringMoves()`.
          for change in after.difference(from: before).inferringMoves() {
            switch change {
            case .remove(let offset, _, let newOffset?):
              moves.append(
                (
                  IndexPath(item: offset, section: oldIndex),
                  IndexPath(item: newOffset, section: newIndex)
                ))
            case .remove(let offset, _, nil):
              deletions.append(IndexPath(item: offset, section: oldIndex))
            case .insert(_, _, _?):
              continue  // the other half of a move
            case .insert(let offset, _, nil):
              insertions.append(IndexPath(item: offset, section: newIndex))
            }
          }
          collectionView.deleteItems(at: deletions)
          collectionView.insertItems(at: insertions)
          for move in moves { collectionView.moveItem(at: move.from, to: move.to) }
        }
      }
      completion?()
    }

    private static func clearingMarks(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
      var clean = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
      clean.appendSections(snapshot.sectionIdentifiers)
      for section in snapshot.sectionIdentifiers {
        clean.appendItems(snapshot.itemIdentifiers(inSection: section), toSection: section)
      }
      return clean
    }

    // MARK: - UICollectionViewDataSource

    /// The snapshot's sections.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
      current.numberOfSections
    }

    /// The snapshot's items in a section.
    public func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      guard section < current.sectionIdentifiers.count else { return 0 }
      return current.itemIdentifiers(inSection: current.sectionIdentifiers[section]).count
    }

    /// The cell provider's cell (UIKit raises when it returns `nil`; the stand-in makes a plain
    /// cell).
    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let section = current.sectionIdentifiers[indexPath.section]
      let item = current.itemIdentifiers(inSection: section)[indexPath.item]
      return cellProvider(collectionView, indexPath, item) ?? UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view provider's view (a plain view when there is none, see
    /// ``supplementaryViewProvider``).
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      supplementaryViewProvider?(collectionView, kind, indexPath)
        ?? UICollectionReusableView(frame: .zero)
    }
  }
#endif
