import CarouselLayout
import Foundation
import Testing

/// Every public entry of the engine that takes a size, height, offset, velocity, count, index
/// or rate, hit with every bad value: each throws a ``CarouselLayoutError`` naming the field
/// and the value, or follows its documented clamping rule with every output finite. Nothing
/// traps.
@Suite struct ValidationAuditTests {
  static let viewport = CGSize(width: 393, height: 852)
  static let card = CardMeasurement(header: 56, body: 120, footer: 44)
  static let cards = Array(repeating: card, count: 5)

  static func carousel(
    _ configuration: CarouselConfiguration = CarouselConfiguration(),
    direction: LayoutDirection = .leftToRight, cards: [CardMeasurement] = cards
  ) throws -> CarouselGeometry {
    try CarouselGeometry(
      viewport: viewport, layoutDirection: direction, configuration: configuration, cards: cards)
  }

  static func configured(_ change: (inout CarouselConfiguration) -> Void) throws
    -> [CGFloat]
  {
    var configuration = CarouselConfiguration(header: HeaderCell(title: "T"))
    change(&configuration)
    return AuditRow.numbers(try carousel(configuration))
  }

  // MARK: - Carousel: initialiser and mutations

  static let carouselInit: [AuditRow] = {
    typealias R = AuditRow
    let entry = "CarouselGeometry.init"
    var rows: [AuditRow] = []
    rows += R.errors(entry, "viewport.width", R.badPositiveSizes) {
      R.numbers(try CarouselGeometry(viewport: CGSize(width: $0, height: 852), cards: cards))
    }
    rows += R.errors(entry, "viewport.height", R.badPositiveSizes) {
      R.numbers(try CarouselGeometry(viewport: CGSize(width: 393, height: $0), cards: cards))
    }
    rows += R.errors(entry, "configuration.insets.leading", R.badSizes) { value in
      try configured { $0.insets = Insets(leading: value, trailing: 16) }
    }
    rows += R.errors(entry, "configuration.insets.trailing", R.badSizes) { value in
      try configured { $0.insets = Insets(leading: 16, trailing: value) }
    }
    rows += R.errors(entry, "configuration.spacing", R.badSizes) { value in
      try configured { $0.spacing = value }
    }
    rows += R.errors(entry, "configuration.cardWidth", R.badPositiveSizes) { value in
      try configured { $0.visibleCards = .cardWidth(value) }
    }
    rows += R.errors(entry, "configuration.peek", R.badSizes) { value in
      try configured { $0.peek = value }
    }
    rows += R.errors(entry, "configuration.minimumFlickVelocity", R.badSizes) { value in
      try configured { $0.minimumFlickVelocity = value }
    }
    rows += R.errors(entry, "configuration.maximumCardHeight", R.badPositiveSizes) { value in
      try configured { $0.maximumCardHeight = value }
    }
    rows += R.errors(entry, "configuration.header.height", R.badSizes) { value in
      try configured { $0.header?.height = value }
    }
    rows += R.errors(entry, "configuration.header.seeAllWidth", R.badSizes) { value in
      try configured { $0.header?.seeAllWidth = value }
    }
    rows += R.errors(entry, "configuration.emptyStateHeight", R.badSizes) { value in
      R.numbers(
        try carousel(CarouselConfiguration(emptyStateHeight: value), cards: []))
    }
    rows += R.errors(
      entry, "configuration.decelerationRate", [0, 1, -0.5, 1.5, .nan, .infinity, -.infinity]
    ) { value in
      try configured { $0.decelerationRate = .custom(value) }
    }
    rows += R.errors(entry, "configuration.visibleCards", [0, -1, Int.min, Int.max]) { value in
      try configured { $0.visibleCards = .count(value) }
    }
    rows += R.errors(entry, "configuration.snapLimit", [0, -1, Int.min]) { value in
      try configured { $0.scrolling = .snapping(limit: .count(value)) }
    }
    for region in ["header", "body", "footer"] {
      rows += R.errors(entry, "cards[3].\(region)", R.badSizes) { value in
        var cards = cards
        switch region {
        case "header": cards[3].header = value
        case "body": cards[3].body = value
        default: cards[3].footer = value
        }
        return R.numbers(try carousel(cards: cards))
      }
    }
    rows += R.errors(entry, "offset", R.nonFinite) { value in
      R.numbers(
        try CarouselGeometry(
          viewport: viewport, configuration: CarouselConfiguration(heightPolicy: .uniformVisible),
          cards: cards, heightReferenceOffset: value))
    }
    // Documented clamp: a card never gets narrower than 1 point.
    rows += R.clamps(entry + " (card width ≥ 1)", [1, 16, 40]) { width in
      let tiny = try CarouselGeometry(
        viewport: CGSize(width: width, height: 10),
        configuration: CarouselConfiguration(visibleCards: .count(1_000_000)), cards: cards)
      #expect(tiny.track.cardWidth == 1)
      return R.numbers(tiny)
    }
    rows += R.clamps(entry + " (insets wider than the viewport)", [400, 10_000_000]) { inset in
      let wide = try carousel(CarouselConfiguration(insets: Insets(inset)))
      #expect(wide.track.cardWidth == 1)
      return R.numbers(wide)
    }
    rows += R.clamps(entry + " (a count of visible cards ≤ Int32.max)", [2_147_483_647]) {
      let many = try carousel(CarouselConfiguration(visibleCards: .count(Int($0))))
      _ = try many.track.targetCard(for: .nextPage, fromOffset: 1000)
      return R.numbers(many) + [try many.track.targetOffset(for: .nextPage, fromOffset: 1000)]
    }
    return rows
  }()

