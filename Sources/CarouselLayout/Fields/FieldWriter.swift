/// Where the shared writers (`CarouselConfiguration.write(to:)` and the other configurations')
/// put their fields: `Encoder` containers (in `Codable/`) conform, so that `Codable` writes the
/// shape the tool reads, with the names the readers use.
package protocol FieldWriter {
  /// Writes field `key` (a number or a string; ``FieldValue/other`` is never written).
  mutating func writeField(_ key: String, _ value: FieldValue)
  /// Writes field `key` as an object whose fields `body` writes.
  mutating func writeObject(_ key: String, _ body: (inout Self) -> Void)
}

extension FieldWriter {
  /// Writes a number field.
  package mutating func writeNumber(_ key: String, _ number: Double) {
    writeField(key, .number(number))
  }

  /// Writes a string field naming a case by its raw value.
  package mutating func writeChoice<Choice: RawRepresentable>(_ key: String, _ choice: Choice)
  where Choice.RawValue == String {
    writeField(key, .string(choice.rawValue))
  }
}
