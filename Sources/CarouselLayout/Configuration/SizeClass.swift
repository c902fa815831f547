/// The horizontal size class the carousel is laid out for.
///
/// The size class is always an input, never derived from the width: an iPhone 12 Pro in
/// landscape (844 points wide) is compact, while an iPhone 8 Plus in landscape (736 points) is
/// regular. Hosts pass the trait collection's horizontal size class.
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
  /// Compact width: iPhone in portrait, most iPhones in landscape, narrow split views.
  case compact
  /// Regular width: iPad full screen and wide split views, large iPhones in landscape.
  case regular
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension SizeClass: Codable {}
#endif
