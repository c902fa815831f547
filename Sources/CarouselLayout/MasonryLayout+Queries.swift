import Foundation

extension MasonryLayout {
  // MARK: - Card frames

  /// The x of column `column`'s left edge in content coordinates.
  ///
  /// Left to right: `L + j·(w + s)`. Right to left, the mirror: column 0 ends at the leading
  /// inset on the right, `contentWidth − L − w − j·(w + s)`.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  public func columnMinX(_ column: Int) -> CGFloat {
    let fromLeading = leadingInset + CGFloat(column) * columnPitch
    return layoutDirection == .leftToRight ? fromLeading : contentWidth - fromLeading - cardWidth
  }

  /// The column card `index` sits in (0 is the leading column).
  ///
  /// - Precondition: `0 <= index < cardCount`.
  /// - Complexity: O(1).
  public func column(ofCard index: Int) -> Int {
    Int(cardColumns[index])
  }

  /// The indices of the cards in column `column`, top to bottom (which is also ascending).
  ///
  /// - Precondition: `0 <= column < columnCount`.
  /// - Complexity: O(k) for the k cards in the column.
  public func cards(inColumn column: Int) -> [Int] {
    columnCards[column].map(Int.init)
  }

  /// The frame of card `index` in content coordinates.
  ///
  /// - Precondition: `0 <= index < cardCount`.
  /// - Complexity: O(1).
  public func frame(ofCard index: Int) -> CGRect {
    precondition(index >= 0 && index < cardCount, "card index \(index) out of 0..<\(cardCount)")
    return CGRect(
      x: columnMinX(Int(cardColumns[index])), y: tops[index], width: cardWidth,
      height: cappedHeight(index))
  }

  /// Card `index`'s frame with its header, body and footer regions.
  ///
  /// - Precondition: `0 <= index < cardCount`.
  /// - Complexity: O(1).
  public func anatomy(ofCard index: Int) -> CardAnatomy {
    CardAnatomy(frame: frame(ofCard: index), measurement: heights[index])
  }

  // MARK: - Rect queries

  /// Calls `body` with the index and frame of every card that intersects `rect`, without
  /// allocating: column by column from the leading column, top to bottom in each column.
  ///
  /// A card intersects the rect when the two closed rectangles share at least one point, so
  /// a card whose edge touches the rect is included (as in ``CarouselGeometry``). A null rect
  /// or one with a NaN edge intersects nothing.
  ///
  /// ```swift
  /// masonry.forEachCard(in: visibleRect) { index, frame in
  ///   attributes.append(makeAttributes(index, frame))
  /// }
  /// ```
  ///
  /// - Complexity: O(c·log n) plus the cards returned: one binary search per column that
  ///   meets the rect's horizontal span.
  public func forEachCard(in rect: CGRect, _ body: (Int, CGRect) throws -> Void) rethrows {
    guard !rect.isNull, rect.minX <= rect.maxX, rect.minY <= rect.maxY else { return }
    let minY = rect.minY
    let maxY = rect.maxY
    let width = cardWidth
    for column in 0..<columnCount {
      let x = columnMinX(column)
      guard x <= rect.maxX, x + width >= rect.minX else { continue }
      let cards = columnCards[column]
      // Bottoms rise down a column, so the cards ending above the rect form a prefix.
      var position = Self.partitionPoint(cards) { card in
        let index = Int(card)
        return tops[index] + cappedHeight(index) >= minY
      }
      while position < cards.count {
        let index = Int(cards[position])
        let top = tops[index]
        guard top <= maxY else { break }
        try body(index, CGRect(x: x, y: top, width: width, height: cappedHeight(index)))
        position += 1
      }
    }
  }

  /// The indices of the cards that intersect `rect`, ascending.
  ///
  /// Allocates the result; ``forEachCard(in:_:)`` is the allocation-free form.
  ///
  /// - Complexity: O(c·log n + k·log k) for the k cards returned.
  public func cardIndices(in rect: CGRect) -> [Int] {
    var result: [Int] = []
    forEachCard(in: rect) { index, _ in result.append(index) }
    if columnCount > 1 { result.sort() }
    return result
  }
}
