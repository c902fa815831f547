import CarouselLayout
import Foundation

// The stand-in, never real SwiftUI (see Figures+SwiftUI.swift).
#if CAROUSEL_STAND_INS
  import CarouselLayoutSwiftUI
  @_spi(Host) import SwiftUIStandIn
#endif

extension Figures {
  /// How many card views SwiftUI's `SeeAllView` asks for when "See All" opens on the
  /// workload's cards in compact width (393 × 852): one `LazyVStack` makes the cards that meet
  /// the viewport, which the engine's list frames say, and the stand-in's host makes exactly
  /// those (`ViewHost.lazyStackWindow`). Before the lazy page, every card's view was made.
  static let seeAll: [Figure] = [
    Figure(
      name: "swiftUISeeAllViewsMadeOnOpening", unit: "views",
      budget: Budget(limit: 64, count: nil), sampling: .exact,
      measure: { try seeAllViewsMade($0) })
  ]

  /// The card views made on opening "See All" (`nil` where SwiftUI is real).
  static func seeAllViewsMade(_ workload: Workload) throws -> Double? {
    #if CAROUSEL_STAND_INS
      let heights = workload.cards.map(\.height)
      // The cards a lazy stack meets on the first screen: the list's frames in the viewport.
      let list = try ListLayout(
        viewport: Workload.viewport, sizeClass: .compact,
        cards: heights.map { CardMeasurement(height: $0) })
      let onScreen = list.cardIndices(in: CGRect(origin: .zero, size: Workload.viewport)).count
      return MainActor.assumeIsolated {
        var made = 0
        let page = SeeAllView(count: workload.count) { index in
          made += 1
          return Text("Card \(index)")
        }
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = .compact
        let host = ViewHost(environment: environment)
        host.lazyStackWindow = onScreen
        host.render(page)
        // SwiftUI reports the page's width once it is laid out; the page then makes its
        // columns.
        if let width = host.first("onGeometryChange")?.payload as? GeometryChange<CGFloat> {
          width.action(width.transform(GeometryProxy(size: Workload.viewport)))
        }
        made = 0
        host.render(page)
        return Double(made)
      }
    #else
      return nil
    #endif
  }
}
