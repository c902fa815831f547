#if canImport(Foundation)
  import Foundation
#endif

/// A carousel's horizontal track: where cards sit, rest and snap along the scroll axis, from
/// the card count and the widths alone, with no per-card storage.
///
/// Everything about a carousel that does not depend on a card's height is answered here in
/// O(1): snap offsets, the snap target of a release, the rest offset, the card at an offset,
/// navigation, VoiceOver's position and the page indicator. ``CarouselGeometry`` builds one and
/// answers all of its width-only queries through it, so the two can never disagree; a host
/// that needs no heights (SwiftUI's scroll target behavior, a page indicator, a keyboard
/// handler) builds the track alone, without an n-element array.
///
/// ```
///  viewport (W)
/// ┌──────────────────────────────────────┐
/// │ ┌──────────────────────────────┐ ┌───┼───
/// │ │ card 0                       │ │ ca│rd 1
/// │ └──────────────────────────────┘ └───┼───
/// └──────────────────────────────────────┘
///  ←L→←──────────── w ─────────────→←s→
///  card i: x = L + i·(w + s)      snap offset k: k·(w + s), clamped to the scroll range
/// ```
///
/// ```swift
/// let track = try CarouselTrack(viewportWidth: 393, cardCount: 1_000_000)
/// track.cardWidth                                              // 353
/// try track.targetOffset(releasedAt: 150, velocity: 0.5)       // 361: a flick moves on
/// try track.targetCard(for: .nextCard, fromOffset: 0)          // 1
/// ```
public struct CarouselTrack: Sendable, Hashable {
  // MARK: - Inputs

  /// The viewport's width.
  package let viewportWidth: CGFloat
  /// The horizontal size class.
  package let sizeClass: SizeClass
  /// The direction cards flow in.
  package let layoutDirection: LayoutDirection
  /// The number of cards.
  public let cardCount: Int
  /// Scroll snapping or simple scrolling, and the snap limit.
  package let scrolling: ScrollingMode
  /// The release speed, in points per millisecond, from which a drag counts as a flick.
  package let minimumFlickVelocity: Double
  /// The deceleration rate in effect (``CarouselConfiguration/resolvedDecelerationRate``).
  package let decelerationRate: DecelerationRate
  /// When the header cell shows "See All", or `nil` without a header cell.
  package let seeAll: SeeAllVisibility?

  // MARK: - Derived scalars

  /// Whether the cards form a carousel, a stack (fewer than three), or an empty state.
  public let mode: CarouselMode
  /// The inset before the first card, on the leading side.
  public let leadingInset: CGFloat
  /// The inset after the last card, on the trailing side.
  public let trailingInset: CGFloat
  /// The spacing between neighbouring cards.
  package let spacing: CGFloat
  /// The width of every card.
  public let cardWidth: CGFloat
  /// The number of cards that show fully: the configured count, or how many cards of a fixed
  /// width fit. One page of scrolling moves this many cards.
  public let cardsPerPage: Int

  // MARK: - Initialisers

  /// Lays out a carousel's track.
  ///
  /// - Parameters:
  ///   - viewportWidth: the container's width; finite and > 0.
  ///   - sizeClass: the horizontal size class (an input, never derived from the width).
  ///   - layoutDirection: left to right (default) or right to left.
  ///   - configuration: the carousel's configuration (heights, the header's height and the
  ///     empty state's height do not shape the track, but are validated).
  ///   - cardCount: the number of cards, ≥ 0.
  /// - Throws: ``CarouselLayoutError`` naming the field and value of an invalid input.
  /// - Complexity: O(1).
  public init(
    viewportWidth: CGFloat,
    sizeClass: SizeClass = .compact,
    layoutDirection: LayoutDirection = .leftToRight,
    configuration: CarouselConfiguration = CarouselConfiguration(),
    cardCount: Int
  ) throws(CarouselLayoutError) {
    try Validation.positive(viewportWidth, "viewport.width")
    try Validation.check(configuration)
    try Validation.atLeast(cardCount, 0, "cardCount")
    self.init(
      validViewportWidth: viewportWidth, sizeClass: sizeClass, layoutDirection: layoutDirection,
      configuration: configuration, cardCount: cardCount)
  }

