import CarouselLayout
import Foundation
import Testing

/// The snap-target rule as tables, in the style of HorizonCalendar's `PaginationHelpersTests`.
///
/// The carousel is 393 points wide, compact, 5 cards: snap offsets [0, 361, 722, 1083, 1436],
/// pitch 361, fast deceleration (a release at v projects 99·v ahead). Every row also runs
/// mirrored in right to left (offsets `1436 − x`, velocity `−v`), which must give `1436 − t`.
@Suite struct SnapTargetTests {
  struct Row: Sendable, CustomStringConvertible {
    var name: String
    var offset: CGFloat
    var velocity: CGFloat
    var projected: CGFloat?
    var limit: SnapLimit = .automatic
    var expected: CGFloat
    var description: String { name }
  }

  static let rows: [Row] = [
    Row(name: "at rest on card 0", offset: 0, velocity: 0, projected: 0, expected: 0),
    Row(name: "at rest on card 1", offset: 361, velocity: 0, projected: 361, expected: 361),
    Row(name: "slow drag short of half-way", offset: 180, velocity: 0, expected: 0),
    Row(name: "slow drag just past half-way", offset: 181, velocity: 0, expected: 361),
    Row(name: "exactly half-way picks the lower card", offset: 180.5, velocity: 0, expected: 0),
    Row(name: "slow drag back short of half-way", offset: 560, velocity: -0.1, expected: 722),
    Row(name: "slow drag back past half-way", offset: 531, velocity: -0.1, expected: 361),
    Row(name: "slow release below the flick speed", offset: 50, velocity: 0.29, expected: 0),
    Row(name: "flick from rest", offset: 0, velocity: 0.5, expected: 361),
    Row(name: "flick at exactly the flick speed", offset: 50, velocity: 0.3, expected: 361),
    Row(name: "flick back from rest", offset: 361, velocity: -0.5, expected: 0),
    Row(
      name: "flick back after dragging forward past half-way", offset: 300, velocity: -0.5,
      expected: 0),
    Row(
      name: "flick forward between cards 1 and 2", offset: 400, velocity: 0.4, expected: 722),
    Row(
      name: "projection beats the flick minimum", offset: 0, velocity: 1, projected: 700,
      limit: .unlimited, expected: 722),
    Row(
      name: "a host projection wins over velocity", offset: 361, velocity: 0.1, projected: 0,
      expected: 0),
    Row(name: "big flick, automatic = one page", offset: 0, velocity: 10, expected: 361),
    Row(name: "big flick, one", offset: 0, velocity: 10, limit: .one, expected: 361),
    Row(name: "big flick, page", offset: 0, velocity: 10, limit: .page, expected: 361),
    Row(name: "big flick, count(2)", offset: 0, velocity: 10, limit: .count(2), expected: 722),
    Row(name: "big flick, unlimited", offset: 0, velocity: 10, limit: .unlimited, expected: 1083),
    Row(
      name: "huge flick, unlimited, stops at the end", offset: 0, velocity: 100,
      limit: .unlimited, expected: 1436),
    Row(
      name: "limit counts from the snap nearest the release", offset: 200, velocity: 10,
      limit: .one, expected: 722),
    Row(
      name: "limit counts back from the snap nearest the release", offset: 1000, velocity: -10,
      limit: .count(2), expected: 361),
    Row(name: "flick forward at the end stays", offset: 1436, velocity: 2, expected: 1436),
    Row(name: "flick back at the start stays", offset: 0, velocity: -2, expected: 0),
    Row(name: "last gap: short of half-way", offset: 1259, velocity: 0, expected: 1083),
    Row(name: "last gap: past half-way", offset: 1260, velocity: 0, expected: 1436),
    Row(name: "flick back from the end", offset: 1436, velocity: -0.5, expected: 1083),
    Row(name: "rubber-banded before the start", offset: -50, velocity: 0, expected: 0),
    Row(name: "flick forward from before the start", offset: -80, velocity: 0.5, expected: 0),
    Row(name: "rubber-banded past the end", offset: 1500, velocity: 0, expected: 1436),
    Row(name: "flick back from past the end", offset: 1500, velocity: -0.5, expected: 1436),
    Row(name: "far past the end", offset: 1e9, velocity: 0, expected: 1436),
    Row(name: "far before the start", offset: -1e9, velocity: 0, expected: 0),
    Row(
      name: "pixel-rounded rest still flicks a card", offset: 361.4, velocity: 0.5, expected: 722),
  ]

