import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// The layout contract as properties over 100 000 seeded random configurations (carousels,
/// stacks, empty states, masonry and pages; viewports from 1 to 100 000 points, spacing 0 to
/// 100, insets wider than the viewport): frames finite, sorted, apart and inside the content;
/// the rect query equals filtering every frame; snap targets are snap offsets in range, flicks
/// never go back and the limit holds; anchors round-trip; right to left mirrors left to right.
/// The configurations are `LayoutContract`'s (CarouselTestSupport); the spec layer's
/// `LayoutContractReportTests` checks the JSON report of the same carousels.
///
/// Every failure names its configuration's seed: `CAROUSEL_SEED=<seed> swift test --filter
/// LayoutContractTests` reruns it. `CAROUSEL_PROPERTY_SCALE=10` runs ten times as many.
@Suite struct LayoutContractTests {
  /// Rounding allowance for sums of sizes: relative to the content's extent.
  static func tolerance(_ extent: CGFloat) -> CGFloat { 1e-9 * max(1, abs(extent)) }

  /// The configuration in one line, for failure messages.
  static func describe(_ carousel: CarouselGeometry) -> String {
    "\(carousel.track.mode) \(carousel.track.layoutDirection) \(carousel.track.sizeClass) viewport \(carousel.viewport) "
      + "insets \(carousel.track.leadingInset)/\(carousel.track.trailingInset) spacing \(carousel.track.spacing) "
      + "card width \(carousel.track.cardWidth) cards \(carousel.cardCount) "
      + "\(carousel.configuration.heightPolicy) \(carousel.configuration.scrolling) "
      + "maximum offset \(carousel.track.maximumOffset)"
  }

  static func meets(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY
  }

  static func finite(_ rect: CGRect) -> Bool {
    rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
  }

  @Test("the layout contract holds for every random configuration", arguments: 0..<16)
  func contract(shard: Int) throws {
    for seed in LayoutContract.seeds(shard: shard) {
      var random = SeededGenerator(seed: seed)
      switch try LayoutContract.layout(&random) {
      case .masonry(let masonry): try checkMasonry(masonry, seed: seed, &random)
      case .page(let page): checkPage(page, seed: seed, &random)
      case .carousel(let carousel): try checkCarousel(carousel, seed: seed, &random)
      }
    }
  }

  // MARK: - Carousel

  func checkCarousel(
    _ carousel: CarouselGeometry, seed: UInt64, _ random: inout SeededGenerator
  ) throws {
    let content = CGRect(origin: .zero, size: carousel.contentSize)
    let slack = Self.tolerance(content.width)
    #expect(Self.finite(content), "seed \(seed)")
    var frames: [CGRect] = []
    for index in 0..<carousel.cardCount {
      let frame = carousel.frame(ofCard: index)
      frames.append(frame)
      guard
        Self.finite(frame) && frame.width >= 1 && frame.minX >= -slack
          && frame.maxX <= content.maxX + slack && frame.minY >= 0
          && frame.maxY <= content.maxY + slack
      else {
        Issue.record("seed \(seed): card \(index) \(frame) outside \(content)")
        return
      }
      if let previous = frames.dropLast().last {
        let apart: Bool
        switch (carousel.track.mode, carousel.track.layoutDirection) {
        case (.carousel, .leftToRight): apart = previous.maxX <= frame.minX + slack
        case (.carousel, .rightToLeft): apart = frame.maxX <= previous.minX + slack
        default: apart = previous.maxY <= frame.minY + slack
        }
        #expect(apart, "seed \(seed): cards \(index - 1) and \(index) overlap or are unsorted")
      }
    }
    if let empty = carousel.emptyStateFrame {
      #expect(Self.finite(empty) && empty.maxY <= content.maxY + slack, "seed \(seed)")
    }
    // The rect query equals filtering every frame.
    for _ in 0..<2 {
      let x = CGFloat.random(in: -100...(content.width + 100), using: &random)
      let rect = CGRect(
        x: x, y: CGFloat.random(in: -50...(content.height + 50), using: &random),
        width: CGFloat.random(in: 0...(2 * carousel.viewport.width), using: &random),
        height: CGFloat.random(in: 0...(content.height + 1), using: &random))
      let expected = frames.indices.filter { Self.meets(frames[$0], rect) }
      #expect(carousel.cardIndices(in: rect) == expected, "seed \(seed): rect \(rect)")
    }
    try checkSnapping(carousel, seed: seed, &random)
    try checkAnchors(carousel, seed: seed, &random)
    try checkMirror(carousel, frames: frames, seed: seed)
  }

