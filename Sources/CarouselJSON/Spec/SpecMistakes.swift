/// The mistakes found while reading one spec, shared by the spec's root ``SpecObject`` and every
/// object read from it, so that reading goes on past a mistake and the tool can report them all.
///
/// Each mistake carries its place in the document: the index of each member or element on the
/// way to it (a missing field sits at the end of its object). ``error`` lists them in document
/// order, at most ``shown`` of them and then `… and K more`. Only the first ``shown`` by place
/// are kept, so a million bad cards cost no more memory than twenty.
final class SpecMistakes {
  /// How many mistakes the error lists before `… and K more`.
  static let shown = 20

  /// How many mistakes were recorded.
  private(set) var count = 0
  private var kept: [(place: [Int], order: Int, error: SpecError)] = []

  /// Records a mistake at a place in the document.
  func record(_ error: SpecError, at place: [Int]) {
    kept.append((place, count, error))
    count += 1
    if kept.count >= 4 * Self.shown { keepFirst() }
  }

  /// All mistakes as one error, one line each in document order (the first ``shown``, then
  /// `… and K more`); `nil` when there are none.
  var error: SpecError? {
    guard count > 0 else { return nil }
    keepFirst()
    var lines = kept.map { $0.error.description }
    if count > kept.count { lines.append("… and \(count - kept.count) more") }
    return SpecError(lines.joined(separator: "\n"))
  }

  /// Sorts the kept mistakes by place (then by when they were found) and drops all past
  /// ``shown``.
  private func keepFirst() {
    kept.sort { first, second in
      if first.place == second.place { return first.order < second.order }
      return first.place.lexicographicallyPrecedes(second.place)
    }
    if kept.count > Self.shown { kept.removeLast(kept.count - Self.shown) }
  }
}
