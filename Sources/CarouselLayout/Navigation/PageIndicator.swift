/// What the page indicator below a carousel shows, after SAP's Web carousel: dots below nine
/// pages, "X of Y" text from nine pages on, nothing for a single page.
///
/// ```swift
/// carousel.pageIndicator(atOffset: 0)  // .dots(count: 5, current: 0) for 5 pages
/// ```
package enum PageIndicator: Sendable, Hashable {
  /// Nothing to show: one page or none.
  case hidden
  /// One dot per page, `current` (0-based) highlighted.
  case dots(count: Int, current: Int)
  /// Text such as "3 of 12": `current` is 0-based, `count` the number of pages.
  case text(current: Int, count: Int)

  /// The page count from which the indicator turns from dots into text (SAP's Web carousel: 9).
  package static let textThreshold = 9

  /// The indicator for page `current` (0-based) of `count` pages.
  ///
  /// - Parameters:
  ///   - current: the page at rest, 0-based.
  ///   - count: the number of pages.
  ///   - textThreshold: the page count from which text replaces dots (default 9).
  package init(current: Int, count: Int, textThreshold: Int = PageIndicator.textThreshold) {
    if count <= 1 {
      self = .hidden
    } else if count < textThreshold {
      self = .dots(count: count, current: min(max(current, 0), count - 1))
    } else {
      self = .text(current: min(max(current, 0), count - 1), count: count)
    }
  }
}

extension PageIndicator {
  /// What the indicator reads to VoiceOver as its value, and shows in text mode: the current
  /// page's position in the carousel's wording ("3 of 12"), or `nil` when hidden. The Large
  /// Content Viewer shows the same words.
  ///
  /// ```swift
  /// PageIndicator.text(current: 2, count: 12).position(wording: .english)  // "3 of 12"
  /// ```
  ///
  /// - Complexity: O(1) plus the wording's closure.
  package func position(wording: CarouselWording) -> String? {
    switch self {
    case .hidden: nil
    case .dots(let count, let current), .text(let current, let count):
      wording.position(current + 1, count)
    }
  }

  /// The page (0-based) a VoiceOver swipe on the indicator asks for: the next page on
  /// ``AccessibilityAdjustment/increment``, the previous one on
  /// ``AccessibilityAdjustment/decrement``; `nil` at that end or when hidden (nothing moves).
  /// Dots and text adjust alike, in both adapters.
  ///
  /// ```swift
  /// PageIndicator.dots(count: 5, current: 4).page(after: .increment)  // nil: the last page
  /// PageIndicator.dots(count: 5, current: 4).page(after: .decrement)  // 3
  /// ```
  ///
  /// - Complexity: O(1).
  package func page(after adjustment: AccessibilityAdjustment) -> Int? {
    let page: Int
    let count: Int
    switch self {
    case .hidden: return nil
    case .dots(let pages, let current), .text(let current, let pages):
      (page, count) = (current + (adjustment == .increment ? 1 : -1), pages)
    }
    return page >= 0 && page < count ? page : nil
  }
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension PageIndicator: Codable {}
#endif
