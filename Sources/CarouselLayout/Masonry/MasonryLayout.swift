#if canImport(Foundation)
  import Foundation
#endif

/// A masonry layout: cards of one width in columns, each card as tall as its content, placed
/// "top-most, then leading-most"; it scrolls vertically only.
///
/// Frames are not analytic (a card's y depends on every card before it), so they are stored
/// per column: the column's card indices and their tops, top to bottom, each in one contiguous
/// array, and per card its column and its place in that column. A rect query is a binary
/// search per column over that column's tops alone; a change to one card's height re-places
/// only the cards from that card on.
///
/// ```
///  viewport (W), regular width, 2 columns
/// ┌──────────────────────────────────────┐
/// │   ┌─────────────┐   ┌─────────────┐   │
/// │   │ card 0      │   │ card 1      │   │
/// │   │             │   └─────────────┘   │
/// │   └─────────────┘   ┌─────────────┐   │  card 2 goes right: that column's
/// │   ┌─────────────┐   │ card 2      │   │  bottom is higher
/// │   │ card 3      │   └─────────────┘   │
/// └──────────────────────────────────────┘
///  ←L→←──── w ────→←s→←──── w ────→←T→     w = (W − L − T − (c − 1)·s) / c
/// ```
///
/// ```swift
/// let masonry = try MasonryLayout(
///   viewport: CGSize(width: 820, height: 1180), sizeClass: .regular,
///   cards: [200, 100, 100, 50].map { CardMeasurement(height: $0) })
/// masonry.cardWidth          // 386: (820 − 20 − 20 − 8) / 2
/// masonry.frame(ofCard: 2)   // (414, 108, 386, 100)
/// masonry.frame(ofCard: 3)   // (20, 208, 386, 50)
/// ```
package struct MasonryLayout: Sendable, Hashable {
  // MARK: - Inputs

  /// The viewport (container) size; only its width shapes the layout.
  package let viewport: CGSize
  /// The horizontal size class.
  package let sizeClass: SizeClass
  /// The direction columns are counted in: column 0 is on the left in left to right, on the
  /// right in right to left.
  package let layoutDirection: LayoutDirection
  /// The configuration.
  package let configuration: MasonryConfiguration
  /// The cards' measured heights.
  @usableFromInline package private(set) var heights: CardHeights

  // MARK: - Derived scalars

  /// The number of columns.
  package let columnCount: Int
  /// The margin on the leading side.
  package let leadingInset: CGFloat
  /// The margin on the trailing side.
  package let trailingInset: CGFloat
  /// The space above the first card of every column.
  package let topInset: CGFloat
  /// The space below the tallest column, inside the content.
  package let bottomInset: CGFloat
  /// The width of every card (and of every column): `(W − L − T − (c − 1)·s) / c`, never
  /// below 1.
  package let cardWidth: CGFloat
  /// The content's width: the viewport's, unless columns of the 1-point minimum card width do
  /// not fit in it.
  package let contentWidth: CGFloat
  /// The content's height: the bottom of the tallest column plus the bottom inset (the top
  /// and bottom insets alone without cards).
  package private(set) var contentHeight: CGFloat

  // MARK: - Storage

  /// The column of each card.
  var cardColumns: [Int32]
  /// The place of each card in its column: card `i` is `columnCards[c][cardSlots[i]]` for
  /// `c = cardColumns[i]`.
  var cardSlots: [Int32]
  /// Per column, the indices of its cards, ascending, which is also top to bottom.
  @usableFromInline var columnCards: [[Int32]]
  /// Per column, the y of its cards' top edges, top to bottom (parallel to `columnCards`), so
  /// a rect query's binary search reads one contiguous array.
  @usableFromInline var columnTops: [[Double]]

  // MARK: - Initialiser

  /// Lays out cards in a masonry.
  ///
  /// - Parameters:
  ///   - viewport: the container's size; both dimensions finite and > 0.
  ///   - sizeClass: the horizontal size class (an input, never derived from the width).
  ///   - layoutDirection: left to right (default) or right to left.
  ///   - configuration: columns, spacings, insets, order (default: the Fiori defaults).
  ///   - cards: each card's measured header, body and footer heights; a card is as tall as
  ///     the three added, capped at the configuration's maximum card height.
  /// - Throws: ``CarouselLayoutError`` naming the field and value of an invalid input.
  /// - Complexity: O(n·c) for the top-most order (O(n) for round robin), n cards and c
  ///   columns.
  package init(
    viewport: CGSize,
    sizeClass: SizeClass = .compact,
    layoutDirection: LayoutDirection = .leftToRight,
    configuration: MasonryConfiguration = MasonryConfiguration(),
    cards: [CardMeasurement]
  ) throws(CarouselLayoutError) {
    try Validation.check(viewport: viewport)
    try Validation.check(configuration)
    try Validation.check(cardCount: cards.count)
    // The cards are checked in the pass that copies them; only a bad card takes the slow
    // path that names it.
    let heights = CardHeights(validating: cards, largest: Validation.largestSize)
    if heights == nil { try Validation.check(cards: cards) }
    self.init(
      validViewport: viewport, sizeClass: sizeClass, layoutDirection: layoutDirection,
      configuration: configuration, heights: heights ?? CardHeights(cards))
  }

  /// Lays out a masonry from inputs that are already validated.
  init(
    validViewport viewport: CGSize,
    sizeClass: SizeClass,
    layoutDirection: LayoutDirection,
    configuration: MasonryConfiguration,
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
    let columns = configuration.columns.count(sizeClass: sizeClass, width: viewport.width)
    columnCount = columns
    let spacing = configuration.columnSpacing
    let c = CGFloat(columns)
    let free = viewport.width - insets.leading - insets.trailing - (c - 1) * spacing
    if free / c >= 1 {
      cardWidth = free / c
      contentWidth = viewport.width
    } else {
      cardWidth = 1
      contentWidth = insets.leading + c + (c - 1) * spacing + insets.trailing
    }
    contentHeight = 0
    cardColumns = [Int32](repeating: 0, count: heights.count)
    cardSlots = [Int32](repeating: 0, count: heights.count)
    columnCards = [[Int32]](repeating: [], count: columns)
    columnTops = [[Double]](repeating: [], count: columns)
    place(from: 0)
  }

  // MARK: - Sizes

  /// The number of cards.
  package var cardCount: Int { heights.count }

  /// The size of the scrollable content: `contentWidth` by `contentHeight`.
  ///
  /// - Complexity: O(1).
  package var contentSize: CGSize { CGSize(width: contentWidth, height: contentHeight) }

  /// The distance from one column's left edge to the next: card width plus column spacing.
  package var columnPitch: CGFloat { cardWidth + configuration.columnSpacing }

  // MARK: - Changing heights

  /// Replaces one card's measurement (a self-sizing pass) and re-places the cards from that
  /// card on.
  ///
  /// Cards before `index` keep their frames exactly: a card's place depends only on the cards
  /// before it. The result equals laying out all cards again with the new measurement
  /// (`==` holds between the two values).
  ///
  /// - Throws: ``CarouselLayoutError`` for a negative, NaN or infinite height, or an index
  ///   outside the cards.
  /// - Complexity: O(c·log n + (n − index)·c) for the top-most order, O(c·log n + n − index)
  ///   for round robin; O(log n) when the card's height does not change.
  package mutating func setMeasurement(_ measurement: CardMeasurement, ofCard index: Int)
    throws(CarouselLayoutError)
  {
    try setMeasurements([index: measurement])
  }

  /// Replaces several cards' measurements and re-places the cards from the first changed card
  /// on, once.
  ///
  /// Cards before the smallest index keep their frames exactly; the result equals laying out
  /// all cards again with the new measurements.
  ///
  /// - Throws: ``CarouselLayoutError`` for a negative, NaN or infinite height, or an index
  ///   outside the cards; on error nothing changes.
  /// - Complexity: O(m·log n) for m changes, plus O(c·log n + (n − first)·c) to re-place.
  package mutating func setMeasurements(_ measurements: [Int: CardMeasurement])
    throws(CarouselLayoutError)
  {
    for (index, measurement) in measurements {
      guard index >= 0, index < cardCount else {
        throw CarouselLayoutError(
          field: "index", expected: "a card index in 0..<\(cardCount)", value: String(index))
      }
      try Validation.check(measurement, index: index)
    }
    var first = cardCount
    for (index, measurement) in measurements {
      let before = cappedHeight(index)
      heights[index] = measurement
      if cappedHeight(index) != before { first = min(first, index) }
    }
    if first < cardCount { place(from: first) }
  }

  // MARK: - Placement

  /// The height of card `index`'s frame: its natural height capped at the maximum.
  @inline(__always)
  func cappedHeight(_ index: Int) -> Double {
    min(heights.height(ofCard: index), configuration.cardHeightCap.limit)
  }

  /// Keeps every card before `first` and places the cards from `first` on.
  ///
  /// Two passes over the cards from `first`: the first picks each card's column and place,
  /// the second appends its index and top to the column. Knowing each column's length before
  /// appending lets a full build size every column array exactly; both passes add the same
  /// heights in the same order, so they agree on every top to the bit.
  private mutating func place(from first: Int) {
    let columns = columnCount
    let spacing = configuration.cardSpacing
    let count = cardCount
    // The y where the next card of each column goes, from the cards that stay.
    var nextTops = [Double](repeating: topInset, count: columns)
    var lengths = [Int](repeating: 0, count: columns)
    for column in 0..<columns {
      let keep = Self.partitionPoint(columnCards[column]) { Int($0) >= first }
      columnCards[column].removeSubrange(keep...)
      columnTops[column].removeSubrange(keep...)
      lengths[column] = keep
      if keep > 0 {
        let last = Int(columnCards[column][keep - 1])
        nextTops[column] = columnTops[column][keep - 1] + cappedHeight(last) + spacing
      }
    }
    let kept = nextTops
    // Pass 1: each card's column and its place in the column.
    for index in first..<count {
      let column: Int
      switch configuration.order {
      case .roundRobin:
        column = index % columns
      case .topMost:
        var best = 0
        var bestTop = nextTops[0]
        for candidate in 1..<max(1, columns) {
          let top = nextTops[candidate]
          // Strictly lower wins, so a tie goes to the leading column.
          best = top < bestTop ? candidate : best
          bestTop = top < bestTop ? top : bestTop
        }
        column = best
      }
      cardColumns[index] = Int32(truncatingIfNeeded: column)
      cardSlots[index] = Int32(truncatingIfNeeded: lengths[column])
      lengths[column] += 1
      // (top + height) + spacing, as pass 2 and every other bottom are added.
      nextTops[column] = nextTops[column] + cappedHeight(index) + spacing
    }
    // Pass 2: each column's cards and tops, in card order.
    if first == 0 {
      for column in 0..<columns {
        columnCards[column].reserveCapacity(lengths[column])
        columnTops[column].reserveCapacity(lengths[column])
      }
    }
    nextTops = kept
    for index in first..<count {
      let column = Int(cardColumns[index])
      let top = nextTops[column]
      columnCards[column].append(Int32(truncatingIfNeeded: index))
      columnTops[column].append(top)
      nextTops[column] = top + cappedHeight(index) + spacing
    }
    var height = topInset
    for column in 0..<columns {
      if let last = columnCards[column].last.map(Int.init), let top = columnTops[column].last {
        height = max(height, top + cappedHeight(last))
      }
    }
    contentHeight = height + bottomInset
  }

  /// The first position in `elements` whose element satisfies `predicate`, which must be
  /// false for a prefix and true for the rest (swift-algorithms' `partitioningIndex`).
  @inline(__always)
  static func partitionPoint<Element>(
    _ elements: [Element], where predicate: (Element) -> Bool
  ) -> Int {
    var low = 0
    var high = elements.count
    while low < high {
      let middle = low + (high - low) / 2
      if predicate(elements[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
