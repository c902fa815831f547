import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// UIScrollView's physics, the glide to a target, and Reduce Motion.
@Suite struct PhysicsTests {
  // MARK: - Projection, decay, rubber band

  static let projections: [(velocity: CGFloat, rate: Double, distance: CGFloat)] = [
    (2, 0.998, 998),
    (1, 0.99, 99),
    (-0.5, 0.99, -49.5),
    (0, 0.998, 0),
  ]

  @Test("projection v·d/(1 − d)", arguments: projections)
  func projection(velocity: CGFloat, rate: Double, distance: CGFloat) {
    #expect(abs(ScrollPhysics.projectedDistance(velocity: velocity, rate: rate) - distance) < 1e-9)
  }

  @Test("decay: v(t) = v₀·dᵗ, resting at x₀ − v₀/ln d, 0.1 % past the projection")
  func decay() {
    let rate = 0.998
    let half = log(0.5) / log(rate)
    #expect(abs(ScrollPhysics.decayVelocity(velocity: 2, rate: rate, at: half) - 1) < 1e-12)
    let rest = ScrollPhysics.decayRestingOffset(from: 10, velocity: 2, rate: rate)
    #expect(abs(rest - (10 + 2 / -log(rate))) < 1e-9)
    // Half the speed is left, so half the distance is left.
    let middle = ScrollPhysics.decayOffset(from: 10, velocity: 2, rate: rate, at: half)
    #expect(abs((rest - middle) - (rest - 10) / 2) < 1e-9)
    let projected = 10 + ScrollPhysics.projectedDistance(velocity: 2, rate: rate)
    #expect(rest > projected && (rest - projected) / (rest - 10) < 0.0011)
    let duration = ScrollPhysics.decayDuration(velocity: 2, rate: rate)
    #expect(abs(duration - 4143.5) < 1)
    let left = ScrollPhysics.decayVelocity(velocity: 2, rate: rate, at: duration)
    #expect(abs(left - ScrollPhysics.restingVelocity) < 1e-12)
    #expect(ScrollPhysics.decayDuration(velocity: 0.0001, rate: rate) == 0)
    #expect(ScrollPhysics.decayOffset(from: 10, velocity: 2, rate: rate, at: -5) == 10)
  }

