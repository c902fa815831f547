import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// Seeded random properties of snapping, free scrolling and anchors. Every failure names its
/// seed: rerun one with `CAROUSEL_SEED=<seed> swift test --filter ScrollingPropertyTests`.
@Suite struct ScrollingPropertyTests {
  static let limits: [SnapLimit] = [.automatic, .one, .page, .count(2), .count(5), .unlimited]

  /// A random carousel, its mirror in the other direction, and a random release.
  struct Case {
    var carousel: CarouselGeometry
    var mirror: CarouselGeometry
    var offset: CGFloat
    var velocity: CGFloat
    var projected: CGFloat?
  }

  static func randomCase(_ random: inout SeededGenerator, free: Bool = false) throws -> Case {
    let width = CGFloat.random(in: 200...1400, using: &random)
    let sizeClass: SizeClass = Bool.random(using: &random) ? .compact : .regular
    let direction: LayoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
    let count = Int.random(in: 0...40, using: &random)
    let scrolling: ScrollingMode =
      free ? .free : .snapping(limit: limits.randomElement(using: &random)!)
    var configuration = CarouselConfiguration(scrolling: scrolling)
    if Bool.random(using: &random) {
      configuration.visibleCards = .cardWidth(CGFloat.random(in: 40...500, using: &random))
    }
    configuration.spacing = CGFloat.random(in: 0...24, using: &random)
    let cards = (0..<count).map { _ in
      CardMeasurement(
        header: 40, body: CGFloat.random(in: 0...400, using: &random), footer: 30)
    }
    func make(_ direction: LayoutDirection) throws -> CarouselGeometry {
      try CarouselGeometry(
        viewport: CGSize(width: width, height: 800), sizeClass: sizeClass,
        layoutDirection: direction, configuration: configuration, cards: cards)
    }
    let carousel = try make(direction)
    let mirror = try make(direction == .leftToRight ? .rightToLeft : .leftToRight)
    let maximum = carousel.track.maximumOffset
    let offset = CGFloat.random(in: -300...(maximum + 300), using: &random)
    let velocity =
      Int.random(in: 0..<5, using: &random) == 0 ? 0 : CGFloat.random(in: -6...6, using: &random)
    let projected =
      Bool.random(using: &random)
      ? offset + CGFloat.random(in: -3000...3000, using: &random) : nil
    return Case(
      carousel: carousel, mirror: mirror, offset: offset, velocity: velocity,
      projected: projected)
  }

  @Test("snapping: always a snap offset in range, flicks never go back, the limit holds")
  func snappingProperties() throws {
    for seed in SeededGenerator.seeds(2000) {
      var random = SeededGenerator(seed: seed)
      let c = try Self.randomCase(&random)
      let carousel = c.carousel
      let target = try carousel.track.targetOffset(
        releasedAt: c.offset, velocity: c.velocity, projected: c.projected)
      let index = carousel.track.nearestSnapIndex(to: target)
      #expect(target == carousel.track.snapOffset(at: index), "seed \(seed): not a snap offset")
      #expect(target >= 0 && target <= carousel.track.maximumOffset, "seed \(seed): out of range")

      let start = carousel.track.nearestSnapIndex(to: c.offset)
      #expect(abs(index - start) <= carousel.track.snapBudget, "seed \(seed): limit exceeded")

      let forward = carousel.track.layoutDirection == .leftToRight ? c.velocity : -c.velocity
      let isFlick = abs(c.velocity) >= carousel.configuration.minimumFlickVelocity && forward != 0
      if isFlick {
        let from = carousel.track.travelled(c.offset)
        let to = carousel.track.travelled(target)
        let last = carousel.track.snapOffsetCount - 1
        if forward > 0, carousel.track.travelled(carousel.track.snapOffset(at: last)) > from + 0.5 {
          #expect(to > from, "seed \(seed): a forward flick went back")
        }
        if forward < 0, carousel.track.travelled(carousel.track.snapOffset(at: 0)) < from - 0.5 {
          #expect(to < from, "seed \(seed): a backward flick went forward")
        }
      }
    }
  }

