import CarouselJSON
import CarouselLayout
import Foundation

/// The carousel record of the WebAssembly module's ABI (`Wasm/Exports.swift`,
/// `Docs/WEBASSEMBLY.md`), written from a spec: the test's side of the ABI.
enum WasmRecord {
  /// The record for `spec`, with `offset` as its height reference offset (`nil`: the rest).
  static func encode(_ spec: CarouselSpec, offset: CGFloat? = nil) -> [Double] {
    let environment = spec.environment
    let configuration = spec.configuration
    var record = [Double](repeating: 0, count: 30)
    record[0] = 30
    record[1] = Double(spec.cards.count)
    record[2] = environment.viewport.width
    record[3] = environment.viewport.height
    record[4] = environment.sizeClass == .compact ? 0 : 1
    record[5] = environment.layoutDirection == .leftToRight ? 0 : 1
    record[6] = configuration.insets.map { Double($0.leading) } ?? .nan
    record[7] = configuration.insets.map { Double($0.trailing) } ?? .nan
    record[8] = configuration.spacing
    switch configuration.visibleCards {
    case .automatic: record[9] = 0
    case .count(let count): (record[9], record[10]) = (1, Double(count))
    case .cardWidth(let width): (record[9], record[10]) = (2, width)
    }
    record[11] = configuration.peek.map { Double($0) } ?? .nan
    switch configuration.heightPolicy {
    case .uniform: record[12] = 0
    case .uniformVisible: record[12] = 1
    case .natural: record[12] = 2
    }
    switch configuration.scrolling {
    case .free: record[13] = 1
    case .snapping(let limit):
      switch limit {
      case .automatic: record[14] = 0
      case .one: record[14] = 1
      case .page: record[14] = 2
      case .count(let count): (record[14], record[15]) = (3, Double(count))
      case .unlimited: record[14] = 4
      }
    }
    switch configuration.decelerationRate {
    case nil: record[16] = 0
    case .normal?: record[16] = 1
    case .fast?: record[16] = 2
    case .custom(let rate)?: (record[16], record[17]) = (3, rate)
    }
    record[18] = configuration.minimumFlickVelocity
    record[19] = configuration.cardHeightCap.limit
    if let header = configuration.header {
      record[20] = 1
      record[21] = header.height
      switch header.seeAll {
      case .automatic: record[22] = 0
      case .always: record[22] = 1
      case .never: record[22] = 2
      }
      record[23] = header.seeAllWidth
    }
    switch configuration.fewCardsRule {
    case .stack: record[24] = 0
    case .keepCarousel: record[24] = 1
    case .alwaysStack: record[24] = 2
    }
    record[25] = configuration.emptyStateHeight
    record[26] = offset.map { Double($0) } ?? .nan
    record[27] = configuration.insets.map { Double($0.top) } ?? 0
    record[28] = configuration.insets.map { Double($0.bottom) } ?? 0
    switch configuration.cardAlignment {
    case .top: record[29] = 0
    case .center: record[29] = 1
    case .bottom: record[29] = 2
    }
    record.reserveCapacity(record.count + 3 * spec.cards.count)
    for card in spec.measurements {
      record.append(contentsOf: [card.header, card.body, card.footer])
    }
    return record
  }
}
