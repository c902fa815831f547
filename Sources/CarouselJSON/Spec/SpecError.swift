import CarouselLayout

/// Why a spec or a command's arguments could not be used: malformed JSON, or fields that are
/// missing, of the wrong type, unknown, or out of range.
///
/// Its description has one line a mistake, naming the JSON path (or the argument) and the
/// value: `cards[3].body: expected a finite number ≥ 0, got -5`. A spec read with several
/// mistakes is refused with one error listing them all in document order, the first 20 and
/// then `… and K more`; malformed JSON is one line (the parser stops there).
package struct SpecError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message: one line a mistake.
  package var description: String

  /// Creates an error from its message.
  package init(_ description: String) {
    self.description = description
  }

  /// An error for a field: `path: expected …, got …`.
  package init(path: String, expected: String, got: String) {
    self.description = "\(path): expected \(expected), got \(got)"
  }

  /// The spec error for an engine validation error, whose field is already a JSON path.
  package init(_ error: CarouselLayoutError) {
    self.description = error.description
  }
}
