/// One measured figure: a name, a unit, a budget, and the small function that measures one
/// sample of it for a workload.
///
/// Adding a figure is one entry in ``Figures/all`` and one function.
struct Figure: Sendable {
  /// How a figure's samples are taken.
  enum Sampling {
    /// A timing: measured ``Arguments/repetitions`` times, the median is reported.
    case timed
    /// A count or a size: the same every time, measured once.
    case exact
  }

  /// The figure's name in the table, the JSON and the chart.
  let name: String
  /// The unit of the value.
  let unit: String
  /// The budget the median must meet, if any.
  let budget: Budget?
  /// Timed or exact.
  let sampling: Sampling
  /// Measures one sample, or returns `nil` when the figure cannot be measured here.
  let measure: @Sendable (Workload) throws -> Double?
}

/// A figure's upper bound, applied at one card count or at every card count.
struct Budget: Equatable, Sendable {
  /// The largest value that passes.
  let limit: Double
  /// The card count the budget applies at; `nil` applies it at every card count.
  let count: Int?

  /// Whether the budget applies to a figure measured with `count` cards.
  func applies(to count: Int) -> Bool { self.count.map { $0 == count } ?? true }

  /// The budget as the table shows it, e.g. "≤ 10 at 1000000".
  var text: String {
    let bound = limit == 0 ? "= 0" : "≤ \(Format.value(limit))"
    return count.map { "\(bound) at \($0)" } ?? bound
  }
}

/// One figure's median for one card count.
struct Measurement: Equatable {
  /// The figure's name.
  let name: String
  /// The number of cards.
  let count: Int
  /// The median.
  let value: Double
  /// The unit.
  let unit: String
  /// The budget that applies at this card count, if any.
  let budget: Budget?
  /// Whether the value is a count or a size, the same on any machine (not a timing, nor a
  /// ratio of timings): a smoke run judges only these.
  var exact = false

  /// Whether the value meets its budget; `nil` without a budget.
  var passed: Bool? { budget.map { value <= $0.limit } }
}
