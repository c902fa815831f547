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
  @usableFromInline
  package func cardRange(in rect: CGRect) -> Range<Int> {
    guard !rect.isNull, rect.minX <= rect.maxX, rect.minY <= rect.maxY else { return 0..<0 }
    guard rect.maxY >= cardsMinY || track.mode != .carousel else { return 0..<0 }
    return track.cardRange(horizontallyIn: rect.minX, rect.maxX)
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
}
