import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// The track built alone, from the card count and the widths, against the full geometry built
/// from the same inputs with random heights and a header: the same track, and the same answer
/// to every width-only question, on random configurations (both directions, every snap limit,
/// free scrolling, stacks and empty carousels). Every failure names its seed: rerun one with
/// `CAROUSEL_SEED=<seed> swift test --filter CarouselTrackTests`.
@Suite struct CarouselTrackTests {
  struct Case {
    let track: CarouselTrack
    let geometry: CarouselGeometry
  }

  static func randomCase(_ random: inout SeededGenerator) throws -> Case {
    var configuration = CarouselConfiguration()
    configuration.spacing = (CGFloat.random(in: 0...24, using: &random) * 3).rounded() / 3
    switch Int.random(in: 0...2, using: &random) {
    case 0: configuration.visibleCards = .automatic
    case 1: configuration.visibleCards = .count(Int.random(in: 1...6, using: &random))
    default: configuration.visibleCards = .cardWidth(CGFloat.random(in: 40...600, using: &random))
    }
    if Bool.random(using: &random) {
      configuration.insets = Insets(
        leading: CGFloat.random(in: 0...40, using: &random),
        trailing: CGFloat.random(in: 0...40, using: &random))
    }
    if Bool.random(using: &random) {
      configuration.peek = CGFloat.random(in: 0...60, using: &random)
    }
    configuration.scrolling = [
      .free, .snapping(limit: .automatic), .snapping(limit: .one), .snapping(limit: .page),
      .snapping(limit: .count(Int.random(in: 1...4, using: &random))),
      .snapping(limit: .unlimited),
    ].randomElement(using: &random)!
    configuration.fewCardsRule = Bool.random(using: &random) ? .stack : .keepCarousel
    configuration.heightPolicy = HeightPolicy.allCases.randomElement(using: &random)!
    if Bool.random(using: &random) {
      configuration.header = HeaderCell(
        title: "Recommended", seeAll: SeeAllVisibility.allCases.randomElement(using: &random)!)
    }
    let count = [0, 1, 2, 3, Int.random(in: 4...80, using: &random), 1500].randomElement(
      using: &random)!
    let width = CGFloat.random(in: 120...1400, using: &random)
    let sizeClass: SizeClass = Bool.random(using: &random) ? .compact : .regular
    let direction: LayoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
    let cards = (0..<count).map { _ in
      CardMeasurement(
        header: CGFloat.random(in: 0...80, using: &random),
        body: CGFloat.random(in: 0...400, using: &random),
        footer: CGFloat.random(in: 0...60, using: &random))
    }
    let geometry = try CarouselGeometry(
      viewport: CGSize(width: width, height: 800), sizeClass: sizeClass,
      layoutDirection: direction, configuration: configuration, cards: cards)
    let track = try CarouselTrack(
      viewportWidth: width, sizeClass: sizeClass, layoutDirection: direction,
      configuration: configuration, cardCount: count)
    return Case(track: track, geometry: geometry)
  }

  /// Offsets worth asking about: every kind of place relative to the snap offsets.
  static func offsets(_ track: CarouselTrack, _ random: inout SeededGenerator) -> [CGFloat] {
    let snaps = track.snapOffsets
    var offsets: [CGFloat] = [0, track.maximumOffset, -120, track.maximumOffset + 120]
    for _ in 0..<12 {
      let index = Int.random(in: 0..<snaps.count, using: &random)
      let snap = snaps[index]
      offsets += [snap, snap + 0.5, snap - 0.5, snap + track.pitch / 2]
      offsets.append(CGFloat.random(in: -50...(track.maximumOffset + 50), using: &random))
    }
    return offsets
  }

  @Test("the track alone is the geometry's track")
  func sameTrack() throws {
    for seed in SeededGenerator.seeds(300) {
      var random = SeededGenerator(seed: seed)
      let pair = try Self.randomCase(&random)
      #expect(pair.track == pair.geometry.track, "CAROUSEL_SEED=\(seed)")
    }
  }

