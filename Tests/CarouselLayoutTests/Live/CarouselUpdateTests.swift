import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// `CarouselUpdate`: a batch update as a value, and which card each card after it comes from.
@Suite struct CarouselUpdateTests {
  @Test("the example: a deletion, an insertion and a reload of 5 cards")
  func example() {
    let update = CarouselUpdate(from: 5, to: 5, [.delete(at: 1), .insert(at: 0), .reload(at: 3)])
    #expect(update.sources() == [nil, 0, 2, nil, 4])
    #expect(update.removedAndInserted.removed == [1])
    #expect(update.removedAndInserted.inserted == [0])
    #expect(update.moveCount == 0)
  }

  @Test("a move carries its card; it counts as neither an addition nor a removal")
  func moves() {
    let update = CarouselUpdate(from: 4, to: 4, [.move(from: 0, to: 3)])
    #expect(update.sources() == [1, 2, 3, 0])
    #expect(update.moveCount == 1)
    // A move from a card that did not exist counts as nothing.
    let outside = CarouselUpdate(from: 2, to: 2, [.move(from: 5, to: 0)])
    #expect(outside.removedAndInserted.removed.isEmpty && outside.moveCount == 0)
    #expect(outside.sources() == [0, 1])
  }

  @Test("everything new: a section operation, or changes that do not add up to the new count")
  func measuredAfresh() {
    #expect(CarouselUpdate(from: 3, to: 3, [.reloadAll]).sources() == nil)
    #expect(CarouselUpdate(from: 3, to: 3, [.reloadAll]).reloadsEverything)
    // The data source went from 3 to 5 cards but reported only one insertion.
    #expect(CarouselUpdate(from: 3, to: 5, [.insert(at: 0)]).sources() == nil)
    #expect(CarouselUpdate(from: -1, to: -4).cardCountAfter == 0)
    #expect(CarouselUpdate(from: 0, to: 0).sources() == [])
  }

  @Test("repeated indices count once; the lists come sorted")
  func repeatedIndices() {
    let update = CarouselUpdate(
      from: 6, to: 4, [.delete(at: 4), .delete(at: 1), .delete(at: 4), .insert(at: 2)])
    #expect(update.removedAndInserted.removed == [1, 4])
    #expect(update.removedAndInserted.inserted == [2])
    // Left 0, 2, 3, 5 and a new card at 2: five cards, not the four the data source has.
    #expect(update.sources() == nil)
    let fitting = CarouselUpdate(from: 6, to: 5, update.changes)
    #expect(fitting.sources() == [0, 2, nil, 3, 5])
  }

  @Test("random updates map every card as a collection view does (deletions, then insertions)")
  func randomUpdates() {
    for seed in SeededGenerator.seeds(300) {
      var random = SeededGenerator(seed: seed)
      let count = Int.random(in: 0...30, using: &random)
      // The reference: identities of the cards, changed one step at a time.
      var removed = Set<Int>()
      for _ in 0..<Int.random(in: 0...5, using: &random) where count > 0 {
        removed.insert(Int.random(in: 0..<count, using: &random))
      }
      var kept: [Int?] = (0..<count).filter { !removed.contains($0) }
      var moved: [Int] = []
      for source in removed where Bool.random(using: &random) { moved.append(source) }
      let insertions = Int.random(in: 0...5, using: &random)
      var changes: [CarouselUpdate.Change] = removed.filter { !moved.contains($0) }.map {
        .delete(at: $0)
      }
      var pending: [Int?] = moved.map { $0 } + Array(repeating: nil, count: insertions)
      pending.shuffle(using: &random)
      for source in pending {
        let index = Int.random(in: 0...kept.count, using: &random)
        // Later insertions shift earlier ones: the final indices are read off below.
        kept.insert(source, at: index)
      }
      // The final index of every inserted card, read off the reference.
      var insertedFinal: [Int] = []
      for (index, source) in kept.enumerated() {
        let isInserted = source.map { moved.contains($0) } ?? true
        guard isInserted else { continue }
        insertedFinal.append(index)
        if let source {
          changes.append(.move(from: source, to: index))
        } else {
          changes.append(.insert(at: index))
        }
      }
      let reloaded = kept.indices.filter { _ in Int.random(in: 0..<8, using: &random) == 0 }
      for index in reloaded {
        changes.append(.reload(at: index))
        kept[index] = nil
      }
      changes.shuffle(using: &random)
      let update = CarouselUpdate(from: count, to: kept.count, changes)
      #expect(update.sources() == kept, "seed \(seed)")
      #expect(update.moveCount == moved.count, "seed \(seed)")
      #expect(update.removedAndInserted.inserted == insertedFinal, "seed \(seed)")
    }
  }
}
