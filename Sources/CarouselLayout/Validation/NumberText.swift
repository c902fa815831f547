/// Deterministic text for numbers in error messages, JSON and SVG.
///
/// ```swift
/// NumberText.plain(-5)           // "-5"
/// NumberText.plain(0.1 + 0.2)    // "0.30000000000000004"
/// NumberText.rounded(353.00004)  // "353"
/// NumberText.rounded(120.333333) // "120.333"
/// ```
package enum NumberText {
  /// The shortest text that reads back as the same value, without a trailing `.0`; `nan`,
  /// `inf` and `-inf` for values that are not finite.
  package static func plain(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }

  /// The value rounded to `decimals` places (default 3, a thousandth of a point), then as
  /// ``plain(_:)``; `-0` prints as `0`.
  package static func rounded(_ value: Double, decimals: Int = 3) -> String {
    guard value.isFinite else { return plain(value) }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard abs(scaled) < 9e15 else { return plain(value) }
    let result = scaled / scale
    return plain(result == 0 ? 0 : result)
  }
}
