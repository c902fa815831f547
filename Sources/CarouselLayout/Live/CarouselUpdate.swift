#if canImport(Foundation)
  import Foundation
#endif

/// A batch update of a carousel's cards in a collection view's terms, with none of its types:
/// which cards went, which came, which moved and which were reloaded.
///
/// An adapter translates the framework's report (UIKit's `UICollectionViewUpdateItem`s and
/// the item counts before and after) into one of these; ``LiveCarousel/updated(_:from:to:atOffset:)``
/// keeps the card at rest through it, and ``sources()`` says which card's measurement each
/// card after the update keeps. Deletions name indices before the update and insertions
/// indices after it, applied deletions first, as a collection view applies them.
///
/// ```swift
/// // 5 cards; card 1 deleted, a card inserted at 0, card 3 reloaded:
/// let update = CarouselUpdate(from: 5, to: 5, [.delete(at: 1), .insert(at: 0), .reload(at: 3)])
/// update.sources()  // [nil, 0, 2, nil, 4]
/// ```
package struct CarouselUpdate: Sendable, Hashable {
  /// One change of a batch update.
  package enum Change: Sendable, Hashable {
    /// A card inserted at `index` (after the update).
    case insert(at: Int)
    /// The card at `index` (before the update) deleted.
    case delete(at: Int)
    /// The card at `from` (before the update) moved to `to` (after it), keeping its content.
    case move(from: Int, to: Int)
    /// The card at `index` (after the update) reloaded: same place, new content.
    case reload(at: Int)
    /// Every card replaced (the section reloaded, deleted or inserted as a whole).
    case reloadAll
  }

  /// The number of cards before the update.
  package var cardCountBefore: Int
  /// The number of cards after the update (the data source's new count).
  package var cardCountAfter: Int
  /// The changes, in any order.
  package var changes: [Change]

  /// An update from `before` cards to `after` cards made of `changes` (negative counts count
  /// as 0).
  package init(from before: Int, to after: Int, _ changes: [Change] = []) {
    cardCountBefore = max(0, before)
    cardCountAfter = max(0, after)
    self.changes = changes
  }

  /// Whether the update replaces every card (``Change/reloadAll``).
  package var reloadsEverything: Bool { changes.contains(.reloadAll) }

  /// The cards removed (indices before the update: deletions and the sources of moves) and
  /// inserted (indices after it: insertions and the destinations of moves), each sorted and
  /// distinct. A move from outside the ``cardCountBefore`` cards counts as neither.
  ///
  /// - Complexity: O(k log k) in the k changes.
  package var removedAndInserted: (removed: [Int], inserted: [Int]) {
    var removed: [Int] = []
    var inserted: [Int] = []
    for change in changes {
      switch change {
      case .insert(let index): inserted.append(index)
      case .delete(let index): removed.append(index)
      case .move(let from, let to) where from >= 0 && from < cardCountBefore:
        removed.append(from)
        inserted.append(to)
      default: break
      }
    }
    return (CarouselAnchor.ascendingDistinct(removed), CarouselAnchor.ascendingDistinct(inserted))
  }

  /// How many moves of cards that existed the update makes (a move is neither an addition nor
  /// a removal to announce).
  ///
  /// - Complexity: O(k) in the changes.
  package var moveCount: Int {
    changes.reduce(0) { count, change in
      if case .move(let from, _) = change, from >= 0, from < cardCountBefore { return count + 1 }
      return count
    }
  }

  /// Where each card after the update comes from: its index before the update (a card that
  /// stayed or moved keeps its measurement), or `nil` for a card that is new or reloaded (ask
  /// for a fresh measurement). Deletions apply first, then insertions, then reloads; indices
  /// outside the cards are ignored.
  ///
  /// `nil` when every card must be measured afresh: the update ``reloadsEverything``, or its
  /// changes do not add up to ``cardCountAfter`` (a data source that changed more than it
  /// reported).
  ///
  /// - Complexity: O(n + k log k) for n cards and k changes.
  package func sources() -> [Int?]? {
    guard !reloadsEverything else { return nil }
    let count = cardCountBefore
    let (removed, inserted) = removedAndInserted
    var kept: [Int?] = []
    kept.reserveCapacity(count)
    var nextRemoved = 0
    for index in 0..<count {
      while nextRemoved < removed.count, removed[nextRemoved] < index { nextRemoved += 1 }
      if nextRemoved < removed.count, removed[nextRemoved] == index { continue }
      kept.append(index)
    }
    var movedTo: [(to: Int, from: Int)] = []
    var reloaded: [Int] = []
    for change in changes {
      switch change {
      case .move(let from, let to) where from >= 0 && from < count: movedTo.append((to, from))
      case .reload(let index): reloaded.append(index)
      default: break
      }
    }
    movedTo.sort { $0.to < $1.to }
    let total = kept.count + inserted.count
    var result: [Int?] = []
    result.reserveCapacity(total)
    var old = 0
    var nextInserted = 0
    var nextMoved = 0
    for index in 0..<total {
      if nextInserted < inserted.count, inserted[nextInserted] == index {
        nextInserted += 1
        while nextMoved < movedTo.count, movedTo[nextMoved].to < index { nextMoved += 1 }
        result.append(
          nextMoved < movedTo.count && movedTo[nextMoved].to == index
            ? movedTo[nextMoved].from : nil)
      } else if old < kept.count {
        result.append(kept[old])
        old += 1
      }
    }
    guard result.count == cardCountAfter else { return nil }
    for index in reloaded where index >= 0 && index < result.count { result[index] = nil }
    return result
  }
}
