import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// The O(1) snap-index queries against a reference that scans every snap offset, on random
/// carousels (pitches that are not binary fractions, both directions, up to 1500 cards) at
/// offsets that land exactly on snap offsets, half-way between them, half a point to either
/// side, and past either end. Every failure names its seed: rerun one with
/// `CAROUSEL_SEED=<seed> swift test --filter SnapIndexReferenceTests`.
@Suite struct SnapIndexReferenceTests {
  /// The reference answers, from the definitions, by a scan of ``CarouselGeometry/snapOffsets``.
  struct Reference {
    let carousel: CarouselGeometry
    let offsets: [CGFloat]

    init(_ carousel: CarouselGeometry) {
      self.carousel = carousel
      offsets = carousel.track.snapOffsets
    }

    /// The nearest snap offset; a tie goes to the smaller index.
    func nearest(to offset: CGFloat) -> Int {
      var best = 0
      for index in offsets.indices where abs(offsets[index] - offset) < abs(offsets[best] - offset)
      {
        best = index
      }
      return best
    }

    /// The first snap offset more than half a point beyond `offset`, or the last.
    func after(_ offset: CGFloat) -> Int {
      let from = carousel.track.travelled(offset) + carousel.track.restingTolerance
      return offsets.indices.first { carousel.track.travelled(offsets[$0]) > from } ?? offsets.count
        - 1
    }

    /// The last snap offset more than half a point before `offset`, or the first.
    func before(_ offset: CGFloat) -> Int {
      let from = carousel.track.travelled(offset) - carousel.track.restingTolerance
      return offsets.indices.last { carousel.track.travelled(offsets[$0]) < from } ?? 0
    }
  }

  static func randomCarousel(_ random: inout SeededGenerator) throws -> CarouselGeometry {
    var configuration = CarouselConfiguration()
    configuration.spacing = (CGFloat.random(in: 0...24, using: &random) * 3).rounded() / 3
    if Bool.random(using: &random) {
      configuration.visibleCards = .count(Int.random(in: 1...7, using: &random))
    } else {
      configuration.visibleCards = .cardWidth(CGFloat.random(in: 40...500, using: &random))
    }
    let count = Bool.random(using: &random) ? 1500 : Int.random(in: 3...60, using: &random)
    return try CarouselGeometry(
      viewport: CGSize(width: CGFloat.random(in: 200...1400, using: &random), height: 800),
      sizeClass: Bool.random(using: &random) ? .compact : .regular,
      layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
      configuration: configuration,
      cards: Array(repeating: CardMeasurement(height: 200), count: count))
  }

  @Test("nearest, after and before equal a scan of every snap offset")
  func matchesScan() throws {
    for seed in SeededGenerator.seeds(40) {
      var random = SeededGenerator(seed: seed)
      let carousel = try Self.randomCarousel(&random)
      let reference = Reference(carousel)
      let last = reference.offsets.count - 1
      var probes: [CGFloat] = [-1e6, -300, carousel.track.maximumOffset + 300, 1e9]
      for _ in 0..<16 {
        let index = Int.random(in: 0...last, using: &random)
        let here = reference.offsets[index]
        let next = reference.offsets[min(index + 1, last)]
        probes += [here, here + 0.5, here - 0.5, here.nextUp, here.nextDown, (here + next) / 2]
        probes.append(CGFloat.random(in: -50...(carousel.track.maximumOffset + 50), using: &random))
      }
      for offset in probes {
        #expect(
          carousel.track.nearestSnapIndex(to: offset) == reference.nearest(to: offset),
          "seed \(seed): nearest to \(offset)")
        #expect(
          carousel.track.snapIndex(after: offset) == reference.after(offset),
          "seed \(seed): after \(offset)")
        #expect(
          carousel.track.snapIndex(before: offset) == reference.before(offset),
          "seed \(seed): before \(offset)")
      }
    }
  }
}
