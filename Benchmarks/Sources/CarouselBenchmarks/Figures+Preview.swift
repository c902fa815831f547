import CarouselLayout
import CarouselPreview
import Foundation

extension Figures {
  /// What `carousel render` writes for a big carousel: the HTML page and the compact "See
  /// All" SVG draw the first 1 000 cards (``CardWindow/standard``), so their size stops growing
  /// with the cards, and the time is the drawing's alone (the layout is the workload's). Before
  /// the window, 100 000 cards made a 116 MB page.
  static let preview: [Figure] = [
    Figure(
      name: "renderHTMLBytes", unit: "bytes", budget: Budget(limit: 2_000_000, count: nil),
      sampling: .exact, measure: { Double(renderHTML($0).utf8.count) }),
    Figure(
      name: "renderHTML", unit: "ms", budget: nil, sampling: .timed,
      measure: { workload in
        Stopwatch.nanoseconds { blackHole(renderHTML(workload)) } / 1e6
      }),
    Figure(
      name: "renderSeeAllSVGBytes", unit: "bytes", budget: Budget(limit: 4_000_000, count: nil),
      sampling: .exact, measure: { Double(try renderSeeAllSVG($0).utf8.count) }),
  ]

  /// The workload's carousel as `carousel render --format html` draws it, every card with a
  /// title and a line of body text.
  static func renderHTML(_ workload: Workload) -> String {
    HTMLPreview().render(workload.geometry, content: previewContent(workload.count))
  }

  /// The workload's compact "See All" list as `carousel render --see-all` draws it.
  static func renderSeeAllSVG(_ workload: Workload) throws -> String {
    guard case .list(let list) = workload.geometry.seeAllDestination() else { return "" }
    return try SVGPreview().render([.list(list, content: previewContent(workload.count))])
  }

  /// Content for the first cards a preview draws (the rest are never drawn).
  static func previewContent(_ count: Int) -> [CardContent] {
    (0..<min(count, 1_000)).map {
      CardContent(title: "Notebook Basic \($0)", body: "Intel Core i7, 15-inch screen, 4 GB")
    }
  }
}
