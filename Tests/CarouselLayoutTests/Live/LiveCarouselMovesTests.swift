import CarouselLayout
import Foundation
import Testing

/// `LiveCarousel`'s moves in code and rests on their way, with no framework.
@Suite struct LiveCarouselMovesTests {
  @Test("a move waits for cards and a size, then runs once, clamped to the cards")
  func moveWaits() throws {
    var live = LiveCarousel()
    live.move(toCard: 12, animated: true)
    #expect(live.takeMove(in: nil) == nil)
    let empty = try CarouselTrack(viewportWidth: 393, cardCount: 0)
    #expect(live.takeMove(in: empty) == nil)
    #expect(live.pendingMove == LiveCarousel.MoveRequest(card: 12, animated: true))
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 8)
    let move = live.takeMove(in: track)
    #expect(move == LiveCarousel.Move(card: 7, offset: track.offset(ofCard: 7), animated: true))
    #expect(live.pendingMove == nil && live.takeMove(in: track) == nil)
    // A newer request replaces the waiting one; a negative card is card 0.
    live.move(toCard: 3, animated: true)
    live.move(toCard: -4, animated: false)
    #expect(live.takeMove(in: track) == LiveCarousel.Move(card: 0, offset: 0, animated: false))
  }

  @Test("a chosen rest is reported when the content gets there, once, to within half a point")
  func restReached() throws {
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 8)
    var live = LiveCarousel()
    let target = track.offset(ofCard: 3)
    #expect(live.restChosen(at: target, contentOffset: 0) == false)
    #expect(live.indicatedOffset(contentOffset: 40) == target)
    #expect(live.contentMoved(to: target / 2) == nil)
    #expect(live.contentMoved(to: target - 0.4) == target)
    #expect(live.restingOffset == nil && live.contentMoved(to: target) == nil)
    #expect(live.indicatedOffset(contentOffset: 40) == 40)
    // Already there: reported now, nothing left on its way.
    let there = live.restChosen(at: target, contentOffset: target + 0.25)
    #expect(there)
    #expect(live.restingOffset == nil)
  }

  @Test(
    "a move sent to a card past the last rest offset settles as that card; a release there as the card at rest"
  )
  func chosenCardPastTheEnd() throws {
    // 12 cards, three visible: the last cards share the last rest offset.
    let track = try CarouselTrack(
      viewportWidth: 393, configuration: CarouselConfiguration(visibleCards: .count(3)),
      cardCount: 12)
    let last = track.maximumOffset
    #expect(track.offset(ofCard: 11) == last && track.offset(ofCard: 10) == last)
    let atLast = track.currentCard(atOffset: last)
    #expect(atLast < 11)
    var live = LiveCarousel()
    // A move in code to card 11 (the adapter passes the card it was sent to).
    live.move(toCard: 11, animated: true)
    let taken = live.takeMove(in: track)
    let move = try #require(taken)
    #expect(move.card == 11)
    let sentThere = live.restChosen(at: move.offset, contentOffset: 0, card: move.card)
    let reached = live.contentMoved(to: last)
    let sent = live.settle(atOffset: last, in: track)
    #expect(!sentThere && reached == last && sent?.card == 11)
    // Read between rests (UIKit's navigator, VoiceOver's value): the same card.
    #expect(live.cardAtRest(atOffset: last, in: track) == 11)
    #expect(live.cardAtRest(atOffset: track.offset(ofCard: 4), in: track) == 4)
    // A swipe that springs back to that rest keeps its card.
    let springsBack = live.restChosen(at: last, contentOffset: last - 30)
    let backAgain = live.contentMoved(to: last)
    let kept = live.settle(atOffset: last, in: track)
    #expect(!springsBack && backAgain == last && kept?.card == 11 && kept?.isNewCard == false)
    // A swipe from elsewhere that rests there reports the card at the offset.
    _ = live.settle(atOffset: track.offset(ofCard: 2), in: track)
    let releasedThere = live.restChosen(at: last, contentOffset: 0)
    let releasedReached = live.contentMoved(to: last)
    let released = live.settle(atOffset: last, in: track)
    #expect(!releasedThere && releasedReached == last && released?.card == atLast)
    // A chosen card that does not rest where the carousel came to rest is not reported.
    _ = live.settle(atOffset: track.offset(ofCard: 2), in: track)
    _ = live.restChosen(at: track.offset(ofCard: 3), contentOffset: 0, card: 3)
    let elsewhere = live.settle(atOffset: last, in: track)
    #expect(elsewhere?.card == atLast)
    // SwiftUI passes the card it chose; an out-of-range card never comes back.
    let chosen = live.settle(atOffset: last, in: track, chosen: 10)
    let outside = live.settle(atOffset: last, in: track, chosen: 40)
    #expect(chosen?.card == 10 && outside?.card == atLast)
  }

  @Test("a move on its way to a chosen card follows it through a batch update")
  func chosenCardThroughUpdate() throws {
    let configuration = CarouselConfiguration(visibleCards: .count(3))
    let before = try CarouselTrack(
      viewportWidth: 393, configuration: configuration, cardCount: 12)
    let after = try CarouselTrack(
      viewportWidth: 393, configuration: configuration, cardCount: 13)
    var live = LiveCarousel()
    let there = live.restChosen(at: before.offset(ofCard: 11), contentOffset: 0, card: 11)
    #expect(!there)
    // A card inserted at 0 while the move is on its way: card 11 is now card 12.
    let update = CarouselUpdate(from: 12, to: 13, [.insert(at: 0)])
    let answer = live.updated(update, from: before, to: after, atOffset: 0)
    #expect(answer.retargetOffset == after.offset(ofCard: 12))
    #expect(live.chosenCard == 12)
    let reached = live.contentMoved(to: after.maximumOffset)
    let settled = live.settle(atOffset: after.maximumOffset, in: after)
    #expect(reached == after.maximumOffset && settled?.card == 12)
  }

  @Test(
    "a reload while a move to a card is on its way keeps that card; a deleted one passes to the next"
  )
  func chosenCardThroughReloadAndDeletion() throws {
    let configuration = CarouselConfiguration(visibleCards: .count(3))
    let twelve = try CarouselTrack(viewportWidth: 393, configuration: configuration, cardCount: 12)
    let twenty = try CarouselTrack(viewportWidth: 393, configuration: configuration, cardCount: 20)
    var live = LiveCarousel()
    _ = live.restChosen(at: twelve.offset(ofCard: 11), contentOffset: 0, card: 11)
    // The section reloaded with 20 cards: the move still goes to card 11, now mid-carousel.
    let reload = live.updated(
      CarouselUpdate(from: 12, to: 20, [.reloadAll]), from: twelve, to: twenty, atOffset: 0)
    #expect(reload.retargetOffset == twenty.offset(ofCard: 11) && live.chosenCard == 11)
    // Card 11 deleted while the move is on its way: the card in its place is the one chosen.
    let nineteen = try CarouselTrack(
      viewportWidth: 393, configuration: configuration, cardCount: 19)
    let deletion = live.updated(
      CarouselUpdate(from: 20, to: 19, [.delete(at: 11)]), from: twenty, to: nineteen,
      atOffset: 0)
    #expect(deletion.retargetOffset == nineteen.offset(ofCard: 11) && live.chosenCard == 11)
  }

  @Test("a move waiting or on its way follows its card when a snapshot moves it")
  func movesFollowAMovedCard() throws {
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 12)
    var live = LiveCarousel()
    _ = live.restChosen(at: track.offset(ofCard: 9), contentOffset: 0, card: 9)
    let reorder = CarouselUpdate(from: 12, to: 12, [.move(from: 9, to: 2)])
    let answer = live.updated(reorder, from: track, to: track, atOffset: 0)
    #expect(answer.retargetOffset == track.offset(ofCard: 2) && live.chosenCard == 2)
    var waiting = LiveCarousel()
    waiting.move(toCard: 5, animated: true)
    _ = waiting.updated(
      CarouselUpdate(from: 12, to: 12, [.move(from: 5, to: 10)]), from: track, to: nil,
      atOffset: 0)
    #expect(waiting.pendingMove == LiveCarousel.MoveRequest(card: 10, animated: true))
  }

  @Test("the card the carousel rested on keeps its index through a batch update")
  func settledCardThroughUpdate() throws {
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 12)
    let more = try CarouselTrack(viewportWidth: 393, cardCount: 14)
    var live = LiveCarousel()
    _ = live.settle(atOffset: track.offset(ofCard: 5), in: track)
    // Two cards inserted before it: card 5 is card 7.
    _ = live.updated(
      CarouselUpdate(from: 12, to: 14, [.insert(at: 0), .insert(at: 3)]), from: track, to: more,
      atOffset: track.offset(ofCard: 5))
    #expect(live.settledCard == 7)
    // Resting there again is no new card (no selection haptic).
    let again = live.settle(atOffset: more.offset(ofCard: 7), in: more)
    #expect(again?.card == 7 && again?.isNewCard == false)
    // Moved by a diffable snapshot: it follows the move; every card gone: forgotten.
    _ = live.updated(
      CarouselUpdate(from: 14, to: 14, [.move(from: 7, to: 2)]), from: more, to: more,
      atOffset: more.offset(ofCard: 7))
    #expect(live.settledCard == 2)
    let none = try CarouselTrack(viewportWidth: 393, cardCount: 0)
    _ = live.updated(
      CarouselUpdate(from: 14, to: 0, [.reloadAll]), from: more, to: none, atOffset: 0)
    #expect(live.settledCard == nil)
  }

  @Test("a navigation request never moves behind the card at rest: next from the last card stays")
  func navigationFromTheCardAtRest() throws {
    let track = try CarouselTrack(
      viewportWidth: 393, configuration: CarouselConfiguration(visibleCards: .count(3)),
      cardCount: 12)
    let last = track.maximumOffset
    let firstAtLast = track.currentCard(atOffset: last)
    // The track alone goes back to the first card resting at the last offset.
    #expect(try track.targetCard(for: .nextCard, fromOffset: last) == firstAtLast)
    let next = LiveCarousel.targetCard(
      for: .nextCard, fromOffset: last, restingOn: 11, in: track)
    let nextPage = LiveCarousel.targetCard(
      for: .nextPage, fromOffset: last, restingOn: 11, in: track)
    let previous = LiveCarousel.targetCard(
      for: .previousCard, fromOffset: last, restingOn: 11, in: track)
    #expect(next == 11 && nextPage == 11)
    #expect(previous == (try track.targetCard(for: .previousCard, fromOffset: last)))
    // Elsewhere, and for absolute requests, the track's answer.
    let fromTwo = LiveCarousel.targetCard(
      for: .nextCard, fromOffset: track.offset(ofCard: 2), restingOn: 2, in: track)
    let first = LiveCarousel.targetCard(for: .first, fromOffset: last, restingOn: 11, in: track)
    let unknown = LiveCarousel.targetCard(
      for: .nextCard, fromOffset: last, restingOn: nil, in: track)
    #expect(fromTwo == 3 && first == 0 && unknown == firstAtLast)
    let empty = try CarouselTrack(viewportWidth: 393, cardCount: 0)
    #expect(LiveCarousel.targetCard(for: .nextCard, fromOffset: 0, restingOn: 0, in: empty) == nil)
    #expect(
      LiveCarousel.targetCard(for: .nextCard, fromOffset: .nan, restingOn: 0, in: track) == nil)
  }

  @Test("a scroll forgets the offset kept after a resize")
  func scrollForgetsKeptOffset() throws {
    var live = LiveCarousel()
    let wide = try CarouselTrack(viewportWidth: 852, cardCount: 20)
    let narrow = try CarouselTrack(viewportWidth: 393, cardCount: 20)
    let adjustment = live.resized(
      from: wide, to: narrow, fromOffset: wide.offset(ofCard: 7),
      toOffset: wide.offset(ofCard: 7))
    #expect(adjustment == narrow.offset(ofCard: 7) - wide.offset(ofCard: 7))
    #expect(live.keptOffset == narrow.offset(ofCard: 7))
    live.scrolled()
    #expect(live.keptOffset == nil)
  }

  @Test("a new approaching-end threshold forgets the count it fired at")
  func newThreshold() throws {
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 10)
    var live = LiveCarousel(approachingEndThreshold: 2)
    #expect(live.settle(atOffset: track.offset(ofCard: 8), in: track)?.approachingEnd == true)
    live.approachingEndThreshold = 2
    #expect(live.reportedEndAtCount == 10)
    live.approachingEndThreshold = -3
    #expect(live.approachingEndThreshold == 0 && live.reportedEndAtCount == nil)
    #expect(live.settle(atOffset: track.offset(ofCard: 9), in: track)?.approachingEnd == true)
  }
}

