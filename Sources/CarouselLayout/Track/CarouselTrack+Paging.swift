#if canImport(Foundation)
  import Foundation
#endif

extension CarouselTrack {
  // MARK: - Paging buttons

  /// Whether `navigation` moves the carousel away from `offset`: its target
  /// (``targetOffset(for:fromOffset:)``) lies more than ``restingTolerance`` from it.
  /// `false` for a NaN or infinite offset and without cards.
  ///
  /// ```swift
  /// // 393 pt compact, 5 cards: snap offsets [0, 361, 722, 1083, 1436]
  /// track.canNavigate(.previousPage, fromOffset: 0)     // false: already at the first card
  /// track.canNavigate(.nextPage, fromOffset: 1436)      // false: at the last snap offset
  /// track.canNavigate(.nextPage, fromOffset: 200)       // true
  /// ```
  ///
  /// - Complexity: O(1).
  package func canNavigate(_ navigation: CarouselNavigation, fromOffset offset: CGFloat) -> Bool {
    guard cardCount > 0, let target = try? targetOffset(for: navigation, fromOffset: offset)
    else { return false }
    return abs(target - offset) > restingTolerance
  }

  /// The previous- and next-page buttons' state at `offset`: each enabled while its move
  /// (`PagingButtons.previous`, `PagingButtons.next`) would move the carousel.
  ///
  /// - Complexity: O(1).
  package func pagingButtons(atOffset offset: CGFloat) -> PagingButtons {
    PagingButtons(
      canMoveToPreviousPage: canNavigate(PagingButtons.previous, fromOffset: offset),
      canMoveToNextPage: canNavigate(PagingButtons.next, fromOffset: offset))
  }
}
