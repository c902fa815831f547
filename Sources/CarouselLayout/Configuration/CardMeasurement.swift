#if canImport(Foundation)
  import Foundation
#endif

/// The measured heights of one card's three regions: header, body and footer.
///
/// A card is its header, body and footer stacked. The engine places the header at the top of
/// the card's frame, the body right below it and the footer at the bottom edge, so a card that
/// is stretched to the uniform height keeps its footer pinned to the bottom.
///
/// ```swift
/// let card = CardMeasurement(header: 56, body: 120, footer: 44)
/// card.height  // 220
/// ```
public struct CardMeasurement: Sendable, Hashable {
  /// The height of the card's header region, in points.
  public var header: CGFloat
  /// The height of the card's body region, in points.
  public var body: CGFloat
  /// The height of the card's footer region, in points.
  public var footer: CGFloat

  /// Creates a measurement from the heights of the three regions.
  public init(header: CGFloat = 0, body: CGFloat = 0, footer: CGFloat = 0) {
    self.header = header
    self.body = body
    self.footer = footer
  }

  /// Creates a measurement of a card that is all body (for hosts that measure one height).
  public init(height: CGFloat) {
    self.init(header: 0, body: height, footer: 0)
  }

  /// The card's natural height: header, body and footer added.
  public var height: CGFloat { header + body + footer }
}
