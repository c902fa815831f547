/// Order statistics of repeated samples.
enum Statistics {
  /// The median of `samples`: the middle value, or the mean of the two middle values for an
  /// even count; `nil` for no samples.
  static func median(_ samples: [Double]) -> Double? {
    guard !samples.isEmpty else { return nil }
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
