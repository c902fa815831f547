import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// `LiveCarousel.updated`: the card at rest, a waiting move and a move on its way through a
/// batch update, with no framework.
@Suite struct LiveCarouselUpdatesTests {
  static func track(
    _ count: Int, width: CGFloat = 393, direction: LayoutDirection = .leftToRight
  ) throws -> CarouselTrack {
    try CarouselTrack(viewportWidth: width, layoutDirection: direction, cardCount: count)
  }

  @Test("cards inserted or deleted before the card at rest leave it at rest, in both directions")
  func keepsTheCard() throws {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let before = try Self.track(10, direction: direction)
      var live = LiveCarousel()
      let inserted = try Self.track(12, direction: direction)
      let answer = live.updated(
        CarouselUpdate(from: 10, to: 12, [.insert(at: 0), .insert(at: 3)]), from: before,
        to: inserted, atOffset: before.offset(ofCard: 5))
      #expect(live.keptOffset == inserted.offset(ofCard: 7), "\(direction)")
      #expect(answer == LiveCarousel.UpdateAnswer(), "\(direction)")
      let deleted = try Self.track(8, direction: direction)
      _ = live.updated(
        CarouselUpdate(from: 10, to: 8, [.delete(at: 0), .delete(at: 9)]), from: before,
        to: deleted, atOffset: before.offset(ofCard: 5))
      #expect(live.keptOffset == deleted.offset(ofCard: 4), "\(direction)")
    }
  }

  @Test("the card at rest deleted: the card in its place; the last one deleted: the new last")
  func deletedCardAtRest() throws {
    let before = try Self.track(10)
    let after = try Self.track(9)
    var live = LiveCarousel()
    _ = live.updated(
      CarouselUpdate(from: 10, to: 9, [.delete(at: 5)]), from: before, to: after,
      atOffset: before.offset(ofCard: 5))
    #expect(live.keptOffset == after.offset(ofCard: 5))
    _ = live.updated(
      CarouselUpdate(from: 10, to: 9, [.delete(at: 9)]), from: before, to: after,
      atOffset: before.offset(ofCard: 9))
    #expect(live.keptOffset == after.offset(ofCard: 8))
  }

  @Test("the card at rest moved (a reordering snapshot): it stays at rest at its new index")
  func movedCardAtRest() throws {
    let track = try Self.track(10)
    var live = LiveCarousel()
    let answer = live.updated(
      CarouselUpdate(from: 10, to: 10, [.move(from: 4, to: 8)]), from: track, to: track,
      atOffset: track.offset(ofCard: 4))
    #expect(live.keptOffset == track.offset(ofCard: 8))
    #expect(answer == LiveCarousel.UpdateAnswer())
  }

  @Test("every card replaced: the card at rest by index while it exists, else card 0")
  func reloadAll() throws {
    let before = try Self.track(10)
    var live = LiveCarousel()
    let same = try Self.track(10)
    _ = live.updated(
      CarouselUpdate(from: 10, to: 10, [.reloadAll]), from: before, to: same,
      atOffset: before.offset(ofCard: 6))
    #expect(live.keptOffset == same.offset(ofCard: 6))
    let fewer = try Self.track(3, direction: .rightToLeft)
    let answer = live.updated(
      CarouselUpdate(from: 10, to: 3, [.reloadAll]), from: before, to: fewer,
      atOffset: before.offset(ofCard: 6))
    #expect(live.keptOffset == fewer.restOffset && answer == LiveCarousel.UpdateAnswer())
  }

  @Test("a move asked for before the data runs on the card asked for when the cards arrive")
  func moveBeforeData() throws {
    var live = LiveCarousel()
    live.move(toCard: 3, animated: true)
    let empty = try Self.track(0)
    #expect(live.takeMove(in: empty) == nil)
    let loaded = try Self.track(10)
    _ = live.updated(
      CarouselUpdate(from: 0, to: 10, (0..<10).map { .insert(at: $0) }), from: empty,
      to: loaded, atOffset: 0)
    #expect(live.keptOffset == loaded.offset(ofCard: 3))
    #expect(live.restingOffset == loaded.offset(ofCard: 3) && live.pendingMove == nil)
  }

  @Test("a waiting move follows its card through an update that has no layout to run it in")
  func waitingMoveFollowsItsCard() throws {
    var live = LiveCarousel()
    live.move(toCard: 4, animated: false)
    _ = live.updated(
      CarouselUpdate(from: 10, to: 11, [.insert(at: 1), .delete(at: 0), .insert(at: 0)]),
      from: nil, to: nil, atOffset: 0)
    #expect(live.pendingMove == LiveCarousel.MoveRequest(card: 5, animated: false))
  }

  @Test("a move on its way whose card is deleted heads for the card in its place")
  func moveInFlightDeleted() throws {
    let before = try Self.track(10)
    var live = LiveCarousel()
    let there = live.restChosen(
      at: before.offset(ofCard: 8), contentOffset: before.offset(ofCard: 2))
    #expect(!there)
    let after = try Self.track(9)
    let answer = live.updated(
      CarouselUpdate(from: 10, to: 9, [.delete(at: 8)]), from: before, to: after,
      atOffset: before.offset(ofCard: 3))
    #expect(answer.retargetOffset == after.offset(ofCard: 8))
    #expect(live.restingOffset == after.offset(ofCard: 8))
    // Every card after card 2 deleted: the last card left.
    let few = try Self.track(3)
    let cut = live.updated(
      CarouselUpdate(from: 9, to: 3, (3..<9).map { .delete(at: $0) }), from: after, to: few,
      atOffset: after.offset(ofCard: 4))
    #expect(cut.retargetOffset == few.offset(ofCard: 2))
    // Every card deleted: nothing to head for.
    let none = try Self.track(0)
    let gone = live.updated(
      CarouselUpdate(from: 3, to: 0, (0..<3).map { .delete(at: $0) }), from: few, to: none,
      atOffset: 0)
    #expect(gone.retargetOffset == nil && live.restingOffset == nil)
  }

  @Test("random update sequences: the card at rest keeps its identity while it exists")
  func randomSequences() throws {
    for seed in SeededGenerator.seeds(200) {
      var random = SeededGenerator(seed: seed)
      var identities = Array(0..<Int.random(in: 1...30, using: &random))
      var nextIdentity = identities.count
      var track = try Self.track(identities.count)
      var live = LiveCarousel()
      var offset = track.offset(ofCard: Int.random(in: 0..<identities.count, using: &random))
      for step in 0..<20 {
        let atRest = identities[track.currentCard(atOffset: offset)]
        var changes: [CarouselUpdate.Change] = []
        var kept = identities
        if kept.count > 1, Bool.random(using: &random) {
          let index = Int.random(in: 0..<kept.count, using: &random)
          changes.append(.delete(at: index))
          kept.remove(at: index)
        }
        var after = kept
        for _ in 0..<Int.random(in: 0...2, using: &random) {
          after.insert(nextIdentity, at: Int.random(in: 0...after.count, using: &random))
          nextIdentity += 1
        }
        for (index, identity) in after.enumerated() where !kept.contains(identity) {
          changes.append(.insert(at: index))
        }
        guard !after.isEmpty else { continue }
        let next = try Self.track(after.count)
        _ = live.updated(
          CarouselUpdate(from: identities.count, to: after.count, changes), from: track,
          to: next, atOffset: offset)
        offset = try #require(live.keptOffset, "seed \(seed), step \(step)")
        // Where the card that was at rest rests now (cards that share a rest offset at the
        // end of a short carousel are all at rest there).
        if let index = after.firstIndex(of: atRest) {
          #expect(offset == next.offset(ofCard: index), "seed \(seed), step \(step)")
        }
        #expect(
          offset == next.offset(ofCard: next.currentCard(atOffset: offset)),
          "seed \(seed), step \(step)")
        identities = after
        track = next
      }
    }
  }
}
