import CarouselLayout
import Foundation

// The stand-in, never real SwiftUI (see Figures+SwiftUI.swift).
#if CAROUSEL_STAND_INS
  import CarouselLayoutSwiftUI
  @_spi(Host) import SwiftUIStandIn
#endif

extension Figures {
  /// The SwiftUI layout-pass figures: how often one pass builds the engine and measures each
  /// subview, for the carousel (`CarouselCardsLayout`) and the masonry (`CardColumnsLayout`).
  static let swiftUILayout: [Figure] = [
    Figure(
      name: "swiftUIStackEngineBuildsPerPass", unit: "builds", budget: Budget(limit: 1, count: nil),
      sampling: .exact, measure: { try layoutPass($0, .stack).builds }),
    Figure(
      name: "swiftUIStackMeasurementsPerCard", unit: "calls", budget: Budget(limit: 1, count: nil),
      sampling: .exact, measure: { try layoutPass($0, .stack).measurementsPerCard }),
    Figure(
      name: "swiftUIMasonryEngineBuildsPerPass", unit: "builds",
      budget: Budget(limit: 1, count: nil), sampling: .exact,
      measure: { try layoutPass($0, .masonry).builds }),
    Figure(
      name: "swiftUIMasonryMeasurementsPerCard", unit: "calls",
      budget: Budget(limit: 1, count: nil), sampling: .exact,
      measure: { try layoutPass($0, .masonry).measurementsPerCard }),
  ]

  /// The layouts a pass is run on.
  enum PassLayout { case stack, masonry }

  /// What one layout pass did.
  struct PassCounts {
    /// Engine builds (the layout's cache counts them); `nil` where SwiftUI is real.
    var builds: Double?
    /// Subview `sizeThatFits` calls per card, counted by the subviews themselves.
    var measurementsPerCard: Double?
  }

  /// Runs one layout pass as SwiftUI does in a scroll view — the cache made, `sizeThatFits`
  /// for two proposals (the unspecified height, then the scroll view's), `placeSubviews` —
  /// over the workload's card heights (up to 100 000 cards: a subview is a closure here).
  static func layoutPass(_ workload: Workload, _ kind: PassLayout) throws -> PassCounts {
    #if CAROUSEL_STAND_INS
      guard workload.count <= 100_000 else { return PassCounts() }
      final class Tally: @unchecked Sendable { var calls = 0 }
      let tally = Tally()
      let heights = workload.cards.map(\.height)
      let subviews = LayoutSubviews(
        heights.indices.map { index in
          LayoutSubview(
            sizeThatFits: { proposal in
              tally.calls += 1
              return CGSize(width: proposal.width ?? 0, height: heights[index])
            },
            place: { _, _, _ in })
        })
      // The masonry's regular-width viewport gives the workload's three columns.
      let width = kind == .stack ? Workload.viewport.width : Workload.masonryViewport.width
      let proposals = [
        ProposedViewSize(width: width, height: nil),
        ProposedViewSize(width: width, height: Workload.viewport.height),
      ]
      let builds: Int
      switch kind {
      case .stack:
        builds = runPass(
          CarouselCardsLayout(configuration: Workload.configuration, viewportWidth: width)
            .reportingInvalidInput { error in fatalError("the workload is valid: \(error)") },
          subviews: subviews, proposals: proposals)
      case .masonry:
        builds = runPass(
          CardColumnsLayout(.masonry(MasonryConfiguration()), sizeClass: .regular)
            .reportingInvalidInput { error in fatalError("the workload is valid: \(error)") },
          subviews: subviews, proposals: proposals)
      }
      return PassCounts(
        builds: Double(builds),
        measurementsPerCard: Double(tally.calls) / Double(max(1, workload.count)))
    #else
      return PassCounts()
    #endif
  }

  #if CAROUSEL_STAND_INS
    /// One pass of `layout` as SwiftUI runs it — the cache made, `sizeThatFits` for each
    /// proposal, `placeSubviews` at the last size with the last proposal — and the engine
    /// builds its cache counted.
    static func runPass<L: Layout, Engine>(
      _ layout: L, subviews: LayoutSubviews, proposals: [ProposedViewSize]
    ) -> Int where L.Cache == CarouselLayoutCache<Engine> {
      var cache = layout.makeCache(subviews: subviews)
      var size = CGSize.zero
      for proposal in proposals {
        size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      }
      layout.placeSubviews(
        in: CGRect(origin: .zero, size: size), proposal: proposals[proposals.count - 1],
        subviews: subviews, cache: &cache)
      return cache.engineBuilds
    }
  #endif
}
