import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// The preload window: the cards on screen and k pages past either edge, reported once per
/// change as the content moves.
@Suite struct PreloadWindowTests {
  @Test("the cards on screen and a page past either edge, clamped to the cards")
  func range() throws {
    // 393 points compact: one card a page; card k at rest shows 8 points of card k − 1 (the
    // 16-point inset less the 8-point spacing), card k and the peek of k + 1.
    for direction in LayoutDirection.allCases {
      let track = try CarouselTrack(viewportWidth: 393, layoutDirection: direction, cardCount: 10)
      let rest = track.offset(ofCard: 4)
      #expect(track.preloadRange(atOffset: rest, pages: 0) == 3..<6, "\(direction)")
      #expect(track.preloadRange(atOffset: rest, pages: 1) == 2..<7, "\(direction)")
      #expect(track.preloadRange(atOffset: rest, pages: 3) == 0..<9, "\(direction)")
      #expect(track.preloadRange(atOffset: track.offset(ofCard: 0)) == 0..<3, "\(direction)")
      #expect(track.preloadRange(atOffset: track.offset(ofCard: 9)) == 7..<10, "\(direction)")
      #expect(track.preloadRange(atOffset: rest, pages: .max) == 0..<10)
      #expect(track.preloadRange(atOffset: rest, pages: -2) == 3..<6)
      #expect(track.preloadRange(atOffset: .nan) == track.preloadRange(atOffset: track.restOffset))
    }
    // Regular width, three cards a page: a page is three cards.
    let regular = try CarouselTrack(viewportWidth: 1_024, sizeClass: .regular, cardCount: 30)
    #expect(regular.cardsPerPage == 3)
    let visible = regular.cardRange(
      horizontallyIn: regular.offset(ofCard: 9), regular.offset(ofCard: 9) + 1_024)
    #expect(
      regular.preloadRange(atOffset: regular.offset(ofCard: 9))
        == (visible.lowerBound - 3)..<(visible.upperBound + 3))
    // Stacked (fewer than three cards), every card is on the page; empty, none.
    #expect(try CarouselTrack(viewportWidth: 393, cardCount: 2).preloadRange(atOffset: 0) == 0..<2)
    #expect(try CarouselTrack(viewportWidth: 393, cardCount: 0).preloadRange(atOffset: 0) == 0..<0)
    // Pulled past either end (a rubber band): the cards nearest to it.
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 10)
    #expect(track.preloadRange(atOffset: -500) == 0..<2)
    #expect(track.preloadRange(atOffset: track.maximumOffset + 900) == 8..<10)
  }

  @Test("a sweep across the carousel reports each new range once, and every report is the query's")
  func reportsOncePerChange() throws {
    for direction in LayoutDirection.allCases {
      let track = try CarouselTrack(viewportWidth: 393, layoutDirection: direction, cardCount: 40)
      var window = PreloadWindow(pages: 1)
      var reports: [Range<Int>] = []
      var previous: Range<Int>?
      var changes = 0
      var offset: CGFloat = 0
      while offset <= track.maximumOffset {
        let expected = track.preloadRange(atOffset: offset, pages: 1)
        if expected != previous { changes += 1 }
        previous = expected
        if let range = window.update(atOffset: offset, in: track) {
          #expect(range == expected)
          reports.append(range)
        }
        offset += 0.5
      }
      #expect(reports.count == changes, "\(direction)")
      #expect(reports.count > 40, "\(direction): \(reports.count)")
      // Nothing new at the same offset, and a new window reports again.
      let last = track.offset(ofCard: 39)
      _ = window.update(atOffset: last, in: track)
      #expect(window.update(atOffset: last, in: track) == nil)
      window.pages = 2
      #expect(window.update(atOffset: last, in: track) == 36..<40)
    }
  }

  @Test("random carousels: the range holds every card on screen and stays within the cards")
  func randomCarousels() throws {
    var random = SeededGenerator(seed: UInt64.random(in: 0...UInt64.max))
    for _ in 0..<300 {
      let width = CGFloat(Int.random(in: 200...1_400, using: &random))
      let sizeClass: SizeClass = width >= 700 ? .regular : .compact
      let cards = Int.random(in: 0...200, using: &random)
      let pages = Int.random(in: 0...4, using: &random)
      let direction: LayoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
      let track = try CarouselTrack(
        viewportWidth: width, sizeClass: sizeClass, layoutDirection: direction, cardCount: cards)
      let offset = CGFloat.random(in: 0...max(1, track.maximumOffset), using: &random)
      let range = track.preloadRange(atOffset: offset, pages: pages)
      let visible = track.cardRange(horizontallyIn: offset, offset + width)
      let context = "seed \(random.seed): \(width) pt, \(cards) cards, \(pages) pages at \(offset)"
      #expect(range.lowerBound >= 0 && range.upperBound <= cards, "\(context)")
      #expect(
        visible.isEmpty
          || (range.contains(visible.lowerBound) && range.upperBound >= visible.upperBound),
        "\(context)")
      #expect(range.count <= visible.count + 2 * pages * track.cardsPerPage + 1, "\(context)")
    }
  }
}
