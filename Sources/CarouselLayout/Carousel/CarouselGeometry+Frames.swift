#if canImport(Foundation)
  import Foundation
#endif

extension CarouselGeometry {
  // MARK: - Card frames

  /// The height of card `index`'s frame under the height policy.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package func cardHeight(_ index: Int) -> CGFloat {
    configuration.heightPolicy == .natural
      ? min(heights.height(ofCard: index), configuration.cardHeightCap.limit)
      : uniformCardHeight
  }

  /// The frame of card `index` in content coordinates.
  ///
  /// In carousel mode every card's row starts at `cardsMinY` and is `containerHeight`
  /// tall; a card of natural height sits in it per the configuration's ``CardAlignment``
  /// (`y = cardsMinY + (H − h)` × 0, ½ or 1). Stacked cards go below each other.
  ///
  /// ```swift
  /// carousel.frame(ofCard: 1)  // 393 pt compact: (377, 0, 353, h)
  /// ```
  ///
  /// - Precondition: `0 <= index < cardCount`.
  /// - Complexity: O(1) in carousel mode; O(1) for the one or two stacked cards.
  public func frame(ofCard index: Int) -> CGRect {
    precondition(index >= 0 && index < cardCount, "card index \(index) out of 0..<\(cardCount)")
    switch track.mode {
    case .carousel:
      let height = cardHeight(index)
      var y = cardsMinY
      if configuration.heightPolicy == .natural {
        y += configuration.cardAlignment.offset(ofCard: height, inRow: containerHeight)
      }
      return CGRect(x: track.cardMinX(index), y: y, width: track.cardWidth, height: height)
    case .stack, .empty:
      var y = cardsMinY
      for previous in 0..<index { y += cardHeight(previous) + track.spacing }
      return CGRect(
        x: track.cardMinX(index), y: y, width: track.cardWidth, height: cardHeight(index))
    }
  }

  /// Card `index`'s frame with its header, body and footer regions.
  ///
  /// - Precondition: `0 <= index < cardCount`.
  /// - Complexity: O(1).
  public func anatomy(ofCard index: Int) -> CardAnatomy {
    CardAnatomy(frame: frame(ofCard: index), measurement: heights[index])
  }

  // MARK: - Header cell and empty state

  /// The header cell and "See All" frames with the content scrolled to `offset`, or `nil`
  /// without a header cell.
  ///
  /// The header spans the width between the insets and stays put while cards scroll under
  /// it, so its x follows the offset; its y is the top inset. "See All" sits at the trailing
  /// margin: on the right in left to right, on the left in right to left.
  ///
  /// - Parameter offset: the horizontal scroll offset, clamped into `[0, maximumOffset]`;
  ///   `nil` and NaN are the rest offset.
  /// - Complexity: O(1).
  public func headerLayout(atOffset offset: CGFloat? = nil) -> HeaderCellLayout? {
    guard let header = configuration.header else { return nil }
    let requested = offset.flatMap { $0.isNaN ? nil : $0 } ?? track.restOffset
    let scroll = track.mode == .carousel ? min(max(requested, 0), track.maximumOffset) : 0
    let width = max(1, viewport.width - track.leadingInset - track.trailingInset)
    let leftInset = track.layoutDirection == .leftToRight ? track.leadingInset : track.trailingInset
    let frame = CGRect(x: scroll + leftInset, y: topInset, width: width, height: headerHeight)
    guard track.showsSeeAll else {
      return HeaderCellLayout(frame: frame, seeAll: nil, title: header.title)
    }
    let seeAllWidth = min(header.seeAllWidth, width)
    let seeAllX = track.layoutDirection == .leftToRight ? frame.maxX - seeAllWidth : frame.minX
    return HeaderCellLayout(
      frame: frame,
      seeAll: CGRect(x: seeAllX, y: topInset, width: seeAllWidth, height: headerHeight),
      title: header.title)
  }

  /// The frame of the empty state's illustrated message, or `nil` when there are cards.
  ///
  /// It spans the width between the insets, directly below the header cell (at
  /// `cardsMinY`).
  ///
  /// - Complexity: O(1).
  public var emptyStateFrame: CGRect? {
    guard track.mode == .empty else { return nil }
    return CGRect(
      x: track.cardMinX(0), y: cardsMinY, width: track.cardWidth,
      height: configuration.emptyStateHeight)
  }
}
