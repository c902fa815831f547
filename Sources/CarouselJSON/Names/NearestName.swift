/// Finds the known name a misspelt one was meant to be, for "did you mean" hints in errors:
/// `sizeclass: no such field; did you mean "sizeClass"?`.
///
/// Two names are close when they differ only in letter case, or when their edit distance
/// (insertions, deletions, substitutions and swaps of neighbouring Unicode scalars, ignoring
/// the case of ASCII letters: every known name is ASCII) is at most 2 and smaller than half the
/// shorter name, so that short names are not matched to unrelated short names (`x` is not a
/// misspelling of `y`). Scalars and ASCII case keep the hint free of Unicode's case and
/// grapheme tables, which the playground's WebAssembly module would otherwise carry.
///
/// ```swift
/// NearestName.suggestion(for: "sizeclass", among: ["viewport", "sizeClass", "cards"])
/// // "sizeClass"
/// NearestName.suggestion(for: "colour", among: ["viewport", "cards"])  // nil
/// ```
package enum NearestName {
  /// The closest of `candidates` to `name`, or `nil` when none is close; ties go to the
  /// first candidate.
  ///
  /// - Complexity: O(k·m·n) for k candidates of length m and a name of length n.
  package static func suggestion(for name: String, among candidates: some Sequence<String>)
    -> String?
  {
    let target = folded(name)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let letters = folded(candidate)
      let limit = min(2, (min(letters.count, target.count) - 1) / 2)
      let distance = distance(target, letters)
      guard distance == 0 || distance <= limit else { continue }
      if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.name
  }

  /// The optimal-string-alignment distance between two strings: the fewest insertions,
  /// deletions, substitutions and transpositions of neighbouring characters that turn one
  /// into the other.
  ///
  /// - Complexity: O(m·n) time, O(n) memory.
  package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    distance(a, b)
  }

  /// `name`'s Unicode scalars with ASCII capitals lowered.
  private static func folded(_ name: String) -> [UInt32] {
    name.unicodeScalars.map { scalar in
      (65...90).contains(scalar.value) ? scalar.value + 32 : scalar.value
    }
  }

  /// The optimal-string-alignment distance between two sequences of letters.
  private static func distance<Letter: Equatable>(_ a: [Letter], _ b: [Letter]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