  /// Lays out a track from inputs that are already validated.
  init(
    validViewportWidth width: CGFloat,
    sizeClass: SizeClass,
    layoutDirection: LayoutDirection,
    configuration: CarouselConfiguration,
    cardCount count: Int
  ) {
    viewportWidth = width
    self.sizeClass = sizeClass
    self.layoutDirection = layoutDirection
    cardCount = count
    scrolling = configuration.scrolling
    minimumFlickVelocity = configuration.minimumFlickVelocity
    decelerationRate = configuration.resolvedDecelerationRate
    seeAll = configuration.header?.seeAll
    let insets = configuration.resolvedInsets(for: sizeClass)
    leadingInset = insets.leading
    trailingInset = insets.trailing
    spacing = configuration.spacing

    mode = CarouselMode(cardCount: count, fewCardsRule: configuration.fewCardsRule)

    switch (mode, configuration.visibleCards) {
    case (.stack, _), (.empty, _):
      cardWidth = max(1, width - insets.leading - insets.trailing)
      cardsPerPage = max(1, count)
    case (.carousel, .cardWidth(let fixed)):
      cardWidth = max(1, fixed)
      let fitting = ((width - insets.leading + spacing) / (cardWidth + spacing)).rounded(.down)
      cardsPerPage = Int(max(1, min(fitting, Double(Int32.max))))
    case (.carousel, .count(let visible)):
      cardsPerPage = visible
      cardWidth = Self.cardWidth(
        width: width, leading: insets.leading, spacing: spacing,
        peek: configuration.resolvedPeek, visible: visible)
    case (.carousel, .automatic):
      let visible = CarouselConfiguration.automaticVisibleCount(sizeClass: sizeClass, width: width)
      cardsPerPage = visible
      cardWidth = Self.cardWidth(
        width: width, leading: insets.leading, spacing: spacing,
        peek: configuration.resolvedPeek, visible: visible)
    }
  }

  // MARK: - Sizes

  /// The distance from one card's origin to the next: card width plus spacing.
  @inline(__always)
  public var pitch: CGFloat { cardWidth + spacing }

  /// The width of the scrollable content.
  ///
  /// In carousel mode `L + N·w + (N−1)·s + T`; in stack and empty modes the viewport's width,
  /// or `L + 1 + T` when the insets leave less than the 1-point minimum card width.
  ///
  /// - Complexity: O(1).
  public var contentWidth: CGFloat {
    guard mode == .carousel else {
      // Stacked cards span the viewport between the insets; when the insets leave less than
      // the 1-point minimum card width, the content grows to hold the insets and the card.
      let free = viewportWidth - leadingInset - trailingInset
      return free >= 1 ? viewportWidth : leadingInset + 1 + trailingInset
    }
    let n = CGFloat(cardCount)
    return leadingInset + n * cardWidth + (n - 1) * spacing + trailingInset
  }

  /// The largest horizontal scroll offset; the smallest is 0.
  ///
  /// - Complexity: O(1).
  public var maximumOffset: CGFloat { max(0, contentWidth - viewportWidth) }

  /// The horizontal scroll offset at rest before any gesture: card 0 at the leading inset
  /// (0 in left to right, ``maximumOffset`` in right to left).
  ///
  /// - Complexity: O(1).
  public var restOffset: CGFloat {
    layoutDirection == .leftToRight ? 0 : maximumOffset
  }

  /// Whether the header cell shows "See All": per the configuration, and when automatic,
  /// whenever not every card fits fully in the viewport. Always `false` without a header.
  ///
  /// - Complexity: O(1).
  public var showsSeeAll: Bool {
    switch seeAll {
    case nil, .never: return false
    case .always: return true
    case .automatic: return mode == .carousel && cardCount > cardsPerPage
    }
  }

  // MARK: - Card positions

