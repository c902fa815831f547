/// The order in which a masonry layout fills its columns.
public enum MasonryOrder: String, Sendable, Hashable, CaseIterable {
  /// "Top-most, then leading-most" (the guideline's order): each card goes into the column
  /// where it would sit highest, that is the column whose next free y is smallest; ties go to
  /// the leading-most column (the left-most in left to right, the right-most in right to left).
  case topMost
  /// Card `i` goes into column `i mod c`, whatever the heights (SAP's SwiftUI `MasonryLayout`
  /// offers this too).
  case roundRobin
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension MasonryOrder: Codable {}
#endif
