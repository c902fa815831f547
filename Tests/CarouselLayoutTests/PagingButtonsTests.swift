import CarouselLayout
import Foundation
import Testing

/// The previous- and next-page buttons: when they show and when they can move the carousel.
@Suite struct PagingButtonsTests {
  @Test("automatic shows the buttons in regular width only")
  func visibility() {
    #expect(!PagingButtonsVisibility.automatic.isVisible(in: .compact))
    #expect(PagingButtonsVisibility.automatic.isVisible(in: .regular))
    for sizeClass in SizeClass.allCases {
      #expect(PagingButtonsVisibility.visible.isVisible(in: sizeClass))
      #expect(!PagingButtonsVisibility.hidden.isVisible(in: sizeClass))
    }
  }

  @Test("each button is disabled where its move would leave the carousel at rest")
  func ends() throws {
    // 393 pt compact, 5 cards: snap offsets [0, 361, 722, 1083, 1436].
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 5)
    #expect(
      track.pagingButtons(atOffset: 0)
        == PagingButtons(canMoveToPreviousPage: false, canMoveToNextPage: true))
    #expect(
      track.pagingButtons(atOffset: 722)
        == PagingButtons(canMoveToPreviousPage: true, canMoveToNextPage: true))
    #expect(
      track.pagingButtons(atOffset: 1436)
        == PagingButtons(canMoveToPreviousPage: true, canMoveToNextPage: false))
    // Within the resting tolerance of an end counts as the end; between snap offsets both move.
    #expect(!track.canNavigate(.previousPage, fromOffset: 0.4))
    #expect(track.canNavigate(.previousPage, fromOffset: 100))
    #expect(track.canNavigate(.nextPage, fromOffset: 1400))
  }

  @Test("right to left: the first card rests at the largest offset, the buttons follow")
  func rightToLeft() throws {
    let track = try CarouselTrack(
      viewportWidth: 393, layoutDirection: .rightToLeft, cardCount: 5)
    let first = track.offset(ofCard: 0)
    let last = track.offset(ofCard: 4)
    #expect(first > last)
    #expect(!track.pagingButtons(atOffset: first).canMoveToPreviousPage)
    #expect(track.pagingButtons(atOffset: first).canMoveToNextPage)
    #expect(!track.pagingButtons(atOffset: last).canMoveToNextPage)
    #expect(try track.targetOffset(for: PagingButtons.next, fromOffset: first) < first)
  }

  @Test("regular width: a button moves a page of cards; no cards or a bad offset, no move")
  func pagesAndBadInput() throws {
    let track = try CarouselTrack(viewportWidth: 1024, sizeClass: .regular, cardCount: 7)
    #expect(track.cardsPerPage == 3)
    #expect(try track.targetCard(for: PagingButtons.next, fromOffset: 0) == 3)
    let empty = try CarouselTrack(viewportWidth: 393, cardCount: 0)
    #expect(
      empty.pagingButtons(atOffset: 0)
        == PagingButtons(
          canMoveToPreviousPage: false, canMoveToNextPage: false))
    #expect(!track.canNavigate(.nextPage, fromOffset: .nan))
    #expect(!track.canNavigate(.nextPage, fromOffset: .infinity))
  }
}