  func checkSnapping(
    _ carousel: CarouselGeometry, seed: UInt64, _ random: inout SeededGenerator
  ) throws {
    let maximum = carousel.track.maximumOffset
    let offset = CGFloat.random(in: -300...(maximum + 300), using: &random)
    let velocity =
      Int.random(in: 0..<4, using: &random) == 0 ? 0 : CGFloat.random(in: -8...8, using: &random)
    let projected: CGFloat? =
      Bool.random(using: &random)
      ? offset + CGFloat.random(in: -3 * maximum - 100...3 * maximum + 100, using: &random) : nil
    let target = try carousel.track.targetOffset(
      releasedAt: offset, velocity: velocity, projected: projected)
    #expect(target >= 0 && target <= maximum, "seed \(seed): target \(target) out of range")
    guard case .snapping = carousel.configuration.scrolling else {
      let rate = carousel.configuration.resolvedDecelerationRate.perMillisecond
      let rest =
        projected ?? offset + ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
      #expect(target == min(max(rest, 0), maximum), "seed \(seed): free target not clamped")
      return
    }
    let index = carousel.track.nearestSnapIndex(to: target)
    #expect(target == carousel.track.snapOffset(at: index), "seed \(seed): not a snap offset")
    let start = carousel.track.nearestSnapIndex(to: offset)
    #expect(abs(index - start) <= carousel.track.snapBudget, "seed \(seed): limit exceeded")
    let forward = carousel.track.layoutDirection == .leftToRight ? velocity : -velocity
    guard abs(velocity) >= carousel.configuration.minimumFlickVelocity, forward != 0 else {
      return
    }
    let from = carousel.track.travelled(offset)
    let to = carousel.track.travelled(target)
    let last = carousel.track.snapOffsetCount - 1
    if forward > 0, carousel.track.travelled(carousel.track.snapOffset(at: last)) > from + 0.5 {
      #expect(to > from, "seed \(seed): a forward flick went back")
    }
    if forward < 0, carousel.track.travelled(carousel.track.snapOffset(at: 0)) < from - 0.5 {
      #expect(to < from, "seed \(seed): a backward flick went forward")
    }
  }

  func checkAnchors(
    _ carousel: CarouselGeometry, seed: UInt64, _ random: inout SeededGenerator
  ) throws {
    let maximum = carousel.track.maximumOffset
    // A snap offset restores itself exactly.
    let snap = carousel.track.snapOffset(
      at: Int.random(in: 0..<carousel.track.snapOffsetCount, using: &random))
    #expect(
      try carousel.track.offset(restoring: carousel.track.anchor(atOffset: snap)) == snap,
      "seed \(seed): snap offset \(snap) did not round-trip")
    // Any offset in range: itself when scrolling freely, its nearest snap offset when snapping.
    let offset = CGFloat.random(in: 0...maximum, using: &random)
    let restored = try carousel.track.offset(restoring: carousel.track.anchor(atOffset: offset))
    if carousel.cardCount == 0 {
      #expect(
        restored == carousel.track.restOffset, "seed \(seed): no cards restore the rest offset")
    } else if case .snapping = carousel.configuration.scrolling {
      #expect(
        restored == carousel.track.snapOffset(at: carousel.track.nearestSnapIndex(to: offset)),
        "seed \(seed): offset \(offset) restored to \(restored); \(Self.describe(carousel))")
    } else {
      #expect(
        abs(restored - offset) <= Self.tolerance(carousel.track.contentWidth) * 10,
        "seed \(seed): offset \(offset) restored to \(restored); \(Self.describe(carousel))")
    }
  }

  func checkMirror(_ carousel: CarouselGeometry, frames: [CGRect], seed: UInt64) throws {
    let mirror = try CarouselGeometry(
      viewport: carousel.viewport, sizeClass: carousel.track.sizeClass,
      layoutDirection: carousel.track.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight,
      configuration: carousel.configuration,
      cards: (0..<carousel.cardCount).map { carousel.heights[$0] })
    let width = carousel.track.contentWidth
    let slack = Self.tolerance(width)
    #expect(mirror.contentSize == carousel.contentSize, "seed \(seed)")
    for (index, frame) in frames.enumerated() {
      let mirrored = mirror.frame(ofCard: index)
      #expect(
        abs(mirrored.minX - (width - frame.maxX)) <= slack && mirrored.minY == frame.minY
          && mirrored.size == frame.size,
        "seed \(seed): card \(index) does not mirror: \(frame) and \(mirrored); \(Self.describe(carousel))"
      )
    }
    #expect(mirror.track.snapOffsetCount == carousel.track.snapOffsetCount, "seed \(seed)")
    for index in 0..<min(mirror.track.snapOffsetCount, carousel.track.snapOffsetCount) {
      let expected = carousel.track.maximumOffset - carousel.track.snapOffset(at: index)
      #expect(abs(mirror.track.snapOffset(at: index) - expected) <= slack, "seed \(seed)")
    }
    if let header = carousel.headerLayout(), let other = mirror.headerLayout() {
      #expect((other.seeAll == nil) == (header.seeAll == nil), "seed \(seed)")
    }
  }
}
