import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// The kind of page section a view is (`pageSection(_:)`), read by
  /// ``CarouselPageLayout`` for the spacing between sections.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct PageSectionKindKey: LayoutValueKey {
    /// A view that names no kind is a carousel.
    public static let defaultValue = SectionKind.carousel
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension View {
    /// Marks the view as a page section of `kind` for ``CarouselPageLayout``.
    public func pageSection(_ kind: SectionKind) -> some View {
      layoutValue(key: PageSectionKindKey.self, value: kind)
    }
  }

  /// A SwiftUI `Layout` for a page of sections — header cells, carousels, masonry, lists,
  /// empty states — stacked top to bottom by the engine's page rules
  /// (``/CarouselLayout/CarouselPage/sectionTops(heights:kinds:sizeClass:configuration:)``: the section spacing between
  /// sections, the spacing below a header after a header).
  ///
  /// Every section spans the page's width and draws its own insets, so with the same insets
  /// (the defaults, or the page's ``/CarouselLayout/PageConfiguration/insets`` passed to each section's
  /// configuration) every leading edge lines up at `L`, in both directions (SwiftUI mirrors
  /// the sections in right to left); a carousel runs on to the trailing edge with its peek.
  ///
  /// ```swift
  /// ScrollView {
  ///   CarouselPageLayout {
  ///     Carousel(count: recommended.count, configuration: withHeader) { … }
  ///     CarouselHeaderView(title: "All items", cardCount: all.count, showsSeeAll: false)
  ///       .padding(.horizontal, 16)
  ///       .pageSection(.header)
  ///     CardColumnsLayout(.masonry(MasonryConfiguration())) { … }.pageSection(.masonry)
  ///   }
  /// }
  /// ```
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct CarouselPageLayout: Layout, Sendable {
    /// The page's insets and spacings.
    public var configuration: PageConfiguration
    /// The horizontal size class (it picks the standard insets).
    public var sizeClass: SizeClass

    /// Creates the layout.
    public init(
      configuration: PageConfiguration = PageConfiguration(), sizeClass: SizeClass = .compact
    ) {
      self.configuration = configuration
      self.sizeClass = sizeClass
    }

    /// The page's width and the bottom of its last section (zero without a width or with an
    /// invalid configuration).
    ///
    /// - Complexity: O(n) in the sections (each is measured once).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
      -> CGSize
    {
      guard let width = proposal.width, width.isFinite, width > 0, isValid else { return .zero }
      let (tops, heights) = stack(width: width, subviews: subviews)
      let insets = configuration.resolvedInsets(for: sizeClass)
      let bottom = tops.last.map { $0 + (heights.last ?? 0) } ?? insets.top
      return CGSize(width: width, height: bottom + insets.bottom)
    }

    /// Places each section at the page's leading edge, at its engine top, the page's width wide.
    ///
    /// - Complexity: O(n) in the sections.
    public func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      guard bounds.width > 0, isValid else { return }
      let (tops, heights) = stack(width: bounds.width, subviews: subviews)
      for index in subviews.indices {
        subviews[index].place(
          at: CGPoint(x: bounds.minX, y: bounds.minY + tops[index]), anchor: .topLeading,
          proposal: ProposedViewSize(width: bounds.width, height: heights[index]))
      }
    }

    /// Whether the configuration passes the engine's checks (finite, non-negative spacings).
    private var isValid: Bool { (try? Validation.check(configuration)) != nil }

    /// Each section's top and measured height at `width`.
    private func stack(width: CGFloat, subviews: Subviews) -> ([CGFloat], [CGFloat]) {
      let heights = subviews.map { subview -> CGFloat in
        let height = subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
        return height.isFinite ? max(0, height) : 0
      }
      let kinds = subviews.map { $0[PageSectionKindKey.self] }
      return (
        CarouselPage.sectionTops(
          heights: heights, kinds: kinds, sizeClass: sizeClass, configuration: configuration),
        heights
      )
    }
  }
#endif
