import CarouselLayout
import CarouselPreview
import CarouselTestSupport
import Foundation
import Testing

/// Golden SVGs of the gallery's carousels (`__Snapshots__/*.svg`; `RECORD_SNAPSHOTS=1`
/// re-records them).
@Suite struct SVGSnapshotTests {
  let preview = SVGPreview()

  @Test func compactAtRest() throws {
    let carousel = try PreviewFixtures.carousel()
    Snapshot.assertMatches(try preview.render(carousel), named: "compact-rest")
  }

  @Test func compactScrolledMidWay() throws {
    let carousel = try PreviewFixtures.carousel()
    // Half-way between the first two snap offsets (0 and 361).
    Snapshot.assertMatches(try preview.render(carousel, atOffset: 180.5), named: "compact-mid")
  }

  @Test func regular820() throws {
    let carousel = try PreviewFixtures.carousel(width: 820, sizeClass: .regular)
    Snapshot.assertMatches(try preview.render(carousel), named: "regular-820")
  }

  @Test func regular1180() throws {
    let carousel = try PreviewFixtures.carousel(width: 1180, sizeClass: .regular)
    Snapshot.assertMatches(try preview.render(carousel), named: "regular-1180")
  }

  @Test func rightToLeft() throws {
    let carousel = try PreviewFixtures.carousel(direction: .rightToLeft)
    Snapshot.assertMatches(try preview.render(carousel), named: "right-to-left")
  }

  @Test func naturalHeights() throws {
    let carousel = try PreviewFixtures.carousel { $0.heightPolicy = .natural }
    Snapshot.assertMatches(try preview.render(carousel), named: "natural-heights")
  }

  @Test func stackedTwoCards() throws {
    let carousel = try PreviewFixtures.carousel(
      cards: [
        CardMeasurement(header: 56, body: 120, footer: 44),
        CardMeasurement(header: 56, body: 80, footer: 44),
      ])
    Snapshot.assertMatches(try preview.render(carousel), named: "stacked-two")
  }

  @Test func emptyState() throws {
    let carousel = try PreviewFixtures.carousel(cards: [])
    Snapshot.assertMatches(try preview.render(carousel), named: "empty")
  }

  @Test func headerWithSeeAll() throws {
    // Three cards fit a 1180-point regular viewport, so automatic would hide "See All".
    let carousel = try PreviewFixtures.carousel(
      width: 1180, sizeClass: .regular, cards: Array(PreviewFixtures.cards.prefix(3)),
      seeAll: .always)
    Snapshot.assertMatches(try preview.render(carousel), named: "header-see-all")
  }

  @Test func headerWithoutSeeAll() throws {
    let carousel = try PreviewFixtures.carousel(
      width: 1180, sizeClass: .regular, cards: Array(PreviewFixtures.cards.prefix(3)))
    #expect(!carousel.track.showsSeeAll)
    Snapshot.assertMatches(try preview.render(carousel), named: "header-no-see-all")
  }
}
