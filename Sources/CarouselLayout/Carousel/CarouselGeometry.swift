#if canImport(Foundation)
  import Foundation
#endif

/// The carousel layout engine: one carousel laid out for a viewport, a size class, a layout
/// direction, a configuration and the cards' measured heights.
///
/// Every card has the same width, so a card's x is a formula and frames are never stored: the
/// only per-card storage is the cards' heights (`CardHeights`). Queries are index arithmetic.
///
/// ```
///  viewport (W)
/// ┌──────────────────────────────────────┐
/// │ Recommended                 See All ›│  header cell (optional)
/// │ ┌──────────────────────────────┐ ┌───┼───
/// │ │ card 0                       │ │ ca│rd 1   ← the peek
/// │ └──────────────────────────────┘ └───┼───
/// └──────────────────────────────────────┘
///  ←L→←──────────── w ─────────────→←s→
///  card i: x = L + i·(w + s)            (left to right)
/// ```
///
/// ```swift
/// let carousel = try CarouselGeometry(
///   viewport: CGSize(width: 393, height: 852),
///   cards: Array(repeating: CardMeasurement(header: 56, body: 120, footer: 44), count: 5))
/// carousel.track.cardWidth    // 353
/// carousel.frame(ofCard: 1)   // (377, 0, 353, 220)
/// carousel.track.snapOffsets  // [0, 361, 722, 1083, 1436]
/// ```
public struct CarouselGeometry: Sendable, Hashable {
  // MARK: - Inputs

  /// The viewport (container) size the carousel is laid out for: the track's width and the
  /// viewport's height (which shapes nothing; kept as given).
  public var viewport: CGSize { CGSize(width: track.viewportWidth, height: viewportHeight) }
  /// The viewport's height.
  private let viewportHeight: CGFloat
  /// The configuration.
  public let configuration: CarouselConfiguration
  /// The cards' measured heights.
  package private(set) var heights: CardHeights
  /// The scroll offset whose visible cards set the height under
  /// ``HeightPolicy/uniformVisible`` (the rest position unless one was given).
  public private(set) var heightReferenceOffset: CGFloat

  // MARK: - Derived scalars

  /// The carousel's track: every width-only answer (card width, snap offsets, snap targets,
  /// motion, anchors, navigation, the page indicator and VoiceOver's words) is the track's,
  /// `carousel.track.snapOffsets`; a host that needs no heights builds the track alone and
  /// gets the same answers.
  public let track: CarouselTrack
  /// The space above the header cell (or above the cards without one).
  package let topInset: CGFloat
  /// The space below the cards, inside the content.
  package let bottomInset: CGFloat
  /// The height of the header cell, or 0 without one.
  package let headerHeight: CGFloat
  /// The height of the container the cards sit in (below the header cell).
  package private(set) var containerHeight: CGFloat
  /// The height every card gets under a uniform height policy (0 under natural heights).
  public private(set) var uniformCardHeight: CGFloat

  // MARK: - Initialiser

  /// Lays out a carousel.
  ///
  /// - Parameters:
  ///   - viewport: the container's size; both dimensions finite and > 0.
  ///   - sizeClass: the horizontal size class (an input, never derived from the width).
  ///   - layoutDirection: left to right (default) or right to left.
  ///   - configuration: the carousel's configuration (default: the spec's defaults).
  ///   - cards: each card's measured header, body and footer heights.
  ///   - heightReferenceOffset: under ``HeightPolicy/uniformVisible``, the scroll offset whose
  ///     visible cards set the height; `nil` is the rest position.
  /// - Throws: ``CarouselLayoutError`` naming the field and value of an invalid input.
  /// - Complexity: O(n) in the number of cards.
  public init(
    viewport: CGSize,
    sizeClass: SizeClass = .compact,
    layoutDirection: LayoutDirection = .leftToRight,
    configuration: CarouselConfiguration = CarouselConfiguration(),
    cards: [CardMeasurement],
    heightReferenceOffset: CGFloat? = nil
  ) throws(CarouselLayoutError) {
    try Validation.check(viewport: viewport)
    try Validation.check(configuration)
    // The cards are checked in the pass that copies them; only a bad card takes the slow
    // path that names it.
    let heights = CardHeights(validating: cards, largest: Validation.largestSize)
    if heights == nil { try Validation.check(cards: cards) }
    if let heightReferenceOffset {
      try Validation.finite(heightReferenceOffset, "offset")
    }
    self.init(
      validViewport: viewport, sizeClass: sizeClass, layoutDirection: layoutDirection,
      configuration: configuration, heights: heights ?? CardHeights(cards),
      heightReferenceOffset: heightReferenceOffset)
  }

