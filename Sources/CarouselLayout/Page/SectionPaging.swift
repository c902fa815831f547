/// How a carousel section of a page scrolls where the host's page layout scrolls it, not the
/// engine's snap targets (UIKit's compositional layout: `orthogonalScrollingBehavior`): the
/// nearest the host offers to the carousel's own snapping.
///
/// | case | the carousel | UIKit's compositional behaviour |
/// |---|---|---|
/// | ``oneCardPerGesture`` | snaps with a budget of one card (compact width with one card per page, or ``SnapLimit/one``) | `.groupPaging` |
/// | ``cardEdges`` | snaps with a larger budget | `.continuousGroupLeadingBoundary` |
/// | ``free`` | scrolls freely (``ScrollingMode/free``) | `.continuous` |
///
/// ```swift
/// SectionPaging(carousel)  // .oneCardPerGesture: a compact carousel of one card a page
/// ```
package enum SectionPaging: String, Sendable, Hashable, CaseIterable {
  /// One card per gesture.
  case oneCardPerGesture
  /// Any distance, stopping at a card's leading edge.
  case cardEdges
  /// Anywhere: no snapping.
  case free

  /// The paging closest to `carousel`'s snapping: ``free`` when it scrolls freely,
  /// ``oneCardPerGesture`` when its snap budget (`track.snapBudget`) is one card,
  /// ``cardEdges`` otherwise.
  ///
  /// - Complexity: O(1).
  package init(_ carousel: CarouselGeometry) {
    guard case .snapping = carousel.configuration.scrolling else {
      self = .free
      return
    }
    self = carousel.track.snapBudget == 1 ? .oneCardPerGesture : .cardEdges
  }
}
