import Foundation

/// Number formatting shared by the table, the JSON and the chart.
enum Format {
  /// A value with about three significant digits, plainly written (no exponent above 1e-4).
  static func value(_ value: Double) -> String {
    let magnitude = abs(value)
    if value == 0 { return "0" }
    if magnitude >= 1000 { return String(format: "%.0f", value) }
    if magnitude >= 100 { return String(format: "%.1f", value) }
    if magnitude >= 1 { return String(format: "%.2f", value) }
    if magnitude >= 1e-4 { return String(format: "%.3g", value) }
    return String(format: "%.2e", value)
  }
}