  /// Lays out a carousel from inputs that are already validated.
  init(
    validViewport viewport: CGSize,
    sizeClass: SizeClass,
    layoutDirection: LayoutDirection,
    configuration: CarouselConfiguration,
    heights: CardHeights,
    heightReferenceOffset: CGFloat?
  ) {
    viewportHeight = viewport.height
    self.configuration = configuration
    self.heights = heights
    track = CarouselTrack(
      validViewportWidth: viewport.width, sizeClass: sizeClass,
      layoutDirection: layoutDirection, configuration: configuration, cardCount: heights.count)
    let insets = configuration.resolvedInsets(for: sizeClass)
    topInset = insets.top
    bottomInset = insets.bottom
    headerHeight = configuration.header?.height ?? 0

    containerHeight = 0
    uniformCardHeight = 0
    self.heightReferenceOffset = 0
    self.heightReferenceOffset = heightReferenceOffset ?? track.restOffset
    updateHeights()
  }

  // MARK: - Sizes

  /// The number of cards.
  public var cardCount: Int { heights.count }

  /// The size of the scrollable content.
  ///
  /// In carousel mode the width is `L + N·w + (N−1)·s + T`; in stack and empty modes it is
  /// the viewport's width, or `L + 1 + T` when the insets leave less than the 1-point minimum
  /// card width. The height is the top inset, the header cell's, the container's and the
  /// bottom inset added (the viewport's height plays no part).
  ///
  /// - Complexity: O(1).
  public var contentSize: CGSize {
    CGSize(width: track.contentWidth, height: cardsMinY + containerHeight + bottomInset)
  }

  /// The y of the container the cards sit in: below the top inset and the header cell.
  package var cardsMinY: CGFloat { topInset + headerHeight }

  // MARK: - Changing heights

  /// Replaces one card's measurement (a self-sizing pass) and updates the uniform height.
  ///
  /// - Returns: whether other cards changed too: the uniform height changed, or the cards are
  ///   stacked (``CarouselMode/stack``: the cards below it move). An adapter then redraws every
  ///   card on screen, else only this one.
  /// - Throws: ``CarouselLayoutError`` for a negative, NaN or infinite height, or an index
  ///   outside the cards.
  /// - Complexity: O(log n).
  @discardableResult
  public mutating func setMeasurement(_ measurement: CardMeasurement, ofCard index: Int)
    throws(CarouselLayoutError) -> Bool
  {
    guard index >= 0, index < cardCount else {
      throw CarouselLayoutError(
        field: "index", expected: "a card index in 0..<\(cardCount)", value: String(index))
    }
    try Validation.check(measurement, index: index)
    let uniformHeight = uniformCardHeight
    heights[index] = measurement
    updateHeights()
    return uniformCardHeight != uniformHeight || track.mode == .stack
  }

  /// Moves the scroll offset whose visible cards set the height under
  /// ``HeightPolicy/uniformVisible``.
  ///
  /// - Throws: ``CarouselLayoutError`` for a NaN or infinite offset.
  /// - Complexity: O(log n).
  public mutating func setHeightReferenceOffset(_ offset: CGFloat) throws(CarouselLayoutError) {
    try Validation.finite(offset, "offset")
    heightReferenceOffset = offset
    updateHeights()
  }

  // MARK: - Private

  private mutating func updateHeights() {
    let cap = configuration.cardHeightCap.limit
    switch track.mode {
    case .empty:
      uniformCardHeight = 0
      containerHeight = configuration.emptyStateHeight
    case .stack:
      let tallest = min(heights.tallest, cap)
      if configuration.heightPolicy == .natural {
        uniformCardHeight = 0
        var total = 0.0
        for index in 0..<cardCount { total += min(heights.height(ofCard: index), cap) }
        containerHeight = total + CGFloat(cardCount - 1) * track.spacing
      } else {
        uniformCardHeight = tallest
        containerHeight = CGFloat(cardCount) * tallest + CGFloat(cardCount - 1) * track.spacing
      }
    case .carousel:
      switch configuration.heightPolicy {
      case .uniform:
        uniformCardHeight = min(heights.tallest, cap)
        containerHeight = uniformCardHeight
      case .uniformVisible:
        // Measured along the reading direction from the leading inset (card i at L + i·p in
        // both directions), so right to left does the same arithmetic as left to right; cards
        // that show less than half a point (touching the edge) do not count.
        let margin = min(track.restingTolerance, viewport.width / 4)
        let start = track.travelled(heightReferenceOffset)
        let visible = slots(
          from: track.leadingInset, meeting: start + margin, start + viewport.width - margin)
        uniformCardHeight = min(heights.tallest(in: visible), cap)
        containerHeight = uniformCardHeight
      case .natural:
        uniformCardHeight = 0
        containerHeight = min(heights.tallest, cap)
      }
    }
  }
}
