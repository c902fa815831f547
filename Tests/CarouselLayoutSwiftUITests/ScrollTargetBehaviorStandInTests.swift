import CarouselLayout
import CarouselLayoutSwiftUI
import CarouselTestSupport
import Foundation
import Testing

// These tests drive the adapter through the stand-in, as SwiftUI would; on Apple platforms
// they compile to nothing (SwiftUI has no public way to make a scroll target context).
#if CAROUSEL_STAND_INS
  @_spi(Host) import SwiftUIStandIn

  /// The scroll target behavior as SwiftUI calls it at the end of a gesture.
  @Suite("SwiftUI scroll target behavior")
  struct ScrollTargetBehaviorTests {
    static let container = CGSize(width: 393, height: 300)

    /// Calls `updateTarget` as SwiftUI does when a gesture that began at `start` ends with
    /// `velocity` (in SwiftUI's unit) and SwiftUI's own projected rest `projected`.
    static func release(
      _ behavior: CarouselScrollTargetBehavior, start: CGFloat, velocity: CGFloat,
      projected: CGFloat
    ) -> CGFloat {
      var target = ScrollTarget(rect: CGRect(origin: CGPoint(x: projected, y: 0), size: container))
      let context = ScrollTargetBehaviorContext(
        originalTarget: ScrollTarget(
          rect: CGRect(origin: CGPoint(x: start, y: 0), size: container)),
        velocity: CGVector(dx: velocity, dy: 0), contentSize: CGSize(width: 4000, height: 300),
        containerSize: container, axes: .horizontal)
      behavior.updateTarget(&target, context: context)
      return target.rect.minX
    }

    @Test(
      "both readings give the engine's target for the same release",
      arguments: ScrollVelocityUnit.allCases)
    func bothReadings(unit: ScrollVelocityUnit) throws {
      let behavior = CarouselScrollTargetBehavior(cardCount: 5, velocityUnit: unit)
      let track = try CarouselTrack(viewportWidth: 393, cardCount: 5)
      let scale: CGFloat = unit == .pointsPerSecond ? 1000 : 1
      for (start, perMillisecond, projected) in [
        (0.0, 0.5, 200.0), (0.0, 0.1, 150.0), (361.0, -0.6, 300.0), (0.0, 3.0, 5000.0),
        (722.0, 0.0, 900.0), (1083.0, -2.0, 100.0),
      ] as [(CGFloat, CGFloat, CGFloat)] {
        let result = Self.release(
          behavior, start: start, velocity: perMillisecond * scale, projected: projected)
        let expected = try track.targetOffset(
          releasedAt: start, velocity: perMillisecond, projected: projected)
        #expect(result == expected, "\(unit): start \(start), velocity \(perMillisecond) pt/ms")
      }
    }

    @Test("the unit decides whether a slow release is a flick")
    func unitMatters() {
      // 0.5 of SwiftUI's unit, released 150 pt into the first card with SwiftUI projecting
      // almost no glide: half a point per second is a slow drag that snaps back, half a point
      // per millisecond a flick that moves on.
      let perSecond = CarouselScrollTargetBehavior(cardCount: 5, velocityUnit: .pointsPerSecond)
      let perMillisecond = CarouselScrollTargetBehavior(
        cardCount: 5, velocityUnit: .pointsPerMillisecond)
      let observer = CarouselScrollObserver()
      observer.liveOffset = 150
      var seen = perSecond
      seen.observer = observer
      #expect(Self.release(seen, start: 0, velocity: 0.5, projected: 150.25) == 0)
      var fast = perMillisecond
      fast.observer = observer
      #expect(Self.release(fast, start: 0, velocity: 0.5, projected: 150.25) == 361)
    }

    @Test("a logged release tells the units apart")
    func impliedUnit() {
      // SwiftUI's projection is v·d/(1−d) in points per millisecond: 499 ms at the normal rate.
      #expect(ScrollVelocityUnit.implied(distance: 998, velocity: 2000) == .pointsPerSecond)
      #expect(ScrollVelocityUnit.implied(distance: 998, velocity: 2) == .pointsPerMillisecond)
      #expect(ScrollVelocityUnit.implied(distance: -400, velocity: -900) == .pointsPerSecond)
      #expect(
        ScrollVelocityUnit.implied(distance: 198, velocity: 2, rate: .fast) == .pointsPerMillisecond
      )
      #expect(ScrollVelocityUnit.implied(distance: 0, velocity: 2) == nil)
      #expect(ScrollVelocityUnit.implied(distance: 100, velocity: -2) == nil)
      #expect(ScrollVelocityUnit.implied(distance: .nan, velocity: 2) == nil)
    }

    @Test("a gesture that catches a decelerating carousel counts from where it really is")
    func catchWhileDecelerating() throws {
      // A flick sent the carousel from card 0 toward card 8; the user catches it at card 6
      // (2166) and flicks on. SwiftUI still reports the original target of the first gesture
      // (0). Counted from 0, the one-page compact limit would yank it back to card 1.
      let track = try CarouselTrack(viewportWidth: 393, cardCount: 12)
      let caught = track.offset(ofCard: 6) + 40
      let projected = caught + 300
      let blind = CarouselScrollTargetBehavior(cardCount: 12)
      #expect(Self.release(blind, start: 0, velocity: 800, projected: projected) == 361)
      let observer = CarouselScrollObserver()
      observer.liveOffset = caught
      let seeing = CarouselScrollTargetBehavior(cardCount: 12, observer: observer)
      let result = Self.release(seeing, start: 0, velocity: 800, projected: projected)
      #expect(result == track.offset(ofCard: 7))
      #expect(
        result
          == (try track.targetOffset(releasedAt: caught, velocity: 0.8, projected: projected)))
      #expect(observer.restingTarget == result)
    }

    @Test("observers are equal only to themselves")
    func observerIdentity() {
      let one = CarouselScrollObserver()
      let other = CarouselScrollObserver()
      #expect(one == one)
      #expect(one != other)
      #expect(
        CarouselScrollTargetBehavior(cardCount: 3, observer: one)
          != CarouselScrollTargetBehavior(cardCount: 3, observer: other))
    }

    @Test("random releases match the engine in both directions")
    func randomReleases() throws {
      for seed in SeededGenerator.seeds(40) {
        var random = SeededGenerator(seed: seed)
        let count = Int.random(in: 0...400, using: &random)
        let direction: CarouselLayout.LayoutDirection =
          Bool.random(using: &random) ? .leftToRight : .rightToLeft
        let sizeClass: SizeClass = Bool.random(using: &random) ? .compact : .regular
        let behavior = CarouselScrollTargetBehavior(
          sizeClass: sizeClass, layoutDirection: direction, cardCount: count)
        let track = try CarouselTrack(
          viewportWidth: 393, sizeClass: sizeClass, layoutDirection: direction, cardCount: count)
        for _ in 0..<20 {
          let start = CGFloat.random(in: -50...(track.maximumOffset + 50), using: &random)
          let velocity = CGFloat.random(in: -4000...4000, using: &random)
          let projected = start + velocity * 0.499
          #expect(
            Self.release(behavior, start: start, velocity: velocity, projected: projected)
              == (try track.targetOffset(
                releasedAt: start, velocity: velocity / 1000, projected: projected)),
            "CAROUSEL_SEED=\(seed)")
        }
      }
    }
  }
#endif
