import CarouselLayout
import Foundation
import Testing

/// Anchors keep the card at rest in place across layout and data changes.
@Suite struct AnchorTests {
  typealias F = ScrollingFixtures

  @Test("rotation 393 → 852 keeps card 3 at the leading inset")
  func rotation() throws {
    let portrait = try F.carousel(width: 393, count: 12)
    let landscape = try F.carousel(width: 852, count: 12)
    let anchor = try portrait.track.anchor(atOffset: 1083)
    #expect(anchor == CarouselAnchor(card: 3, fraction: 0))
    // 852 compact: w = 852 − 16 − 24 = 812, pitch 820.
    #expect(try landscape.track.offset(restoring: anchor) == 2460)
    #expect(try landscape.track.targetOffset(keepingCardAt: 1083, in: portrait.track) == 2460)
    #expect(landscape.frame(ofCard: 3).minX - 2460 == 16)
    // And back.
    #expect(try portrait.track.targetOffset(keepingCardAt: 2460, in: landscape.track) == 1083)
  }

  @Test("mid-scroll anchors scale with the pitch when scrolling freely")
  func midScroll() throws {
    let portrait = try F.carousel(width: 393, scrolling: .free, count: 12)
    let landscape = try F.carousel(width: 852, scrolling: .free, count: 12)
    // A quarter of a pitch past card 3: 1083 + 90.25.
    let anchor = try portrait.track.anchor(atOffset: 1173.25)
    #expect(anchor.card == 3 && abs(anchor.fraction - 0.25) < 1e-12)
    #expect(abs(try landscape.track.offset(restoring: anchor) - (2460 + 205)) < 1e-9)
    // A quarter of a pitch before card 3 anchors on card 3 with a negative fraction.
    let before = try portrait.track.anchor(atOffset: 1083 - 90.25)
    #expect(before.card == 3 && abs(before.fraction + 0.25) < 1e-12)
    // Snapping rounds a mid-scroll anchor to the nearest snap offset.
    let snapping = try F.carousel(width: 852, count: 12)
    #expect(try snapping.track.offset(restoring: anchor) == 2460)
  }

  @Test("size class 1 → 2 → 3 visible cards keeps the card at rest")
  func sizeClasses() throws {
    let compact = try F.carousel(width: 393, count: 12)
    let two = try F.carousel(width: 820, sizeClass: .regular, count: 12)
    let three = try F.carousel(width: 1180, sizeClass: .regular, count: 12)
    #expect(two.track.cardsPerPage == 2 && three.track.cardsPerPage == 3)
    let atTwo = try two.track.targetOffset(
      keepingCardAt: compact.track.offset(ofCard: 5), in: compact.track)
    #expect(atTwo == two.track.offset(ofCard: 5))
    #expect(two.track.currentCard(atOffset: atTwo) == 5)
    let atThree = try three.track.targetOffset(keepingCardAt: atTwo, in: two.track)
    #expect(atThree == three.track.offset(ofCard: 5))
    // The last card in compact becomes the last snap offset (cards 10–11) in regular.
    let end = try two.track.targetOffset(
      keepingCardAt: compact.track.offset(ofCard: 11), in: compact.track)
    #expect(end == two.track.maximumOffset)
    // The end in three-up (cards 9–11) comes back as card 9 in compact.
    let back = try compact.track.targetOffset(
      keepingCardAt: three.track.maximumOffset, in: three.track)
    #expect(back == compact.track.offset(ofCard: 9))
  }

  @Test("new heights (×1.5) leave the offset alone")
  func heights() throws {
    let before = try F.carousel(count: 12)
    let tall = CardMeasurement(header: 84, body: 180, footer: 66)
    let after = try F.carousel(count: 12, card: tall)
    #expect(after.containerHeight == before.containerHeight * 1.5)
    for card in 0..<12 {
      let offset = before.track.offset(ofCard: card)
      #expect(try after.track.targetOffset(keepingCardAt: offset, in: before.track) == offset)
    }
  }

