import CarouselJSON
import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// The layout report (`LayoutReport`, the JSON `carousel layout` writes) as a property over the
/// carousels of the engine's layout contract (`LayoutContract`: the same 100 000 seeded
/// configurations as the engine's `LayoutContractTests`, of which about eight in ten are
/// carousels): the report parses back to the layout within 0.001, for the content size, every
/// card's frame, header, body and footer, and every snap offset.
///
/// Every failure names its configuration's seed: `CAROUSEL_SEED=<seed> swift test --filter
/// LayoutContract` reruns it here and in the engine's contract. `CAROUSEL_PROPERTY_SCALE=10`
/// runs ten times as many.
@Suite struct LayoutContractReportTests {
  @Test("the JSON report of every random carousel parses back to its layout", arguments: 0..<16)
  func report(shard: Int) throws {
    for seed in LayoutContract.seeds(shard: shard) {
      var random = SeededGenerator(seed: seed)
      guard case .carousel(let carousel) = try LayoutContract.layout(&random) else { continue }
      try checkReport(carousel, seed: seed)
    }
  }

  func checkReport(_ carousel: CarouselGeometry, seed: UInt64) throws {
    var json = JSONWriter()
    LayoutReport.write(carousel, into: &json)
    let report = try JSONParser.parse(json.bytes)
    let close = { (a: CGFloat, b: Double) in abs(Double(a) - b) <= 0.001 }
    let size = report["contentSize"]
    #expect(
      close(carousel.track.contentWidth, size?["width"]?.number ?? .nan)
        && close(carousel.contentSize.height, size?["height"]?.number ?? .nan),
      "seed \(seed): content size")
    let cards = report["cards"]?.elements ?? []
    #expect(cards.count == carousel.cardCount, "seed \(seed)")
    for (index, card) in cards.enumerated() where index < carousel.cardCount {
      let anatomy = carousel.anatomy(ofCard: index)
      for (key, rect) in [
        ("frame", anatomy.frame), ("header", anatomy.header), ("body", anatomy.body),
        ("footer", anatomy.footer),
      ] {
        let written = card[key]
        let same =
          close(rect.minX, written?["x"]?.number ?? .nan)
          && close(rect.minY, written?["y"]?.number ?? .nan)
          && close(rect.width, written?["width"]?.number ?? .nan)
          && close(rect.height, written?["height"]?.number ?? .nan)
        #expect(
          same,
          "seed \(seed): card \(index) \(key) \(rect) written as \(String(describing: written))")
      }
    }
    let snaps = report["snapOffsets"]?.elements ?? []
    #expect(snaps.count == carousel.track.snapOffsetCount, "seed \(seed)")
    for (index, snap) in snaps.enumerated() where index < carousel.track.snapOffsetCount {
      #expect(close(carousel.track.snapOffset(at: index), snap.number ?? .nan), "seed \(seed)")
    }
  }
}

extension JSONValue {
  /// The member `key` of an object, or `nil`.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The number, or `nil`.
  var number: Double? {
    guard case .number(let value) = self else { return nil }
    return value
  }

  /// The elements of an array, or `nil`.
  var elements: [JSONValue]? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }
}
