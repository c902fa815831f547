/// The results as a table or as JSON.
enum Report {
  /// A fixed-width table: name, N, median, unit, budget, pass or FAIL.
  static func table(_ results: [Measurement]) -> String {
    let header = ["figure", "N", "median", "unit", "budget", "result"]
    let rows =
      [header]
      + results.map {
        [
          $0.name, String($0.count), Format.value($0.value), $0.unit, $0.budget?.text ?? "—",
          $0.passed.map { $0 ? "pass" : "FAIL" } ?? "—",
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
