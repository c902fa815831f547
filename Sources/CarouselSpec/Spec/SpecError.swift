import CarouselLayout

/// Why a spec or a command's arguments could not be used: malformed JSON, or a field that is
/// missing, of the wrong type, unknown, or out of range.
///
/// Its description is one line naming the JSON path (or the argument) and the value:
/// `cards[3].body: expected a finite number ≥ 0, got -5`.
public struct SpecError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The one-line message.
  public var description: String

  /// Creates an error from its message.
  public init(_ description: String) {
    self.description = description
  }

  /// An error for a field: `path: expected …, got …`.
  public init(path: String, expected: String, got: String) {
    self.description = "\(path): expected \(expected), got \(got)"
  }

  /// The spec error for an engine validation error, whose field is already a JSON path.
  public init(_ error: CarouselLayoutError) {
    self.description = error.description
  }
}
