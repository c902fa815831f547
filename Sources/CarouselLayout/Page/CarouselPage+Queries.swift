#if canImport(Foundation)
  import Foundation
#endif

extension CarouselPage {
  // MARK: - Section frames

  /// The header cell of section `index` in page coordinates (a header section, or a carousel's
  /// own header cell at its current scroll offset), or `nil` when the section has none.
  ///
  /// - Precondition: `0 <= index < sections.count`.
  /// - Complexity: O(1).
  package func headerLayout(ofSection index: Int) -> HeaderCellLayout? {
    let section = sections[index]
    let local: HeaderCellLayout?
    switch section.layout {
    case .header(let header): local = header
    case .carousel(let carousel): local = carousel.headerLayout(atOffset: section.horizontalOffset)
    case .masonry, .list, .emptyState: local = nil
    }
    guard let local else { return nil }
    return HeaderCellLayout(
      frame: section.pageRect(local.frame), seeAll: local.seeAll.map(section.pageRect),
      title: local.title)
  }

  /// The frame of card `card` of section `index` in page coordinates.
  ///
  /// - Precondition: section `index` has cards and `0 <= card <` its card count.
  /// - Complexity: O(1) (O(card) for a carousel's stacked cards).
  package func frame(ofCard card: Int, inSection index: Int) -> CGRect {
    let section = sections[index]
    switch section.layout {
    case .carousel(let carousel): return section.pageRect(carousel.frame(ofCard: card))
    case .masonry(let masonry): return section.pageRect(masonry.frame(ofCard: card))
    case .list(let list): return section.pageRect(list.frame(ofCard: card))
    case .header, .emptyState: preconditionFailure("section \(index) has no cards")
    }
  }

  /// The index of the first section whose bottom is at or below `y` (`sections.count` when
  /// none is).
  ///
  /// - Complexity: O(log s) for s sections.
  package func firstSection(endingAtOrBelow y: CGFloat) -> Int {
    var low = 0
    var high = sections.count
    while low < high {
      let middle = low + (high - low) / 2
      if sections[middle].frame.maxY >= y { high = middle } else { low = middle + 1 }
    }
    return low
  }

  // MARK: - Rect queries

  /// Calls `body` with every card, header cell and empty state that intersects `rect` (in
  /// page coordinates, closed rectangles), section by section from the top, without
  /// allocating.
  ///
  /// Within a section, items come in the section's own query order: the header cell first,
  /// then the cards (card order in a carousel or list; column by column in a masonry).
  ///
  /// ```swift
  /// page.forEachItem(in: visibleRect) { item in
  ///   attributes.append(makeAttributes(item.section, item.kind, item.frame))
  /// }
  /// ```
  ///
  /// - Throws: what `body` throws (its own error type, `E`; nothing when it throws nothing).
  /// - Complexity: O(log s) to find the first section (a binary search over the sections'
  ///   y), plus each section's own query for the sections the rect meets, plus the items
  ///   returned.
  @inlinable
  package func forEachItem<E: Error>(in rect: CGRect, _ body: (PageItem) throws(E) -> Void)
    throws(E)
  {
    // Generic over the closure's error, specialized in the caller; the walk is not generic.
    var failure: E?
    visitItems(in: rect) { item in
      do throws(E) {
        try body(item)
        return true
      } catch {
        failure = error
        return false
      }
    }
    if let failure { throw failure }
  }

  /// The walk behind ``forEachItem(in:_:)``: calls `visit` for each item in `rect` until it
  /// returns `false`.
  @usableFromInline
  func visitItems(in rect: CGRect, _ visit: (PageItem) -> Bool) {
    guard !rect.isNull, rect.minX <= rect.maxX, rect.minY <= rect.maxY else { return }
    var index = firstSection(endingAtOrBelow: rect.minY)
    while index < sections.count, sections[index].frame.minY <= rect.maxY {
      guard visitItems(inSection: index, rect, visit) else { return }
      index += 1
    }
  }

  /// Every card, header cell and empty state that intersects `rect`, in the order of
  /// ``forEachItem(in:_:)``.
  ///
  /// Allocates the result; ``forEachItem(in:_:)`` is the allocation-free form.
  ///
  /// - Complexity: as ``forEachItem(in:_:)``.
  package func items(in rect: CGRect) -> [PageItem] {
    var result: [PageItem] = []
    forEachItem(in: rect) { result.append($0) }
    return result
  }

  // MARK: - Private

  /// Stops a section's card walk when `visit` returns `false`.
  private struct Stop: Error {}

  /// Visits the section's items in `rect`; `false` when `visit` asked to stop.
  private func visitItems(inSection index: Int, _ rect: CGRect, _ visit: (PageItem) -> Bool)
    -> Bool
  {
    let section = sections[index]
    if let header = headerLayout(ofSection: index), Self.meets(header.frame, rect) {
      guard visit(PageItem(section: index, kind: .header, frame: header.frame)) else {
        return false
      }
    }
    let local = section.contentRect(rect)
    func card(_ card: Int, _ frame: CGRect) throws(Stop) {
      let item = PageItem(section: index, kind: .card(card), frame: section.pageRect(frame))
      guard visit(item) else { throw Stop() }
    }
    do throws(Stop) {
      switch section.layout {
      case .header:
        break
      case .carousel(let carousel):
        try carousel.forEachCard(in: local, card)
        if let empty = carousel.emptyStateFrame.map(section.pageRect), Self.meets(empty, rect) {
          guard visit(PageItem(section: index, kind: .emptyState, frame: empty)) else {
            return false
          }
        }
      case .masonry(let masonry):
        try masonry.forEachCard(in: local, card)
      case .list(let list):
        try list.forEachCard(in: local, card)
      case .emptyState(let frame):
        let page = section.pageRect(frame)
        if Self.meets(page, rect) {
          return visit(PageItem(section: index, kind: .emptyState, frame: page))
        }
      }
    } catch {
      return false
    }
    return true
  }

  /// Whether two closed rectangles share at least one point.
  @inline(__always)
  static func meets(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY
  }
}
