import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif canImport(SwiftUIStandIn)
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || canImport(SwiftUIStandIn)

  /// A SwiftUI `ScrollTargetBehavior` that snaps as the carousel engine does, and keeps the card
  /// at rest when the scroll view changes size.
  ///
  /// SwiftUI calls ``updateTarget(_:context:)`` when a gesture ends and when the scroll view's
  /// size changes:
  /// - after a gesture, the target is the engine's snap target
  ///   (``/CarouselLayout/CarouselGeometry/targetOffset(releasedAt:velocity:projected:)``) for SwiftUI's
  ///   projected rest, with the offset where the gesture began as the release offset (SwiftUI
  ///   does not report the offset at release): a flick moves at least one card from where the
  ///   gesture began, and a gesture moves at most the configured limit from there;
  /// - without a gesture (zero velocity) after a size change, when the original target still
  ///   has the old container size, the target keeps the card at rest
  ///   (``/CarouselLayout/CarouselGeometry/targetOffset(keepingCardAt:in:)``); otherwise it is the nearest
  ///   resting offset.
  ///
  /// `context.velocity` is read in points per millisecond, as UIKit's velocity; Apple does not
  /// document its units.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct CarouselScrollTargetBehavior: ScrollTargetBehavior, Sendable, Hashable {
    /// The carousel's configuration.
    public var configuration: CarouselConfiguration
    /// The horizontal size class.
    public var sizeClass: SizeClass
    /// The direction the engine lays cards out in (default left to right; SwiftUI mirrors).
    public var layoutDirection: CarouselLayout.LayoutDirection
    /// The number of cards.
    public var cardCount: Int

    /// Creates the behavior.
    public init(
      configuration: CarouselConfiguration = CarouselConfiguration(),
      sizeClass: SizeClass = .compact,
      layoutDirection: CarouselLayout.LayoutDirection = .leftToRight,
      cardCount: Int
    ) {
      self.configuration = configuration
      self.sizeClass = sizeClass
      self.layoutDirection = layoutDirection
      self.cardCount = cardCount
    }

    /// Moves `target` to the engine's target (see the type's discussion); leaves it alone when
    /// the container has no size yet or an input is invalid.
    ///
    /// - Complexity: O(n) in the cards (the engine's layout is built for the container).
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      let original = context.originalTarget.rect
      guard let carousel = geometry(viewport: context.containerSize) else { return }
      let x: CGFloat?
      if context.velocity == .zero, original.width > 0, original.height > 0,
        original.size != context.containerSize,
        let previous = geometry(viewport: original.size)
      {
        x = try? carousel.targetOffset(keepingCardAt: original.minX, in: previous)
      } else {
        x = try? carousel.targetOffset(
          releasedAt: original.minX, velocity: context.velocity.dx, projected: target.rect.minX)
      }
      if let x { target.rect.origin.x = x }
    }

    /// The engine's layout for a viewport (heights do not affect where cards rest), or `nil`
    /// for an empty or invalid input.
    ///
    /// - Complexity: O(n) in the cards.
    public func geometry(viewport: CGSize) -> CarouselGeometry? {
      var cardsOnly = configuration
      cardsOnly.header = nil
      return try? CarouselGeometry(
        viewport: viewport, sizeClass: sizeClass, layoutDirection: layoutDirection,
        configuration: cardsOnly,
        cards: Array(repeating: CardMeasurement(), count: max(0, cardCount)))
    }
  }
#endif
