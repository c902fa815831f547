#if canImport(Foundation)
  import Foundation
#endif

/// A list layout: cards below each other, each as wide as the space between the insets and as
/// tall as its content; the compact-width "See All" destination.
///
/// ```
///  viewport (W)
/// ┌──────────────────────────────────────┐
/// │ ┌──────────────────────────────────┐ │
/// │ │ card 0                           │ │
/// │ └──────────────────────────────────┘ │
/// │ ┌──────────────────────────────────┐ │  ← spacing s between cards
/// │ │ card 1                           │ │
/// │ └──────────────────────────────────┘ │
/// └──────────────────────────────────────┘
///  ←L→←──────────── W − L − T ─────────→←T→
/// ```
///
/// ```swift
/// let list = try ListLayout(
///   viewport: CGSize(width: 393, height: 852),
///   cards: [CardMeasurement(height: 120), CardMeasurement(height: 80)])
/// list.frame(ofCard: 1)   // (16, 128, 361, 80)
/// list.contentSize        // (393, 208)
/// ```
package struct ListLayout: Sendable, Hashable {
  // MARK: - Inputs

  /// The viewport (container) size; only its width shapes the layout.
  package let viewport: CGSize
  /// The horizontal size class.
  package let sizeClass: SizeClass
  /// The layout direction: the leading inset is on the left in left to right, on the right in
  /// right to left.
  package let layoutDirection: LayoutDirection
  /// The configuration.
  package let configuration: ListConfiguration
  /// The cards' measured heights.
  @usableFromInline package private(set) var heights: CardHeights

  // MARK: - Derived scalars

  /// The inset on the leading side.
  package let leadingInset: CGFloat
  /// The inset on the trailing side.
  package let trailingInset: CGFloat
  /// The space above the first card.
  package let topInset: CGFloat
  /// The space below the last card, inside the content.
  package let bottomInset: CGFloat
  /// The width of every card: `W − L − T`, never below 1.
  package let cardWidth: CGFloat
  /// The content's width: the viewport's, unless a 1-point card and the insets do not fit.
  package let contentWidth: CGFloat
  /// The content's height: the last card's bottom plus the bottom inset (the top and bottom
  /// insets alone without cards).
  package private(set) var contentHeight: CGFloat

  // MARK: - Storage

  /// The y of each card's top edge, ascending.
  var tops: [Double]

  // MARK: - Initialiser

  /// Lays out cards below each other.
  ///
  /// - Parameters:
  ///   - viewport: the container's size; both dimensions finite and > 0.
  ///   - sizeClass: the horizontal size class, which picks the standard insets.
  ///   - layoutDirection: left to right (default) or right to left.
  ///   - configuration: insets, spacing and maximum card height.
  ///   - cards: each card's measured header, body and footer heights; a card is as tall as
  ///     the three added, capped at the configuration's maximum card height.
  /// - Throws: ``CarouselLayoutError`` naming the field and value of an invalid input.
  /// - Complexity: O(n).
  package init(
    viewport: CGSize,
    sizeClass: SizeClass = .compact,
    layoutDirection: LayoutDirection = .leftToRight,
    configuration: ListConfiguration = ListConfiguration(),
    cards: [CardMeasurement]
  ) throws(CarouselLayoutError) {
    try Validation.check(viewport: viewport)
    try Validation.check(configuration)
    try Validation.check(cards: cards)
    self.init(
      validViewport: viewport, sizeClass: sizeClass, layoutDirection: layoutDirection,
      configuration: configuration, heights: CardHeights(cards))
  }

  /// Lays out a list from inputs that are already validated.
  init(
    validViewport viewport: CGSize,
    sizeClass: SizeClass,
    layoutDirection: LayoutDirection,
    configuration: ListConfiguration,
    heights: CardHeights
  ) {
    self.viewport = viewport
    self.sizeClass = sizeClass
    self.layoutDirection = layoutDirection
    self.configuration = configuration
    self.heights = heights
    let insets = configuration.resolvedInsets(for: sizeClass)
    leadingInset = insets.leading
    trailingInset = insets.trailing
    topInset = insets.top
    bottomInset = insets.bottom
    let free = viewport.width - insets.leading - insets.trailing
    cardWidth = max(1, free)
    contentWidth = free >= 1 ? viewport.width : insets.leading + 1 + insets.trailing
    tops = [Double](repeating: 0, count: heights.count)
    contentHeight = 0
    place(from: 0)
  }

  // MARK: - Sizes

  /// The number of cards.
  package var cardCount: Int { heights.count }

  /// The size of the scrollable content: `contentWidth` by `contentHeight`.
  ///
  /// - Complexity: O(1).
  package var contentSize: CGSize { CGSize(width: contentWidth, height: contentHeight) }

  /// The x of every card's left edge: the leading inset in left to right, the trailing inset
  /// in right to left.
  package var cardMinX: CGFloat {
    layoutDirection == .leftToRight ? leadingInset : contentWidth - leadingInset - cardWidth
  }

  // MARK: - Changing heights

  /// Replaces one card's measurement and moves the cards below it.
  ///
  /// Cards before `index` keep their frames exactly; the result equals laying out all cards
  /// again with the new measurement.
  ///
  /// - Throws: ``CarouselLayoutError`` for a negative, NaN or infinite height, or an index
  ///   outside the cards.
  /// - Complexity: O(n − index).
  package mutating func setMeasurement(_ measurement: CardMeasurement, ofCard index: Int)
    throws(CarouselLayoutError)
  {
    guard index >= 0, index < cardCount else {
      throw CarouselLayoutError(
        field: "index", expected: "a card index in 0..<\(cardCount)", value: String(index))
    }
    try Validation.check(measurement, index: index)
    let before = cappedHeight(index)
    heights[index] = measurement
    if cappedHeight(index) != before { place(from: index) }
  }

  // MARK: - Card frames

  /// The frame of card `index` in content coordinates.
  ///
  /// - Precondition: `0 <= index < cardCount`.
  /// - Complexity: O(1).
  package func frame(ofCard index: Int) -> CGRect {
    precondition(index >= 0 && index < cardCount, "card index \(index) out of 0..<\(cardCount)")
    return CGRect(x: cardMinX, y: tops[index], width: cardWidth, height: cappedHeight(index))
  }

  /// Card `index`'s frame with its header, body and footer regions.
  ///
  /// - Precondition: `0 <= index < cardCount`.
  /// - Complexity: O(1).
  package func anatomy(ofCard index: Int) -> CardAnatomy {
    CardAnatomy(frame: frame(ofCard: index), measurement: heights[index])
  }

  // MARK: - Rect queries

  /// Calls `body` with the index and frame of every card that intersects `rect`, in card
  /// order, without allocating.
  ///
  /// Closed rectangles: a card whose edge touches the rect is included. A null rect or one
  /// with a NaN edge intersects nothing.
  ///
  /// - Throws: what `body` throws (its own error type, `E`; nothing when it throws nothing).
  /// - Complexity: O(log n) plus the cards returned (a binary search over the cards' tops).
  @inlinable
  package func forEachCard<E: Error>(in rect: CGRect, _ body: (Int, CGRect) throws(E) -> Void)
    throws(E)
  {
    // Generic over the closure's error, specialized in the caller; the walk is not generic.
    var failure: E?
    visitCards(in: rect) { index, frame in
      do throws(E) {
        try body(index, frame)
        return true
      } catch {
        failure = error
        return false
      }
    }
    if let failure { throw failure }
  }

  /// The walk behind ``forEachCard(in:_:)``: calls `visit` for each card in `rect` until it
  /// returns `false`.
  @usableFromInline
  func visitCards(in rect: CGRect, _ visit: (Int, CGRect) -> Bool) {
    guard !rect.isNull, rect.minX <= rect.maxX, rect.minY <= rect.maxY else { return }
    let x = cardMinX
    guard x <= rect.maxX, x + cardWidth >= rect.minX else { return }
    let minY = rect.minY
    let maxY = rect.maxY
    // Bottoms rise down the list, so the cards ending above the rect form a prefix.
    var low = 0
    var high = cardCount
    while low < high {
      let middle = low + (high - low) / 2
      if tops[middle] + cappedHeight(middle) >= minY { high = middle } else { low = middle + 1 }
    }
    var index = low
    while index < cardCount, tops[index] <= maxY {
      let frame = CGRect(x: x, y: tops[index], width: cardWidth, height: cappedHeight(index))
      guard visit(index, frame) else { return }
      index += 1
    }
  }

  /// The indices of the cards that intersect `rect`, ascending.
  ///
  /// Allocates the result; ``forEachCard(in:_:)`` is the allocation-free form.
  ///
  /// - Complexity: O(log n) plus the cards returned.
  package func cardIndices(in rect: CGRect) -> [Int] {
    var result: [Int] = []
    forEachCard(in: rect) { index, _ in result.append(index) }
    return result
  }

  // MARK: - Private

  @inline(__always)
  private func cappedHeight(_ index: Int) -> Double {
    min(heights.height(ofCard: index), configuration.cardHeightCap.limit)
  }

  private mutating func place(from first: Int) {
    let spacing = configuration.spacing
    var next = first == 0 ? topInset : tops[first - 1] + cappedHeight(first - 1) + spacing
    for index in first..<cardCount {
      tops[index] = next
      // (top + height) + spacing, the same sum a restart from this card computes.
      next = next + cappedHeight(index) + spacing
    }
    let bottom = cardCount == 0 ? topInset : tops[cardCount - 1] + cappedHeight(cardCount - 1)
    contentHeight = bottom + bottomInset
  }
}
