#if canImport(Foundation)
  import Foundation
#endif

extension CarouselPage {
  // MARK: - Stacking measured sections

  /// The vertical space below a section of kind `kind` before the next one: the spacing below
  /// a header after a header section, the section spacing otherwise (0 above the first
  /// section, `kind == nil`).
  ///
  /// - Complexity: O(1).
  package static func spacing(below kind: SectionKind?, configuration: PageConfiguration)
    -> CGFloat
  {
    guard let kind else { return 0 }
    return kind == .header ? configuration.spacingBelowHeader : configuration.sectionSpacing
  }

  /// The y of each section's top edge when sections of the given kinds and measured heights
  /// are stacked by the page's rules (the page's top inset above the first, then the spacing
  /// below each section): what a host that measures its own section views (SwiftUI) needs to
  /// place them as `CarouselPage` places its sections.
  ///
  /// ```swift
  /// CarouselPage.sectionTops(
  ///   heights: [264, 44, 600], kinds: [.carousel, .header, .masonry],
  ///   configuration: PageConfiguration())   // [0, 288, 332]
  /// ```
  ///
  /// - Precondition: `heights.count == kinds.count`; heights are finite and ≥ 0.
  /// - Complexity: O(n); allocates the result.
  package static func sectionTops(
    heights: [CGFloat], kinds: [SectionKind], sizeClass: SizeClass = .compact,
    configuration: PageConfiguration
  ) -> [CGFloat] {
    precondition(heights.count == kinds.count, "one kind per section")
    var tops: [CGFloat] = []
    tops.reserveCapacity(heights.count)
    var y = configuration.resolvedInsets(for: sizeClass).top
    for index in heights.indices {
      y += spacing(below: index > 0 ? kinds[index - 1] : nil, configuration: configuration)
      tops.append(y)
      y += heights[index]
    }
    return tops
  }
}
