/// An opaque sRGB colour for previews, written as `#rrggbb`.
///
/// A colour is three bytes, so every colour is valid and always prints the same text:
///
/// ```swift
/// PreviewColor(hex: 0x0064D9).description  // "#0064d9"
/// ```
package struct PreviewColor: Sendable, Hashable, CustomStringConvertible {
  /// The red component, 0–255.
  package var red: UInt8
  /// The green component, 0–255.
  package var green: UInt8
  /// The blue component, 0–255.
  package var blue: UInt8

  /// Creates a colour from its components.
  package init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Creates a colour from a `0xRRGGBB` literal; bits above the low 24 are ignored.
  package init(hex: UInt32) {
    self.init(
      red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
  }

  /// The colour as CSS and SVG text: `#rrggbb`, lower case.
  package var description: String {
    "#"
      + [red, green, blue].map { byte in
        let digits = String(byte, radix: 16)
        return byte < 16 ? "0" + digits : digits
      }.joined()
  }
}
