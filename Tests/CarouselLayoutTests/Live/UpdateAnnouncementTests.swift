import CarouselLayout
import Foundation
import Testing

/// `UpdateAnnouncement`: what VoiceOver announces after the cards changed, the one rule both
/// adapters follow, with no framework.
@Suite struct UpdateAnnouncementTests {
  @Test(
    "a batch update announces its insertions and deletions, moves and reloads are neither",
    arguments: [
      // Inserts only.
      (CarouselUpdate(from: 12, to: 14, [.insert(at: 0), .insert(at: 5)]), 2, 0),
      // Deletes only.
      (CarouselUpdate(from: 12, to: 11, [.delete(at: 2)]), 0, 1),
      // Both: each counted, not the net change.
      (CarouselUpdate(from: 5, to: 6, [.insert(at: 0), .insert(at: 3), .delete(at: 1)]), 2, 1),
      // Moves of cards that existed and reloads in place: nothing added or removed.
      (CarouselUpdate(from: 10, to: 10, [.move(from: 4, to: 8), .reload(at: 2)]), 0, 0),
      // A move and an insertion: only the insertion.
      (CarouselUpdate(from: 10, to: 11, [.move(from: 1, to: 9), .insert(at: 0)]), 1, 0),
      // Nothing.
      (CarouselUpdate(from: 10, to: 10), 0, 0),
    ])
  func batchUpdate(update: CarouselUpdate, added: Int, removed: Int) {
    let announcement = UpdateAnnouncement(update)
    #expect(announcement == UpdateAnnouncement(addedCards: added, removedCards: removed))
    #expect(announcement.speaks == (added > 0 || removed > 0))
  }

  @Test("a reload of every card announces the net change of the count, as counts alone do")
  func reload() {
    let grown = UpdateAnnouncement(CarouselUpdate(from: 5, to: 8, [.reloadAll]))
    #expect(grown == UpdateAnnouncement(addedCards: 3, removedCards: 0))
    #expect(grown == UpdateAnnouncement(from: 5, to: 8))
    let shrunk = UpdateAnnouncement(CarouselUpdate(from: 8, to: 5, [.reloadAll, .insert(at: 0)]))
    #expect(shrunk == UpdateAnnouncement(addedCards: 0, removedCards: 3))
    let same = UpdateAnnouncement(CarouselUpdate(from: 8, to: 8, [.reloadAll]))
    #expect(!same.speaks)
  }

  @Test("counts alone announce the net change; negative counts count as 0")
  func counts() {
    #expect(
      UpdateAnnouncement(from: 12, to: 14) == UpdateAnnouncement(addedCards: 2, removedCards: 0))
    #expect(
      UpdateAnnouncement(from: 14, to: 13) == UpdateAnnouncement(addedCards: 0, removedCards: 1))
    #expect(UpdateAnnouncement(from: 0, to: 10).addedCards == 10)
    #expect(!UpdateAnnouncement(from: 7, to: 7).speaks)
    #expect(UpdateAnnouncement(from: -4, to: 2) == UpdateAnnouncement(from: 0, to: 2))
    #expect(
      UpdateAnnouncement(addedCards: -1, removedCards: -2) == UpdateAnnouncement(from: 3, to: 3))
    // The same change told both ways, when the update is only an insertion or a deletion.
    for (before, after) in [(3, 9), (9, 3), (0, 1), (1, 0)] {
      let changes: [CarouselUpdate.Change] =
        after > before
        ? (before..<after).map { .insert(at: $0) } : (after..<before).map { .delete(at: $0) }
      #expect(
        UpdateAnnouncement(CarouselUpdate(from: before, to: after, changes))
          == UpdateAnnouncement(from: before, to: after))
    }
  }
}
