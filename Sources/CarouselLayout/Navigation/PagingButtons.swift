/// Whether a carousel shows previous- and next-page buttons beside its page indicator.
///
/// The buttons serve pointer users (a mouse has no horizontal wheel, and the carousel hides its
/// scroll indicator) and people who cannot drag: WCAG 2.2 success criterion 2.5.7 "Dragging
/// Movements" (level AA) asks for a single-pointer alternative to every drag, and SAP Fiori for
/// Web shows such arrows by default since 2024 (SAPUI5 1.126), on touch devices too (UI5 Web
/// Components #9939). On an iPhone the page indicator's dots are that alternative already —
/// each a 44 × 44-point target that moves to its page (`PageControls`) — so ``automatic``
/// keeps SAP's iPhone look there and shows the buttons only where the indicator has no dots to
/// tap: "3 of 12" text from nine pages on, dots that do not fit the width, or an app that hides
/// the indicator. `CarouselTrack/pageControls(atOffset:pagingButtons:showsIndicator:textThreshold:)`
/// applies the whole rule; `isVisible(in:)` answers for an indicator that shows dots.
///
/// ```swift
/// PagingButtonsVisibility.automatic.isVisible(in: .compact)  // false: the dots suffice
/// PagingButtonsVisibility.automatic.isVisible(in: .regular)  // true
/// ```
public enum PagingButtonsVisibility: String, Sendable, Hashable, CaseIterable {
  /// Shown in regular width (iPad, Mac, Vision Pro windows); in compact width only where the
  /// page indicator has no dots to tap (the default).
  case automatic
  /// Always shown.
  case visible
  /// Never shown.
  case hidden

  /// Whether the buttons show in a carousel of `sizeClass` whose page indicator shows dots
  /// (with text or no indicator, ``automatic`` shows them in compact width too: see
  /// ``CarouselTrack/pageControls(atOffset:pagingButtons:showsIndicator:textThreshold:)``).
  ///
  /// - Complexity: O(1).
  package func isVisible(in sizeClass: SizeClass) -> Bool {
    switch self {
    case .automatic: sizeClass == .regular
    case .visible: true
    case .hidden: false
    }
  }
}

/// Which of the previous- and next-page buttons can move the carousel from an offset
/// (`CarouselTrack/pagingButtons(atOffset:)`): a button whose move would leave the carousel
/// where it rests is disabled.
package struct PagingButtons: Sendable, Hashable {
  /// The move of the previous-page button (toward lower card indices).
  package static let previous = CarouselNavigation.previousPage
  /// The move of the next-page button (toward higher card indices).
  package static let next = CarouselNavigation.nextPage

  /// Whether the previous-page button moves the carousel (`false` at the first card).
  package var canMoveToPreviousPage: Bool
  /// Whether the next-page button moves the carousel (`false` at the last snap offset).
  package var canMoveToNextPage: Bool

  /// Creates the buttons' state.
  package init(canMoveToPreviousPage: Bool, canMoveToNextPage: Bool) {
    self.canMoveToPreviousPage = canMoveToPreviousPage
    self.canMoveToNextPage = canMoveToNextPage
  }
}
