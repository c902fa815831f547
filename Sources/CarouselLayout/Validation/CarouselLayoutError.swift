/// An input the carousel engine cannot lay out, naming the field and the value.
///
/// Validation happens once, at the edge: every public entry that takes sizes, heights, offsets
/// or velocities checks them and throws this error instead of producing NaN or trapping.
/// Those entries are `throws(CarouselLayoutError)`, so a `catch` gets this type, no cast:
///
/// ```swift
/// do {
///   _ = try CarouselGeometry(viewport: CGSize(width: -1, height: 800), cards: [])
/// } catch {
///   print(error.field)  // viewport.width
///   print(error)        // viewport.width: expected a finite number > 0, got -1
/// }
/// ```
public struct CarouselLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path of the offending field, such as `viewport.width` or `cards[3].body`.
  public var field: String
  /// What the field must be, such as `a finite number ≥ 0`.
  public var expected: String
  /// The offending value as text.
  public var value: String

  /// Creates an error for a field, what it must be, and what it was.
  public init(field: String, expected: String, value: String) {
    self.field = field
    self.expected = expected
    self.value = value
  }

  /// `field: expected …, got …`.
  public var description: String { "\(field): expected \(expected), got \(value)" }
}
