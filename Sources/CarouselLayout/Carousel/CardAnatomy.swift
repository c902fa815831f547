#if canImport(Foundation)
  import Foundation
#endif

/// Where a card and its three regions sit, in content coordinates.
///
/// The header sits at the top of the card, the body right below it, and the footer at the
/// bottom edge, so a card stretched to the uniform height shows its white space between body
/// and footer:
///
/// ```
/// ┌────────────┐  ← frame.minY
/// │ header     │
/// │ body       │
/// │            │  ← white space of a stretched card
/// │ footer     │
/// └────────────┘  ← frame.maxY
/// ```
public struct CardAnatomy: Sendable, Hashable {
  /// The card's frame.
  public var frame: CGRect
  /// The header region, at the top of the card.
  public var header: CGRect
  /// The body region, right below the header.
  public var body: CGRect
  /// The footer region, at the bottom edge of the card.
  public var footer: CGRect

  /// Creates an anatomy from its four rectangles.
  public init(frame: CGRect, header: CGRect, body: CGRect, footer: CGRect) {
    self.frame = frame
    self.header = header
    self.body = body
    self.footer = footer
  }

  /// Lays out a card's regions in `frame` from its measurement.
  ///
  /// When the frame is shorter than the measured regions (a card capped at the maximum card
  /// height), the header keeps what it can, the footer takes what is left up to its height,
  /// and the body gets the rest; nothing leaves the frame.
  ///
  /// Bad input is clamped, never trusted: a NaN or negative measured height counts as 0, and a
  /// frame with an edge that is not finite counts as `.zero`, so every region is
  /// finite and has a height ≥ 0.
  package init(frame: CGRect, measurement: CardMeasurement) {
    let frame =
      frame.maxX.isFinite && frame.maxY.isFinite && frame.minX.isFinite
        && frame.minY.isFinite ? frame : .zero
    let measurement = CardHeights.clamped(measurement)
    let height = max(0, frame.height)
    let header = min(measurement.header, height)
    let footer = min(measurement.footer, height - header)
    let body = max(0, min(measurement.body, height - header - footer))
    self.frame = frame
    self.header = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: header)
    self.body = CGRect(x: frame.minX, y: frame.minY + header, width: frame.width, height: body)
    self.footer = CGRect(
      x: frame.minX, y: frame.maxY - footer, width: frame.width, height: footer)
  }
}