  @Test("rubber band (1 − 1/(x·0.55/D + 1))·D: less than the drag and than D, mirrored")
  func rubberBand() {
    let d: CGFloat = 393
    #expect(ScrollPhysics.rubberBand(0, dimension: d) == 0)
    #expect(abs(ScrollPhysics.rubberBand(d, dimension: d) - (1 - 1 / 1.55) * d) < 1e-9)
    #expect(abs(ScrollPhysics.rubberBand(100, dimension: d) - 48.2479) < 1e-3)
    #expect(
      ScrollPhysics.rubberBand(-100, dimension: d) == -ScrollPhysics.rubberBand(100, dimension: d))
    var previous: CGFloat = 0
    for x in stride(from: CGFloat(1), through: 100_000, by: 997) {
      let banded = ScrollPhysics.rubberBand(x, dimension: d)
      #expect(banded < x && banded < d && banded > previous)
      previous = banded
    }
    #expect(ScrollPhysics.rubberBandedOffset(500, maximum: 1436, dimension: d) == 500)
    #expect(
      ScrollPhysics.rubberBandedOffset(1536, maximum: 1436, dimension: d)
        == 1436 + ScrollPhysics.rubberBand(100, dimension: d))
    #expect(
      ScrollPhysics.rubberBandedOffset(-100, maximum: 1436, dimension: d)
        == ScrollPhysics.rubberBand(-100, dimension: d))
  }

  // MARK: - Glide

  @Test("a release fast for its distance is the pure decay that lands on the target")
  func glideIsDecay() throws {
    let rate = 0.998
    let target = ScrollPhysics.decayRestingOffset(from: 0, velocity: 2, rate: rate)
    let glide = try Glide(from: 0, velocity: 2, to: target, minimumStiffness: 1e-6)
    #expect(abs(glide.stiffness - -log(rate)) < 1e-12)
    for t in stride(from: 0.0, to: glide.duration, by: 97) {
      let decay = ScrollPhysics.decayOffset(from: 0, velocity: 2, rate: rate, at: t)
      #expect(abs(glide.offset(at: t) - decay) < 1e-9)
      let speed = ScrollPhysics.decayVelocity(velocity: 2, rate: rate, at: t)
      #expect(abs(glide.velocity(at: t) - speed) < 1e-9)
    }
    #expect(glide.offset(at: glide.duration) == target)
  }

  @Test("a slow release settles with the spring floor, from rest too")
  func glideSpring() throws {
    let glide = try Glide(from: 150, velocity: 0, to: 0)
    #expect(glide.stiffness == Glide.snapStiffness)
    // Critically damped from rest: x − X = 150·(1 + ωt)·e^(−ωt), v = −150·ω²t·e^(−ωt); the
    // speed is the last to fall under 0.0005 pt/ms, at ωt ≈ 10.84.
    #expect(abs(glide.duration * glide.stiffness - 10.84) < 0.02)
    let late = glide.duration * 0.999
    #expect(abs(glide.offset(at: late)) <= ScrollPhysics.restingDistance)
    #expect(abs(glide.velocity(at: late)) > ScrollPhysics.restingVelocity)
    #expect(glide.velocity(at: 0) == 0)
    #expect(glide.offset(at: 0) == 150)
  }

  @Test("a glide ends exactly on its target and never reverses when the target lies ahead")
  func glideProperties() throws {
    for seed in SeededGenerator.seeds(1000) {
      var random = SeededGenerator(seed: seed)
      let start = CGFloat.random(in: -2000...2000, using: &random)
      let target = CGFloat.random(in: -2000...2000, using: &random)
      let ahead = Bool.random(using: &random)
      let speed =
        Int.random(in: 0..<4, using: &random) == 0
        ? 0 : CGFloat.random(in: 0...8, using: &random)
      let sign: CGFloat = (target >= start) == ahead ? 1 : -1
      let velocity = sign * speed
      let glide = try Glide(from: start, velocity: velocity, to: target)
      let motion = ScrollMotion.glide(glide)
      let samples = Array(motion.samples(every: 1000.0 / 120))
      #expect(samples.first?.time == 0, "seed \(seed)")
      #expect(samples.last == ScrollSample(time: glide.duration, offset: target), "seed \(seed)")
      #expect(samples.count == motion.samples(every: 1000.0 / 120).count, "seed \(seed)")
      #expect(glide.duration.isFinite && glide.duration < 20_000, "seed \(seed)")
      #expect(motion.offset(at: glide.duration + 1) == target, "seed \(seed)")
      #expect(motion.velocity(at: glide.duration) == 0, "seed \(seed)")
      if velocity * (target - start) >= 0 {
        let direction: CGFloat = target >= start ? 1 : -1
        var previous = start
        for sample in samples {
          #expect((sample.offset - previous) * direction >= -1e-9, "seed \(seed): reversed")
          #expect((target - sample.offset) * direction >= -1e-9, "seed \(seed): overshot")
          previous = sample.offset
        }
      }
      // At the resting time the glide is within the resting thresholds of the target.
      let justBefore = glide.duration * (1 - 1e-9)
      if justBefore > 0 {
        #expect(
          abs(glide.offset(at: justBefore) - target) <= ScrollPhysics.restingDistance * 1.01,
          "seed \(seed)")
      }
    }
  }

  @Test("a glide rejects what it cannot move through, naming the field")
  func glideValidation() {
    #expect(throws: CarouselLayoutError.self) { try Glide(from: .nan, velocity: 0, to: 0) }
    #expect(throws: CarouselLayoutError.self) { try Glide(from: 0, velocity: .infinity, to: 0) }
    #expect(throws: CarouselLayoutError.self) { try Glide(from: 0, velocity: 0, to: .nan) }
    #expect(throws: CarouselLayoutError.self) {
      try Glide(from: 0, velocity: 0, to: 1, minimumStiffness: 0)
    }
    #expect(throws: CarouselLayoutError.self) { try Glide(from: 0, velocity: 1e300, to: 1) }
    #expect(throws: CarouselLayoutError.self) { try Glide(from: -1e300, velocity: 0, to: 1e300) }
    do {
      _ = try Glide(from: 0, velocity: .nan, to: 0)
    } catch {
      #expect(error.field == "velocity")
    }
  }

  @Test("extreme but valid releases stay finite and still land")
  func glideExtremes() throws {
    for (start, velocity, target) in [
      (CGFloat(0), CGFloat(1e12), CGFloat(1)), (-1e12, 0, 1e12), (0, -1e12, 1e12), (5, 1e-300, 5),
    ] {
      let glide = try Glide(from: start, velocity: velocity, to: target)
      #expect(glide.duration.isFinite)
      for sample in ScrollMotion.glide(glide).samples(every: max(1, glide.duration / 50)) {
        #expect(sample.offset.isFinite && sample.time.isFinite)
      }
      #expect(glide.offset(at: glide.duration) == target)
    }
  }

  // MARK: - Motion from a layout

  @Test("a release glides to the snap target; Reduce Motion moves there instantly")
  func releaseMotion() throws {
    let carousel = try ScrollingFixtures.carousel()
    let motion = try carousel.track.motion(releasedAt: 150, velocity: 0.5)
    #expect(motion.isAnimated)
    #expect(motion.target == 361)
    #expect(motion.offset(at: 0) == 150)
    #expect(motion.duration > 100 && motion.duration < 2000)
    let instant = try carousel.track.motion(releasedAt: 150, velocity: 0.5, reduceMotion: true)
    #expect(instant == .instant(to: 361))
    #expect(Array(instant.samples()) == [ScrollSample(time: 0, offset: 361)])
    #expect(instant.offset(at: 0) == 361)
    let programmatic = try carousel.track.motion(
      from: 0, to: carousel.track.targetOffset(for: .last, fromOffset: 0))
    #expect(programmatic.target == 1436)
  }

  @Test("free scrolling decelerates onto the projected rest")
  func freeMotion() throws {
    let carousel = try ScrollingFixtures.carousel(scrolling: .free)
    let motion = try carousel.track.motion(releasedAt: 100, velocity: 1)
    guard case .glide(let glide) = motion else {
      Issue.record("expected a glide")
      return
    }
    #expect(abs(glide.target - 599) < 1e-9)
    // The rate solved to land on v·d/(1−d): (1 − d)/d, within 0.1 % of UIScrollView's −ln d.
    #expect(abs(glide.stiffness - 0.002 / 0.998) < 1e-12)
    // Released past the end with no speed: a spring back into range.
    let back = try carousel.track.motion(releasedAt: 1500, velocity: 0)
    #expect(back.target == 1436)
    #expect(back.duration < 1000)
  }
}
