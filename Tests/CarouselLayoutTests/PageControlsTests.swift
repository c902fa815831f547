import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// The page indicator and paging buttons below a carousel: every target at least 44 × 44
/// points, dots only while they fit, and the buttons wherever the dots cannot be tapped.
@Suite struct PageControlsTests {
  @Test("a dot's target is a 44-point square: the row is 44 points a dot, and x picks the slot")
  func dotTargets() {
    #expect(PageControls.minimumHitTarget == 44)
    #expect(
      PageControls.indicatorSize(of: .dots(count: 6, current: 2))
        == CGSize(width: 264, height: 44))
    #expect(PageControls.indicatorSize(of: .text(current: 2, count: 12)).height == 44)
    #expect(PageControls.indicatorSize(of: .hidden) == .zero)
    #expect(PageControls.page(atX: 0, count: 5) == 0)
    #expect(PageControls.page(atX: 43.9, count: 5) == 0)
    #expect(PageControls.page(atX: 44, count: 5) == 1)
    #expect(PageControls.page(atX: 1_000, count: 5) == 4)
    #expect(PageControls.page(atX: -10, count: 5) == 0)
    #expect(PageControls.page(atX: .nan, count: 5) == 0)
    #expect(PageControls.dotCapacity(width: 393) == 8)
    #expect(PageControls.dotCapacity(width: 320) == 7)
    #expect(PageControls.dotCapacity(width: 43) == 0)
    #expect(PageControls.dotCapacity(width: .infinity) == 0)
  }

  @Test("compact width: dots and no buttons while the dots fit; text and buttons otherwise")
  func compact() throws {
    let six = try CarouselTrack(viewportWidth: 393, cardCount: 6)
    #expect(
      six.pageControls(atOffset: 0)
        == PageControls(indicator: .dots(count: 6, current: 0), buttons: nil))
    // Eight pages fit 393 points (352), not 320 (7 dots): there the buttons take over.
    let eight = try CarouselTrack(viewportWidth: 393, cardCount: 8)
    #expect(eight.pageControls(atOffset: 0).indicator == .dots(count: 8, current: 0))
    #expect(eight.pageControls(atOffset: 0).buttons == nil)
    let narrow = try CarouselTrack(viewportWidth: 320, cardCount: 8)
    let controls = narrow.pageControls(atOffset: 0)
    #expect(controls.indicator == .text(current: 0, count: 8))
    #expect(
      controls.buttons == PagingButtons(canMoveToPreviousPage: false, canMoveToNextPage: true))
    // Nine pages or more: text (SAP's threshold), so the buttons show.
    let twelve = try CarouselTrack(viewportWidth: 393, cardCount: 12)
    #expect(twelve.pageControls(atOffset: 0).indicator == .text(current: 0, count: 12))
    #expect(twelve.pageControls(atOffset: 0).buttons != nil)
    // No indicator at all: the buttons are the alternative to the swipe.
    let bare = six.pageControls(atOffset: 0, showsIndicator: false)
    #expect(bare.indicator == .hidden && bare.buttons != nil)
    // The app's choice wins.
    #expect(twelve.pageControls(atOffset: 0, pagingButtons: .hidden).buttons == nil)
    #expect(six.pageControls(atOffset: 0, pagingButtons: .visible).buttons != nil)
  }

  @Test("regular width: the buttons show, and the dots fit beside them or turn to text")
  func regular() throws {
    let wide = try CarouselTrack(viewportWidth: 1_024, sizeClass: .regular, cardCount: 12)
    let controls = wide.pageControls(atOffset: 0)
    #expect(controls.indicator == .dots(count: wide.pageCount, current: 0))
    #expect(
      controls.buttons == PagingButtons(canMoveToPreviousPage: false, canMoveToNextPage: true))
    // 400 points hold nine dot targets alone, six beside the buttons: eight pages are text.
    var configuration = CarouselConfiguration()
    configuration.visibleCards = .count(1)
    let narrow = try CarouselTrack(
      viewportWidth: 400, sizeClass: .regular, configuration: configuration, cardCount: 8)
    #expect(narrow.pageControls(atOffset: 0).indicator == .text(current: 0, count: 8))
    #expect(
      narrow.pageControls(atOffset: 0, pagingButtons: .hidden).indicator
        == .dots(count: 8, current: 0))
  }

  @Test("one page: nothing to show, no buttons")
  func onePage() throws {
    let one = try CarouselTrack(viewportWidth: 393, cardCount: 1)
    #expect(one.pageControls(atOffset: 0) == PageControls(indicator: .hidden, buttons: nil))
    let none = try CarouselTrack(viewportWidth: 393, cardCount: 0)
    #expect(
      none.pageControls(atOffset: 0, pagingButtons: .visible)
        == PageControls(indicator: .hidden, buttons: nil))
  }

  @Test(
    "random carousels: every dot and button is a 44-point target, the row fits the width, and a carousel of several pages always offers a tap"
  )
  func randomCarousels() throws {
    var random = SeededGenerator(seed: UInt64.random(in: 0...UInt64.max))
    for _ in 0..<500 {
      let width = CGFloat(Int.random(in: 200...1_400, using: &random))
      let sizeClass: SizeClass = width >= 700 ? .regular : .compact
      let cards = Int.random(in: 0...30, using: &random)
      let track = try CarouselTrack(viewportWidth: width, sizeClass: sizeClass, cardCount: cards)
      let offset = track.offset(ofCard: Int.random(in: 0...max(0, cards - 1), using: &random))
      let controls = track.pageControls(atOffset: offset)
      let row =
        PageControls.indicatorSize(of: controls.indicator).width
        + (controls.buttons == nil ? 0 : PageControls.buttonsWidth)
      let context = "seed \(random.seed): \(width) pt, \(cards) cards, \(controls)"
      #expect(row <= width, "\(context)")
      if case .dots(let count, _) = controls.indicator {
        #expect(PageControls.indicatorSize(of: controls.indicator).width == CGFloat(count) * 44)
      }
      // Several pages: dots to tap, or buttons.
      if track.pageCount > 1 {
        let dots: Bool = if case .dots = controls.indicator { true } else { false }
        #expect(dots || controls.buttons != nil, "\(context)")
      }
    }
  }
}
