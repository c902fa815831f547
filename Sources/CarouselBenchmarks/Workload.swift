import CarouselLayout
import Foundation

/// The carousel every figure measures: one row of 311-point cards with 8 points of spacing on
/// a 393 × 852 compact viewport, every card stretched to the tallest (the uniform height
/// policy), with seeded random heights on a 1/3-point (@3x pixel) grid.
struct Workload: Sendable {
  /// The viewport.
  static let viewport = CGSize(width: 393, height: 852)
  /// The configuration: 311-point cards, spacing 8, uniform height.
  static let configuration = CarouselConfiguration(
    spacing: 8, visibleCards: .cardWidth(311), heightPolicy: .uniform)
  /// The seed of the heights and the query offsets.
  static let seed: UInt64 = 0xCA40_05E1

  /// The number of cards.
  let count: Int
  /// Each card's measured header, body and footer.
  let cards: [CardMeasurement]
  /// The carousel laid out once, for the queries.
  let geometry: CarouselGeometry
  /// Random scroll offsets in the scroll range, for the queries.
  let offsets: [CGFloat]
  /// Random card indices, for the height updates.
  let cardIndices: [Int]

  /// Creates the workload for `count` cards.
  init(count: Int) throws {
    var random = SplitMix64(seed: Self.seed &+ UInt64(count))
    func pixels(_ range: ClosedRange<Double>) -> CGFloat {
      (Double.random(in: range, using: &random) * 3).rounded() / 3
    }
    self.count = count
    cards = (0..<count).map { _ in
      CardMeasurement(header: pixels(40...72), body: pixels(80...300), footer: pixels(0...56))
    }
    geometry = try CarouselGeometry(
      viewport: Self.viewport, configuration: Self.configuration, cards: cards)
    let maximum = geometry.maximumOffset
    offsets = (0..<4096).map { _ in CGFloat.random(in: 0...maximum, using: &random) }
    cardIndices = (0..<4096).map { _ in Int.random(in: 0..<count, using: &random) }
  }

  /// The rect the viewport shows at horizontal scroll offset `offset`.
  static func visibleRect(at offset: CGFloat) -> CGRect {
    CGRect(origin: CGPoint(x: offset, y: 0), size: viewport)
  }
}
