/// A colour of the card style in the light and the dark appearance: two sRGB values and an
/// opacity, with the name of the Fiori semantic colour they come from.
///
/// ```swift
/// let border = CarouselCardStyle.fiori.border
/// border.hex(isDark: false)   // 0x5B738B
/// border.opacity              // 0.24
/// ```
public struct CardStyleColor: Sendable, Hashable {
  /// The Fiori semantic colour this is (`secondaryGroupedBackground`, `tertiaryLabel`): what
  /// an app that uses SAP's theme manager reads instead of the values below.
  public var name: String
  /// The colour in the light appearance, `0xRRGGBB`.
  public var light: UInt32
  /// The colour in the dark appearance, `0xRRGGBB`.
  public var dark: UInt32
  /// The opacity the colour is drawn with, in 0…1.
  public var opacity: Double

  /// Creates a colour; bits above the low 24 of `light` and `dark` are ignored, and
  /// `opacity` is limited to 0…1 (NaN counts as 1).
  public init(name: String, light: UInt32, dark: UInt32, opacity: Double = 1) {
    self.name = name
    self.light = light & 0xFF_FFFF
    self.dark = dark & 0xFF_FFFF
    self.opacity = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
  }

  /// The `0xRRGGBB` value in the dark (`true`) or the light appearance.
  ///
  /// - Complexity: O(1).
  package func hex(isDark: Bool) -> UInt32 { isDark ? dark : light }

  /// The red, green and blue components, each in 0…1, in the dark (`true`) or the light
  /// appearance: what `UIColor(red:green:blue:alpha:)` and SwiftUI's `Color` take.
  ///
  /// - Complexity: O(1).
  package func components(isDark: Bool) -> (red: Double, green: Double, blue: Double) {
    let value = hex(isDark: isDark)
    return (
      Double((value >> 16) & 0xFF) / 255, Double((value >> 8) & 0xFF) / 255,
      Double(value & 0xFF) / 255
    )
  }
}
