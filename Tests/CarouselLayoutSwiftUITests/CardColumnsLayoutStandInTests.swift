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

    @Test("above 50 cards, SeeAllView makes only the cards near the viewport: one lazy column")
    func lazyList() throws {
      let view = SeeAllView(count: 10_000) { index in Text("Card \(index)") }
      let page = CarouselHarness(view, lazyStackWindow: 12)
      let columns = try SeeAllColumns(width: 393, sizeClass: .compact)
      #expect(page.payloads("Layout", as: CardColumnsLayout.self).isEmpty)
      #expect(page.payloads("LazyVStack", as: CGFloat?.self) == [columns.cardSpacing])
      #expect(page.host.texts == (0..<12).map { "Card \($0)" })
      let frames = page.payloads("frame", as: FrameArguments.self)
      #expect(frames.filter { $0.width == columns.cardWidth }.count == 12 + 1)
      #expect(frames.filter { $0.maxHeight == columns.maximumCardHeight }.count == 12)
      let paddings = page.payloads("padding", as: (Edge.Set, CGFloat?).self)
      // Pre-order: the outermost modifier (the last applied, trailing) comes first.
      #expect(paddings.map(\.0) == [.trailing, .bottom, .leading, .top])
      let insets = columns.insets
      #expect(paddings.map(\.1) == [insets.trailing, insets.bottom, insets.leading, insets.top])
    }

    @Test("in regular width the lazy page is one lazy column per masonry column, round robin")
    func lazyMasonry() throws {
      var regular = EnvironmentValues()
      regular.horizontalSizeClass = .regular
      let view = SeeAllView(count: 10_000) { index in Text("Card \(index)") }
      let page = CarouselHarness(view, width: 1180, environment: regular, lazyStackWindow: 4)
      let columns = try SeeAllColumns(width: 1180, sizeClass: .regular)
      #expect(columns.columnCount == 3)
      #expect(page.payloads("LazyVStack", as: CGFloat?.self).count == 3)
      let expected = (0..<3).flatMap { column in
        (0..<4).map { row in "Card \(columns.card(atRow: row, inColumn: column))" }
      }
      #expect(page.host.texts == expected)
      #expect(expected.prefix(4) == ["Card 0", "Card 3", "Card 6", "Card 9"])
    }

    @Test("the lazy page follows a new configuration at the same width, at once")
    func lazyPageFollowsConfiguration() throws {
      let host = ViewHost()
      host.lazyStackWindow = 2
      host.render(SeeAllView(count: 100) { index in Text("Card \(index)") })
      let change = try #require(
        host.first("onGeometryChange")?.payload as? GeometryChange<CGFloat>)
      change.action(change.transform(GeometryProxy(size: CGSize(width: 393, height: 852))))
      host.render(SeeAllView(count: 100) { index in Text("Card \(index)") })
      #expect(host.all("LazyVStack").compactMap { $0.payload as? CGFloat } == [8])
      var spaced = CarouselConfiguration()
      spaced.spacing = 20
      // A new view value at the same place: SwiftUI keeps the width it reported.
      host.render(
        SeeAllView(count: 100, configuration: spaced) { index in Text("Card \(index)") })
      #expect(host.all("LazyVStack").compactMap { $0.payload as? CGFloat } == [20])
    }

    @Test("laziness: 50 cards stay one eager layout unless the app asks for lazy stacks")
    func lazinessChoice() {
      let eager = CarouselHarness(SeeAllView(count: 50) { index in Text("Card \(index)") })
      #expect(eager.payloads("Layout", as: CardColumnsLayout.self).count == 1)
      #expect(eager.host.texts.count == 50)
      let forced = CarouselHarness(
        SeeAllView(count: 7) { index in Text("Card \(index)") }.carouselLaziness(.lazy),
        lazyStackWindow: 3)
      #expect(forced.payloads("Layout", as: CardColumnsLayout.self).isEmpty)
      #expect(forced.host.texts == ["Card 0", "Card 1", "Card 2"])
      let neverLazy = CarouselHarness(
        SeeAllView(count: 500) { index in Text("Card \(index)") }.carouselLaziness(.eager),
        lazyStackWindow: 3)
      #expect(neverLazy.host.texts.count == 500)
    }
  }
#endif
