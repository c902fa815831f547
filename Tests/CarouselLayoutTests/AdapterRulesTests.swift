import CarouselLayout
import Foundation
import Testing

/// The rules both adapters used to write for themselves, now answered once by the engine: the
/// configuration at an accessibility text size, the page indicator's VoiceOver value and
/// adjustment, a card's label, a self-sized card's reach, and a page section's paging, inset
/// and error path.
@Suite struct AdapterRulesTests {
  @Test("an accessibility text size lifts the height cap and stacks the cards, each if asked")
  func accessibilityTextSize() {
    let given = CarouselConfiguration(maximumCardHeight: 300, fewCardsRule: .stack)
    // A standard text size changes nothing, whatever the app asked for.
    #expect(
      given.adapted(toAccessibilityTextSize: false, liftingHeightCap: true, stackingCards: true)
        == given)
    let lifted = given.adapted(
      toAccessibilityTextSize: true, liftingHeightCap: true, stackingCards: false)
    #expect(lifted.cardHeightCap == .unlimited && lifted.fewCardsRule == .stack)
    let stacked = given.adapted(
      toAccessibilityTextSize: true, liftingHeightCap: false, stackingCards: true)
    #expect(stacked.cardHeightCap == .points(300) && stacked.fewCardsRule == .alwaysStack)
    #expect(
      given.adapted(toAccessibilityTextSize: true, liftingHeightCap: false, stackingCards: false)
        == given)
  }

  @Test("the indicator reads its position in the wording; a swipe asks for the page beside it")
  func indicatorVoiceOver() {
    let german = CarouselWording(position: { "\($0) von \($1)" })
    #expect(PageIndicator.dots(count: 5, current: 0).position(wording: .english) == "1 of 5")
    #expect(PageIndicator.text(current: 11, count: 12).position(wording: german) == "12 von 12")
    #expect(PageIndicator.hidden.position(wording: .english) == nil)
    let first = PageIndicator.dots(count: 5, current: 0)
    #expect(first.page(after: .increment) == 1)
    #expect(first.page(after: .decrement) == nil)
    let last = PageIndicator.text(current: 11, count: 12)
    #expect(last.page(after: .increment) == nil)
    #expect(last.page(after: .decrement) == 10)
    #expect(PageIndicator.hidden.page(after: .increment) == nil)
    // Whatever the indicator shows, the page asked for is one of its pages.
    for count in 2...12 {
      for current in 0..<count {
        let indicator = PageIndicator(current: current, count: count)
        for adjustment in AccessibilityAdjustment.allCases {
          if let page = indicator.page(after: adjustment) {
            #expect(page >= 0 && page < count && abs(page - current) == 1)
          }
        }
      }
    }
  }

  @Test("a card's label is its 1-based position in the card words")
  func cardLabel() {
    #expect(CarouselWording.english.label(ofCard: 2, count: 12) == "Card 3 of 12")
    let german = CarouselWording(card: { "Karte \($0) von \($1)" })
    #expect(german.label(ofCard: 0, count: 1) == "Karte 1 von 1")
  }

  @Test("a new measurement reaches other cards when the uniform height changes or cards stack")
  func measurementReach() throws {
    let cards = Array(repeating: CardMeasurement(height: 100), count: 10)
    var carousel = try CarouselGeometry(
      viewport: CGSize(width: 393, height: 800), configuration: CarouselConfiguration(),
      cards: cards)
    // Shorter than the tallest: only this card changes.
    #expect(try carousel.setMeasurement(CardMeasurement(height: 80), ofCard: 3) == false)
    // Taller than every card: the uniform height grows, every card changes.
    #expect(try carousel.setMeasurement(CardMeasurement(height: 140), ofCard: 3) == true)
    #expect(try carousel.setMeasurement(CardMeasurement(height: 140), ofCard: 3) == false)
    var stacked = try CarouselGeometry(
      viewport: CGSize(width: 393, height: 800), configuration: CarouselConfiguration(),
      cards: Array(cards.prefix(2)))
    #expect(stacked.track.mode == .stack)
    // Stacked cards below it move.
    #expect(try stacked.setMeasurement(CardMeasurement(height: 90), ofCard: 0) == true)
  }

  @Test("a page section pages by one card for a budget of one, to card edges beyond, freely")
  func sectionPaging() throws {
    func carousel(_ configuration: CarouselConfiguration, sizeClass: SizeClass = .compact)
      throws -> CarouselGeometry
    {
      try CarouselGeometry(
        viewport: CGSize(width: sizeClass == .compact ? 393 : 1_024, height: 800),
        sizeClass: sizeClass, configuration: configuration,
        cards: Array(repeating: CardMeasurement(height: 100), count: 10))
    }
    #expect(SectionPaging(try carousel(CarouselConfiguration())) == .oneCardPerGesture)
    #expect(SectionPaging(try carousel(CarouselConfiguration(), sizeClass: .regular)) == .cardEdges)
    #expect(
      SectionPaging(try carousel(CarouselConfiguration(scrolling: .snapping(limit: .one))))
        == .oneCardPerGesture)
    #expect(
      SectionPaging(try carousel(CarouselConfiguration(scrolling: .snapping(limit: .count(3)))))
        == .cardEdges)
    #expect(SectionPaging(try carousel(CarouselConfiguration(scrolling: .free))) == .free)
  }

  @Test("an embedded carousel takes the page's leading and trailing insets, and only those")
  func embeddedInsets() {
    let carousel = CarouselConfiguration(insets: Insets(top: 4, leading: 1, bottom: 4, trailing: 1))
    let page = PageConfiguration(insets: Insets(top: 30, leading: 24, bottom: 30, trailing: 20))
    let embedded = page.embedded(carousel)
    #expect(embedded.insets == Insets(leading: 24, trailing: 20))
    #expect(embedded.spacing == carousel.spacing)
    // A page with the standard insets leaves the carousel's standard insets too.
    #expect(PageConfiguration().embedded(carousel).insets == nil)
  }

  @Test("an error of a one-section page is named by its section of the whole page")
  func errorInSection() {
    let error = CarouselLayoutError(
      field: "sections[0].cards[2].body", expected: "a finite height ≥ 0", value: "-1")
    let named = error.inSection(3)
    #expect(named.field == "sections[3].cards[2].body")
    #expect(named.expected == error.expected && named.value == error.value)
    #expect(
      CarouselLayoutError(field: "sections[1]", expected: "x", value: "y").inSection(7).field
        == "sections[7]")
    // A path that names no section is kept.
    let viewport = CarouselLayoutError(field: "viewport.width", expected: "> 0", value: "0")
    #expect(viewport.inSection(3) == viewport)
  }
}
