/// What VoiceOver announces after a carousel's cards changed: how many cards were added and how
/// many removed, one rule for both adapters (UIKit's `CarouselAccessibility` after a batch
/// update, SwiftUI's `Carousel` when its count changes), which format it in the shared strings
/// table's words ("2 cards added", "1 card removed", both when both happened).
///
/// - What an adapter knows card by card (a batch update's insertions, deletions and moves,
///   ``init(_:)``) is announced card by card: the cards inserted and the cards deleted, each
///   counted; a move is neither, a reload of a card in place is nothing to announce.
/// - What an adapter knows only as counts (SwiftUI's count; a batch update that replaces every
///   card, ``CarouselUpdate/reloadsEverything``) is announced as the net change
///   (``init(from:to:)``): the same words for the same change from either adapter.
/// - Nothing added and nothing removed says nothing (``speaks`` is `false`).
///
/// ```swift
/// UpdateAnnouncement(CarouselUpdate(from: 5, to: 6, [.insert(at: 0), .insert(at: 3), .delete(at: 1)]))
/// // 2 added, 1 removed
/// UpdateAnnouncement(from: 5, to: 6)   // 1 added
/// ```
package struct UpdateAnnouncement: Sendable, Hashable {
  /// How many cards to announce as added (never negative).
  package var addedCards: Int
  /// How many cards to announce as removed (never negative).
  package var removedCards: Int

  /// An announcement of `addedCards` added and `removedCards` removed cards (negative counts
  /// count as 0).
  package init(addedCards: Int, removedCards: Int) {
    self.addedCards = max(0, addedCards)
    self.removedCards = max(0, removedCards)
  }

  /// What a batch update announces: its insertions and its deletions, moves of cards that
  /// existed counted as neither; when it replaces every card, the net change of the count
  /// (``init(from:to:)``).
  ///
  /// - Complexity: O(k log k) in the update's changes.
  package init(_ update: CarouselUpdate) {
    guard !update.reloadsEverything else {
      self.init(from: update.cardCountBefore, to: update.cardCountAfter)
      return
    }
    let (removed, inserted) = update.removedAndInserted
    let moves = update.moveCount
    self.init(addedCards: inserted.count - moves, removedCards: removed.count - moves)
  }

  /// What a change of the card count from `before` to `after` announces, when nothing else is
  /// known of it: the cards added, or the cards removed (negative counts count as 0).
  ///
  /// - Complexity: O(1).
  package init(from before: Int, to after: Int) {
    let change = max(0, after) - max(0, before)
    self.init(addedCards: change, removedCards: -change)
  }

  /// Whether there is anything to announce: a card added or removed.
  ///
  /// - Complexity: O(1).
  package var speaks: Bool { addedCards > 0 || removedCards > 0 }
}
