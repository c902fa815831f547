/// A field's value in the configurations' JSON shape, the one the `carousel` tool reads in a
/// spec and `Codable` writes: a number or a string. Anything else (an object where a number
/// belongs, an array, a Boolean) is ``other``, a mistake wherever a number or a string is read.
package enum FieldValue: Sendable, Hashable {
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// Neither: an object, an array or a Boolean.
  case other

  /// A whole number below a billion, or `nil`: the counts of the shape (`visibleCards`,
  /// `snapLimit`, `columns`).
  var count: Int? {
    guard case .number(let number) = self, number == number.rounded(), abs(number) < 1e9 else {
      return nil
    }
    return Int(number)
  }
}
