#if canImport(Foundation)
  import Foundation
#endif

/// One thing on a page a rect query found: a card, a header cell or an empty state, with its
/// frame in page coordinates.
package struct PageItem: Sendable, Hashable {
  /// What the item is.
  package enum Kind: Sendable, Hashable {
    /// Card `index` of the section.
    case card(Int)
    /// The section's header cell (a header section, or a carousel's own header cell).
    case header
    /// The section's empty state.
    case emptyState
  }

  /// The index of the section the item belongs to.
  package var section: Int
  /// What the item is.
  package var kind: Kind
  /// The item's frame in page coordinates.
  package var frame: CGRect

  /// Creates an item.
  package init(section: Int, kind: Kind, frame: CGRect) {
    self.section = section
    self.kind = kind
    self.frame = frame
  }
}
