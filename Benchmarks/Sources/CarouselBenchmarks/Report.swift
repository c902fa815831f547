/// The results as a table or as JSON.
enum Report {
  /// What a smoke run prints above its table.
  static let smokeNotice =
    "Smoke run: tiny sizes and few repetitions check that every figure runs; its timings judge "
    + "nothing, so timed figures show no verdict (\"not judged\"). Counts and sizes are judged. "
    + "For the figures: swift run -c release CarouselBenchmarks"

  /// A fixed-width table: name, N, median, unit, budget, pass or FAIL. In a smoke run a
  /// timing (or a ratio of timings) is "not judged": only exact figures get a verdict.
  static func table(_ results: [Measurement], smoke: Bool = false) -> String {
    let header = ["figure", "N", "median", "unit", "budget", "result"]
    let rows =
      [header]
      + results.map {
        [
          $0.name, String($0.count), Format.value($0.value), $0.unit, $0.budget?.text ?? "—",
          smoke && !$0.exact && $0.budget != nil
            ? "not judged" : $0.passed.map { $0 ? "pass" : "FAIL" } ?? "—",
        ]
      }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    let rightAligned: Set<Int> = [1, 2]
    return rows.map { row in
      row.indices.map { column in
        let padding = String(repeating: " ", count: widths[column] - row[column].count)
        return rightAligned.contains(column) ? padding + row[column] : row[column] + padding
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }.joined(separator: "\n")
  }

  /// `{"results": [{"name": …, "n": …, "value": …, "unit": …}]}`, one result a line.
  static func json(_ results: [Measurement]) -> String {
    let lines = results.map {
      "    {\"name\": \(quoted($0.name)), \"n\": \($0.count), \"value\": \($0.value), "
        + "\"unit\": \(quoted($0.unit))}"
    }
    return "{\n  \"results\": [\n" + lines.joined(separator: ",\n") + "\n  ]\n}"
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
