/// Whether a carousel shows previous- and next-page buttons beside its page indicator.
///
/// The buttons serve pointer users (a mouse has no horizontal wheel, and the carousel hides its
/// scroll indicator) and people who cannot drag: WCAG 2.2 success criterion 2.5.7 "Dragging
/// Movements" asks for a single-pointer alternative to every drag, and SAP Fiori for Web shows
/// such arrows by default since 2024 (SAPUI5 1.126). On an iPhone the swipe, the page indicator
/// and VoiceOver's three-finger swipe already move the carousel, so ``automatic`` leaves them
/// out in compact width.
///
/// ```swift
/// PagingButtonsVisibility.automatic.isVisible(in: .compact)  // false
/// PagingButtonsVisibility.automatic.isVisible(in: .regular)  // true
/// ```
public enum PagingButtonsVisibility: String, Sendable, Hashable, CaseIterable {
  /// Shown in regular width (iPad, Mac, Vision Pro windows), hidden in compact width (the
  /// default).
  case automatic
  /// Always shown.
  case visible
  /// Never shown.
  case hidden

  /// Whether the buttons show in a carousel of `sizeClass`.
  ///
  /// - Complexity: O(1).
  public func isVisible(in sizeClass: SizeClass) -> Bool {
    switch self {
    case .automatic: sizeClass == .regular
    case .visible: true
    case .hidden: false
    }
  }
}

/// Which of the previous- and next-page buttons can move the carousel from an offset
/// (``CarouselTrack/pagingButtons(atOffset:)``): a button whose move would leave the carousel
/// where it rests is disabled.
public struct PagingButtons: Sendable, Hashable {
  /// The move of the previous-page button (toward lower card indices).
  public static let previous = CarouselNavigation.previousPage
  /// The move of the next-page button (toward higher card indices).
  public static let next = CarouselNavigation.nextPage

  /// Whether the previous-page button moves the carousel (`false` at the first card).
  public var canMoveToPreviousPage: Bool
  /// Whether the next-page button moves the carousel (`false` at the last snap offset).
  public var canMoveToNextPage: Bool

  /// Creates the buttons' state.
  public init(canMoveToPreviousPage: Bool, canMoveToNextPage: Bool) {
    self.canMoveToPreviousPage = canMoveToPreviousPage
    self.canMoveToNextPage = canMoveToNextPage
  }
}