/// The checks the UIKit layout makes a moment after a rest or an update, and the rest after a
/// scroll without a glide.
@Suite struct LiveCarouselLaterChecksTests {
  @Test("a rest is still true a moment later only while the content is within half a point")
  func stillResting() {
    #expect(LiveCarousel.isStillResting(at: 300, contentOffset: 300.4))
    #expect(LiveCarousel.isStillResting(at: 300, contentOffset: 299.6))
    #expect(!LiveCarousel.isStillResting(at: 300, contentOffset: 300.5))
    #expect(!LiveCarousel.isStillResting(at: 300, contentOffset: 120))
  }

  @Test(
    "the card at rest: the card chosen when it shares the rest offset, else the card there",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func cardAtRest(direction: LayoutDirection) throws {
    // On a wide iPad the last cards cannot reach the leading edge: they share the last rest.
    let track = try CarouselTrack(
      viewportWidth: 1180, sizeClass: .regular, layoutDirection: direction, cardCount: 20)
    let last = track.offset(ofCard: 19)
    let sharing = (0..<20).filter { track.offset(ofCard: $0) == last }
    try #require(sharing.count > 1 && sharing.last == 19)
    let there = track.currentCard(atOffset: last)
    for chosen in sharing {
      #expect(LiveCarousel.cardAtRest(atOffset: last, in: track, chosen: chosen) == chosen)
    }
    // Half a point off (the pixel rounding of a scroll view) is still the same rest.
    #expect(LiveCarousel.cardAtRest(atOffset: last + 0.3, in: track, chosen: 19) == 19)
    // A card that rests elsewhere, or no card at all, is not reported.
    #expect(LiveCarousel.cardAtRest(atOffset: last, in: track, chosen: 3) == there)
    #expect(LiveCarousel.cardAtRest(atOffset: last, in: track, chosen: 25) == there)
    #expect(LiveCarousel.cardAtRest(atOffset: last, in: track, chosen: -1) == there)
    let fifth = track.offset(ofCard: 5)
    #expect(LiveCarousel.cardAtRest(atOffset: fifth, in: track, chosen: 19) == 5)
    #expect(LiveCarousel.cardAtRest(atOffset: fifth, in: track, chosen: 5) == 5)
    let empty = try CarouselTrack(viewportWidth: 1180, cardCount: 0)
    #expect(LiveCarousel.cardAtRest(atOffset: 0, in: empty, chosen: 0) == nil)
  }

  @Test("a redirected move starts only while it is still the rest chosen and not there yet")
  func retargetedMove() throws {
    var live = LiveCarousel()
    #expect(!live.startsRetargetedMove(to: 200, contentOffset: 0))
    #expect(live.restChosen(at: 200, contentOffset: 0) == false)
    #expect(live.startsRetargetedMove(to: 200, contentOffset: 0))
    #expect(!live.startsRetargetedMove(to: 200, contentOffset: 200))
    // Within half a point it is there: the move ends instead (the same tolerance as a rest).
    #expect(!live.startsRetargetedMove(to: 200, contentOffset: 200.3))
    #expect(live.endsRetargetedMove(at: 200, contentOffset: 200.3))
    // Another rest was chosen meanwhile.
    _ = live.restChosen(at: 400, contentOffset: 0)
    #expect(!live.startsRetargetedMove(to: 200, contentOffset: 0))
  }

  @Test("a scroll that ends between snap offsets rests on the nearest; at one, nothing moves")
  func restAfterScrolling() throws {
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 8)
    var live = LiveCarousel()
    // An offset kept after a resize, which the scroll makes stale.
    let wide = try CarouselTrack(viewportWidth: 852, cardCount: 8)
    _ = live.resized(from: wide, to: track, fromOffset: 0, toOffset: 0)
    #expect(live.keptOffset != nil)
    let between = track.offset(ofCard: 2) + 10
    #expect(live.restAfterScrolling(atOffset: between, in: track) == track.offset(ofCard: 2))
    #expect(live.keptOffset == nil)
    #expect(live.restAfterScrolling(atOffset: track.offset(ofCard: 2) + 0.4, in: track) == nil)
    #expect(live.restAfterScrolling(atOffset: .nan, in: track) == nil)
    let free = try CarouselTrack(
      viewportWidth: 393, configuration: CarouselConfiguration(scrolling: .free), cardCount: 8)
    #expect(live.restAfterScrolling(atOffset: between, in: free) == nil)
  }

