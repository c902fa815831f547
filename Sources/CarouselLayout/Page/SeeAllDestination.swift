#if canImport(Foundation)
  import Foundation
#endif

/// The page "See All" leads to: every card of a carousel, below each other in a list in compact
/// width and in a masonry in regular width.
///
/// The destination keeps the carousel's insets, spacing (as the list's spacing and as the
/// masonry's column and card spacing) and maximum card height, so its cards line up with the
/// carousel they came from. Cards get their natural heights (capped): the uniform height is a
/// carousel rule, and list and masonry show each card as tall as its content.
///
/// ```swift
/// let destination = carousel.seeAllDestination()
/// switch destination {
/// case .list(let list): …        // compact width
/// case .masonry(let masonry): …  // regular width
/// }
/// ```
package enum SeeAllDestination: Sendable, Hashable {
  /// Cards below each other (compact width).
  case list(ListLayout)
  /// Cards in a masonry (regular width).
  case masonry(MasonryLayout)

  // MARK: - Initialiser

  /// The "See All" destination of a carousel described by its inputs.
  ///
  /// - Parameters:
  ///   - viewport: the destination page's size; both dimensions finite and > 0.
  ///   - sizeClass: compact gives a list, regular a masonry.
  ///   - layoutDirection: left to right (default) or right to left.
  ///   - configuration: the carousel's configuration, whose insets, spacing and maximum card
  ///     height the destination keeps.
  ///   - masonryOrder: the regular-width masonry's order: the guideline's top-most order
  ///     (default), or round robin, which a page that builds its cards lazily needs
  ///     (`SeeAllColumns`).
  ///   - cards: every card of the carousel.
  /// - Throws: ``CarouselLayoutError`` naming the field and value of an invalid input.
  /// - Complexity: O(n·c) for n cards in c columns.
  package init(
    viewport: CGSize,
    sizeClass: SizeClass,
    layoutDirection: LayoutDirection = .leftToRight,
    configuration: CarouselConfiguration = CarouselConfiguration(),
    masonryOrder: MasonryOrder = .topMost,
    cards: [CardMeasurement]
  ) throws(CarouselLayoutError) {
    try Validation.check(viewport: viewport)
    try Validation.check(configuration)
    try Validation.check(cards: cards)
    try Validation.check(cardCount: cards.count)
    self.init(
      validViewport: viewport, sizeClass: sizeClass, layoutDirection: layoutDirection,
      configuration: configuration, masonryOrder: masonryOrder, heights: CardHeights(cards))
  }

  /// The destination from inputs that are already validated.
  init(
    validViewport viewport: CGSize,
    sizeClass: SizeClass,
    layoutDirection: LayoutDirection,
    configuration: CarouselConfiguration,
    masonryOrder: MasonryOrder = .topMost,
    heights: CardHeights
  ) {
    switch sizeClass {
    case .compact:
      var list = ListConfiguration(insets: configuration.insets, spacing: configuration.spacing)
      list.cardHeightCap = configuration.cardHeightCap
      self = .list(
        ListLayout(
          validViewport: viewport, sizeClass: sizeClass, layoutDirection: layoutDirection,
          configuration: list, heights: heights))
    case .regular:
      var masonry = MasonryConfiguration(
        columns: .automatic, columnSpacing: configuration.spacing,
        cardSpacing: configuration.spacing, insets: configuration.insets, order: masonryOrder)
      masonry.cardHeightCap = configuration.cardHeightCap
      self = .masonry(
        MasonryLayout(
          validViewport: viewport, sizeClass: sizeClass, layoutDirection: layoutDirection,
          configuration: masonry, heights: heights))
    }
  }

  // MARK: - Reading

  /// ``SectionKind/list`` or ``SectionKind/masonry``.
  package var kind: SectionKind {
    switch self {
    case .list: .list
    case .masonry: .masonry
    }
  }

  /// The number of cards (every card of the carousel).
  package var cardCount: Int {
    switch self {
    case .list(let list): list.cardCount
    case .masonry(let masonry): masonry.cardCount
    }
  }

  /// The size of the scrollable content.
  ///
  /// - Complexity: O(1).
  package var contentSize: CGSize {
    switch self {
    case .list(let list): list.contentSize
    case .masonry(let masonry): masonry.contentSize
    }
  }

  /// The frame of card `index` in content coordinates.
  ///
  /// - Precondition: `0 <= index < cardCount`.
  /// - Complexity: O(1).
  package func frame(ofCard index: Int) -> CGRect {
    switch self {
    case .list(let list): list.frame(ofCard: index)
    case .masonry(let masonry): masonry.frame(ofCard: index)
    }
  }

  /// Card `index`'s frame with its header, body and footer regions.
  ///
  /// - Precondition: `0 <= index < cardCount`.
  /// - Complexity: O(1).
  package func anatomy(ofCard index: Int) -> CardAnatomy {
    switch self {
    case .list(let list): list.anatomy(ofCard: index)
    case .masonry(let masonry): masonry.anatomy(ofCard: index)
    }
  }

  /// Calls `body` with the index and frame of every card that intersects `rect` (closed
  /// rectangles), without allocating.
  ///
  /// - Throws: what `body` throws (its own error type, `E`; nothing when it throws nothing).
  /// - Complexity: O(log n) for a list, O(c·log n) for a masonry, plus the cards returned.
  @inlinable
  package func forEachCard<E: Error>(in rect: CGRect, _ body: (Int, CGRect) throws(E) -> Void)
    throws(E)
  {
    switch self {
    case .list(let list): try list.forEachCard(in: rect, body)
    case .masonry(let masonry): try masonry.forEachCard(in: rect, body)
    }
  }

  /// The indices of the cards that intersect `rect`, ascending.
  ///
  /// - Complexity: O(c·log n + k·log k) for the k cards returned.
  package func cardIndices(in rect: CGRect) -> [Int] {
    switch self {
    case .list(let list): list.cardIndices(in: rect)
    case .masonry(let masonry): masonry.cardIndices(in: rect)
    }
  }
}
