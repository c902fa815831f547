/// Exact comparisons of a `Double` with a fraction, in integers.
enum ExactArithmetic {
  /// |x − p/q|, computed exactly (x is written as m·2⁻ᶠ with an integer m, and m·q is
  /// compared with p·2ᶠ as integers); only the final division to a `Double` rounds.
  ///
  /// Returns `nil` for a negative or non-finite x, a q ≤ 0, or integers beyond 64 bits.
  static func distance(_ x: Double, toFraction p: Int64, over q: Int64) -> Double? {
    guard x.isFinite, x >= 0, q > 0 else { return nil }
    if x == 0 { return Double(p.magnitude) / Double(q) }
    let shift = max(0, Double.significandBitCount - Int(x.exponent))
    guard shift < 62 else { return nil }
    let scale = Int64(1) << shift
    guard let m = Int64(exactly: x * Double(scale)) else { return nil }
    let (left, leftOverflow) = m.multipliedReportingOverflow(by: q)
    let (right, rightOverflow) = p.multipliedReportingOverflow(by: scale)
    guard !leftOverflow, !rightOverflow else { return nil }
    let (difference, differenceOverflow) = left.subtractingReportingOverflow(right)
    guard !differenceOverflow else { return nil }
    return Double(difference.magnitude) / (Double(q) * Double(scale))
  }
}
