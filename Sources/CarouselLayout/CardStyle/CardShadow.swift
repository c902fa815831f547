#if canImport(Foundation)
  import Foundation
#endif

/// One layer of a card's shadow: black at an opacity, blurred, moved down.
///
/// The blur is SwiftUI's `shadow(radius:)` and Core Animation's `shadowRadius`; CSS's
/// `box-shadow` blur is the same length, and an SVG Gaussian blur takes half of it as its
/// standard deviation.
public struct CardShadow: Sendable, Hashable {
  /// The opacity of black, in 0…1.
  public var opacity: Double
  /// The blur radius, in points.
  public var radius: CGFloat
  /// How far the shadow is moved down, in points.
  public var y: CGFloat

  /// Creates a shadow layer.
  public init(opacity: Double, radius: CGFloat, y: CGFloat = 0) {
    self.opacity = opacity
    self.radius = radius
    self.y = y
  }

  /// How far the layer shows beyond the card's edge: three standard deviations of its blur
  /// (1.5 × the radius) plus its offset.
  ///
  /// - Complexity: O(1).
  package var reach: CGFloat { 1.5 * radius + abs(y) }
}
