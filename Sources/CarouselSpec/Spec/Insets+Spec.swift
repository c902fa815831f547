import CarouselLayout

extension Insets {
  /// Reads an `insets` object: `leading` and `trailing` required, `top` and `bottom` optional
  /// (default 0).
  ///
  /// - Throws: ``SpecError`` naming the path of a missing, mistyped or unknown field.
  static func decode(from object: inout SpecObject) throws(SpecError) -> Insets {
    let insets = Insets(
      top: try object.number("top") ?? 0,
      leading: try object.requiredNumber("leading"),
      bottom: try object.number("bottom") ?? 0,
      trailing: try object.requiredNumber("trailing"))
    try object.finish()
    return insets
  }
}

extension CardHeightCap {
  /// Reads a `maximumCardHeight` field: a number of points, or `"none"` for no cap; `nil`
  /// when absent.
  ///
  /// A number is checked by the engine (finite, > 0); anything else names the field here.
  ///
  /// - Throws: ``SpecError`` for a value that is neither a number nor `"none"`.
  static func decode(_ key: String, from object: inout SpecObject) throws(SpecError)
    -> CardHeightCap?
  {
    switch object.value(key) {
    case nil: return nil
    case .number(let points)?: return .points(points)
    case .string("none")?: return .unlimited
    case let other?:
      throw SpecError(
        path: object.path(of: key), expected: "a number of points or \"none\"",
        got: other.summary)
    }
  }
}
