#if canImport(Foundation)
  import Foundation
#endif

/// The tallest a card may be: a number of points (the Fiori cards guideline's 520 by
/// default), or no cap at all.
///
/// SAP treats card content clipped at large Dynamic Type sizes as a bug
/// (SAP/cloud-sdk-ios-fiori #1465), so the cap can be lifted: with ``unlimited`` a card is as
/// tall as its header, body and footer added, whatever that is.
///
/// ```swift
/// var configuration = CarouselConfiguration()
/// configuration.cardHeightCap              // .points(520)
/// configuration.cardHeightCap = .unlimited // for accessibility text sizes
/// ```
public enum CardHeightCap: Sendable, Hashable {
  /// Cards are at most this many points tall (finite and > 0).
  case points(CGFloat)
  /// Cards are as tall as their content.
  case unlimited

  /// The Fiori cards guideline's cap: 520 points.
  public static let fiori = CardHeightCap.points(520)

  /// The cap in points, or `nil` when there is none.
  public var points: CGFloat? {
    switch self {
    case .points(let points): points
    case .unlimited: nil
    }
  }

  /// The cap in points, or infinity when there is none: the bound `min(height, limit)` caps
  /// a height with.
  @inline(__always)
  public var limit: CGFloat {
    switch self {
    case .points(let points): points
    case .unlimited: .infinity
    }
  }
}
