import CarouselLayout
import CarouselLayoutSwiftUI
import Foundation
import Testing

#if CAROUSEL_STAND_INS
  @_spi(Host) import SwiftUIStandIn

  /// The page container stacks its sections by the engine's page rules.
  @MainActor
  @Suite("SwiftUI page layout")
  struct CarouselPageLayoutTests {
    @Test("sections stack by the page's rules, each the page's width")
    func stacking() throws {
      let heights: [CGFloat] = [264, 44, 600, 240]
      let kinds: [SectionKind] = [.carousel, .header, .masonry, .emptyState]
      var placements: [Int: (CGPoint, ProposedViewSize)] = [:]
      var proposals: [ProposedViewSize] = []
      let subviews = LayoutSubviews(
        heights.indices.map { index in
          LayoutSubview(
            sizeThatFits: { proposal in
              proposals.append(proposal)
              return CGSize(width: proposal.width ?? 0, height: heights[index])
            },
            place: { position, _, proposal in placements[index] = (position, proposal) },
            values: index == 0 ? [:] : [ObjectIdentifier(PageSectionKindKey.self): kinds[index]])
        })
      let configuration = PageConfiguration(sectionSpacing: 24, spacingBelowHeader: 4)
      let layout = CarouselPageLayout(configuration: configuration)
      var cache = layout.makeCache(subviews: LayoutSubviews([]))
      let size = layout.sizeThatFits(
        proposal: ProposedViewSize(width: 393, height: nil), subviews: subviews, cache: &cache)
      let tops = CarouselPage.sectionTops(
        heights: heights, kinds: kinds, configuration: configuration)
      #expect(tops == [0, 288, 336, 960])
      #expect(size == CGSize(width: 393, height: 1200))
      layout.placeSubviews(
        in: CGRect(x: 0, y: 10, width: 393, height: 1200),
        proposal: ProposedViewSize(width: 393, height: nil), subviews: subviews, cache: &cache)
      for index in heights.indices {
        let placement = try #require(placements[index])
        #expect(placement.0 == CGPoint(x: 0, y: 10 + tops[index]))
        #expect(placement.1 == ProposedViewSize(width: 393, height: heights[index]))
      }
      #expect(proposals.allSatisfy { $0 == ProposedViewSize(width: 393, height: nil) })
    }

    @Test("an invalid configuration lays out nothing")
    func invalid() {
      let layout = CarouselPageLayout(configuration: PageConfiguration(sectionSpacing: -1))
      var cache = layout.makeCache(subviews: LayoutSubviews([]))
      let subviews = LayoutSubviews([
        LayoutSubview(sizeThatFits: { _ in CGSize(width: 10, height: 10) }, place: { _, _, _ in })
      ])
      #expect(
        layout.sizeThatFits(
          proposal: ProposedViewSize(width: 393, height: nil), subviews: subviews, cache: &cache)
          == .zero)
    }

    @Test("pageSection records the kind for the layout")
    func modifier() {
      let harness = CarouselHarness(Text("All items").pageSection(.header))
      let value = harness.payloads("layoutValue", as: (ObjectIdentifier, Any).self).first
      #expect(value?.0 == ObjectIdentifier(PageSectionKindKey.self))
      #expect(value?.1 as? SectionKind == .header)
    }
  }
#endif
