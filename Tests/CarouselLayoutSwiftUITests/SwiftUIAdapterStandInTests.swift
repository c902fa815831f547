import CarouselLayout
import CarouselLayoutSwiftUI
import CarouselTestSupport
import Foundation
import Testing

// These tests drive the adapter through the stand-in, as UIKit and SwiftUI would; on Apple
// platforms they compile to nothing (Tests/CarouselLayoutAppleTests meet the real frameworks).
#if CAROUSEL_STAND_INS
  @_spi(Host) import SwiftUIStandIn

  /// Subviews whose views are `heights[i]` tall at any width, recording where they are placed.
  @MainActor
  final class PlacedSubviews {
    let subviews: LayoutSubviews

    init(heights: [CGFloat]) {
      var views: [LayoutSubview] = []
      let box = Box()
      for (index, height) in heights.enumerated() {
        views.append(
          LayoutSubview(
            sizeThatFits: { proposal in
              box.proposals.append(proposal)
              return CGSize(width: proposal.width ?? 10, height: height)
            },
            place: { position, anchor, proposal in
              box.placements[index] = (position, anchor, proposal)
            }))
      }
      subviews = LayoutSubviews(views)
      self.box = box
    }

    final class Box {
      var placements: [Int: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] =
        [:]
      var proposals: [ProposedViewSize] = []
    }
    let box: Box
  }

  @MainActor
  @Suite("SwiftUI adapters")
  struct SwiftUIAdapterTests {
    @Test("the layout's size and placements are the engine's frames")
    func layoutPlacesEngineFrames() throws {
      for seed in SeededGenerator.seeds(6) {
        var random = SeededGenerator(seed: seed)
        let count = Int.random(in: 0...30, using: &random)
        let heights = (0..<count).map { _ in CGFloat(Int.random(in: 40...600, using: &random)) }
        let width = CGFloat(Int.random(in: 320...1366, using: &random))
        let sizeClass: SizeClass = Bool.random(using: &random) ? .compact : .regular
        var configuration = CarouselConfiguration()
        configuration.heightPolicy = Bool.random(using: &random) ? .uniform : .natural
        configuration.header = HeaderCell(title: "ignored by the layout")
        let layout = CarouselCardsLayout(
          configuration: configuration, sizeClass: sizeClass, viewportWidth: width)
        let placed = PlacedSubviews(heights: heights)
        var cache = layout.makeCache(subviews: placed.subviews)
        let proposal = ProposedViewSize(width: nil, height: 700)
        let size = layout.sizeThatFits(proposal: proposal, subviews: placed.subviews, cache: &cache)
        var engineConfiguration = configuration
        engineConfiguration.header = nil
        let engine = try CarouselGeometry(
          viewport: CGSize(width: width, height: 700), sizeClass: sizeClass,
          configuration: engineConfiguration, cards: heights.map { CardMeasurement(height: $0) })
        #expect(size == engine.contentSize, "CAROUSEL_SEED=\(seed)")
        let origin = CGPoint(x: 5, y: 7)
        layout.placeSubviews(
          in: CGRect(origin: origin, size: size), proposal: proposal, subviews: placed.subviews,
          cache: &cache)
        #expect(placed.box.placements.count == count, "CAROUSEL_SEED=\(seed)")
        for index in 0..<count {
          let frame = engine.frame(ofCard: index)
          let placement = try #require(placed.box.placements[index])
          #expect(
            placement.position == CGPoint(x: frame.minX + 5, y: frame.minY + 7),
            "CAROUSEL_SEED=\(seed)")
          #expect(placement.anchor == .topLeading)
          #expect(placement.proposal == ProposedViewSize(frame.size), "CAROUSEL_SEED=\(seed)")
        }
        if count > 0 {
          #expect(
            placed.box.proposals.contains(
              ProposedViewSize(width: engine.track.cardWidth, height: nil)))
        }
      }
    }

    @Test("without a viewport width the layout takes no space")
    func noWidthYet() {
      let layout = CarouselCardsLayout(viewportWidth: 0)
      let placed = PlacedSubviews(heights: [100, 120, 140])
      var cache = layout.makeCache(subviews: placed.subviews)
      #expect(
        layout.sizeThatFits(proposal: .unspecified, subviews: placed.subviews, cache: &cache)
          == .zero
      )
      layout.placeSubviews(
        in: .zero, proposal: .unspecified, subviews: placed.subviews, cache: &cache)
      #expect(placed.box.placements.isEmpty)
    }

    @Test("a size change without a gesture keeps the card at rest")
    func behaviorKeepsCardOnSizeChange() throws {
      let behavior = CarouselScrollTargetBehavior(cardCount: 12)
      let portrait = CGSize(width: 393, height: 300)
      let landscape = CGSize(width: 852, height: 300)
      let cards = Array(repeating: CardMeasurement(), count: 12)
      let before = try CarouselGeometry(viewport: portrait, cards: cards)
      let after = try CarouselGeometry(viewport: landscape, cards: cards)
      let resting = before.track.offset(ofCard: 3)
      var target = ScrollTarget(rect: CGRect(origin: CGPoint(x: resting, y: 0), size: portrait))
      let context = ScrollTargetBehaviorContext(
        originalTarget: target, velocity: .zero, contentSize: after.contentSize,
        containerSize: landscape, axes: .horizontal)
      behavior.updateTarget(&target, context: context)
      #expect(
        target.rect.minX == (try after.track.targetOffset(keepingCardAt: resting, in: before.track))
      )
      #expect(target.rect.minX == after.track.offset(ofCard: 3))
      #expect(
        after.track.offset(ofCard: 3)
          != after.track.snapOffset(at: after.track.nearestSnapIndex(to: resting)))
    }

  }
#endif
