import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// The O(log n) updates of a carousel (a self-sizing pass, a new height reference) against
/// laying the same inputs out from scratch. Every failure names its seed;
/// `CAROUSEL_SEED=<seed> swift test --filter GeometryUpdateTests` reruns it.
@Suite struct GeometryUpdateTests {
  @Test("setMeasurement and setHeightReferenceOffset equal a fresh layout of the same inputs")
  func updatesEqualRebuild() throws {
    for seed in SeededGenerator.seeds(300) {
      var random = SeededGenerator(seed: seed)
      var carousel = try GeometryPropertyTests.randomCarousel(&random)
      var cards = (0..<carousel.cardCount).map { carousel.heights[$0] }
      var reference: CGFloat? = nil
      for step in 0..<12 {
        if !cards.isEmpty, Bool.random(using: &random) {
          let index = Int.random(in: 0..<cards.count, using: &random)
          // Whole points, so the single-precision storage holds the measurement exactly.
          let card = CardMeasurement(
            header: CGFloat(Int.random(in: 0...80, using: &random)),
            body: CGFloat(Int.random(in: 0...900, using: &random)),
            footer: CGFloat(Int.random(in: 0...60, using: &random)))
          try carousel.setMeasurement(card, ofCard: index)
          cards[index] = card
        } else {
          let offset = CGFloat.random(
            in: -100...(carousel.track.maximumOffset + 100), using: &random)
          try carousel.setHeightReferenceOffset(offset)
          reference = offset
        }
        let rebuilt = try CarouselGeometry(
          viewport: carousel.viewport, sizeClass: carousel.track.sizeClass,
          layoutDirection: carousel.track.layoutDirection, configuration: carousel.configuration,
          cards: cards, heightReferenceOffset: reference)
        #expect(carousel == rebuilt, "seed \(seed), step \(step)")
        #expect(carousel.contentSize == rebuilt.contentSize, "seed \(seed), step \(step)")
        #expect(
          carousel.uniformCardHeight == rebuilt.uniformCardHeight, "seed \(seed), step \(step)")
      }
    }
  }
}
