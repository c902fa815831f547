#if canImport(Foundation)
  import Foundation
#endif

/// What sits below a carousel: its page indicator and, around it, the previous- and next-page
/// buttons, with every target a finger taps at least 44 × 44 points
/// (``CarouselTrack/pageControls(atOffset:pagingButtons:showsIndicator:textThreshold:)``).
///
/// One rule for both adapters (and the playground):
/// - Each dot of the indicator is drawn ``dotDiameter`` wide in the middle of a
///   ``minimumHitTarget`` square, so a row of `n` dots is `44 n` points wide and every dot can
///   be tapped on its own (Apple's Human Interface Guidelines: "a hit region of at least 44x44
///   pt"; WCAG 2.2 success criterion 2.5.5). Dots show below
///   `PageIndicator.textThreshold` pages and while their row fits the room beside the
///   buttons; otherwise the indicator shows "3 of 12" text.
/// - The paging buttons are each ``minimumHitTarget`` square, ``buttonSpacing`` from the
///   indicator. ``PagingButtonsVisibility/automatic`` shows them in regular width, and in
///   compact width whenever the indicator has no dots to tap (text, or no indicator at all), so
///   a carousel always offers a single-pointer alternative to the swipe (WCAG 2.2 success
///   criterion 2.5.7 "Dragging Movements").
///
/// ```swift
/// let controls = carousel.track.pageControls(atOffset: carousel.track.restOffset)
/// controls.indicator  // .dots(count: 6, current: 0) for six pages at 393 points
/// controls.buttons    // nil: the dots are the single-pointer alternative in compact width
/// ```
package struct PageControls: Sendable, Hashable {
  /// What the page indicator shows.
  package var indicator: PageIndicator
  /// The paging buttons' state, or `nil` when they do not show (hidden by their visibility, or
  /// no button would move the carousel).
  package var buttons: PagingButtons?

  /// Creates page controls.
  package init(indicator: PageIndicator, buttons: PagingButtons?) {
    self.indicator = indicator
    self.buttons = buttons
  }

  /// The side of the smallest target a finger taps: 44 points (Apple's Human Interface
  /// Guidelines, "Buttons"; WCAG 2.2 success criterion 2.5.5).
  package static let minimumHitTarget: CGFloat = 44
  /// The diameter of a drawn dot (`UIPageControl` and SAP's Web carousel draw 7–8 points).
  package static let dotDiameter: CGFloat = 8
  /// The space between a paging button and the indicator.
  package static let buttonSpacing: CGFloat = 8

  /// The width the paging buttons take beside the indicator: two targets and their spacing.
  package static var buttonsWidth: CGFloat { 2 * (minimumHitTarget + buttonSpacing) }

  /// The size of the indicator's tappable area: `44 n` × 44 points for `n` dots, 44 points
  /// tall for text (as wide as its words), nothing when hidden.
  ///
  /// - Complexity: O(1).
  package static func indicatorSize(of indicator: PageIndicator) -> CGSize {
    switch indicator {
    case .hidden: .zero
    case .dots(let count, _):
      CGSize(width: CGFloat(count) * minimumHitTarget, height: minimumHitTarget)
    case .text: CGSize(width: 0, height: minimumHitTarget)
    }
  }

  /// The page under `x` along a row of `count` dots, each in its own ``minimumHitTarget``-wide
  /// slot from the row's leading edge, clamped to the pages.
  ///
  /// ```swift
  /// PageControls.page(atX: 100, count: 5)  // 2
  /// ```
  ///
  /// - Complexity: O(1).
  package static func page(atX x: CGFloat, count: Int) -> Int {
    guard count > 0, x.isFinite else { return 0 }
    let slot = (x / minimumHitTarget).rounded(.down)
    return Int(min(max(slot, 0), CGFloat(count - 1)))
  }

  /// The most dots whose targets fit in `width` points.
  ///
  /// - Complexity: O(1).
  package static func dotCapacity(width: CGFloat) -> Int {
    guard width.isFinite, width >= minimumHitTarget else { return 0 }
    return Int((width / minimumHitTarget).rounded(.down))
  }
}

extension CarouselTrack {
  /// The page indicator and paging buttons for a carousel resting at `offset`, by the rule of
  /// ``PageControls``: dots while they fit the carousel's width (less the buttons' room when
  /// the buttons show) below `textThreshold` pages, text otherwise; the buttons where
  /// `pagingButtons` shows them, and only while one of them would move the carousel.
  ///
  /// - Parameters:
  ///   - offset: where the carousel rests.
  ///   - pagingButtons: when the buttons may show (default: in regular width, and in compact
  ///     width when the indicator has no dots).
  ///   - showsIndicator: whether the app shows the page indicator at all (`false`: it is
  ///     `PageIndicator.hidden`, and the buttons are the only alternative to the swipe).
  ///   - textThreshold: the page count from which text replaces dots.
  /// - Complexity: O(1).
  package func pageControls(
    atOffset offset: CGFloat, pagingButtons: PagingButtonsVisibility = .automatic,
    showsIndicator: Bool = true, textThreshold: Int = PageIndicator.textThreshold
  ) -> PageControls {
    let pages = pageCount
    let current = currentPage(atOffset: offset)
    let state = self.pagingButtons(atOffset: offset)
    let canMove = state.canMoveToPreviousPage || state.canMoveToNextPage
    func indicator(room: CGFloat) -> PageIndicator {
      guard showsIndicator else { return .hidden }
      let fitting = PageControls.dotCapacity(width: room) + 1
      return PageIndicator(
        current: current, count: pages, textThreshold: min(textThreshold, fitting))
    }
    let alone = indicator(room: viewportWidth)
    let shown: Bool
    switch pagingButtons {
    case .visible: shown = true
    case .hidden: shown = false
    case .automatic:
      if case .dots = alone { shown = sizeClass == .regular } else { shown = true }
    }
    guard shown, canMove else { return PageControls(indicator: alone, buttons: nil) }
    return PageControls(
      indicator: indicator(room: viewportWidth - PageControls.buttonsWidth), buttons: state)
  }
}