  // MARK: - Rests across a new layout or an update before they are reported

  @Test("a rest reached is reported once, a moment later, only if the content is still there")
  func settleArrival() throws {
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 8)
    var live = LiveCarousel()
    let target = track.offset(ofCard: 3)
    #expect(live.settleArrival(contentOffset: target, in: track) == nil)
    _ = live.restChosen(at: target, contentOffset: 0)
    #expect(live.settleArrival(contentOffset: target, in: track) == nil)  // not there yet
    #expect(live.contentMoved(to: target) == target)
    let settled = live.settleArrival(contentOffset: target + 0.3, in: track)
    #expect(settled?.card == 3)
    #expect(live.settleArrival(contentOffset: target, in: track) == nil)  // once
    // A drag began before the report: the content left, nothing is reported.
    _ = live.restChosen(at: track.offset(ofCard: 5), contentOffset: 0)
    _ = live.contentMoved(to: track.offset(ofCard: 5))
    #expect(live.settleArrival(contentOffset: track.offset(ofCard: 5) - 40, in: track) == nil)
  }

  @Test(
    "a batch update between the arrival and its report: the rest moves with its card, the chosen card keeps its identity"
  )
  func updateBeforeTheReport() throws {
    // 12 cards, three visible: cards 9–11 share the last rest offset.
    let configuration = CarouselConfiguration(visibleCards: .count(3))
    let twelve = try CarouselTrack(
      viewportWidth: 393, configuration: configuration, cardCount: 12)
    var live = LiveCarousel()
    let last = twelve.maximumOffset
    _ = live.restChosen(at: last, contentOffset: 0, card: 11)
    #expect(live.contentMoved(to: last) == last)
    // Two cards arrive at the front before the report: card 11 is card 13 now.
    let fourteen = try CarouselTrack(
      viewportWidth: 393, configuration: configuration, cardCount: 14)
    _ = live.updated(
      CarouselUpdate(from: 12, to: 14, [.insert(at: 0), .insert(at: 1)]), from: twelve,
      to: fourteen, atOffset: last)
    let kept = try #require(live.keptOffset)
    #expect(live.arrivedOffset == kept)
    #expect(live.chosenCard == 13)
    let settled = live.settleArrival(contentOffset: kept, in: fourteen)
    #expect(settled?.card == 13)
  }

  @Test(
    "a resize while a move is on its way: it heads for its card in the new layout, and settles there"
  )
  func resizeMidMove() throws {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let wide = try CarouselTrack(viewportWidth: 852, layoutDirection: direction, cardCount: 20)
      let narrow = try CarouselTrack(viewportWidth: 393, layoutDirection: direction, cardCount: 20)
      var live = LiveCarousel()
      live.move(toCard: 12, animated: true)
      let taken = live.takeMove(in: wide)
      let move = try #require(taken)
      _ = live.restChosen(at: move.offset, contentOffset: wide.offset(ofCard: 2), card: move.card)
      // Halfway there, the window narrows.
      let midway = wide.offset(ofCard: 6)
      let adjustment = live.resized(from: wide, to: narrow, fromOffset: midway, toOffset: midway)
      let adjusted = midway + (adjustment ?? 0)
      let content = live.rebuilt(narrow, previous: wide, atOffset: adjusted) ?? adjusted
      #expect(narrow.currentCard(atOffset: content) == 6, "\(direction)")
      let redirect = live.takeRedirect()
      #expect(redirect == narrow.offset(ofCard: 12), "\(direction)")
      #expect(live.takeRedirect() == nil)
      #expect(live.startsRetargetedMove(to: narrow.offset(ofCard: 12), contentOffset: content))
      #expect(live.contentMoved(to: narrow.offset(ofCard: 12)) == narrow.offset(ofCard: 12))
      let settled = live.settleArrival(contentOffset: narrow.offset(ofCard: 12), in: narrow)
      #expect(settled?.card == 12, "\(direction)")
      #expect(settled?.isMoveInCode == true, "\(direction): still a move in code, no haptic")
    }
  }

  @Test(
    "a resize late in a move puts the content on its card's new rest offset: the redirected move ends there, in either order of the adjustment"
  )
  func resizeLateInMove() throws {
    let wide = try CarouselTrack(viewportWidth: 852, cardCount: 20)
    let narrow = try CarouselTrack(viewportWidth: 393, cardCount: 20)
    let late = wide.offset(ofCard: 3) - 100  // card 3 is the card at the content
    for appliedFirst in [true, false] {
      var live = LiveCarousel()
      _ = live.restChosen(at: wide.offset(ofCard: 3), contentOffset: 0, card: 3)
      let resized = live.resized(from: wide, to: narrow, fromOffset: late, toOffset: late)
      let adjustment = try #require(resized)
      let offset = appliedFirst ? late + adjustment : late
      let written = live.rebuilt(narrow, previous: wide, atOffset: offset) ?? offset
      let content = appliedFirst ? written : written + adjustment
      #expect(content == narrow.offset(ofCard: 3), "applied first: \(appliedFirst)")
      let taken = live.takeRedirect()
      let redirect = try #require(taken)
      #expect(redirect == content)
      #expect(!live.startsRetargetedMove(to: redirect, contentOffset: content))
      #expect(live.endsRetargetedMove(at: redirect, contentOffset: content))
      // Reported once, whether a bounds change or the redirect's turn reports it.
      #expect(live.contentMoved(to: content) == content)
      #expect(live.endsRetargetedMove(at: redirect, contentOffset: content))
      #expect(live.settleArrival(contentOffset: content, in: narrow)?.card == 3)
      #expect(live.contentMoved(to: content) == nil)
    }
    // Another rest chosen meanwhile, or a drag that took the content away: nothing ends.
    var live = LiveCarousel()
    _ = live.restChosen(at: 500, contentOffset: 0)
    #expect(!live.endsRetargetedMove(at: 200, contentOffset: 200))
    _ = live.restChosen(at: 200, contentOffset: 0)
    #expect(!live.endsRetargetedMove(at: 200, contentOffset: 180))
  }

  @Test(
    "a move in code keeps counting as one (no haptic) when a batch update or a new layout moves its rest before it is reported"
  )
  func moveInCodeAcrossUpdatesAndLayouts() throws {
    let ten = try CarouselTrack(viewportWidth: 393, cardCount: 10)
    let twelve = try CarouselTrack(viewportWidth: 393, cardCount: 12)
    let wide = try CarouselTrack(viewportWidth: 852, cardCount: 10)
    let insertTwo = CarouselUpdate(from: 10, to: 12, [.insert(at: 0), .insert(at: 1)])
    /// A carousel shown at card 0, sent to card 5 in code, the content at `content`.
    func sentToFive(contentAt content: (CGFloat) -> CGFloat) -> (LiveCarousel, CGFloat) {
      var live = LiveCarousel()
      live.begin(atOffset: 0, in: ten)
      live.move(toCard: 5, animated: true)
      let offset = ten.offset(ofCard: 5)
      _ = live.takeMove(in: ten)
      _ = live.restChosen(at: offset, contentOffset: 0, card: 5)
      let at = content(offset)
      _ = live.contentMoved(to: at)
      return (live, at)
    }
    // Arrived, then two cards arrive at the front before the report: card 5 is card 7 now.
    var (live, content) = sentToFive { $0 }
    _ = live.updated(insertTwo, from: ten, to: twelve, atOffset: content)
    var kept = try #require(live.keptOffset)
    var settled = live.settleArrival(contentOffset: kept, in: twelve)
    #expect(settled?.card == 7)
    #expect(settled?.isMoveInCode == true, "arrived, then a batch update")
    // On its way, then the same update: the move heads for card 7 and arrives there.
    (live, content) = sentToFive { $0 / 2 }
    let answer = live.updated(insertTwo, from: ten, to: twelve, atOffset: content)
    let retarget = try #require(answer.retargetOffset)
    #expect(retarget == twelve.offset(ofCard: 7))
    _ = live.contentMoved(to: retarget)
    settled = live.settleArrival(contentOffset: retarget, in: twelve)
    #expect(settled?.card == 7)
    #expect(settled?.isMoveInCode == true, "on its way, then a batch update")
    // Arrived, then the window widens before the report.
    (live, content) = sentToFive { $0 }
    let adjustment = live.resized(from: ten, to: wide, fromOffset: content, toOffset: content)
    kept = (live.rebuilt(wide, previous: ten, atOffset: content) ?? content) + (adjustment ?? 0)
    #expect(kept == wide.offset(ofCard: 5))
    settled = live.settleArrival(contentOffset: kept, in: wide)
    #expect(settled?.card == 5)
    #expect(settled?.isMoveInCode == true, "arrived, then a new layout")
  }

  @Test("a release gliding to a rest when the direction flips heads for the same card, mirrored")
  func directionFlipMidGlide() throws {
    let ltr = try CarouselTrack(viewportWidth: 393, cardCount: 10)
    let rtl = try CarouselTrack(viewportWidth: 393, layoutDirection: .rightToLeft, cardCount: 10)
    var live = LiveCarousel()
    _ = live.restChosen(at: ltr.offset(ofCard: 4), contentOffset: ltr.offset(ofCard: 3))
    _ = live.rebuilt(rtl, previous: ltr, atOffset: ltr.offset(ofCard: 3) + 20)
    #expect(live.restingOffset == rtl.offset(ofCard: 4))
    #expect(live.takeRedirect() == rtl.offset(ofCard: 4))
    // The same layout again: nothing to redirect.
    _ = live.rebuilt(rtl, previous: rtl, atOffset: rtl.offset(ofCard: 3))
    #expect(live.takeRedirect() == nil)
  }

  @Test("a navigation to where the carousel rests does nothing, unless it names another card there")
  func navigationChoosesRest() throws {
    var live = LiveCarousel()
    let track = try CarouselTrack(
      viewportWidth: 393, configuration: CarouselConfiguration(visibleCards: .count(3)),
      cardCount: 12)
    let last = track.maximumOffset
    live.begin(atOffset: last, in: track)
    let atRest = try #require(live.settledCard)
    #expect(live.navigationChoosesRest(at: last, card: 11, contentOffset: 0))
    #expect(!live.navigationChoosesRest(at: last, card: atRest, contentOffset: last))
    #expect(!live.navigationChoosesRest(at: last, card: nil, contentOffset: last))
    #expect(live.navigationChoosesRest(at: last, card: 11, contentOffset: last))
  }

  @Test("a newer rest chosen before the last one is reported: only the newer one is reported")
  func newerRestBeforeTheReport() throws {
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 8)
    var live = LiveCarousel()
    let a = track.offset(ofCard: 2)
    let b = track.offset(ofCard: 5)
    _ = live.restChosen(at: a, contentOffset: 0)
    #expect(live.contentMoved(to: a) == a)
    // A page-control move to card 5 before the report of card 2's rest.
    _ = live.restChosen(at: b, contentOffset: a, card: 5)
    #expect(live.settleArrival(contentOffset: a, in: track) == nil)
    #expect(live.contentMoved(to: b) == b)
    let settled = live.settleArrival(contentOffset: b, in: track)
    #expect(settled?.card == 5)
  }

  @Test("an update with no layout keeps no offset an earlier resize kept")
  func updateWithoutLayoutForgetsTheKeptOffset() throws {
    let wide = try CarouselTrack(viewportWidth: 852, cardCount: 8)
    let narrow = try CarouselTrack(viewportWidth: 393, cardCount: 8)
    var live = LiveCarousel()
    _ = live.resized(from: wide, to: narrow, fromOffset: wide.offset(ofCard: 3), toOffset: 0)
    #expect(live.keptOffset != nil)
    _ = live.updated(
      CarouselUpdate(from: 8, to: 9, [.insert(at: 0)]), from: nil, to: nil, atOffset: 0)
    #expect(live.keptOffset == nil)
  }

  @Test("an adjustment still to come is undone when the new layout keeps the content where it is")
  func adjustmentUndone() throws {
    // Cards of a fixed width rest at the same offsets at any width; the layout the adjustment
    // was computed for (with a safe area UIKit updates later) had cards of another width.
    let fixed = CarouselConfiguration(visibleCards: .cardWidth(200))
    let wide = try CarouselTrack(viewportWidth: 852, configuration: fixed, cardCount: 20)
    let narrow = try CarouselTrack(viewportWidth: 393, configuration: fixed, cardCount: 20)
    let lagging = try CarouselTrack(viewportWidth: 300, cardCount: 20)
    var live = LiveCarousel()
    let offset = wide.offset(ofCard: 5)
    #expect(narrow.offset(ofCard: 5) == offset)
    let resized = live.resized(from: wide, to: lagging, fromOffset: offset, toOffset: offset)
    let adjustment = try #require(resized)
    #expect(adjustment != 0)
    // UIKit adds the adjustment after this prepare(): the content must land on card 5.
    let moved = live.rebuilt(narrow, previous: wide, atOffset: offset)
    #expect(moved.map { $0 + adjustment } == offset)
  }
}
