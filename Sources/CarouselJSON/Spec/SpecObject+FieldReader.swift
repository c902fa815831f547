import CarouselLayout

/// A spec's objects are what the engine's shared readers read (`CarouselConfiguration.read(from:)`
/// and the other configurations'), so the tool reads the shape `Codable` writes; mistakes go
/// to the spec's list, with the JSON path and the value as written.
extension SpecObject: FieldReader {
  package mutating func fieldValue(_ key: String) -> FieldValue? {
    switch value(key) {
    case nil: return nil
    case .number(let number)?: return .number(number)
    case .string(let string)?: return .string(string)
    case .some: return .other
    }
  }

  package mutating func fieldObject(_ key: String) -> SpecObject? {
    object(key)
  }

  package func recordField(_ key: String, expected: String) {
    record(key, expected: expected, got: summary(of: key))
  }

  package mutating func recordMissingField(_ key: String, expected: String) {
    recordMissing(key, expected: expected)
  }

  package func finishFields() {
    finish()
  }
}
