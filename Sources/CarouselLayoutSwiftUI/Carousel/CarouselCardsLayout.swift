import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// A SwiftUI `Layout` that places cards as the carousel engine does: every card one width,
  /// the next one peeking in, heights uniform (or natural) from the subviews' measured heights.
  ///
  /// ```swift
  /// ScrollView(.horizontal) {
  ///   CarouselCardsLayout(sizeClass: .compact, viewportWidth: width) {
  ///     ForEach(cards) { CardView(card: $0) }
  ///   }
  ///   .scrollTargetLayout()
  /// }
  /// .scrollTargetBehavior(CarouselScrollTargetBehavior(sizeClass: .compact, cardCount: cards.count))
  /// ```
  ///
  /// - The layout places cards only; the header cell belongs outside the scroll view (as in
  ///   ``Carousel``), where it stays put, so the configuration's header is ignored here.
  /// - Inside a horizontal scroll view the proposed width is unspecified: pass the scroll view's
  ///   width as `viewportWidth` (``Carousel`` reads it with `onGeometryChange`).
  /// - Each subview is measured at the engine's card width with an unspecified height; the
  ///   whole height counts as body, so a stretched card's view pins its own footer (a `Spacer`
  ///   between body and footer).
  /// - SwiftUI mirrors custom layouts in right-to-left environments, so keep the default
  ///   `layoutDirection` (`.leftToRight`) unless the view opts out of mirroring.
  /// - One layout pass builds the engine once and measures each subview once
  ///   (``CarouselLayoutCache``). An input the engine refuses lays out nothing and is reported
  ///   once: to `onInvalidInput`, or as a logged message.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct CarouselCardsLayout: Layout, Sendable {
    /// The carousel's configuration (its header is ignored: see the type's discussion).
    package var configuration: CarouselConfiguration
    /// The horizontal size class.
    package var sizeClass: SizeClass
    /// The direction the engine lays cards out in (default left to right; see the discussion).
    package var layoutDirection: CarouselLayout.LayoutDirection
    /// The viewport's width, or `nil` to use the proposed width.
    package var viewportWidth: CGFloat?
    /// The offset the carousel rests at, whose fully and partly visible cards set the height
    /// under ``/CarouselLayout/HeightPolicy/uniformVisible``; `nil` is the rest offset before any gesture.
    package var restingOffset: CGFloat?
    /// Called (during layout) with an input the engine refuses; `nil` logs it instead.
    package var onInvalidInput: (@Sendable (CarouselLayoutError) -> Void)?

    /// Creates the layout.
    public init(
      configuration: CarouselConfiguration = CarouselConfiguration(),
      sizeClass: SizeClass = .compact,
      layoutDirection: CarouselLayout.LayoutDirection = .leftToRight,
      viewportWidth: CGFloat? = nil,
      restingOffset: CGFloat? = nil
    ) {
      self.configuration = configuration
      self.sizeClass = sizeClass
      self.layoutDirection = layoutDirection
      self.viewportWidth = viewportWidth
      self.restingOffset = restingOffset
    }

    /// The layout with `handler` called (during layout, once per distinct error) with an input the engine refuses,
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

    /// The layout pass's measurements and engine.
    public typealias Cache = CarouselLayoutCache<CarouselGeometry>

    /// An empty cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// Forgets the measurements and the engine: the layout or its subviews changed.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.invalidate() }

    /// The engine's content size for the subviews' measured heights (zero when there is no
    /// viewport width yet or an input is invalid).
    ///
    /// - Complexity: O(n) in the subviews on the pass's first call (each is measured once),
    ///   O(1) after.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
      -> CGSize
    {
      geometry(proposal: proposal, subviews: subviews, cache: &cache)?.contentSize ?? .zero
    }

    /// Places every subview at the engine's frame of its card, offset by `bounds.origin`.
    ///
    /// - Complexity: O(n) in the subviews.
    public func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
      guard let geometry = geometry(proposal: proposal, subviews: subviews, cache: &cache)
      else { return }
      for index in subviews.indices {
        let frame = geometry.frame(ofCard: index)
        subviews[index].place(
          at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
          anchor: .topLeading, proposal: ProposedViewSize(frame.size))
      }
    }

    // MARK: - Engine

    /// The engine's layout for a proposal and the subviews' measured heights, or `nil` when
    /// there is no viewport width yet or an input is invalid (reported, see the discussion).
    ///
    /// - Complexity: O(n) in the subviews.
    package func geometry(proposal: ProposedViewSize, subviews: Subviews) -> CarouselGeometry? {
      var cache = Cache()
      return geometry(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The pass's engine: built once per viewport width, from each subview measured once.
    private func geometry(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
      -> CarouselGeometry?
    {
      // No width yet (a horizontal scroll view proposes none): nothing to lay out or report.
      guard let width = viewportWidth ?? proposal.width, width.isFinite, width > 0 else {
        return nil
      }
      return cache.engine(width: width, report: report) { cache throws(CarouselLayoutError) in
        var cardsOnly = configuration
        cardsOnly.header = nil
        // The card width needs no heights: the O(1) track, not an array of unmeasured cards.
        let track = try CarouselTrack(
          viewportWidth: width, sizeClass: sizeClass, layoutDirection: layoutDirection,
          configuration: cardsOnly, cardCount: subviews.count)
        let fitting = ProposedViewSize(width: track.cardWidth, height: nil)
        let cards = cache.measurements(of: subviews, width: track.cardWidth) {
          CardMeasurement(height: $0.sizeThatFits(fitting).height)
        }
        // The viewport's height does not shape a carousel (only its width does): the height
        // cap (the Fiori cap when there is none) stands in for it, whatever the proposal.
        let height = configuration.cardHeightCap.points ?? CardHeightCap.fiori.limit
        return try CarouselGeometry(
          viewport: CGSize(width: width, height: height), sizeClass: sizeClass,
          layoutDirection: layoutDirection, configuration: cardsOnly, cards: cards,
          heightReferenceOffset: restingOffset)
      }
    }

    private func report(_ error: CarouselLayoutError) {
      InvalidLayoutInput.report(error, of: "CarouselCardsLayout", to: onInvalidInput)
    }
  }
#endif