  @Test("cards inserted or removed before the anchor")
  func dataChanges() throws {
    let anchor = CarouselAnchor(card: 3, fraction: 0.25)
    #expect(anchor.adjusted(insertingCardsAt: [0, 1]) == CarouselAnchor(card: 5, fraction: 0.25))
    #expect(anchor.adjusted(insertingCardsAt: [3]) == CarouselAnchor(card: 4, fraction: 0.25))
    #expect(anchor.adjusted(insertingCardsAt: [4, 9]) == anchor)
    // Inserted indices are final indices: 0 and 4 both land before the card (now at 5).
    #expect(anchor.adjusted(insertingCardsAt: [0, 4]) == CarouselAnchor(card: 5, fraction: 0.25))
    #expect(anchor.adjusted(removingCardsAt: [0]) == CarouselAnchor(card: 2, fraction: 0.25))
    #expect(anchor.adjusted(removingCardsAt: [4, 7]) == anchor)
    // The anchored card itself removed: its successor takes its place, at rest.
    #expect(anchor.adjusted(removingCardsAt: [1, 3]) == CarouselAnchor(card: 2, fraction: 0))

    let before = try F.carousel(count: 12)
    let after = try F.carousel(count: 14)
    let moved = try before.track.anchor(atOffset: 1083).adjusted(insertingCardsAt: [0, 1])
    #expect(try after.track.offset(restoring: moved) == after.track.offset(ofCard: 5))
    // Removing the last cards clamps the anchor to the new last card.
    let fewer = try F.carousel(count: 4)
    let last = try before.track.anchor(atOffset: before.track.maximumOffset)
      .adjusted(removingCardsAt: IndexSet(4..<12))
    #expect(try fewer.track.offset(restoring: last) == fewer.track.maximumOffset)
  }

  @Test("right to left: the same anchor, mirrored offsets")
  func rightToLeft() throws {
    let ltr = try F.carousel(width: 393, count: 12)
    let rtl = try F.carousel(width: 393, direction: .rightToLeft, count: 12)
    let rtlLandscape = try F.carousel(width: 852, direction: .rightToLeft, count: 12)
    let anchor = try rtl.track.anchor(atOffset: rtl.track.maximumOffset - 1083)
    #expect(anchor == (try ltr.track.anchor(atOffset: 1083)))
    let restored = try rtlLandscape.track.offset(restoring: anchor)
    #expect(restored == rtlLandscape.track.maximumOffset - 2460)
    // Card 3's right edge sits at the trailing-side inset from the viewport's right edge.
    #expect(852 - (rtlLandscape.frame(ofCard: 3).maxX - restored) == 16)
  }

  @Test("no cards, and a fraction that is not finite")
  func edges() throws {
    let empty = try F.carousel(count: 0)
    #expect(try empty.track.anchor(atOffset: 50) == .start)
    // Cards inserted into an empty carousel leave it at the start, not at the last new card.
    let start = try empty.track.anchor(atOffset: 0).adjusted(insertingCardsAt: [0, 1, 2])
    #expect(start.card == 0)
    #expect(try F.carousel(count: 3).track.offset(restoring: start) == 0)
    #expect(try empty.track.offset(restoring: CarouselAnchor(card: 7)) == 0)
    #expect(throws: CarouselLayoutError.self) { try empty.track.anchor(atOffset: .nan) }
    let carousel = try F.carousel()
    #expect(throws: CarouselLayoutError.self) {
      try carousel.track.offset(restoring: CarouselAnchor(card: 1, fraction: .infinity))
    }
  }

  @Test(
    "a batch update: removals then insertions, the inserted card taking a removed last card's place"
  )
  func batchUpdate() throws {
    let cards = try F.carousel(width: 393, count: 5)
    let last = try cards.track.anchor(atOffset: cards.track.offset(ofCard: 4))
    #expect(last.card == 4)
    // The last card removed and a card inserted at its index: the inserted card is at rest.
    let replaced = last.adjusted(removingCardsAt: [4], insertingCardsAt: [4], survivingCards: 4)
    #expect(try cards.track.offset(restoring: replaced) == cards.track.offset(ofCard: 4))
    // The last card removed and nothing inserted there: the new last card.
    let removed = last.adjusted(removingCardsAt: [4], insertingCardsAt: [0], survivingCards: 4)
    #expect(removed.card == 5)
    #expect(try cards.track.offset(restoring: removed) == cards.track.offset(ofCard: 4))
    // Every card removed: the new cards start at rest on card 0, whatever was inserted.
    let fresh = last.adjusted(
      removingCardsAt: 0..<5, insertingCardsAt: [0, 1, 2], survivingCards: 0)
    #expect(fresh == CarouselAnchor(card: 0))
    // A card before the one at rest removed and another inserted before it: same card.
    let kept = try cards.track.anchor(atOffset: cards.track.offset(ofCard: 2))
      .adjusted(removingCardsAt: [0], insertingCardsAt: [1], survivingCards: 4)
    #expect(kept.card == 2)
  }
}
