#if canImport(Foundation)
  import Foundation
#endif

/// The cards a live carousel keeps ready as it scrolls
/// (``CarouselTrack/preloadRange(atOffset:pages:)``), reported only when that range changes:
/// one rule for both adapters (SwiftUI's `onPreloadRangeChange`, UIKit's
/// `CarouselCollectionViewLayout.onPreloadRangeChange`).
///
/// Feed it every content offset (each scrolling frame, each rebuild); it answers with the new
/// range when it differs from the one reported last, and `nil` otherwise.
///
/// ```swift
/// var window = PreloadWindow(pages: 1)
/// window.update(atOffset: 0, in: track)    // 0..<2: report it
/// window.update(atOffset: 10, in: track)   // nil: the same cards
/// ```
package struct PreloadWindow: Sendable, Hashable {
  /// How many pages past the screen, on each side, count as "about to scroll in".
  package var pages: Int
  /// The range reported last, or `nil` before the first.
  package private(set) var reported: Range<Int>?

  /// Creates a window of `pages` pages on each side that has reported nothing yet.
  package init(pages: Int = 1) {
    self.pages = pages
  }

  /// The range to report for the content at `offset`, when it differs from the one reported
  /// last; `nil` when it does not (the cards, the size or the offset changed nothing).
  ///
  /// - Complexity: O(1), no allocation.
  package mutating func update(atOffset offset: CGFloat, in track: CarouselTrack) -> Range<Int>? {
    let range = track.preloadRange(atOffset: offset, pages: pages)
    guard range != reported else { return nil }
    reported = range
    return range
  }
}
