import Foundation

/// The conformance suite's comparison rule: JSON values are equal when they have the same
/// type and structure, strings, booleans and nulls are identical, and numbers differ by at
/// most ``tolerance``. Object member order does not matter; array order does.
enum JSONMatch {
  /// How far apart two numbers may be and still be equal.
  static let tolerance = 0.001

  /// Where `actual` first differs from `expected` (a JSON pointer and the two values), or
  /// `nil` when they are equal.
  ///
  /// - Parameter partial: when true, an object in `expected` constrains only the members it
  ///   lists (at every depth); `actual` may have more.
  static func difference(
    _ actual: JSON, _ expected: JSON, partial: Bool = false, at pointer: String = ""
  ) -> String? {
    func mismatch() -> String {
      "at \(pointer.isEmpty ? "the top" : pointer): expected \(expected), got \(actual)"
    }
    switch (actual, expected) {
    case (.null, .null): return nil
    case (.bool(let a), .bool(let e)): return a == e ? nil : mismatch()
    case (.string(let a), .string(let e)): return a == e ? nil : mismatch()
    case (.number(let a), .number(let e)):
      // A hair over the tolerance for decimals that binary doubles cannot hold exactly.
      return abs(a - e) <= tolerance + 1e-9 ? nil : mismatch()
    case (.array(let a), .array(let e)):
      guard a.count == e.count else {
        return "at \(pointer.isEmpty ? "the top" : pointer): expected \(e.count) elements, "
          + "got \(a.count)"
      }
      for index in a.indices {
        if let found = difference(a[index], e[index], partial: partial, at: "\(pointer)/\(index)") {
          return found
        }
      }
      return nil
    case (.object(let a), .object(let e)):
      for member in e {
        let child = "\(pointer)/\(escape(member.key))"
        guard let value = actual[member.key] else { return "at \(child): missing" }
        if let found = difference(value, member.value, partial: partial, at: child) {
          return found
        }
      }
      if !partial, let extra = a.first(where: { expected[$0.key] == nil }) {
        return "at \(pointer)/\(escape(extra.key)): not expected, got \(extra.value)"
      }
      return nil
    default:
      return mismatch()
    }
  }

  /// A member name as a JSON pointer token.
  static func escape(_ key: String) -> String {
    key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
  }
}
