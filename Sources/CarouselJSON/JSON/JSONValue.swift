import CarouselLayout

/// A parsed JSON value, with object members kept in their written order.
package indirect enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number (always finite: the parser refuses numbers that overflow a `Double`).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, members in written order (keys are unique: the parser refuses duplicates).
  case object([JSONMember])

  /// A short description of the value for error messages: `-5`, `"abc"`, `true`, `null`,
  /// `an array`, `an object`.
  package var summary: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return NumberText.plain(value)
    case .string(let value):
      let short = value.count > 40 ? String(value.prefix(40)) + "…" : value
      return "\"\(short)\""
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// One member of a JSON object.
package struct JSONMember: Sendable, Hashable {
  /// The member's key.
  package var key: String
  /// The member's value.
  package var value: JSONValue

  /// Creates a member.
  package init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}
