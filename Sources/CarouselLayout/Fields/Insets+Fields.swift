#if canImport(Foundation)
  import Foundation
#endif

extension Insets {
  /// Reads an `insets` object: `leading` and `trailing` required, `top` and `bottom` optional
  /// (default 0); `nil` when a required field is missing or a field is mistyped (recorded).
  package static func read(from fields: inout some FieldReader) -> Insets? {
    let top = fields.numberField("top")
    let leading = fields.requiredNumberField("leading")
    let bottom = fields.numberField("bottom")
    let trailing = fields.requiredNumberField("trailing")
    fields.finishFields()
    guard let leading, let trailing else { return nil }
    return Insets(
      top: CGFloat(top ?? 0), leading: CGFloat(leading), bottom: CGFloat(bottom ?? 0),
      trailing: CGFloat(trailing))
  }

  /// Reads field `key` of `fields` as insets; `nil` when absent or wrong (recorded).
  package static func read(_ key: String, from fields: inout some FieldReader) -> Insets? {
    guard var object = fields.fieldObject(key) else { return nil }
    return read(from: &object)
  }

  /// Writes the four sides.
  package func write(to fields: inout some FieldWriter) {
    fields.writeNumber("leading", Double(leading))
    fields.writeNumber("trailing", Double(trailing))
    fields.writeNumber("top", Double(top))
    fields.writeNumber("bottom", Double(bottom))
  }
}
