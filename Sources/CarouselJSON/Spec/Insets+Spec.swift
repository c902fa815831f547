import CarouselLayout

extension Insets {
  /// Reads an `insets` object: `leading` and `trailing` required, `top` and `bottom` optional
  /// (default 0); `nil` when a field is missing or mistyped, or there is an unknown field (the
  /// mistakes recorded in `object`).
  static func decode(from object: inout SpecObject) -> Insets? {
    let top = object.number("top")
    let leading = object.requiredNumber("leading")
    let bottom = object.number("bottom")
    let trailing = object.requiredNumber("trailing")
    object.finish()
    guard let leading, let trailing else { return nil }
    return Insets(top: top ?? 0, leading: leading, bottom: bottom ?? 0, trailing: trailing)
  }
}

extension CardHeightCap {
  /// Reads a `maximumCardHeight` field: a number of points, or `"none"` for no cap; `nil`
  /// when absent, or when it is neither (the mistake recorded in `object`).
  ///
  /// A number is checked by the engine (finite, > 0).
  static func decode(_ key: String, from object: inout SpecObject) -> CardHeightCap? {
    switch object.value(key) {
    case nil: return nil
    case .number(let points)?: return .points(points)
    case .string("none")?: return .unlimited
    case let other?:
      object.record(key, expected: "a number of points or \"none\"", got: other.summary)
      return nil
    }
  }
}
