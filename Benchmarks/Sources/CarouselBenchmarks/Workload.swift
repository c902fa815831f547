import CarouselLayout
import Foundation

/// The carousel every figure measures: one row of 311-point cards with 8 points of spacing on
/// a 393 × 852 compact viewport, every card stretched to the tallest (the uniform height
/// policy), with seeded random heights on a 1/3-point (@3x pixel) grid; the same carousel
/// rotated to 852 × 393, for the anchors; and the same cards in a regular-width 3-column
/// masonry on a 1180 × 820 viewport (iPad landscape), for the masonry figures.
struct Workload: Sendable {
  /// The viewport.
  static let viewport = CGSize(width: 393, height: 852)
  /// The configuration: 311-point cards, spacing 8, uniform height.
  static let configuration = CarouselConfiguration(
    spacing: 8, visibleCards: .cardWidth(311), heightPolicy: .uniform)
  /// The viewport after a rotation, for the anchors.
  static let rotatedViewport = CGSize(width: 852, height: 393)
  /// The masonry's viewport: iPad landscape, regular width, so 3 columns.
  static let masonryViewport = CGSize(width: 1180, height: 820)
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
  /// Random release velocities in ±4 points per millisecond, for the snap targets.
  let velocities: [CGFloat]
  /// The carousel laid out for the rotated viewport, for the anchors.
  let rotated: CarouselGeometry
  /// The cards in a regular-width masonry on ``masonryViewport``, for the masonry queries.
  let masonry: MasonryLayout
  /// Random vertical scroll offsets in the masonry's scroll range, for its queries.
  let masonryOffsets: [CGFloat]

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
    let maximum = geometry.track.maximumOffset
    offsets = (0..<4096).map { _ in CGFloat.random(in: 0...maximum, using: &random) }
    cardIndices = (0..<4096).map { _ in Int.random(in: 0..<count, using: &random) }
    velocities = (0..<4096).map { _ in CGFloat.random(in: -4...4, using: &random) }
    rotated = try CarouselGeometry(
      viewport: Self.rotatedViewport, configuration: Self.configuration, cards: cards)
    masonry = try Self.masonry(cards)
    guard masonry.columnCount == 3 else { throw WorkloadError.masonryColumns(masonry.columnCount) }
    let bottom = max(0, masonry.contentHeight - Self.masonryViewport.height)
    masonryOffsets = (0..<4096).map { _ in CGFloat.random(in: 0...bottom, using: &random) }
  }

  /// The cards in a regular-width masonry on ``masonryViewport``: automatic columns, which
  /// are 3 at 1180 points.
  static func masonry(_ cards: [CardMeasurement]) throws -> MasonryLayout {
    try MasonryLayout(viewport: masonryViewport, sizeClass: .regular, cards: cards)
  }

  /// The rect the viewport shows at horizontal scroll offset `offset`.
  static func visibleRect(at offset: CGFloat) -> CGRect {
    CGRect(origin: CGPoint(x: offset, y: 0), size: viewport)
  }

  /// The rect the masonry's viewport shows at vertical scroll offset `offset`.
  static func masonryRect(at offset: CGFloat) -> CGRect {
    CGRect(origin: CGPoint(x: 0, y: offset), size: masonryViewport)
  }
}

/// A workload that is not the one the figures describe.
enum WorkloadError: Error, CustomStringConvertible {
  /// The masonry did not get 3 columns.
  case masonryColumns(Int)

  var description: String {
    switch self {
    case .masonryColumns(let count): "workload: the masonry has \(count) columns, expected 3"
    }
  }
}