  /// The x of card `index`'s left edge in content coordinates.
  ///
  /// Left to right: `L + i·(w + s)`. Right to left, the mirror: `T + (N − 1 − i)·(w + s)`.
  /// Stacked cards all start at the inset on the left.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package func cardMinX(_ index: Int) -> CGFloat {
    switch mode {
    case .carousel:
      return layoutDirection == .leftToRight
        ? leadingInset + CGFloat(index) * pitch
        : trailingInset + CGFloat(cardCount - 1 - index) * pitch
    case .stack, .empty:
      return layoutDirection == .leftToRight ? leadingInset : trailingInset
    }
  }

  /// The range of cards whose closed horizontal span meets `[minX, maxX]`.
  ///
  /// - Complexity: O(1).
  package func cardRange(horizontallyIn minX: CGFloat, _ maxX: CGFloat) -> Range<Int> {
    let count = cardCount
    guard count > 0, minX <= maxX else { return 0..<0 }
    guard mode == .carousel else {
      let left = cardMinX(0)
      return left <= maxX && left + cardWidth >= minX ? 0..<count : 0..<0
    }
    // Work in "distance from the first card's edge" so both directions share the arithmetic:
    // in left to right card i starts at L + i·p; in right to left card N−1−j starts at T + j·p.
    let start = layoutDirection == .leftToRight ? leadingInset : trailingInset
    let range = slots(from: start, meeting: minX, maxX)
    guard !range.isEmpty else { return 0..<0 }
    let last = count - 1
    return layoutDirection == .leftToRight
      ? range : (last - range.upperBound + 1)..<(last - range.lowerBound + 1)
  }

  /// The card slots `j` whose closed span `[start + j·p, start + j·p + w]` meets
  /// `[minX, maxX]`, for `j` in `0..<cardCount`.
  ///
  /// - Complexity: O(1).
  func slots(from start: CGFloat, meeting minX: CGFloat, _ maxX: CGFloat) -> Range<Int> {
    let count = cardCount
    guard count > 0, minX <= maxX else { return 0..<0 }
    let width = cardWidth
    let pitch = self.pitch
    @inline(__always) func meets(_ j: Int) -> Bool {
      let x = start + CGFloat(j) * pitch
      return x <= maxX && x + width >= minX
    }
    let last = count - 1
    var low = CarouselGeometry.clampedIndex(((minX - start - width) / pitch).rounded(.up), last)
    var high = CarouselGeometry.clampedIndex(((maxX - start) / pitch).rounded(.down), last)
    // Division rounds; settle the ends on the exact frame arithmetic.
    while low > 0 && meets(low - 1) { low -= 1 }
    while low <= high && !meets(low) { low += 1 }
    while high < last && meets(high + 1) { high += 1 }
    while high >= low && !meets(high) { high -= 1 }
    return low <= high ? low..<(high + 1) : 0..<0
  }

  /// How far from a snap offset an offset may be and still count as resting on it: half a
  /// point, so offsets that a host rounded to pixels still count as at rest.
  package var restingTolerance: CGFloat { 0.5 }

  // MARK: - Private

  static func cardWidth(
    width: CGFloat, leading: CGFloat, spacing: CGFloat, peek: CGFloat, visible: Int
  ) -> CGFloat {
    let n = CGFloat(visible)
    return max(1, (width - leading - n * spacing - peek) / n)
  }
}

extension CarouselTrack {
  // MARK: - Card count from a content width

  /// The number of cards a carousel's content of width `contentWidth` holds: the inverse of
  /// ``contentWidth``, `N = (C − L − T + s) / (w + s)` rounded to the nearest whole card, for a
  /// host that knows the content's width but not its cards (SwiftUI's scroll target context
  /// reports `contentSize`, and a `@ViewBuilder` carousel cannot count its children).
  ///
  /// Assumes the cards form a carousel (``FewCardsRule/keepCarousel``); 0 for a content no
  /// wider than the insets.
  ///
  /// ```swift
  /// try CarouselTrack.cardCount(fittingContentWidth: 1829, viewportWidth: 393)  // 5
  /// ```
  ///
  /// - Throws: ``CarouselLayoutError`` naming the field of an invalid input.
  /// - Complexity: O(1).
  package static func cardCount(
    fittingContentWidth contentWidth: CGFloat, viewportWidth: CGFloat,
    sizeClass: SizeClass = .compact, configuration: CarouselConfiguration = CarouselConfiguration()
  ) throws(CarouselLayoutError) -> Int {
    try Validation.nonNegative(contentWidth, "contentWidth")
    var carousel = configuration
    carousel.fewCardsRule = .keepCarousel
    let track = try CarouselTrack(
      viewportWidth: viewportWidth, sizeClass: sizeClass, configuration: carousel, cardCount: 1)
    let cards =
      (contentWidth - track.leadingInset - track.trailingInset + track.spacing) / track.pitch
    guard cards.isFinite, cards > 0.5 else { return 0 }
    return Int(min(cards.rounded(), CGFloat(Int32.max)))
  }
}