  @Test("right to left is the exact mirror of left to right")
  func mirror() throws {
    for seed in SeededGenerator.seeds(2000) {
      var random = SeededGenerator(seed: seed)
      let c = try Self.randomCase(&random, free: Bool.random(using: &random))
      let maximum = c.carousel.track.maximumOffset
      #expect(c.mirror.track.maximumOffset == maximum, "seed \(seed)")
      let target = try c.carousel.track.targetOffset(
        releasedAt: c.offset, velocity: c.velocity, projected: c.projected)
      let mirrored = try c.mirror.track.targetOffset(
        releasedAt: maximum - c.offset, velocity: -c.velocity,
        projected: c.projected.map { maximum - $0 })
      #expect(
        abs(mirrored - (maximum - target)) <= 1e-9 * max(1, maximum),
        "seed \(seed): \(mirrored) is not the mirror of \(target)")
    }
  }

  @Test("free scrolling never leaves the range")
  func freeStaysInRange() throws {
    for seed in SeededGenerator.seeds(1000) {
      var random = SeededGenerator(seed: seed)
      let c = try Self.randomCase(&random, free: true)
      let target = try c.carousel.track.targetOffset(
        releasedAt: c.offset, velocity: c.velocity, projected: c.projected)
      #expect(target >= 0 && target <= c.carousel.track.maximumOffset, "seed \(seed): \(target)")
    }
  }

  @Test("an anchor restored in the same layout is the identity")
  func anchorIdentity() throws {
    for seed in SeededGenerator.seeds(1000) {
      var random = SeededGenerator(seed: seed)
      let free = Bool.random(using: &random)
      let c = try Self.randomCase(&random, free: free)
      let carousel = c.carousel
      let maximum = carousel.track.maximumOffset
      if free {
        let offset = CGFloat.random(in: 0...max(maximum, 0), using: &random)
        let restored = try carousel.track.offset(restoring: carousel.track.anchor(atOffset: offset))
        #expect(abs(restored - offset) <= 1e-9 * max(1, maximum), "seed \(seed): \(offset)")
      } else {
        for index in 0..<carousel.track.snapOffsetCount {
          let offset = carousel.track.snapOffset(at: index)
          let anchor = try carousel.track.anchor(atOffset: offset)
          #expect(anchor.fraction == 0 || abs(anchor.fraction) < 1e-12, "seed \(seed)")
          #expect(try carousel.track.offset(restoring: anchor) == offset, "seed \(seed): \(index)")
        }
        // Between snap offsets, restoring snaps like a target without a gesture.
        let offset = CGFloat.random(in: 0...max(maximum, 0), using: &random)
        #expect(
          try carousel.track.offset(restoring: carousel.track.anchor(atOffset: offset))
            == carousel.track.targetOffset(restingAt: offset), "seed \(seed): \(offset)")
      }
    }
  }

  @Test("navigation always lands on a snap offset, one card at a time")
  func navigation() throws {
    for seed in SeededGenerator.seeds(500) {
      var random = SeededGenerator(seed: seed)
      let c = try Self.randomCase(&random)
      let carousel = c.carousel
      guard carousel.cardCount > 0 else { continue }
      let offset = carousel.track.snapOffset(
        at: Int.random(in: 0..<carousel.track.snapOffsetCount, using: &random))
      let here = carousel.track.currentCard(atOffset: offset)
      let next = try carousel.track.targetCard(for: .nextCard, fromOffset: offset)
      let previous = try carousel.track.targetCard(for: .previousCard, fromOffset: offset)
      #expect(next == min(here + 1, carousel.track.snapOffsetCount - 1), "seed \(seed)")
      #expect(previous == max(here - 1, 0), "seed \(seed)")
      let page = try carousel.track.targetCard(for: .nextPage, fromOffset: offset)
      #expect(
        page == min(here + carousel.track.cardsPerPage, carousel.track.snapOffsetCount - 1),
        "seed \(seed)")
      let current = carousel.track.currentPage(atOffset: offset)
      #expect(current >= 0 && current < max(carousel.track.pageCount, 1), "seed \(seed)")
    }
  }
}
