#if canImport(Foundation)
  import Foundation
#endif

/// One section of a laid-out page: its layout and where it sits on the page.
package struct PageSection: Sendable, Hashable {
  /// The section's frame in page coordinates: the full page width, and the section's height.
  package var frame: CGRect
  /// The section's layout, in the section's own coordinates.
  package var layout: PageSectionLayout
  /// For a carousel, its horizontal scroll offset (the rest offset until changed); 0 for the
  /// other kinds.
  package var horizontalOffset: CGFloat

  /// Creates a section.
  package init(frame: CGRect, layout: PageSectionLayout, horizontalOffset: CGFloat = 0) {
    self.frame = frame
    self.layout = layout
    self.horizontalOffset = horizontalOffset
  }

  /// The kind of section.
  package var kind: SectionKind { layout.kind }

  /// Converts a rect from the section's content coordinates to page coordinates.
  ///
  /// A carousel's content scrolls horizontally, so its x moves by the scroll offset.
  @inline(__always)
  package func pageRect(_ rect: CGRect) -> CGRect {
    rect.offsetBy(dx: frame.minX - horizontalOffset, dy: frame.minY)
  }

  /// Converts a rect from page coordinates to the section's content coordinates.
  @inline(__always)
  package func contentRect(_ rect: CGRect) -> CGRect {
    rect.offsetBy(dx: horizontalOffset - frame.minX, dy: -frame.minY)
  }
}
