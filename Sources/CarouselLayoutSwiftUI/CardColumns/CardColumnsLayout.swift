import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// A SwiftUI `Layout` that places cards vertically as the engine does: a masonry
  /// (`MasonryLayout`: columns by size class, top-most then leading-most or round robin,
  /// equal margins), a list (`ListLayout`), or a carousel's "See All" page
  /// (`SeeAllDestination`: the list in compact width, the masonry in regular width).
  ///
  /// ```swift
  /// ScrollView {
  ///   CardColumnsLayout(.masonry(MasonryConfiguration()), sizeClass: .regular) {
  ///     ForEach(cards) { CardView(card: $0) }
  ///   }
  /// }
  /// ```
  ///
  /// - Each subview is measured at the engine's card width with an unspecified height and
  ///   placed at its engine frame, proposed the frame's size (natural heights, capped at the
  ///   configuration's maximum card height).
  /// - The width is the proposed width (a vertical scroll view proposes its own).
  /// - SwiftUI mirrors custom layouts in right to left, so the engine lays out left to right.
  /// - One layout pass builds the engine once and measures each subview once
  ///   (``CarouselLayoutCache``). An input the engine refuses lays out nothing and is reported
  ///   once: to `onInvalidInput`, or as a logged message.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct CardColumnsLayout: Layout, Sendable {
    /// How the cards are arranged.
    public enum Arrangement: Sendable, Hashable {
      /// A masonry.
      case masonry(MasonryConfiguration)
      /// A list.
      case list(ListConfiguration)
      /// A carousel's "See All" page: its configuration's insets, spacing and height cap.
      case seeAll(CarouselConfiguration)
    }

    /// How the cards are arranged.
    package var arrangement: Arrangement
    /// The horizontal size class.
    package var sizeClass: SizeClass
    /// Called (during layout) with an input the engine refuses; `nil` logs it instead.
    package var onInvalidInput: (@Sendable (CarouselLayoutError) -> Void)?

    /// Creates the layout.
    public init(
      _ arrangement: Arrangement, sizeClass: SizeClass = .compact
    ) {
      self.arrangement = arrangement
      self.sizeClass = sizeClass
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

    /// The engine's arrangement of the cards, as a layout pass keeps it.
    public struct Columns: Sendable {
      /// The arrangement: the list or the masonry.
      package let engine: Engine
    }

    /// The layout pass's measurements and engine.
    public typealias Cache = CarouselLayoutCache<Columns>

    /// An empty cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// Forgets the measurements and the engine: the layout or its subviews changed.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.invalidate() }

    /// The engine's content size for the subviews' measured heights (zero without a width or
    /// for an invalid input).
    ///
    /// - Complexity: O(n·c) for n subviews in c columns on the pass's first call (each is
    ///   measured once), O(1) after.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
      -> CGSize
    {
      engine(width: proposal.width, subviews: subviews, cache: &cache)?.contentSize ?? .zero
    }

    /// Places every subview at the engine's frame of its card, offset by `bounds.origin`.
    ///
    /// - Complexity: O(n·c).
    public func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
      guard let engine = engine(width: bounds.width, subviews: subviews, cache: &cache)
      else { return }
      for index in subviews.indices {
        let frame = engine.frame(ofCard: index)
        subviews[index].place(
          at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
          anchor: .topLeading, proposal: ProposedViewSize(frame.size))
      }
    }

    // MARK: - Engine

    /// A laid-out arrangement: the engine's masonry or list
    /// (`SeeAllDestination`, the one type for both, which also answers
    /// "See All").
    package typealias Engine = SeeAllDestination

    /// The engine's arrangement for a width and the cards' measurements, or `nil` without a
    /// width or for an invalid input.
    ///
    /// - Complexity: O(n·c).
    package func engine(width: CGFloat?, cards: [CardMeasurement]) -> Engine? {
      guard let width, width.isFinite, width > 0 else { return nil }
      return try? build(width: width, cards: cards)
    }

    /// The engine's arrangement with every subview measured at the engine's card width.
    ///
    /// - Complexity: O(n·c).
    package func engine(width: CGFloat?, subviews: Subviews) -> Engine? {
      var cache = Cache()
      return engine(width: width, subviews: subviews, cache: &cache)
    }

    /// The pass's engine: built once per width, from each subview measured once.
    private func engine(width: CGFloat?, subviews: Subviews, cache: inout Cache) -> Engine? {
      // No width yet: nothing to lay out or report.
      guard let width, width.isFinite, width > 0 else { return nil }
      return cache.engine(width: width, report: report) { cache throws(CarouselLayoutError) in
        // The card width needs no heights: an arrangement of no cards gives it.
        let cardWidth = try build(width: width, cards: []).cardWidth
        let fitting = ProposedViewSize(width: cardWidth, height: nil)
        let cards = cache.measurements(of: subviews, width: cardWidth) {
          CardMeasurement(height: $0.sizeThatFits(fitting).height)
        }
        return Columns(engine: try build(width: width, cards: cards))
      }?.engine
    }

    /// The arrangement for `width` and `cards`.
    private func build(width: CGFloat, cards: [CardMeasurement]) throws(CarouselLayoutError)
      -> Engine
    {
      // The viewport's height does not shape a vertical arrangement.
      let viewport = CGSize(width: width, height: 1)
      switch arrangement {
      case .masonry(let configuration):
        return .masonry(
          try MasonryLayout(
            viewport: viewport, sizeClass: sizeClass, configuration: configuration, cards: cards))
      case .list(let configuration):
        return .list(
          try ListLayout(
            viewport: viewport, sizeClass: sizeClass, configuration: configuration, cards: cards))
      case .seeAll(let configuration):
        return try SeeAllDestination(
          viewport: viewport, sizeClass: sizeClass, configuration: configuration, cards: cards)
      }
    }

    private func report(_ error: CarouselLayoutError) {
      InvalidLayoutInput.report(error, of: "CardColumnsLayout", to: onInvalidInput)
    }
  }
#endif
