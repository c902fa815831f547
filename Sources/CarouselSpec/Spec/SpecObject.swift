#if canImport(Foundation)
  import Foundation
#endif

/// A JSON object being read as part of a spec: typed field access that names the JSON path in
/// every error, and a check that no unknown field is left.
///
/// ```swift
/// var object = try SpecObject(value, path: "viewport")
/// let width = try object.number("width")           // viewport.width
/// try object.finish()                               // refuses unknown fields
/// ```
public struct SpecObject {
  /// The path of this object, such as `configuration.header` or `cards[3]` (empty at the top
  /// level); built only when asked for, so reading a million valid cards builds no paths.
  public var path: String {
    element.map { "\(parent)[\($0)]" } ?? parent
  }
  private let parent: String
  private let element: Int?
  private let members: [JSONMember]
  private var used: [String] = []

  /// Reads `value` as an object at `path`.
  ///
  /// - Throws: ``SpecError`` when the value is not an object.
  public init(_ value: JSONValue, path: String) throws(SpecError) {
    guard case .object(let members) = value else {
      throw SpecError(path: path.isEmpty ? "spec" : path, expected: "an object", got: value.summary)
    }
    self.parent = path
    self.element = nil
    self.members = members
  }

  /// Reads `value` as the object at `array[index]`.
  ///
  /// - Throws: ``SpecError`` when the value is not an object.
  public init(_ value: JSONValue, array: String, index: Int) throws(SpecError) {
    guard case .object(let members) = value else {
      throw SpecError(path: "\(array)[\(index)]", expected: "an object", got: value.summary)
    }
    self.parent = array
    self.element = index
    self.members = members
  }

  /// The path of a field of this object.
  public func path(of key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  /// The raw value of a field, or `nil` when absent (or `null`).
  public mutating func value(_ key: String) -> JSONValue? {
    if !used.contains(key) { used.append(key) }
    guard let member = members.first(where: { $0.key == key }) else { return nil }
    if case .null = member.value { return nil }
    return member.value
  }

  /// The value of a required field.
  public mutating func required(_ key: String) throws(SpecError) -> JSONValue {
    guard let value = value(key) else { throw missing(key, expected: "a value") }
    return value
  }

  /// The error for a required field that is absent: `path: expected …, got nothing (missing
  /// field)`, and when a field of this object that no one reads is close to the missing one,
  /// which (`got nothing (missing field; "viewprt" is given: did you mean "viewport"?)`).
  public func missing(_ key: String, expected: String) -> SpecError {
    let unread = members.lazy.map { $0.key }.filter { !used.contains($0) }
    let nearMiss = unread.first { NearestName.suggestion(for: $0, among: [key]) != nil }
    let hint = nearMiss.map { "; \"\($0)\" is given: did you mean \"\(key)\"?" } ?? ""
    return SpecError(path: path(of: key), expected: expected, got: "nothing (missing field\(hint))")
  }

  /// A number field, or `nil` when absent.
  public mutating func number(_ key: String) throws(SpecError) -> Double? {
    guard let value = value(key) else { return nil }
    guard case .number(let number) = value else {
      throw SpecError(path: path(of: key), expected: "a number", got: value.summary)
    }
    return number
  }

  /// A required number field.
  public mutating func requiredNumber(_ key: String) throws(SpecError) -> Double {
    guard let number = try number(key) else { throw missing(key, expected: "a number") }
    return number
  }

  /// A whole-number field, or `nil` when absent.
  public mutating func integer(_ key: String) throws(SpecError) -> Int? {
    guard let value = value(key) else { return nil }
    guard case .number(let number) = value, number == number.rounded(), abs(number) < 1e15
    else {
      throw SpecError(path: path(of: key), expected: "a whole number", got: value.summary)
    }
    return Int(number)
  }

  /// A string field, or `nil` when absent.
  public mutating func string(_ key: String) throws(SpecError) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let string) = value else {
      throw SpecError(path: path(of: key), expected: "a string", got: value.summary)
    }
    return string
  }

  /// A Boolean field, or `nil` when absent.
  public mutating func bool(_ key: String) throws(SpecError) -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let bool) = value else {
      throw SpecError(path: path(of: key), expected: "true or false", got: value.summary)
    }
    return bool
  }

  /// A string field that names one case of an enumeration, or `nil` when absent.
  public mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ key: String, of type: Choice.Type
  ) throws(SpecError) -> Choice? where Choice.RawValue == String {
    guard let value = value(key) else { return nil }
    let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " | ")
    guard case .string(let string) = value, let choice = Choice(rawValue: string) else {
      throw SpecError(path: path(of: key), expected: names, got: value.summary)
    }
    return choice
  }

  /// An object field, or `nil` when absent.
  public mutating func object(_ key: String) throws(SpecError) -> SpecObject? {
    guard let value = value(key) else { return nil }
    return try SpecObject(value, path: path(of: key))
  }

  /// An array field, or `nil` when absent.
  public mutating func array(_ key: String) throws(SpecError) -> [JSONValue]? {
    guard let value = value(key) else { return nil }
    guard case .array(let elements) = value else {
      throw SpecError(path: path(of: key), expected: "an array", got: value.summary)
    }
    return elements
  }

  /// Throws when the object has a field that was never read, naming the known field it is
  /// closest to when there is one (`sizeclass: no such field; did you mean "sizeClass"?`),
  /// else every known field.
  public func finish() throws(SpecError) {
    guard let unknown = members.first(where: { !used.contains($0.key) }) else { return }
    if let suggestion = NearestName.suggestion(for: unknown.key, among: used) {
      throw SpecError("\(path(of: unknown.key)): no such field; did you mean \"\(suggestion)\"?")
    }
    let known = used.sorted().joined(separator: ", ")
    throw SpecError("\(path(of: unknown.key)): no such field (known: \(known))")
  }
}
