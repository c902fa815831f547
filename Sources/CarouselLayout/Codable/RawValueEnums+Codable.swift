// The engine's string enums code as their raw values (the standard library's conformance for
// `RawRepresentable` types). Compiled only where `Codable` exists (not in Embedded Swift).
#if !hasFeature(Embedded)
  extension SizeClass: Codable {}
  extension LayoutDirection: Codable {}
  extension HeightPolicy: Codable {}
  extension CardAlignment: Codable {}
  extension FewCardsRule: Codable {}
  extension SeeAllVisibility: Codable {}
  extension CarouselMode: Codable {}
  extension CarouselKey: Codable {}
  extension AccessibilityScrollDirection: Codable {}
  extension AccessibilityAdjustment: Codable {}
  extension MasonryOrder: Codable {}
  extension SectionKind: Codable {}
#endif
