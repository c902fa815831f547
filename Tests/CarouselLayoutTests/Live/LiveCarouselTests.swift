import CarouselLayout
import Foundation
import Testing

/// `LiveCarousel`: the settle and approaching-end events both adapters report.
@Suite struct LiveCarouselTests {
  typealias Settlement = LiveCarousel.Settlement

  /// Whether approaching the end fires when `live` rests on each card of `cards`, in order.
  static func fires(
    _ live: inout LiveCarousel, resting cards: some Sequence<Int>, on track: CarouselTrack
  ) -> [Bool] {
    cards.map { card in
      live.settle(atOffset: track.offset(ofCard: card), in: track)?.approachingEnd ?? false
    }
  }

  @Test("the example: resting on card 17 of 20 with threshold 3 loads more, once")
  func example() throws {
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 20)
    var live = LiveCarousel(approachingEndThreshold: 3)
    let settlement = live.settle(atOffset: track.offset(ofCard: 17), in: track)
    #expect(settlement == Settlement(card: 17, approachingEnd: true))
    #expect(live.reportedEndAtCount == 20)
    // Resting there again, or further on, does not ask again for the same 20 cards.
    #expect(Self.fires(&live, resting: [17, 19], on: track) == [false, false])
  }

  @Test("it fires at the threshold, not before; again once the app has added cards")
  func oncePerCount() throws {
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 20)
    var live = LiveCarousel(approachingEndThreshold: 3)
    // In compact width one card is fully visible at rest: the card at rest.
    let first = Self.fires(&live, resting: 0...16, on: track)
    #expect(first == Array(repeating: false, count: 16) + [true])
    let grown = try CarouselTrack(viewportWidth: 393, cardCount: 40)
    #expect(Self.fires(&live, resting: [16, 36], on: grown) == [false, true])
    #expect(live.reportedEndAtCount == 40)
  }

  @Test("in regular width the last fully visible card counts, not the card at rest")
  func regularWidth() throws {
    let track = try CarouselTrack(viewportWidth: 1180, sizeClass: .regular, cardCount: 20)
    let visible = track.fullyVisibleCards(atOffset: track.offset(ofCard: 13))
    #expect(visible.count == 3 && visible.lowerBound == 13)
    var live = LiveCarousel(approachingEndThreshold: 3)
    // Cards 13–15 are fully visible: 15 < 16, not yet; resting on 14 shows 16.
    #expect(Self.fires(&live, resting: [13, 14], on: track) == [false, true])
    // At the end of the scroll range the card at rest is the last snap offset's.
    var atEnd = LiveCarousel(approachingEndThreshold: 0)
    let end = atEnd.settle(atOffset: track.maximumOffset, in: track)
    let last = track.currentCard(atOffset: track.maximumOffset)
    #expect(end == Settlement(card: last, approachingEnd: true))
  }

  @Test("right to left: the same cards, mirrored offsets")
  func rightToLeft() throws {
    let track = try CarouselTrack(viewportWidth: 393, layoutDirection: .rightToLeft, cardCount: 8)
    #expect(track.offset(ofCard: 0) == track.maximumOffset)
    var live = LiveCarousel(approachingEndThreshold: 2)
    #expect(Self.fires(&live, resting: [4, 5], on: track) == [false, true])
  }

  @Test("a new card: counted from the card shown first; not on the same card; yes on another")
  func newCard() throws {
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 10)
    var live = LiveCarousel()
    // Nothing known yet: the first rest has nothing to differ from.
    #expect(live.settle(atOffset: track.offset(ofCard: 0), in: track)?.isNewCard == false)
    #expect(live.settle(atOffset: track.offset(ofCard: 4), in: track)?.isNewCard == true)
    #expect(live.settledCard == 4)
    #expect(live.settle(atOffset: track.offset(ofCard: 4) + 3, in: track)?.isNewCard == false)
    #expect(live.settle(atOffset: track.offset(ofCard: 3), in: track)?.isNewCard == true)
    // Laid out at card 0: the first swipe to card 1 is a new card, and plays the haptic.
    var shown = LiveCarousel()
    shown.begin(atOffset: track.offset(ofCard: 0), in: track)
    shown.begin(atOffset: track.offset(ofCard: 7), in: track)  // known already: no change
    #expect(shown.settledCard == 0)
    let settled = shown.settle(atOffset: track.offset(ofCard: 1), in: track)
    let first = try #require(settled)
    #expect(first.isNewCard && first.playsSelectionFeedback)
  }

  @Test("a move in code rests on a new card without the haptic; a person's rest after it plays")
  func moveInCode() throws {
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 10)
    var live = LiveCarousel()
    live.begin(atOffset: 0, in: track)
    live.move(toCard: 6, animated: true)
    let taken = live.takeMove(in: track)
    let move = try #require(taken)
    let arrived = live.restChosen(at: move.offset, contentOffset: 0)
    #expect(!arrived)
    let codedRest = live.settle(atOffset: move.offset, in: track)
    let coded = try #require(codedRest)
    #expect(coded.isNewCard && coded.isMoveInCode && !coded.playsSelectionFeedback)
    // A person redirects a move in code on its way: their rest plays.
    live.move(toCard: 2, animated: true)
    _ = live.takeMove(in: track)
    let there = live.restChosen(at: track.offset(ofCard: 7), contentOffset: move.offset + 50)
    #expect(!there)
    let chosenRest = live.settle(atOffset: track.offset(ofCard: 7), in: track)
    let chosen = try #require(chosenRest)
    #expect(chosen.isNewCard && !chosen.isMoveInCode && chosen.playsSelectionFeedback)
  }

  @Test("without a threshold only the card is reported; without cards nothing is")
  func quietCases() throws {
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 3)
    var live = LiveCarousel()
    let settlement = live.settle(atOffset: track.offset(ofCard: 2), in: track)
    #expect(settlement == Settlement(card: 2, approachingEnd: false))
    #expect(live.reportedEndAtCount == nil)
    var negative = LiveCarousel(approachingEndThreshold: -5)
    #expect(negative.approachingEndThreshold == 0)
    #expect(Self.fires(&negative, resting: [1, 2], on: track) == [false, true])
    let empty = try CarouselTrack(viewportWidth: 393, cardCount: 0)
    let none = negative.settle(atOffset: 0, in: empty)
    let notANumber = negative.settle(atOffset: .nan, in: track)
    #expect(none == nil && notANumber == nil)
  }

  // MARK: - Rebuilds

  @Test("a new width keeps the card at rest, in both directions and in several steps")
  func newWidthKeepsTheCard() throws {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      var live = LiveCarousel()
      var track = try CarouselTrack(viewportWidth: 852, layoutDirection: direction, cardCount: 20)
      var offset = track.offset(ofCard: 7)
      for width in [393, 600, 320, 1180, 852] as [CGFloat] {
        let next = try CarouselTrack(
          viewportWidth: width, sizeClass: width > 1000 ? .regular : .compact,
          layoutDirection: direction, cardCount: 20)
        offset = live.rebuilt(next, previous: track, atOffset: offset) ?? offset
        #expect(next.currentCard(atOffset: offset) == 7, "\(direction), width \(width)")
        #expect(offset == next.offset(ofCard: 7), "\(direction), width \(width)")
        track = next
      }
    }
  }

  @Test("a layout lost on the way (no width for a moment) comes back on the same card")
  func lostLayout() throws {
    var live = LiveCarousel()
    let landscape = try CarouselTrack(viewportWidth: 852, cardCount: 20)
    #expect(live.rebuilt(nil, previous: landscape, atOffset: landscape.offset(ofCard: 7)) == nil)
    #expect(live.anchorWithoutLayout?.card == 7)
    let portrait = try CarouselTrack(viewportWidth: 393, cardCount: 20)
    let target = live.rebuilt(portrait, previous: nil, atOffset: landscape.offset(ofCard: 7))
    #expect(target == portrait.offset(ofCard: 7) && target == 2527)
    #expect(live.anchorWithoutLayout == nil)
    // Fewer cards when it comes back: the last one. A new direction meanwhile: the same card,
    // mirrored.
    _ = live.rebuilt(nil, previous: landscape, atOffset: landscape.offset(ofCard: 18))
    let fewer = try CarouselTrack(viewportWidth: 393, cardCount: 5)
    #expect(live.rebuilt(fewer, previous: nil, atOffset: 0) == fewer.offset(ofCard: 4))
    _ = live.rebuilt(nil, previous: landscape, atOffset: landscape.offset(ofCard: 7))
    let mirrored = try CarouselTrack(
      viewportWidth: 393, layoutDirection: .rightToLeft, cardCount: 20)
    #expect(live.rebuilt(mirrored, previous: nil, atOffset: 0) == mirrored.offset(ofCard: 7))
    // Without a lost layout, the first cards open at card 0 only from offset 0.
    var fresh = LiveCarousel()
    let rtl = try CarouselTrack(viewportWidth: 393, layoutDirection: .rightToLeft, cardCount: 5)
    #expect(fresh.rebuilt(rtl, previous: nil, atOffset: 0) == rtl.restOffset)
    #expect(fresh.rebuilt(portrait, previous: nil, atOffset: 0) == nil)
    #expect(fresh.rebuilt(portrait, previous: nil, atOffset: 800) == nil)
  }

  @Test("no cards forget the card; a new direction keeps it, mirrored; the same layout stays")
  func otherRebuilds() throws {
    var live = LiveCarousel()
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 20)
    _ = live.rebuilt(nil, previous: track, atOffset: track.offset(ofCard: 5))
    let empty = try CarouselTrack(viewportWidth: 393, cardCount: 0)
    #expect(live.rebuilt(empty, previous: nil, atOffset: 0) == nil)
    #expect(live.anchorWithoutLayout == nil)
    #expect(live.rebuilt(track, previous: empty, atOffset: 0) == nil)  // LTR: 0 is card 0
    let mirrored = try CarouselTrack(
      viewportWidth: 393, layoutDirection: .rightToLeft, cardCount: 20)
    #expect(
      live.rebuilt(mirrored, previous: track, atOffset: track.offset(ofCard: 5))
        == mirrored.offset(ofCard: 5))
    // Every card of a six-card carousel, both ways (the playground's direction switch).
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let from = try CarouselTrack(viewportWidth: 393, layoutDirection: direction, cardCount: 6)
      let to = try CarouselTrack(
        viewportWidth: 393,
        layoutDirection: direction == .leftToRight ? .rightToLeft : .leftToRight,
        cardCount: 6)
      for card in 0..<6 {
        let before = from.offset(ofCard: card)
        let offset = live.rebuilt(to, previous: from, atOffset: before) ?? before
        #expect(offset == to.offset(ofCard: card), "\(direction) card \(card)")
      }
    }
    #expect(live.rebuilt(track, previous: track, atOffset: track.offset(ofCard: 5)) == nil)
    #expect(live.rebuilt(track, previous: track, atOffset: .nan) == nil)
  }
  @Test(
    "a safe area that arrives after the size: the card at rest survives the stale layout",
    arguments: [LayoutDirection.leftToRight, .rightToLeft], [false, true])
  func safeAreaAfterTheSize(direction: LayoutDirection, adjustmentFirst: Bool) throws {
    // An iPad split view from 1 180 to 820 points, resting on card 6. UIKit's order: the
    // bounds change (`resized`), then `prepare()` (`rebuilt`), with the adjustment added before
    // or after it; the collection view still overhangs its shrunk parent, so the first layout
    // sees a trailing safe area of 360 points (460 usable); the right one arrives next.
    func track(_ width: CGFloat) throws -> CarouselTrack {
      try CarouselTrack(
        viewportWidth: width, sizeClass: width > 1000 ? .regular : .compact,
        layoutDirection: direction, cardCount: 20)
    }
    let wide = try track(1180)
    let stale = try track(460)
    let right = try track(820)
    var live = LiveCarousel()
    var offset = wide.offset(ofCard: 6)
    let resize = live.resized(from: wide, to: stale, fromOffset: offset, toOffset: offset)
    let adjustment = try #require(resize)
    if adjustmentFirst { offset += adjustment }
    offset = live.rebuilt(stale, previous: wide, atOffset: offset) ?? offset
    if !adjustmentFirst { offset += adjustment }
    #expect(offset == stale.offset(ofCard: 6), "\(direction)")
    live.prepared()
    offset = live.rebuilt(right, previous: stale, atOffset: offset) ?? offset
    #expect(offset == right.offset(ofCard: 6), "\(direction)")
    #expect(right.currentCard(atOffset: offset) == 6, "\(direction)")
  }

  @Test("portrait after landscape, with no usable width until the safe area arrives")
  func noWidthUntilTheSafeArea() throws {
    // 852 × 393 resting on card 7, back to 393 × 852: the first layout has 393 − 459 points,
    // none at all; the adapter has no track for it.
    let landscape = try CarouselTrack(viewportWidth: 852, cardCount: 20)
    let portrait = try CarouselTrack(viewportWidth: 393, cardCount: 20)
    var live = LiveCarousel()
    let offset = landscape.offset(ofCard: 7)
    #expect(live.resized(from: landscape, to: nil, fromOffset: offset, toOffset: offset) == nil)
    #expect(live.rebuilt(nil, previous: landscape, atOffset: offset) == nil)
    live.prepared()
    // The content stays at 5 740 meanwhile; the right layout brings card 7 back to 2 527.
    #expect(live.rebuilt(portrait, previous: nil, atOffset: offset) == 2527)
    #expect(portrait.currentCard(atOffset: 2527) == 7)
  }
}