  @Test("every width-only answer equals the geometry's")
  func sameAnswers() throws {
    for seed in SeededGenerator.seeds(200) {
      var random = SeededGenerator(seed: seed)
      let (track, geometry) = try { () throws -> (CarouselTrack, CarouselGeometry) in
        let pair = try Self.randomCase(&random)
        return (pair.track, pair.geometry)
      }()
      let note: Comment = "CAROUSEL_SEED=\(seed)"
      #expect(track.contentWidth == geometry.contentSize.width, note)
      #expect(track.maximumOffset == geometry.track.maximumOffset, note)
      #expect(track.restOffset == geometry.track.restOffset, note)
      #expect(track.showsSeeAll == geometry.track.showsSeeAll, note)
      #expect(track.snapOffsets == geometry.track.snapOffsets, note)
      #expect(track.pageCount == geometry.track.pageCount, note)
      for card in 0..<min(track.cardCount, 40) {
        #expect(track.cardMinX(card) == geometry.frame(ofCard: card).minX, note)
        #expect(track.offset(ofCard: card) == geometry.track.offset(ofCard: card), note)
      }
      for offset in Self.offsets(track, &random) {
        let velocity = CGFloat.random(in: -4...4, using: &random)
        let projected = offset + CGFloat.random(in: -2000...2000, using: &random)
        #expect(
          try track.targetOffset(releasedAt: offset, velocity: velocity, projected: projected)
            == geometry.track.targetOffset(
              releasedAt: offset, velocity: velocity, projected: projected),
          note)
        #expect(
          try track.targetOffset(releasedAt: offset, velocity: velocity)
            == geometry.track.targetOffset(releasedAt: offset, velocity: velocity), note)
        #expect(
          try track.targetOffset(restingAt: offset)
            == geometry.track.targetOffset(restingAt: offset))
        #expect(
          track.currentCard(atOffset: offset) == geometry.track.currentCard(atOffset: offset), note)
        #expect(
          track.currentPage(atOffset: offset) == geometry.track.currentPage(atOffset: offset), note)
        #expect(
          track.fullyVisibleCards(atOffset: offset)
            == geometry.track.fullyVisibleCards(atOffset: offset),
          note)
        #expect(
          track.announcement(atOffset: offset) == geometry.track.announcement(atOffset: offset))
        #expect(
          track.accessibilityValue(atOffset: offset)
            == geometry.track.accessibilityValue(atOffset: offset))
        #expect(
          track.pageIndicator(atOffset: offset) == geometry.track.pageIndicator(atOffset: offset))
        #expect(
          track.cardRange(horizontallyIn: offset, offset + track.viewportWidth)
            == geometry.track.cardRange(horizontallyIn: offset, offset + track.viewportWidth), note)
        let anchor = try track.anchor(atOffset: offset)
        #expect(anchor == (try geometry.track.anchor(atOffset: offset)), note)
        #expect(
          try track.offset(restoring: anchor) == geometry.track.offset(restoring: anchor), note)
        for navigation in [
          CarouselNavigation.nextCard, .previousCard, .nextPage, .previousPage, .first, .last,
          .card(Int.random(in: -2...(track.cardCount + 2), using: &random)),
          .page(Int.random(in: -2...(track.pageCount + 2), using: &random)),
        ] {
          #expect(
            try track.targetCard(for: navigation, fromOffset: offset)
              == geometry.track.targetCard(for: navigation, fromOffset: offset), note)
        }
      }
    }
  }

  @Test("the track's positions follow the definitions")
  func definitions() throws {
    for seed in SeededGenerator.seeds(100) {
      var random = SeededGenerator(seed: seed)
      let track = try Self.randomCase(&random).track
      let note: Comment = "CAROUSEL_SEED=\(seed)"
      guard track.mode == .carousel else {
        #expect(track.snapOffsets == [track.restOffset], note)
        continue
      }
      let (l, t, w, s) = (track.leadingInset, track.trailingInset, track.cardWidth, track.spacing)
      let n = CGFloat(track.cardCount)
      #expect(track.contentWidth == l + n * w + (n - 1) * s + t, note)
      for card in 0..<min(track.cardCount, 30) {
        let expected =
          track.layoutDirection == .leftToRight
          ? l + CGFloat(card) * (w + s) : t + (n - 1 - CGFloat(card)) * (w + s)
        #expect(track.cardMinX(card) == expected, note)
      }
      // Snap offset k brings card k to the leading inset, clamped to the scroll range.
      for (k, offset) in track.snapOffsets.enumerated() {
        let leftToRight = min(CGFloat(k) * (w + s), track.maximumOffset)
        let expected =
          track.layoutDirection == .leftToRight ? leftToRight : track.maximumOffset - leftToRight
        #expect(abs(offset - expected) <= 1e-6, note)
      }
    }
  }

  @Test("a million cards need no storage and answer exactly")
  func millionCards() throws {
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 1_000_000)
    #expect(MemoryLayout<CarouselTrack>.size <= 128)
    #expect(track.cardWidth == 353)
    #expect(track.snapOffset(at: 999_998) == CGFloat(999_998) * 361)
    #expect(track.snapOffsetCount == 1_000_000)
    let last = track.offset(ofCard: 999_999)
    #expect(last == track.maximumOffset)
    #expect(try track.targetCard(for: .last, fromOffset: 0) == 999_999)
    #expect(try track.targetOffset(releasedAt: last - 100, velocity: 0.5) == last)
  }

  @Test("bad inputs name the field and the value")
  func validation() {
    #expect(
      throws: CarouselLayoutError(
        field: "viewport.width", expected: "a finite number > 0", value: "nan")
    ) {
      try CarouselTrack(viewportWidth: .nan, cardCount: 3)
    }
    #expect(
      throws: CarouselLayoutError(field: "cardCount", expected: "an integer ≥ 0", value: "-1")
    ) {
      try CarouselTrack(viewportWidth: 393, cardCount: -1)
    }
    #expect(
      throws: CarouselLayoutError(
        field: "configuration.spacing", expected: "a finite number ≥ 0", value: "-8")
    ) {
      try CarouselTrack(
        viewportWidth: 393, configuration: CarouselConfiguration(spacing: -8), cardCount: 3)
    }
    let track = try? CarouselTrack(viewportWidth: 393, cardCount: 5)
    #expect(throws: CarouselLayoutError.self) {
      try track?.targetOffset(releasedAt: .infinity, velocity: 0)
    }
  }
}
