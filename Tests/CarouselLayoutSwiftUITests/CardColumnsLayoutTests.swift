import CarouselLayout
import CarouselLayoutSwiftUI
import CarouselTestSupport
import Foundation
import Testing

#if CAROUSEL_STAND_INS
  @_spi(Host) import SwiftUIStandIn

  /// The masonry, list and "See All" layouts place SwiftUI subviews at the engine's frames.
  @MainActor
  @Suite("SwiftUI card columns")
  struct CardColumnsLayoutTests {
    static func check(
      _ layout: CardColumnsLayout, width: CGFloat, heights: [CGFloat],
      expected: (CardColumnsLayout.Engine) -> Void = { _ in }
    ) throws {
      let placed = PlacedSubviews(heights: heights)
      var cache = layout.makeCache(subviews: placed.subviews)
      let proposal = ProposedViewSize(width: width, height: nil)
      let size = layout.sizeThatFits(proposal: proposal, subviews: placed.subviews, cache: &cache)
      let engine = try #require(
        layout.engine(width: width, cards: heights.map { CardMeasurement(height: $0) }))
      #expect(size == engine.contentSize)
      layout.placeSubviews(
        in: CGRect(origin: CGPoint(x: 3, y: 4), size: size), proposal: proposal,
        subviews: placed.subviews, cache: &cache)
      for index in heights.indices {
        let frame = engine.frame(ofCard: index)
        let placement = try #require(placed.box.placements[index])
        #expect(placement.position == CGPoint(x: frame.minX + 3, y: frame.minY + 4))
        #expect(placement.proposal == ProposedViewSize(frame.size))
      }
      if !heights.isEmpty {
        #expect(
          placed.box.proposals.contains(ProposedViewSize(width: engine.cardWidth, height: nil)))
      }
      expected(engine)
    }

    @Test("masonry, list and See All place subviews at the engine's frames")
    func arrangements() throws {
      for seed in SeededGenerator.seeds(8) {
        var random = SeededGenerator(seed: seed)
        let heights = (0..<Int.random(in: 0...40, using: &random)).map { _ in
          CGFloat(Int.random(in: 60...700, using: &random))
        }
        let width = CGFloat(Int.random(in: 320...1366, using: &random))
        for sizeClass in [SizeClass.compact, .regular] {
          try Self.check(
            CardColumnsLayout(.masonry(MasonryConfiguration()), sizeClass: sizeClass),
            width: width, heights: heights)
          try Self.check(
            CardColumnsLayout(.list(ListConfiguration()), sizeClass: sizeClass), width: width,
            heights: heights)
          try Self.check(
            CardColumnsLayout(.seeAll(CarouselConfiguration()), sizeClass: sizeClass),
            width: width, heights: heights
          ) { engine in
            switch engine {
            case .list: #expect(sizeClass == .compact, "CAROUSEL_SEED=\(seed)")
            case .masonry: #expect(sizeClass == .regular, "CAROUSEL_SEED=\(seed)")
            }
          }
        }
      }
    }

    @Test("without a width nothing is placed")
    func noWidth() {
      let layout = CardColumnsLayout(.masonry(MasonryConfiguration()))
      let placed = PlacedSubviews(heights: [100, 200])
      var cache = layout.makeCache(subviews: placed.subviews)
      #expect(
        layout.sizeThatFits(proposal: .unspecified, subviews: placed.subviews, cache: &cache)
          == .zero)
    }

    @Test("SeeAllView shows every card: a list in compact width, a masonry in regular width")
    func seeAllView() throws {
      let view = SeeAllView(count: 7) { index in Text("Card \(index)") }
      let compact = CarouselHarness(view)
      #expect(compact.host.texts.count == 7)
      let layout = try #require(compact.payloads("Layout", as: CardColumnsLayout.self).first)
      #expect(layout.sizeClass == .compact)
      var regular = EnvironmentValues()
      regular.horizontalSizeClass = .regular
      let wide = CarouselHarness(view, environment: regular)
      #expect(wide.payloads("Layout", as: CardColumnsLayout.self).first?.sizeClass == .regular)
    }
  }
#endif