  @Test("snap target, both directions", arguments: rows)
  func snapTarget(row: Row) throws {
    for direction in LayoutDirection.allCases {
      let configuration = CarouselConfiguration(scrolling: .snapping(limit: row.limit))
      let carousel = try CarouselGeometry(
        viewport: CGSize(width: 393, height: 852), layoutDirection: direction,
        configuration: configuration,
        cards: Array(repeating: ScrollingFixtures.card, count: 5))
      #expect(carousel.track.maximumOffset == 1436)
      let mirrored = direction == .rightToLeft
      func map(_ x: CGFloat) -> CGFloat { mirrored ? 1436 - x : x }
      let target = try carousel.track.targetOffset(
        releasedAt: map(row.offset), velocity: mirrored ? -row.velocity : row.velocity,
        projected: row.projected.map(map))
      #expect(target == map(row.expected), "\(row.name), \(direction)")
    }
  }

  @Test("regular width: two cards a page, unlimited by default, page limit on request")
  func regular() throws {
    let carousel = try ScrollingFixtures.carousel(width: 820, sizeClass: .regular, count: 12)
    // w = 384, pitch 392; content 20 + 12·384 + 11·8 + 20 = 4736; maximum 3916.
    #expect(carousel.track.pitch == 392)
    #expect(carousel.track.maximumOffset == 3916)
    #expect(carousel.track.snapOffsetCount == 11)
    #expect(try carousel.track.targetOffset(releasedAt: 0, velocity: 10) == 1176)  // 990 → card 3
    #expect(try carousel.track.targetOffset(releasedAt: 0, velocity: 0.5) == 392)
    let paged = try CarouselGeometry(
      viewport: CGSize(width: 820, height: 852), sizeClass: .regular,
      configuration: CarouselConfiguration(scrolling: .snapping(limit: .page)),
      cards: Array(repeating: ScrollingFixtures.card, count: 12))
    #expect(try paged.track.targetOffset(releasedAt: 0, velocity: 10) == 784)
    // From the end (snap 10) a big flick back projects to snap 7; one page allows snap 8.
    #expect(try paged.track.targetOffset(releasedAt: 3916, velocity: -10) == 8 * 392)
  }

  @Test("free scrolling rests on the projection, clamped into range")
  func free() throws {
    let carousel = try ScrollingFixtures.carousel(scrolling: .free)
    // Normal rate: v·0.998 / 0.002 = 499·v.
    #expect(abs(try carousel.track.targetOffset(releasedAt: 100, velocity: 1) - 599) < 1e-9)
    #expect(try carousel.track.targetOffset(releasedAt: 100, velocity: 0, projected: 250) == 250)
    #expect(try carousel.track.targetOffset(releasedAt: 1000, velocity: 2) == 1436)
    #expect(try carousel.track.targetOffset(releasedAt: -50, velocity: 0) == 0)
    #expect(try carousel.track.targetOffset(releasedAt: 50, velocity: -2) == 0)
  }

  @Test("a target without a gesture keeps the card at rest")
  func withoutGesture() throws {
    let carousel = try ScrollingFixtures.carousel()
    #expect(try carousel.track.targetOffset(restingAt: 361) == 361)
    #expect(try carousel.track.targetOffset(restingAt: 500) == 361)
    #expect(try carousel.track.targetOffset(restingAt: 9999) == 1436)
    let free = try ScrollingFixtures.carousel(scrolling: .free)
    #expect(try free.track.targetOffset(restingAt: 500) == 500)
  }

  @Test("fewer than three cards stack and rest at 0")
  func stacked() throws {
    let carousel = try ScrollingFixtures.carousel(count: 2)
    #expect(carousel.track.mode == .stack)
    #expect(try carousel.track.targetOffset(releasedAt: 40, velocity: 3) == 0)
    let empty = try ScrollingFixtures.carousel(count: 0)
    #expect(try empty.track.targetOffset(releasedAt: 40, velocity: -3) == 0)
  }

  @Test(
    "NaN and infinity are rejected, naming the field",
    arguments: [
      (CGFloat.nan, CGFloat(0), CGFloat?.none, "offset"),
      (CGFloat.infinity, 0, nil, "offset"),
      (0, CGFloat.nan, nil, "velocity"),
      (0, -CGFloat.infinity, nil, "velocity"),
      (0, 0, CGFloat.nan, "projected"),
      (0, 0, CGFloat.infinity, "projected"),
    ])
  func invalid(offset: CGFloat, velocity: CGFloat, projected: CGFloat?, field: String) throws {
    let carousel = try ScrollingFixtures.carousel()
    #expect(throws: CarouselLayoutError.self) {
      try carousel.track.targetOffset(releasedAt: offset, velocity: velocity, projected: projected)
    }
    do {
      _ = try carousel.track.targetOffset(
        releasedAt: offset, velocity: velocity, projected: projected)
    } catch {
      #expect(error.field == field)
    }
  }
}
