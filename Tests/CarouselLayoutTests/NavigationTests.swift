import CarouselLayout
import Foundation
import Testing

/// Navigation, keyboard, VoiceOver and the page indicator.
@Suite struct NavigationTests {
  typealias F = ScrollingFixtures

  // MARK: - Navigation

  static let compactRows: [(CarouselNavigation, from: CGFloat, card: Int)] = [
    (.nextCard, 0, 1),
    (.previousCard, 0, 0),
    (.previousCard, 361, 0),
    (.nextCard, 1436, 4),
    (.nextCard, 100, 1),  // between cards 0 and 1
    (.previousCard, 100, 0),
    (.nextCard, 361.4, 2),  // a pixel-rounded rest on card 1
    (.nextPage, 0, 1),
    (.previousPage, 1083, 2),
    (.first, 1083, 0),
    (.last, 0, 4),
    (.card(3), 0, 3),
    (.card(99), 0, 4),
    (.card(-2), 722, 0),
    (.page(2), 0, 2),
    (.page(99), 0, 4),
  ]

  @Test("compact: one card is one page", arguments: compactRows)
  func compact(navigation: CarouselNavigation, from offset: CGFloat, card: Int) throws {
    for direction in LayoutDirection.allCases {
      let carousel = try F.carousel(direction: direction)
      let from = direction == .leftToRight ? offset : 1436 - offset
      #expect(try carousel.track.targetCard(for: navigation, fromOffset: from) == card)
      #expect(
        try carousel.track.targetOffset(for: navigation, fromOffset: from)
          == carousel.track.offset(ofCard: card))
    }
  }

  @Test("regular: pages of two cards, the last page at the end of the range")
  func regular() throws {
    let carousel = try F.carousel(width: 820, sizeClass: .regular, count: 12)
    #expect(carousel.track.pageCount == 6)
    #expect(try carousel.track.targetCard(for: .nextPage, fromOffset: 0) == 2)
    #expect(
      try carousel.track.targetCard(for: .nextPage, fromOffset: carousel.track.offset(ofCard: 9))
        == 10)
    #expect(
      try carousel.track.targetCard(
        for: .previousPage, fromOffset: carousel.track.offset(ofCard: 5)) == 3)
    #expect(try carousel.track.targetCard(for: .previousPage, fromOffset: 392) == 0)
    #expect(carousel.track.currentPage(atOffset: 0) == 0)
    #expect(carousel.track.currentPage(atOffset: carousel.track.offset(ofCard: 5)) == 2)
    #expect(carousel.track.currentPage(atOffset: carousel.track.maximumOffset) == 5)
    #expect(carousel.track.offset(ofPage: 5) == carousel.track.maximumOffset)
    #expect(carousel.track.offset(ofPage: 1) == 784)
    #expect(carousel.track.fullyVisibleCards(atOffset: 0) == 0..<2)
    #expect(carousel.track.fullyVisibleCards(atOffset: carousel.track.maximumOffset) == 10..<12)
    #expect(carousel.track.fullyVisibleCards(atOffset: 200) == 1..<2)
  }

  @Test("revealing a focused card scrolls only when it is not fully visible")
  func reveal() throws {
    let carousel = try F.carousel(width: 820, sizeClass: .regular, count: 12)
    #expect(try carousel.track.targetOffset(revealingCard: 1, fromOffset: 0) == 0)
    #expect(try carousel.track.targetOffset(revealingCard: 2, fromOffset: 0) == 784)
    #expect(try carousel.track.targetOffset(revealingCard: 0, fromOffset: 784) == 0)
    #expect(throws: CarouselLayoutError.self) {
      try carousel.track.targetOffset(revealingCard: 0, fromOffset: .nan)
    }
    #expect(throws: CarouselLayoutError.self) {
      try carousel.track.targetCard(for: .nextCard, fromOffset: .infinity)
    }
  }

  // MARK: - Keyboard, VoiceOver

  @Test("keys: arrows mirror in right to left, Home/End, Page Up/Down")
  func keys() {
    #expect(CarouselKey.rightArrow.navigation(in: .leftToRight) == .nextCard)
    #expect(CarouselKey.leftArrow.navigation(in: .leftToRight) == .previousCard)
    #expect(CarouselKey.rightArrow.navigation(in: .rightToLeft) == .previousCard)
    #expect(CarouselKey.leftArrow.navigation(in: .rightToLeft) == .nextCard)
    for direction in LayoutDirection.allCases {
      #expect(CarouselKey.home.navigation(in: direction) == .first)
      #expect(CarouselKey.end.navigation(in: direction) == .last)
      #expect(CarouselKey.pageUp.navigation(in: direction) == .previousPage)
      #expect(CarouselKey.pageDown.navigation(in: direction) == .nextPage)
    }
  }

  @Test("the right arrow moves right on screen in both directions")
  func arrowMovesOnScreen() throws {
    for direction in LayoutDirection.allCases {
      let carousel = try F.carousel(direction: direction)
      let start = carousel.track.offset(ofCard: 2)
      let right = try carousel.track.targetOffset(
        for: CarouselKey.rightArrow.navigation(in: direction), fromOffset: start)
      // Content moves left under the viewport: the offset grows.
      #expect(right > start, "\(direction)")
    }
  }

  @Test("VoiceOver: adjustable moves a card, three-finger swipes a page")
  func voiceOver() {
    #expect(AccessibilityAdjustment.increment.navigation == .nextCard)
    #expect(AccessibilityAdjustment.decrement.navigation == .previousCard)
    #expect(AccessibilityScrollDirection.left.navigation(in: .leftToRight) == .nextPage)
    #expect(AccessibilityScrollDirection.right.navigation(in: .leftToRight) == .previousPage)
    #expect(AccessibilityScrollDirection.left.navigation(in: .rightToLeft) == .previousPage)
    #expect(AccessibilityScrollDirection.right.navigation(in: .rightToLeft) == .nextPage)
    #expect(AccessibilityScrollDirection.next.navigation(in: .rightToLeft) == .nextPage)
    #expect(AccessibilityScrollDirection.previous.navigation(in: .leftToRight) == .previousPage)
    #expect(AccessibilityScrollDirection.up.navigation(in: .leftToRight) == nil)
    #expect(AccessibilityScrollDirection.down.navigation(in: .rightToLeft) == nil)
  }

  @Test("announcements: one card, several cards, injectable wording")
  func announcements() throws {
    let compact = try F.carousel(count: 12)
    #expect(compact.track.announcement(atOffset: 0) == "Card 1 of 12")
    #expect(compact.track.announcement(atOffset: compact.track.offset(ofCard: 2)) == "Card 3 of 12")
    #expect(compact.track.announcement(atOffset: compact.track.maximumOffset) == "Card 12 of 12")
    #expect(
      compact.track.accessibilityValue(atOffset: compact.track.offset(ofCard: 2)) == "3 of 12")
    let three = try F.carousel(width: 1180, sizeClass: .regular, count: 12)
    #expect(three.track.announcement(atOffset: three.track.offset(ofCard: 3)) == "Cards 4–6 of 12")
    #expect(three.track.announcement(atOffset: three.track.maximumOffset) == "Cards 10–12 of 12")
    let german = CarouselWording(
      card: { "Karte \($0) von \($1)" }, cards: { "Karten \($0)–\($1) von \($2)" },
      position: { "\($0) von \($1)" })
    #expect(compact.track.announcement(atOffset: 361, wording: german) == "Karte 2 von 12")
    #expect(three.track.announcement(atOffset: 0, wording: german) == "Karten 1–3 von 12")
    #expect(compact.track.accessibilityValue(atOffset: 361, wording: german) == "2 von 12")
    let empty = try F.carousel(count: 0)
    #expect(empty.track.announcement(atOffset: 0) == "")
    #expect(empty.track.accessibilityValue(atOffset: 0) == "")
    // A card wider than the viewport is never fully visible: the current card is named.
    let wide = try CarouselGeometry(
      viewport: CGSize(width: 300, height: 800),
      configuration: CarouselConfiguration(visibleCards: .cardWidth(400)),
      cards: Array(repeating: F.card, count: 5))
    #expect(wide.track.fullyVisibleCards(atOffset: 0).isEmpty)
    #expect(wide.track.announcement(atOffset: wide.track.offset(ofCard: 1)) == "Card 2 of 5")
  }

  // MARK: - Page indicator

  @Test(
    "page indicator: dots below 9 pages, text from 9, hidden for one",
    arguments: [
      (0, 0, PageIndicator.hidden),
      (1, 0, PageIndicator.hidden),
      (2, 1, PageIndicator.dots(count: 2, current: 1)),
      (8, 7, PageIndicator.dots(count: 8, current: 7)),
      (9, 0, PageIndicator.text(current: 0, count: 9)),
      (12, 20, PageIndicator.text(current: 11, count: 12)),
      (5, -1, PageIndicator.dots(count: 5, current: 0)),
    ])
  func pageIndicator(count: Int, current: Int, expected: PageIndicator) {
    #expect(PageIndicator(current: current, count: count) == expected)
  }

  @Test("page indicator from a layout, with its text")
  func pageIndicatorFromLayout() throws {
    let five = try F.carousel(count: 5)
    #expect(five.track.pageIndicator(atOffset: 722) == .dots(count: 5, current: 2))
    #expect(five.track.pageIndicatorText(atOffset: 722) == nil)
    let twelve = try F.carousel(count: 12)
    #expect(twelve.track.pageIndicator(atOffset: 722) == .text(current: 2, count: 12))
    #expect(twelve.track.pageIndicatorText(atOffset: 722) == "3 of 12")
    #expect(
      twelve.track.pageIndicator(atOffset: 722, textThreshold: 20) == .dots(count: 12, current: 2))
    let stack = try F.carousel(count: 2)
    #expect(stack.track.pageIndicator(atOffset: 0) == .hidden)
  }
}
