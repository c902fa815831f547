/// The direction cards flow in.
///
/// In ``rightToLeft`` everything mirrors: card 0 sits at the right edge, the peek shows on the
/// left, "See All" sits on the left, and snapping aligns cards to the right inset. Frames are
/// always reported in content coordinates whose x grows to the right.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
  /// Left to right: card 0 at the left edge.
  case leftToRight
  /// Right to left: card 0 at the right edge.
  case rightToLeft
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension LayoutDirection: Codable {}
#endif
