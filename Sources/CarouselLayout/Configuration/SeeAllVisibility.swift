/// When the header cell shows its "See All" action.
public enum SeeAllVisibility: String, Sendable, Hashable, CaseIterable {
  /// When not every card fits fully in the viewport.
  case automatic
  /// Always.
  case always
  /// Never.
  case never
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension SeeAllVisibility: Codable {}
#endif
