import Foundation

/// A log-log line chart of cost against card count, written by hand as SVG.
///
/// The output depends only on the series (no dates, no randomness), so the same medians give
/// the same file byte for byte.
struct Chart: Equatable {
  /// One line on the chart.
  struct Series: Equatable {
    /// The legend text.
    var name: String
    /// The stroke colour, as SVG accepts it.
    var color: String
    /// (card count, nanoseconds) points; values ≤ 0 are left out (a log axis has no 0).
    var points: [(count: Int, value: Double)]
    /// A budget drawn as a dashed line in the series' colour, if any.
    var budget: Double?

    static func == (left: Series, right: Series) -> Bool {
      left.name == right.name && left.color == right.color && left.budget == right.budget
        && left.points.map(\.count) == right.points.map(\.count)
        && left.points.map(\.value) == right.points.map(\.value)
    }
  }

  /// The title above the plot.
  var title: String
  /// The lines.
  var series: [Series]

  /// The plot area and the canvas, in SVG user units.
  private static let (width, height) = (760.0, 460.0)
  private static let (left, right, top, bottom) = (70.0, 560.0, 40.0, 400.0)

  /// The SVG document.
  func svg() -> String {
    let points = series.flatMap { $0.points.filter { $0.value > 0 } }
    let values = points.map(\.value) + series.compactMap(\.budget)
    let counts = points.map { Double($0.count) }
    let xRange = Self.decades(counts.min() ?? 1, counts.max() ?? 10)
    let yRange = Self.decades(values.min() ?? 1, values.max() ?? 10)
    func x(_ count: Double) -> Double {
      Self.left + (log10(count) - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound)
        * (Self.right - Self.left)
    }
    func y(_ value: Double) -> Double {
      Self.bottom - (log10(value) - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound)
        * (Self.bottom - Self.top)
    }
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.n(Self.width))" \
      height="\(Self.n(Self.height))" viewBox="0 0 \(Self.n(Self.width)) \(Self.n(Self.height))" \
      font-family="Helvetica, Arial, sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(Self.n(Self.left))" y="24" font-size="15">\(Self.escaped(title))</text>

      """
    for decade in Int(xRange.lowerBound)...Int(xRange.upperBound) {
      let position = x(pow(10, Double(decade)))
      svg += Self.line(position, Self.top, position, Self.bottom, "#dddddd")
      svg += Self.text(position, Self.bottom + 18, Self.countLabel(decade), anchor: "middle")
    }
    for decade in Int(yRange.lowerBound)...Int(yRange.upperBound) {
      let position = y(pow(10, Double(decade)))
      svg += Self.line(Self.left, position, Self.right, position, "#dddddd")
      svg += Self.text(Self.left - 6, position + 4, Self.timeLabel(decade), anchor: "end")
    }
    svg += Self.line(Self.left, Self.bottom, Self.right, Self.bottom, "#333333")
    svg += Self.line(Self.left, Self.top, Self.left, Self.bottom, "#333333")
    svg += Self.text((Self.left + Self.right) / 2, Self.bottom + 40, "cards", anchor: "middle")
    for (rank, line) in series.enumerated() {
      let visible = line.points.filter { $0.value > 0 }
      let path = visible.map { "\(Self.n(x(Double($0.count)))),\(Self.n(y($0.value)))" }
      svg += "<polyline fill=\"none\" stroke=\"\(line.color)\" stroke-width=\"2\" "
      svg += "points=\"\(path.joined(separator: " "))\"/>\n"
      for point in visible {
        svg += "<circle cx=\"\(Self.n(x(Double(point.count))))\" cy=\"\(Self.n(y(point.value)))\" "
        svg += "r=\"3.5\" fill=\"\(line.color)\"/>\n"
      }
      if let budget = line.budget {
        svg += Self.line(Self.left, y(budget), Self.right, y(budget), line.color, dashed: true)
      }
      let legendY = Self.top + 10 + Double(rank) * 22
      svg += Self.line(Self.right + 20, legendY, Self.right + 44, legendY, line.color)
      svg += Self.text(Self.right + 50, legendY + 4, line.name, anchor: "start")
    }
    let noteY = Self.top + 10 + Double(series.count) * 22 + 8
    svg += Self.line(Self.right + 20, noteY, Self.right + 44, noteY, "#777777", dashed: true)
    svg += Self.text(Self.right + 50, noteY + 4, "budget", anchor: "start")
    return svg + "</svg>\n"
  }

  /// Writes the SVG to a temporary file next to `path`, then renames it over `path`, so a
  /// reader never sees half a chart.
  func write(to path: String) throws {
    let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
    try Data(svg().utf8).write(to: URL(fileURLWithPath: temporary))
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw ChartError(path: path, reason: reason)
    }
  }

  // MARK: - Private

  /// The whole decades around [low, high], at least one decade wide.
  private static func decades(_ low: Double, _ high: Double) -> ClosedRange<Double> {
    let lower = log10(low).rounded(.down)
    let upper = max(log10(high).rounded(.up), lower + 1)
    return lower...upper
  }

  private static func countLabel(_ decade: Int) -> String {
    switch decade {
    case ..<3: String(Int(pow(10, Double(max(decade, 0)))))
    case 3..<6: "\(Int(pow(10, Double(decade - 3))))k"
    default: "\(Int(pow(10, Double(decade - 6))))M"
    }
  }

  private static func timeLabel(_ decade: Int) -> String {
    switch decade {
    case ..<0: "\(n(pow(10, Double(decade)), digits: -decade)) ns"
    case 0..<3: "\(Int(pow(10, Double(decade)))) ns"
    default: "\(Int(pow(10, Double(decade - 3)))) µs"
    }
  }

  private static func line(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ color: String,
    dashed: Bool = false
  ) -> String {
    "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(color)\""
      + (dashed ? " stroke-dasharray=\"6 4\"" : "") + "/>\n"
  }

  private static func text(_ x: Double, _ y: Double, _ text: String, anchor: String) -> String {
    "<text x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"\(anchor)\">\(escaped(text))</text>\n"
  }

  /// A coordinate with one decimal.
  private static func n(_ value: Double, digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}

/// The chart could not be put in place.
struct ChartError: Error, CustomStringConvertible {
  /// The chart's path.
  var path: String
  /// Why.
  var reason: String

  var description: String { "--chart: could not write '\(path)': \(reason)" }
}

extension Chart {
  /// The chart of the timed figures: carousel build and limit per card, a query, a height
  /// update, a snap target, and masonry build per card and query.
  init(results: [Measurement]) {
    func points(_ name: String) -> [(count: Int, value: Double)] {
      results.filter { $0.name == name }.map { ($0.count, $0.value) }
    }
    self.init(
      title: "CarouselLayout: cost against card count (medians, release build)",
      series: [
        Series(name: "build, ns/card", color: "#1f77b4", points: points("build"), budget: 10),
        Series(name: "limit, ns/card", color: "#7f7f7f", points: points("limit"), budget: nil),
        Series(name: "query, ns", color: "#d62728", points: points("query"), budget: 200),
        Series(
          name: "height update, ns", color: "#2ca02c", points: points("heightUpdate"),
          budget: 1000),
        Series(name: "snap, ns", color: "#9467bd", points: points("snap"), budget: 100),
        Series(
          name: "masonry build, ns/card", color: "#8c564b", points: points("masonryBuild"),
          budget: nil),
        Series(
          name: "masonry query, ns", color: "#e377c2", points: points("masonryQuery"),
          budget: nil),
      ].filter { !$0.points.isEmpty })
  }
}
