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
  package struct PageSectionKindKey: LayoutValueKey {
    /// A view that names no kind is a carousel.
    package static let defaultValue = SectionKind.carousel
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
  /// (`CarouselPage/sectionTops(heights:kinds:sizeClass:configuration:)`: the section spacing between
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
  ///
  /// One layout pass measures each section once (``CarouselLayoutCache``). A configuration the
  /// engine refuses lays out nothing and is reported once: to `onInvalidInput`, or as a logged
  /// message.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct CarouselPageLayout: Layout, Sendable {
    /// The page's insets and spacings.
    package var configuration: PageConfiguration
    /// The horizontal size class (it picks the standard insets).
    package var sizeClass: SizeClass
    /// Called (during layout) with a configuration the engine refuses; `nil` logs it instead.
    package var onInvalidInput: (@Sendable (CarouselLayoutError) -> Void)?

    /// Creates the layout.
    public init(
      configuration: PageConfiguration = PageConfiguration(), sizeClass: SizeClass = .compact
    ) {
      self.configuration = configuration
      self.sizeClass = sizeClass
    }

    /// The layout with `handler` called (during layout, once per distinct error) with a configuration the engine refuses,
    /// instead of a logged message. Change app state from it asynchronously: it runs while
    /// SwiftUI lays out.
    ///
    /// ```swift
    /// layout.reportingInvalidInput { error in Task { @MainActor in problem = error } }
    /// ```
    public func reportingInvalidInput(
      to handler: @escaping @Sendable (CarouselLayoutError) -> Void
    ) -> Self {
      var layout = self
      layout.onInvalidInput = handler
      return layout
    }

    // MARK: - Layout

    /// The sections stacked: each one's top and measured height.
    public struct Stack: Sendable, Hashable {
      /// Each section's top.
      package var tops: [CGFloat]
      /// Each section's measured height.
      package var heights: [CGFloat]
    }

    /// The layout pass's measurements and stack.
    public typealias Cache = CarouselLayoutCache<Stack>

    /// An empty cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// Forgets the measurements and the stack: the layout or its subviews changed.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.invalidate() }

    /// The page's width and the bottom of its last section (zero without a width or with an
    /// invalid configuration).
    ///
    /// - Complexity: O(n) in the sections on the pass's first call (each is measured once),
    ///   O(1) after.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
      -> CGSize
    {
      guard let width = proposal.width, let stack = stack(width: width, subviews, &cache) else {
        return .zero
      }
      let insets = configuration.resolvedInsets(for: sizeClass)
      let bottom = stack.tops.last.map { $0 + (stack.heights.last ?? 0) } ?? insets.top
      return CGSize(width: width, height: bottom + insets.bottom)
    }

    /// Places each section at the page's leading edge, at its engine top, the page's width wide.
    ///
    /// - Complexity: O(n) in the sections.
    public func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
      guard let stack = stack(width: bounds.width, subviews, &cache) else { return }
      for index in subviews.indices {
        subviews[index].place(
          at: CGPoint(x: bounds.minX, y: bounds.minY + stack.tops[index]), anchor: .topLeading,
          proposal: ProposedViewSize(width: bounds.width, height: stack.heights[index]))
      }
    }

    /// The pass's stack at `width`: each section measured once, stacked by the engine.
    private func stack(width: CGFloat, _ subviews: Subviews, _ cache: inout Cache) -> Stack? {
      // No width yet: nothing to lay out or report.
      guard width.isFinite, width > 0 else { return nil }
      return cache.engine(width: width, report: report) { cache throws(CarouselLayoutError) in
        try Validation.check(configuration)
        let heights = cache.measurements(of: subviews, width: width) { subview in
          let height = subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
          return CardMeasurement(height: height.isFinite ? max(0, height) : 0)
        }
        .map { $0.body }
        let kinds = subviews.map { $0[PageSectionKindKey.self] }
        let tops = CarouselPage.sectionTops(
          heights: heights, kinds: kinds, sizeClass: sizeClass, configuration: configuration)
        return Stack(tops: tops, heights: heights)
      }
    }

    private func report(_ error: CarouselLayoutError) {
      InvalidLayoutInput.report(error, of: "CarouselPageLayout", to: onInvalidInput)
    }
  }
#endif
