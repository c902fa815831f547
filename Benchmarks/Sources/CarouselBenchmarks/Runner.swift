/// Runs every figure at every card count.
enum Runner {
  /// The medians of every figure that can be measured here, card count by card count, then
  /// the derived figures; `notMeasured` lists the figures that could not be.
  static func run(_ arguments: Arguments) throws -> (
    measured: [Measurement], notMeasured: [String]
  ) {
    var measured: [Measurement] = []
    var notMeasured: Set<String> = []
    for count in arguments.sizes {
      let workload = try Workload(count: count)
      for figure in Figures.all where arguments.figures?.contains(figure.name) ?? true {
        let runs = figure.sampling == .timed ? arguments.repetitions : 1
        // One untimed run first warms the caches and the allocator.
        if figure.sampling == .timed { _ = try figure.measure(workload) }
        var samples: [Double] = []
        for _ in 0..<runs {
          guard let sample = try figure.measure(workload) else { break }
          samples.append(sample)
        }
        guard let median = Statistics.median(samples) else {
          notMeasured.insert(figure.name)
          continue
        }
        measured.append(
          Measurement(
            name: figure.name, count: count, value: median, unit: figure.unit,
            budget: figure.budget.flatMap { $0.applies(to: count) ? $0 : nil },
            exact: figure.sampling == .exact))
      }
    }
    return (measured + Derived.figures(from: measured), notMeasured.sorted())
  }
}
