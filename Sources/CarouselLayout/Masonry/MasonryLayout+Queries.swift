#if canImport(Foundation)
  import Foundation
#endif

extension MasonryLayout {
  // MARK: - Card frames

  /// The x of column `column`'s left edge in content coordinates.
  ///
  /// Left to right: `L + j·(w + s)`. Right to left, the mirror: column 0 ends at the leading
  /// inset on the right, `contentWidth − L − w − j·(w + s)`.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  @usableFromInline package func columnMinX(_ column: Int) -> CGFloat {
    let fromLeading = leadingInset + CGFloat(column) * columnPitch
    return layoutDirection == .leftToRight ? fromLeading : contentWidth - fromLeading - cardWidth
  }

  /// The column card `index` sits in (0 is the leading column).
  ///
  /// - Precondition: `0 <= index < cardCount`.
  /// - Complexity: O(1).
  package func column(ofCard index: Int) -> Int {
    Int(cardColumns[index])
  }

  /// The indices of the cards in column `column`, top to bottom (which is also ascending).
  ///
  /// - Precondition: `0 <= column < columnCount`.
  /// - Complexity: O(k) for the k cards in the column.
  package func cards(inColumn column: Int) -> [Int] {
    columnCards[column].map(Int.init)
  }

  /// The frame of card `index` in content coordinates.
  ///
  /// - Precondition: `0 <= index < cardCount`.
  /// - Complexity: O(1).
  package func frame(ofCard index: Int) -> CGRect {
    precondition(index >= 0 && index < cardCount, "card index \(index) out of 0..<\(cardCount)")
    let column = Int(cardColumns[index])
    return CGRect(
      x: columnMinX(column), y: columnTops[column][Int(cardSlots[index])], width: cardWidth,
      height: cappedHeight(index))
  }

  /// Card `index`'s frame with its header, body and footer regions.
  ///
  /// - Precondition: `0 <= index < cardCount`.
  /// - Complexity: O(1).
  package func anatomy(ofCard index: Int) -> CardAnatomy {
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
  /// - Throws: what `body` throws (its own error type, `E`; nothing when it throws nothing).
  /// - Complexity: O(c·log n) plus the cards returned: one binary search per column that
  ///   meets the rect's horizontal span.
  @inlinable
  package func forEachCard<E: Error>(in rect: CGRect, _ body: (Int, CGRect) throws(E) -> Void)
    throws(E)
  {
    // Generic over the closure's error, specialized in the caller; the walk itself is not
    // generic (a generic walk would run unspecialized, through the error's metadata).
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
  /// returns `false`. Inlinable with the storage it reads, so a caller in another module gets
  /// the walk, its closures and the height sums specialized in place (no call per card).
  @inlinable
  func visitCards(in rect: CGRect, _ visit: (Int, CGRect) -> Bool) {
    guard !rect.isNull, rect.minX <= rect.maxX, rect.minY <= rect.maxY else { return }
    let minY = rect.minY
    let maxY = rect.maxY
    let width = cardWidth
    let cap = configuration.cardHeightCap.limit
    for column in 0..<columnCount {
      let x = columnMinX(column)
      guard x <= rect.maxX, x + width >= rect.minX else { continue }
      let finished = columnTops[column].withUnsafeBufferPointer { tops in
        columnCards[column].withUnsafeBufferPointer { cards in
          // Tops rise down a column: the cards below `minY` start at `start`. Bottoms rise
          // too (a card's bottom is at most the next card's top), so the cards above it
          // that reach `minY` are the few right above it.
          var start = Self.firstTop(in: tops, above: minY)
          while start > 0,
            tops[start - 1] + min(heights.height(ofCard: Int(cards[start - 1])), cap) >= minY
          {
            start -= 1
          }
          var position = start
          while position < tops.count {
            let top = tops[position]
            guard top <= maxY else { break }
            let index = Int(cards[position])
            let height = min(heights.height(ofCard: index), cap)
            guard visit(index, CGRect(x: x, y: top, width: width, height: height))
            else { return false }
            position += 1
          }
          return true
        }
      }
      guard finished else { return }
    }
  }

  /// The first position in `tops` (ascending) whose top is below `y` (greater), or
  /// `tops.count`: a binary search whose steps are conditional moves, not branches, so a
  /// random `y` costs no mispredictions.
  ///
  /// - Complexity: O(log n).
  @inlinable @inline(__always)
  static func firstTop(in tops: UnsafeBufferPointer<Double>, above y: Double) -> Int {
    guard var base = tops.baseAddress, tops.count > 0 else { return 0 }
    let start = base
    var length = tops.count
    while length > 1 {
      let half = length >> 1
      base = base[half] <= y ? base + half : base
      length -= half
    }
    return start.distance(to: base) + (base.pointee <= y ? 1 : 0)
  }

  /// The indices of the cards that intersect `rect`, ascending.
  ///
  /// Allocates the result; ``forEachCard(in:_:)`` is the allocation-free form.
  ///
  /// - Complexity: O(c·log n + k·log k) for the k cards returned.
  package func cardIndices(in rect: CGRect) -> [Int] {
    var result: [Int] = []
    forEachCard(in: rect) { index, _ in result.append(index) }
    if columnCount > 1 { result.sort() }
    return result
  }
}
