/// Figures computed from other figures' medians.
enum Derived {
  /// `build / limit` at each card count, `wasmPlaygroundTarget / snap` (the WebAssembly
  /// module's snap target on a laid-out carousel against the native one) at each card count,
  /// and the growth of `query` from the smallest card count to each larger one (flat is 1).
  static func figures(from measured: [Measurement]) -> [Measurement] {
    func value(_ name: String, _ count: Int) -> Double? {
      measured.first { $0.name == name && $0.count == count }?.value
    }
    let counts = Array(Set(measured.map(\.count))).sorted()
    var result: [Measurement] = []
    let ratioBudget = Budget(limit: 3, count: 1_000_000)
    for count in counts {
      guard let build = value("build", count), let limit = value("limit", count), limit > 0
      else { continue }
      result.append(
        Measurement(
          name: "build/limit", count: count, value: build / limit, unit: "×",
          budget: ratioBudget.applies(to: count) ? ratioBudget : nil))
    }
    for count in counts {
      guard let wasm = value("wasmPlaygroundTarget", count), let native = value("snap", count),
        native > 0
      else { continue }
      result.append(
        Measurement(
          name: "wasmPlaygroundTarget/snap", count: count, value: wasm / native, unit: "×",
          budget: Budget(limit: 3, count: nil)))
    }
    let growthBudget = Budget(limit: 1.5, count: nil)
    if let smallest = counts.first, let base = value("query", smallest), base > 0 {
      for count in counts.dropFirst() {
        guard let query = value("query", count) else { continue }
        result.append(
          Measurement(
            name: "queryGrowth", count: count, value: query / base, unit: "× at \(smallest)",
            budget: growthBudget))
      }
    }
    return result
  }
}
