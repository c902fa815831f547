/// What a section of a page holds, or which layout a "See All" page uses.
public enum SectionKind: String, Sendable, Hashable, CaseIterable {
  /// A header cell: a title at the leading margin, optionally "See All" at the trailing one.
  case header
  /// A horizontally scrolling carousel (with its own optional header cell).
  case carousel
  /// A masonry layout.
  case masonry
  /// A list: cards below each other.
  case list
  /// An empty state's illustrated message.
  case emptyState
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension SectionKind: Codable {}
#endif
