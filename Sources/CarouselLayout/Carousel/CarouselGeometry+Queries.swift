#if canImport(Foundation)
  import Foundation
#endif

extension CarouselGeometry {
  // MARK: - Rect queries

  /// Calls `body` with the index and frame of every card that intersects `rect`, in card
  /// order, without allocating.
  ///
  /// A card intersects the rect when the two closed rectangles share at least one point, so
  /// a card whose edge touches the rect is included. A null rect or one with a NaN edge
  /// intersects nothing.
  ///
  /// ```swift
  /// carousel.forEachCard(in: visibleRect) { index, frame in
  ///   attributes.append(makeAttributes(index, frame))
  /// }
  /// ```
  ///
  /// - Throws: what `body` throws (its own error type, `E`; nothing when it throws nothing).
  /// - Complexity: O(1) plus the cards within the rect's horizontal span (index arithmetic,
  ///   no scan of the carousel).
  @inlinable
  public func forEachCard<E: Error>(in rect: CGRect, _ body: (Int, CGRect) throws(E) -> Void)
    throws(E)
  {
    let candidates = cardRange(in: rect)
    guard !candidates.isEmpty else { return }
    let top = rect.minY
    let bottom = rect.maxY
    for index in candidates {
      let frame = self.frame(ofCard: index)
      if frame.minY <= bottom && frame.maxY >= top {
        try body(index, frame)
      }
    }
  }

  /// The indices of the cards that intersect `rect`, in card order.
  ///
  /// Allocates the result; ``forEachCard(in:_:)`` is the allocation-free form.
  ///
  /// - Complexity: O(1) plus the cards within the rect's horizontal span.
  public func cardIndices(in rect: CGRect) -> [Int] {
    var result: [Int] = []
    forEachCard(in: rect) { index, _ in result.append(index) }
    return result
  }

  /// The range of cards whose horizontal span meets the rect's horizontal span; a superset of
  /// the cards that intersect the rect (their vertical extent is not checked).
  ///
  /// - Complexity: O(1).
  public func cardRange(in rect: CGRect) -> Range<Int> {
    guard !rect.isNull, rect.minX <= rect.maxX, rect.minY <= rect.maxY else { return 0..<0 }
    guard rect.maxY >= cardsMinY || mode != .carousel else { return 0..<0 }
    return cardRange(horizontallyIn: rect.minX, rect.maxX)
  }

  /// The range of cards whose closed horizontal span meets `[minX, maxX]`.
  ///
  /// - Complexity: O(1).
  public func cardRange(horizontallyIn minX: CGFloat, _ maxX: CGFloat) -> Range<Int> {
    track.cardRange(horizontallyIn: minX, maxX)
  }

  /// The card slots `j` whose closed span `[start + j·p, start + j·p + w]` meets
  /// `[minX, maxX]`, for `j` in `0..<cardCount` (the track's arithmetic).
  ///
  /// - Complexity: O(1).
  func slots(from start: CGFloat, meeting minX: CGFloat, _ maxX: CGFloat) -> Range<Int> {
    track.slots(from: start, meeting: minX, maxX)
  }

  @usableFromInline @inline(__always)
  static func clampedIndex(_ value: CGFloat, _ last: Int) -> Int {
    guard !value.isNaN else { return 0 }
    return Int(min(max(value, 0), CGFloat(last)))
  }

  // MARK: - Snap offsets

  /// The number of distinct snap offsets: one per card until the scroll range runs out, after
  /// which the remaining cards share the last offset.
  ///
  /// - Complexity: O(1).
  public var snapOffsetCount: Int { track.snapOffsetCount }

  /// The `index`-th snap offset, in card order: the offset that brings card `index` to rest
  /// with its leading edge at the leading inset, clamped to the scroll range.
  ///
  /// Left to right it is `index·(w + s)`, clamped to `[0, maximumOffset]`; right to left it is
  /// the mirror, `maximumOffset − index·(w + s)`, clamped likewise. The values rise with the
  /// index left to right and fall right to left. Stacked cards and the empty state have one
  /// snap offset, the rest offset.
  ///
  /// - Precondition: `0 <= index < snapOffsetCount`.
  /// - Complexity: O(1).
  public func snapOffset(at index: Int) -> CGFloat {
    track.snapOffset(at: index)
  }

  /// Every snap offset, in card order, duplicates after clamping collapsed.
  ///
  /// ```swift
  /// carousel.snapOffsets  // 5 cards, 393 pt compact: [0, 361, 722, 1083, 1436]
  /// ```
  ///
  /// - Complexity: O(number of snap offsets).
  public var snapOffsets: [CGFloat] { track.snapOffsets }

  /// The index of the snap offset that brings card `card` to rest (cards past the end of the
  /// scroll range share the last one).
  ///
  /// - Complexity: O(1).
  public func snapIndex(ofCard card: Int) -> Int {
    track.snapIndex(ofCard: card)
  }

  /// The index of the snap offset nearest to `offset`; exactly half-way between two snap
  /// offsets picks the one with the smaller index.
  ///
  /// - Complexity: O(1).
  public func nearestSnapIndex(to offset: CGFloat) -> Int {
    track.nearestSnapIndex(to: offset)
  }
}
