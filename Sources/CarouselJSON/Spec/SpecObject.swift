#if canImport(Foundation)
  import Foundation
#endif

/// A JSON object being read as part of a spec: typed field access that names the JSON path in
/// every mistake, a check that no unknown field is left, and reading that goes on past a
/// mistake so that every mistake of a spec is reported at once.
///
/// A field of the wrong type is recorded as a mistake and read as absent (`nil`); an object
/// read from this one records its mistakes in the same list. ``throwMistakes()`` throws them
/// all as one ``SpecError``, one line each in document order.
///
/// ```swift
/// var object = try SpecObject(value, path: "viewport")
/// let width = object.number("width")               // viewport.width
/// object.finish()                                   // records unknown fields
/// try object.throwMistakes()                        // every mistake, one line each
/// ```
package struct SpecObject {
  /// The path of this object, such as `configuration.header` or `cards[3]` (empty at the top
  /// level); built only when asked for, so reading a million valid cards builds no paths.
  package var path: String {
    element.map { "\(parent)[\($0)]" } ?? parent
  }
  private let parent: String
  private let element: Int?
  /// The place of this object in the document (see ``SpecMistakes``), or of its array when
  /// `element` is set.
  private let base: [Int]
  private let members: [JSONMember]
  private var used: [String] = []
  /// Fields already reported as the misspelling of a missing one, so not again as unknown.
  private var misspelt: [String] = []
  private let mistakes: SpecMistakes

  /// Reads `value` as an object at `path`, the root of a new list of mistakes.
  ///
  /// - Throws: ``SpecError`` when the value is not an object.
  package init(_ value: JSONValue, path: String) throws(SpecError) {
    guard case .object(let members) = value else {
      throw SpecError(path: path.isEmpty ? "spec" : path, expected: "an object", got: value.summary)
    }
    self.init(members: members, parent: path, element: nil, base: [], mistakes: SpecMistakes())
  }

  /// Reads `value` as the object at `array[index]`, the root of a new list of mistakes.
  ///
  /// - Throws: ``SpecError`` when the value is not an object.
  package init(_ value: JSONValue, array: String, index: Int) throws(SpecError) {
    guard case .object(let members) = value else {
      throw SpecError(path: "\(array)[\(index)]", expected: "an object", got: value.summary)
    }
    self.init(members: members, parent: array, element: index, base: [], mistakes: SpecMistakes())
  }

  private init(
    members: [JSONMember], parent: String, element: Int?, base: [Int], mistakes: SpecMistakes
  ) {
    self.parent = parent
    self.element = element
    self.base = base
    self.members = members
    self.mistakes = mistakes
  }

  /// The path of a field of this object.
  package func path(of key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  /// Throws every mistake recorded by this object and the objects read from it, as one
  /// ``SpecError`` with one line a mistake in document order (past 20, `… and K more`).
  ///
  /// - Throws: ``SpecError`` when a mistake was recorded.
  package func throwMistakes() throws(SpecError) {
    if let error = mistakes.error { throw error }
  }

  /// The raw value of a field, or `nil` when absent (or `null`).
  package mutating func value(_ key: String) -> JSONValue? {
    if !used.contains(key) { used.append(key) }
    guard let member = members.first(where: { $0.key == key }) else { return nil }
    if case .null = member.value { return nil }
    return member.value
  }

  /// The value of a required field, or `nil` (the mistake recorded) when absent.
  package mutating func required(_ key: String) -> JSONValue? {
    guard let value = value(key) else {
      recordMissing(key, expected: "a value")
      return nil
    }
    return value
  }

  /// The value of field `key` in a few words (`-5`, `"abc"`, `an object`; `nothing` when
  /// absent), for a mistake.
  func summary(of key: String) -> String {
    members.first { $0.key == key }?.value.summary ?? "nothing"
  }

  /// Records a mistake in a field of this object: `path: expected …, got …`.
  package func record(_ key: String, expected: String, got: String) {
    record(SpecError(path: path(of: key), expected: expected, got: got), at: key)
  }

  /// Records a mistake placed at a field of this object (at its end when there is no such
  /// field).
  package func record(_ error: SpecError, at key: String) {
    mistakes.record(error, at: place(of: key))
  }

  /// Records a mistake the engine found, whose field is a JSON path inside this object (the
  /// first name after this object's path places it).
  package func record(_ error: SpecError, atPath field: String) {
    let prefix = path.isEmpty ? "" : "\(path)."
    let rest = field.hasPrefix(prefix) ? field.dropFirst(prefix.count) : field[...]
    let key = rest.prefix { $0 != "." && $0 != "[" }
    record(error, at: String(key))
  }

  /// Records that a required field is absent: `path: expected …, got nothing (missing
  /// field)`, and when a field of this object that no one reads is close to the missing one,
  /// which (`got nothing (missing field; "viewprt" is given: did you mean "viewport"?)`);
  /// ``finish()`` then does not report that field again.
  package mutating func recordMissing(_ key: String, expected: String) {
    let read = used
    let nearMiss = members.lazy.map { $0.key }.filter { !read.contains($0) }
      .first { NearestName.suggestion(for: $0, among: [key]) != nil }
    if let nearMiss { misspelt.append(nearMiss) }
    let hint = nearMiss.map { "; \"\($0)\" is given: did you mean \"\(key)\"?" } ?? ""
    record(key, expected: expected, got: "nothing (missing field\(hint))")
  }

  /// A number field, or `nil` when absent or not a number (the mistake recorded).
  package mutating func number(_ key: String) -> Double? {
    guard let value = value(key) else { return nil }
    guard case .number(let number) = value else {
      record(key, expected: "a number", got: value.summary)
      return nil
    }
    return number
  }

  /// A required number field, or `nil` when absent or not a number (the mistake recorded).
  package mutating func requiredNumber(_ key: String) -> Double? {
    guard let value = value(key) else {
      recordMissing(key, expected: "a number")
      return nil
    }
    guard case .number(let number) = value else {
      record(key, expected: "a number", got: value.summary)
      return nil
    }
    return number
  }

  /// A whole-number field, or `nil` when absent or not a whole number (the mistake recorded).
  package mutating func integer(_ key: String) -> Int? {
    guard let value = value(key) else { return nil }
    guard case .number(let number) = value, number == number.rounded(), abs(number) < 1e15
    else {
      record(key, expected: "a whole number", got: value.summary)
      return nil
    }
    return Int(number)
  }

  /// A string field, or `nil` when absent or not a string (the mistake recorded).
  package mutating func string(_ key: String) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let string) = value else {
      record(key, expected: "a string", got: value.summary)
      return nil
    }
    return string
  }

  /// A Boolean field, or `nil` when absent or not a Boolean (the mistake recorded).
  package mutating func bool(_ key: String) -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let bool) = value else {
      record(key, expected: "true or false", got: value.summary)
      return nil
    }
    return bool
  }

  /// A string field that names one case of an enumeration, or `nil` when absent or naming
  /// none (the mistake recorded).
  package mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ key: String, of type: Choice.Type
  ) -> Choice? where Choice.RawValue == String {
    guard let value = value(key) else { return nil }
    guard case .string(let string) = value, let choice = Choice(rawValue: string) else {
      let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " | ")
      record(key, expected: names, got: value.summary)
      return nil
    }
    return choice
  }

  /// An object field, read into the same list of mistakes, or `nil` when absent or not an
  /// object (the mistake recorded).
  package mutating func object(_ key: String) -> SpecObject? {
    guard let value = value(key) else { return nil }
    guard case .object(let fields) = value else {
      record(key, expected: "an object", got: value.summary)
      return nil
    }
    return SpecObject(
      members: fields, parent: path(of: key), element: nil, base: place(of: key),
      mistakes: mistakes)
  }

  /// An array field, or `nil` when absent or not an array (the mistake recorded).
  package mutating func array(_ key: String) -> [JSONValue]? {
    guard let value = value(key) else { return nil }
    guard case .array(let elements) = value else {
      record(key, expected: "an array", got: value.summary)
      return nil
    }
    return elements
  }

  /// The elements of the array field `key`, read into the same list of mistakes; `nil` when
  /// the field is absent or not an array (the mistake recorded).
  ///
  /// - Complexity: O(1); ``SpecArray/object(at:)`` reads each element.
  package mutating func elements(_ key: String) -> SpecArray? {
    guard let elements = array(key) else { return nil }
    return SpecArray(
      elements: elements, path: path(of: key), place: place(of: key), list: mistakes)
  }

  /// Records every field that was never read as a mistake, naming the known field it is
  /// closest to when there is one (`sizeclass: no such field; did you mean "sizeClass"?`),
  /// else every known field.
  package func finish() {
    for unknown in members where !used.contains(unknown.key) && !misspelt.contains(unknown.key) {
      let description: String
      if let suggestion = NearestName.suggestion(for: unknown.key, among: used) {
        description = "\(path(of: unknown.key)): no such field; did you mean \"\(suggestion)\"?"
      } else {
        let known = used.sorted().joined(separator: ", ")
        description = "\(path(of: unknown.key)): no such field (known: \(known))"
      }
      record(SpecError(description), at: unknown.key)
    }
  }

  /// The place of a field: this object's place and the field's index (the end of the object
  /// when absent).
  private func place(of key: String) -> [Int] {
    var place = base
    if let element { place.append(element) }
    place.append(members.firstIndex { $0.key == key } ?? members.count)
    return place
  }

  /// The elements of an array field of a spec, read into their parent's list of mistakes.
  package struct SpecArray {
    /// The elements as written.
    package let elements: [JSONValue]
    /// The array's JSON path, such as `cards` or `sections[1].cards`.
    package let path: String
    fileprivate let place: [Int]
    fileprivate let list: SpecMistakes

    /// The element at `index` as an object, or `nil` when it is not one (the mistake
    /// recorded).
    package func object(at index: Int) -> SpecObject? {
      let value = elements[index]
      guard case .object(let members) = value else {
        list.record(
          SpecError(path: "\(path)[\(index)]", expected: "an object", got: value.summary),
          at: place + [index])
        return nil
      }
      return SpecObject(members: members, parent: path, element: index, base: place, mistakes: list)
    }

    /// Records a mistake about the array as a whole (placed at its start).
    package func record(_ error: SpecError) {
      list.record(error, at: place)
    }

    /// Records a mistake about the element at `index` (not an object, say).
    package func record(_ error: SpecError, atElement index: Int) {
      list.record(error, at: place + [index])
    }
  }
}
