#if canImport(Foundation)
  import Foundation
#endif

/// The margins a page owns: the horizontal insets every section shares, the vertical insets
/// above the first section and below the last, and the vertical space between sections.
///
/// The default space between sections is 24 points **(decision)**: three steps of the 8-point
/// grid the card spacing uses, so the gap between two sections reads clearly larger than the
/// 8 points between two cards. A header cell belongs to the section below it, so that section
/// starts directly below the header (``spacingBelowHeader`` 0), just as a carousel's own header
/// cell sits directly on its cards.
public struct PageConfiguration: Sendable, Hashable {
  /// The page's insets: leading and trailing for every section, top above the first section
  /// and bottom below the last (sections get no vertical insets of their own); `nil` (the
  /// default) uses 16 leading and trailing in compact width and 20 in regular width, and none
  /// above or below.
  public var insets: Insets?
  /// The vertical space between two sections (default 24).
  public var sectionSpacing: CGFloat
  /// The vertical space between a header section and the section below it (default 0).
  public var spacingBelowHeader: CGFloat

  /// Creates a configuration; every argument has the default described above.
  public init(insets: Insets? = nil, sectionSpacing: CGFloat = 24, spacingBelowHeader: CGFloat = 0)
  {
    self.insets = insets
    self.sectionSpacing = sectionSpacing
    self.spacingBelowHeader = spacingBelowHeader
  }

  /// The insets in effect for a size class: ``insets`` or the size class's standard.
  package func resolvedInsets(for sizeClass: SizeClass) -> Insets {
    insets ?? .standard(for: sizeClass)
  }
}

extension PageConfiguration {
  /// The configuration a carousel keeps when it scrolls inside a cell of the page (UIKit's
  /// `CarouselSectionCell`): `configuration` with the page's leading and trailing insets
  /// (``Insets/horizontal``; `nil`, the size class's standard insets, when the page has none),
  /// as `CarouselPage` gives every section, so its leading edge lines up with the page's.
  ///
  /// ```swift
  /// let page = PageConfiguration(insets: Insets(leading: 24, trailing: 24))
  /// page.embedded(CarouselConfiguration()).insets  // leading 24, trailing 24, top and bottom 0
  /// ```
  ///
  /// - Complexity: O(1).
  package func embedded(_ configuration: CarouselConfiguration) -> CarouselConfiguration {
    var embedded = configuration
    embedded.insets = insets?.horizontal
    return embedded
  }
}