  static let carouselMutations: [AuditRow] = {
    typealias R = AuditRow
    var rows: [AuditRow] = []
    let entry = "CarouselGeometry.setMeasurement(_:ofCard:)"
    rows += R.errors(entry, "index", R.badIndices) { index in
      var carousel = try carousel()
      try carousel.setMeasurement(card, ofCard: index)
      return R.numbers(carousel)
    }
    rows += R.errors(entry, "cards[2].body", R.badSizes) { value in
      var carousel = try carousel()
      try carousel.setMeasurement(CardMeasurement(height: value), ofCard: 2)
      return R.numbers(carousel)
    }
    rows += R.errors("CarouselGeometry.setHeightReferenceOffset(_:)", "offset", R.nonFinite) {
      var carousel = try carousel(CarouselConfiguration(heightPolicy: .uniformVisible))
      try carousel.setHeightReferenceOffset($0)
      return R.numbers(carousel)
    }
    return rows
  }()

  // MARK: - Scrolling: snapping, anchors, navigation, motion

  static let scrolling: [AuditRow] = {
    typealias R = AuditRow
    var rows: [AuditRow] = []
    for (name, configuration) in [
      ("snapping", CarouselConfiguration()), ("free", CarouselConfiguration(scrolling: .free)),
    ] {
      let entry = "CarouselGeometry.targetOffset(releasedAt:velocity:projected:) \(name)"
      rows += R.errors(entry, "offset", R.nonFinite) {
        [try carousel(configuration).track.targetOffset(releasedAt: $0, velocity: 0)]
      }
      rows += R.errors(entry, "velocity", R.nonFinite) {
        [try carousel(configuration).track.targetOffset(releasedAt: 0, velocity: $0)]
      }
      rows += R.errors(entry, "projected", R.nonFinite) {
        [try carousel(configuration).track.targetOffset(releasedAt: 0, velocity: 0, projected: $0)]
      }
      // Finite extremes: the target is still a snap offset in range.
      rows += R.clamps(entry + " extremes", [1e308, -1e308, .greatestFiniteMagnitude]) {
        let carousel = try carousel(configuration)
        let targets = [
          try carousel.track.targetOffset(releasedAt: $0, velocity: 0),
          try carousel.track.targetOffset(releasedAt: 0, velocity: $0),
          try carousel.track.targetOffset(releasedAt: $0, velocity: $0, projected: $0),
          try carousel.track.targetOffset(releasedAt: -$0, velocity: $0, projected: -$0),
        ]
        for target in targets {
          #expect(target >= 0 && target <= carousel.track.maximumOffset)
        }
        return targets
      }
      rows += R.errors(
        "CarouselGeometry.motion(releasedAt:velocity:projected:) \(name)", "offset", R.nonFinite
      ) {
        R.numbers(try carousel(configuration).track.motion(releasedAt: $0, velocity: 0))
      }
      rows += R.errors(
        "CarouselGeometry.motion(releasedAt:velocity:projected:) \(name)", "velocity",
        R.nonFinite
      ) {
        R.numbers(try carousel(configuration).track.motion(releasedAt: 0, velocity: $0))
      }
      rows += R.errors(
        "CarouselGeometry.motion(releasedAt:velocity:projected:) \(name) beyond 10^12", "offset",
        [1e13, -1e300]
      ) {
        R.numbers(try carousel(configuration).track.motion(releasedAt: $0, velocity: 0))
      }
    }
    rows += R.errors("CarouselGeometry.targetOffset(restingAt:)", "offset", R.nonFinite) {
      [try carousel().track.targetOffset(restingAt: $0)]
    }
    rows += R.errors("CarouselGeometry.motion(from:velocity:to:)", "offset", R.nonFinite) {
      R.numbers(try carousel().track.motion(from: $0, to: 0))
    }
    rows += R.errors("CarouselGeometry.motion(from:velocity:to:)", "velocity", R.nonFinite) {
      R.numbers(try carousel().track.motion(from: 0, velocity: $0, to: 0))
    }
    rows += R.errors("CarouselGeometry.motion(from:velocity:to:)", "target", R.nonFinite) {
      R.numbers(try carousel().track.motion(from: 0, to: $0))
    }
    rows += R.errors("CarouselGeometry.anchor(atOffset:)", "offset", R.nonFinite) {
      [try carousel().track.anchor(atOffset: $0).fraction]
    }
    rows += R.errors("CarouselGeometry.offset(restoring:)", "anchor.fraction", R.nonFinite) {
      [try carousel().track.offset(restoring: CarouselAnchor(card: 1, fraction: $0))]
    }
    rows += R.clamps("CarouselGeometry.offset(restoring:) card", [-1, 5, Int.max, Int.min]) {
      let carousel = try carousel()
      let offset = try carousel.track.offset(restoring: CarouselAnchor(card: $0))
      #expect(
        offset == carousel.track.snapOffset(at: $0 < 0 ? 0 : carousel.track.snapOffsetCount - 1))
      return [offset]
    }
    rows += R.errors("CarouselGeometry.targetOffset(keepingCardAt:in:)", "offset", R.nonFinite) {
      let carousel = try carousel()
      return [try carousel.track.targetOffset(keepingCardAt: $0, in: carousel.track)]
    }
    rows += R.errors("CarouselGeometry.targetCard(for:fromOffset:)", "offset", R.nonFinite) {
      [CGFloat(try carousel().track.targetCard(for: .nextCard, fromOffset: $0))]
    }
    rows += R.errors("CarouselGeometry.targetOffset(for:fromOffset:)", "offset", R.nonFinite) {
      [try carousel().track.targetOffset(for: .nextPage, fromOffset: $0)]
    }
    rows += R.errors(
      "CarouselGeometry.targetOffset(revealingCard:fromOffset:)", "offset", R.nonFinite
    ) {
      [try carousel().track.targetOffset(revealingCard: 2, fromOffset: $0)]
    }
    rows += R.clamps(
      "CarouselGeometry.targetCard(for:fromOffset:) card and page", [-1, 5, Int.max, Int.min]
    ) { value in
      let carousel = try carousel()
      var result: [CGFloat] = []
      for navigation in [CarouselNavigation.card(value), .page(value)] {
        let card = try carousel.track.targetCard(for: navigation, fromOffset: 0)
        #expect(card == (value < 0 ? 0 : 4))
        result.append(try carousel.track.targetOffset(for: navigation, fromOffset: 0))
      }
      result.append(try carousel.track.targetOffset(revealingCard: value, fromOffset: 0))
      result += [carousel.track.offset(ofCard: value), carousel.track.offset(ofPage: value)]
      result.append(CGFloat(carousel.track.snapIndex(ofCard: value)))
      return result
    }
    return rows
  }()

  // MARK: - Queries that clamp

  static let queries: [AuditRow] = {
    typealias R = AuditRow
    var rows: [AuditRow] = []
    let offsets: [CGFloat] = R.nonFinite + [1e308, -1e308]
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let suffix = direction == .leftToRight ? "" : " right to left"
      rows += R.clamps("CarouselGeometry offset queries" + suffix, offsets) { offset in
        let carousel = try carousel(
          CarouselConfiguration(header: HeaderCell(title: "T")), direction: direction)
        var result: [CGFloat] = [
          CGFloat(carousel.track.currentCard(atOffset: offset)),
          CGFloat(carousel.track.currentPage(atOffset: offset)),
          CGFloat(carousel.track.nearestSnapIndex(to: offset)),
          CGFloat(carousel.track.snapIndex(after: offset)),
          CGFloat(carousel.track.snapIndex(before: offset)),
          carousel.track.travelled(offset),
        ]
        let visible = carousel.track.fullyVisibleCards(atOffset: offset)
        result += [CGFloat(visible.lowerBound), CGFloat(visible.upperBound)]
        let range = carousel.track.cardRange(horizontallyIn: offset, offset + 393)
        result += [CGFloat(range.lowerBound), CGFloat(range.upperBound)]
        let header = carousel.headerLayout(atOffset: offset)
        result += R.numbers(header)
        if offset.isNaN { #expect(header == carousel.headerLayout()) }
        #expect(!carousel.track.announcement(atOffset: offset).isEmpty)
        #expect(!carousel.track.accessibilityValue(atOffset: offset).isEmpty)
        _ = carousel.track.pageIndicator(atOffset: offset)
        _ = carousel.track.pageIndicatorText(atOffset: offset, textThreshold: 1)
        return result
      }
    }
    rows += R.clamps("CarouselGeometry rect queries", offsets + [0]) { value in
      let carousel = try carousel()
      var result: [CGFloat] = []
      for rect in [
        CGRect(x: value, y: 0, width: 400, height: 100),
        CGRect(x: 0, y: value, width: 400, height: 100),
        CGRect(x: 0, y: 0, width: value, height: value), CGRect.infinite, CGRect.null,
      ] {
        let indices = carousel.cardIndices(in: rect)
        let range = carousel.cardRange(in: rect)
        #expect(indices.allSatisfy(range.contains))
        carousel.forEachCard(in: rect) { _, frame in result += R.numbers(frame) }
      }
      return result
    }
    rows += R.clamps("PageIndicator.init", [-1, 0, Int.max, Int.min]) { value in
      for indicator in [
        PageIndicator(current: value, count: 5), PageIndicator(current: 2, count: value),
        PageIndicator(current: 2, count: 12, textThreshold: value),
      ] {
        switch indicator {
        case .hidden: break
        case .dots(let count, let current), .text(let current, let count):
          #expect(current >= 0 && current < count)
        }
      }
      return []
    }
    return rows
  }()

  // MARK: - Tests

  static let allRows = carouselInit + carouselMutations + scrolling + queries

  @Test("every bad value is refused with its field and value, or clamped", arguments: allRows)
  func audit(row: AuditRow) {
    Self.check(row)
  }

  static func check(_ row: AuditRow) {
    switch row.expectation {
    case .error(let field):
      do {
        let output = try row.run()
        Issue.record("\(row.entry) accepted \(row.value): \(output.prefix(8))")
      } catch let error as CarouselLayoutError {
        #expect(error.field == field, "\(row.entry) ← \(row.value)")
        #expect(error.value == row.value, "\(row.entry) ← \(row.value)")
      } catch {
        Issue.record("\(row.entry) threw \(error)")
      }
    case .clamped:
      do {
        let output = try row.run()
        let finite = output.allSatisfy { $0.isFinite }
        #expect(finite, "\(row.entry) ← \(row.value): \(output)")
      } catch {
        Issue.record("\(row.entry) ← \(row.value) threw \(error)")
      }
    }
  }
}
