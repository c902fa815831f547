import CarouselLayout
import Foundation
import Testing

#if CAROUSEL_STAND_INS
  import CarouselLayoutSwiftUI
  @_spi(Host) import SwiftUIStandIn

  /// One layout pass (SwiftUI may ask `sizeThatFits` several times, then `placeSubviews`)
  /// builds the engine once and measures each subview once; `updateCache` starts over; an
  /// invalid input lays out nothing and is reported once.
  @MainActor
  @Suite("SwiftUI layout caches")
  struct LayoutCacheTests {

    static let proposals = [
      ProposedViewSize(width: 393, height: nil), ProposedViewSize(width: 393, height: 700),
      ProposedViewSize(width: 393, height: 320),
    ]

    /// Runs a pass: every proposal's size, then the placement for the last.
    static func pass<L: Layout>(_ layout: L, _ subviews: LayoutSubviews, _ cache: inout L.Cache)
      -> CGSize
    {
      var size = CGSize.zero
      for proposal in proposals {
        size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      }
      layout.placeSubviews(
        in: CGRect(origin: .zero, size: size), proposal: proposals[2], subviews: subviews,
        cache: &cache)
      return size
    }

    @Test(
      "the carousel: one engine build and one measurement per card per pass", arguments: [10, 50])
    func stack(cards: Int) {
      let placed = PlacedSubviews(heights: (0..<cards).map { CGFloat(100 + 7 * ($0 % 13)) })
      let layout = CarouselCardsLayout(viewportWidth: 393)
      var cache = layout.makeCache(subviews: placed.subviews)
      let size = Self.pass(layout, placed.subviews, &cache)
      #expect(cache.engineBuilds == 1)
      #expect(cache.subviewMeasurements == cards)
      #expect(placed.box.proposals.count == cards)
      #expect(placed.box.placements.count == cards)
      // The same size and frames as the uncached engine.
      let engine = layout.geometry(proposal: Self.proposals[0], subviews: placed.subviews)
      #expect(size == engine?.contentSize)
      #expect(placed.box.placements[cards - 1]?.position.x == engine?.frame(ofCard: cards - 1).minX)
      // The subviews changed: SwiftUI calls updateCache, and the next pass measures again.
      layout.updateCache(&cache, subviews: placed.subviews)
      _ = Self.pass(layout, placed.subviews, &cache)
      #expect(cache.engineBuilds == 2)
      #expect(cache.subviewMeasurements == 2 * cards)
    }

    @Test("the masonry and the page: one engine build and one measurement per subview per pass")
    func columnsAndPage() {
      let placed = PlacedSubviews(heights: (0..<50).map { CGFloat(60 + 11 * ($0 % 7)) })
      let masonry = CardColumnsLayout(.masonry(MasonryConfiguration()), sizeClass: .regular)
      var masonryCache = masonry.makeCache(subviews: placed.subviews)
      _ = Self.pass(masonry, placed.subviews, &masonryCache)
      #expect(masonryCache.engineBuilds == 1)
      #expect(placed.box.proposals.count == 50)

      let sections = PlacedSubviews(heights: [44, 300, 44, 900])
      let page = CarouselPageLayout()
      var pageCache = page.makeCache(subviews: sections.subviews)
      _ = Self.pass(page, sections.subviews, &pageCache)
      #expect(pageCache.engineBuilds == 1)
      #expect(sections.box.proposals.count == 4)
    }

    final class Reports: @unchecked Sendable {
      var errors: [CarouselLayoutError] = []
    }

    @Test("an invalid input lays out nothing and is reported once, naming the field")
    func invalidInput() {
      let reports = Reports()
      let placed = PlacedSubviews(heights: [100, 120, 140])
      var configuration = CarouselConfiguration()
      configuration.spacing = -.nan
      let layout = CarouselCardsLayout(configuration: configuration, viewportWidth: 393)
        .reportingInvalidInput { reports.errors.append($0) }
      var cache = layout.makeCache(subviews: placed.subviews)
      #expect(Self.pass(layout, placed.subviews, &cache) == .zero)
      layout.updateCache(&cache, subviews: placed.subviews)
      #expect(Self.pass(layout, placed.subviews, &cache) == .zero)
      #expect(reports.errors.count == 1)
      #expect(reports.errors.first?.description.hasPrefix("configuration.spacing:") == true)
      #expect(cache.invalidInput == reports.errors.first)
      #expect(placed.box.placements.isEmpty)

      let columns = CardColumnsLayout(.list(ListConfiguration(spacing: -4)))
        .reportingInvalidInput { reports.errors.append($0) }
      var columnsCache = columns.makeCache(subviews: placed.subviews)
      #expect(Self.pass(columns, placed.subviews, &columnsCache) == .zero)
      #expect(reports.errors.count == 2)

      let page = CarouselPageLayout(configuration: PageConfiguration(sectionSpacing: -1))
        .reportingInvalidInput { reports.errors.append($0) }
      var pageCache = page.makeCache(subviews: placed.subviews)
      #expect(Self.pass(page, placed.subviews, &pageCache) == .zero)
      #expect(reports.errors.count == 3)
      #expect(reports.errors.last?.description.hasPrefix("configuration.sectionSpacing:") == true)
    }

    @Test("no width yet is not an invalid input")
    func noWidth() {
      let reports = Reports()
      let placed = PlacedSubviews(heights: [100, 120, 140])
      let layout = CarouselCardsLayout().reportingInvalidInput { reports.errors.append($0) }
      var cache = layout.makeCache(subviews: placed.subviews)
      #expect(
        layout.sizeThatFits(proposal: .unspecified, subviews: placed.subviews, cache: &cache)
          == .zero)
      #expect(reports.errors.isEmpty)
      #expect(cache.engineBuilds == 0)
    }
  }
#endif
