import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// A SwiftUI `ScrollTargetBehavior` that snaps as the carousel engine does, and keeps the card
  /// at rest when the scroll view changes size.
  ///
  /// SwiftUI calls ``updateTarget(_:context:)`` when a gesture ends and when the scroll view's
  /// size changes:
  /// - after a gesture, the target is the engine's snap target
  ///   (``/CarouselLayout/CarouselTrack/targetOffset(releasedAt:velocity:projected:)``) for SwiftUI's projected
  ///   rest. The release offset is the live offset an `observer` last saw (``Carousel`` feeds
  ///   it on iOS 17 and later); without one it is where the gesture began (`originalTarget`),
  ///   which is wrong only for a gesture that catches the carousel while it still decelerates;
  /// - without a gesture (zero velocity) after a size change, when the original target still
  ///   has the old container size, the target keeps the card at rest
  ///   (``/CarouselLayout/CarouselTrack/targetOffset(keepingCardAt:in:)``).
  ///
  /// `context.velocity` is read in `velocityUnit` (default
  /// ``ScrollVelocityUnit/carouselDefault``, points per second; Apple documents no unit, see
  /// ``ScrollVelocityUnit`` for the evidence) and converted to the engine's points per
  /// millisecond.
  ///
  /// Only the card count and the widths matter for where cards rest, so each call builds an
  /// O(1) ``/CarouselLayout/CarouselTrack``: no per-card storage, no allocation.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct CarouselScrollTargetBehavior: ScrollTargetBehavior, Sendable, Hashable {
    /// The carousel's configuration.
    package var configuration: CarouselConfiguration
    /// The horizontal size class.
    package var sizeClass: SizeClass
    /// The direction the engine lays cards out in (default left to right; SwiftUI mirrors).
    package var layoutDirection: CarouselLayout.LayoutDirection
    /// The number of cards.
    package var cardCount: Int
    /// The unit SwiftUI's `context.velocity` is read in.
    package var velocityUnit: ScrollVelocityUnit
    /// Where the scroll view really is, if the host tracks it; also told each gesture's rest.
    package var observer: CarouselScrollObserver?
    /// Whether the card count is read off SwiftUI's content width instead of ``cardCount``
    /// (``/CarouselLayout/CarouselTrack/cardCount(fittingContentWidth:viewportWidth:sizeClass:configuration:)``),
    /// for a carousel whose cards come from a `@ViewBuilder` and cannot be counted.
    package var countsCardsFromContentWidth = false

    /// Creates the behavior.
    public init(
      configuration: CarouselConfiguration = CarouselConfiguration(),
      sizeClass: SizeClass = .compact,
      layoutDirection: CarouselLayout.LayoutDirection = .leftToRight,
      cardCount: Int,
      velocityUnit: ScrollVelocityUnit = .carouselDefault,
      observer: CarouselScrollObserver? = nil
    ) {
      self.configuration = configuration
      self.sizeClass = sizeClass
      self.layoutDirection = layoutDirection
      self.cardCount = cardCount
      self.velocityUnit = velocityUnit
      self.observer = observer
    }

    /// Moves `target` to the engine's target (see the type's discussion); leaves it alone when
    /// the container has no size yet or an input is invalid.
    ///
    /// - Complexity: O(1); allocates nothing.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      let original = context.originalTarget.rect
      var count = cardCount
      if countsCardsFromContentWidth {
        guard
          let counted = try? CarouselTrack.cardCount(
            fittingContentWidth: context.contentSize.width,
            viewportWidth: context.containerSize.width, sizeClass: sizeClass,
            configuration: configuration)
        else { return }
        count = counted
      }
      guard let track = track(viewportWidth: context.containerSize.width, cardCount: count)
      else { return }
      let x: CGFloat?
      if context.velocity == .zero, original.width > 0, original.height > 0,
        original.size != context.containerSize,
        let previous = self.track(viewportWidth: original.width, cardCount: count)
      {
        x = try? track.targetOffset(keepingCardAt: original.minX, in: previous)
      } else {
        let release = observer?.liveOffset ?? original.minX
        x = try? track.targetOffset(
          releasedAt: release, velocity: velocityUnit.pointsPerMillisecond(context.velocity.dx),
          projected: target.rect.minX)
      }
      guard let x else { return }
      target.rect.origin.x = x
      observer?.restingTarget = x
    }

    /// The engine's track for a viewport width, or `nil` for an invalid input.
    ///
    /// - Complexity: O(1).
    package func track(viewportWidth: CGFloat) -> CarouselTrack? {
      track(viewportWidth: viewportWidth, cardCount: cardCount)
    }

    private func track(viewportWidth: CGFloat, cardCount: Int) -> CarouselTrack? {
      try? CarouselTrack(
        viewportWidth: viewportWidth, sizeClass: sizeClass, layoutDirection: layoutDirection,
        configuration: configuration, cardCount: max(0, cardCount))
    }
  }
#endif
