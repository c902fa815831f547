/// The fields of one JSON object as the shared readers (`CarouselConfiguration.read(from:)` and
/// the other configurations') see them: the tool's spec objects (`SpecObject`, in the JSON
/// layer) and `Decoder` containers (in `Codable/`) conform, so that both read one shape with
/// one set of names, defaults and value words.
///
/// A reader records a mistake and goes on: a field with a mistake reads as absent, so it keeps
/// its default, and the conformer decides what to do with the mistakes (the spec lists them
/// all; `Codable` throws the first).
package protocol FieldReader {
  /// The value of field `key`, or `nil` when it is absent (or `null`).
  mutating func fieldValue(_ key: String) -> FieldValue?
  /// The fields of the object at `key`, or `nil` when absent (or `null`); a value that is not
  /// an object is recorded as a mistake (`an object`) and reads as absent.
  mutating func fieldObject(_ key: String) -> Self?
  /// Records that field `key` holds a value the shape does not allow; `expected` says what it
  /// allows (the conformer names the value it holds).
  func recordField(_ key: String, expected: String)
  /// Records that the required field `key` is absent.
  mutating func recordMissingField(_ key: String, expected: String)
  /// Ends reading this object (the tool records every field that was never read).
  func finishFields()
}

extension FieldReader {
  /// Field `key` made into a value by `make`, or `nil` when absent or when `make` refuses it
  /// (recorded: `expected`).
  package mutating func field<Value>(
    _ key: String, expected: String, _ make: (FieldValue) -> Value?
  ) -> Value? {
    guard let value = fieldValue(key) else { return nil }
    guard let made = make(value) else {
      recordField(key, expected: expected)
      return nil
    }
    return made
  }

  /// A number field, or `nil` when absent or not a number (recorded).
  package mutating func numberField(_ key: String) -> Double? {
    field(key, expected: "a number") { value in
      if case .number(let number) = value { return number }
      return nil
    }
  }

  /// A required number field, or `nil` when absent or not a number (recorded).
  package mutating func requiredNumberField(_ key: String) -> Double? {
    guard fieldValue(key) != nil else {
      recordMissingField(key, expected: "a number")
      return nil
    }
    return numberField(key)
  }

  /// A string field, or `nil` when absent or not a string (recorded).
  package mutating func stringField(_ key: String) -> String? {
    field(key, expected: "a string") { value in
      if case .string(let string) = value { return string }
      return nil
    }
  }

  /// A string field naming one case of an enumeration by its raw value, or `nil` when absent
  /// or naming none (recorded, with every name).
  package mutating func choiceField<Choice: RawRepresentable & CaseIterable>(
    _ key: String, of type: Choice.Type
  ) -> Choice? where Choice.RawValue == String {
    guard let value = fieldValue(key) else { return nil }
    guard case .string(let string) = value, let choice = Choice(rawValue: string) else {
      var names = ""
      for choice in Choice.allCases {
        names += (names.isEmpty ? "" : " | ") + "\"" + choice.rawValue + "\""
      }
      recordField(key, expected: names)
      return nil
    }
    return choice
  }
}
