import CarouselLayout
import Foundation
import Testing

extension ValidationAuditTests {
  // MARK: - Physics and glides

  static let physics: [AuditRow] = {
    typealias R = AuditRow
    var rows: [AuditRow] = []
    let entry = "Glide.init"
    rows += R.errors(entry, "offset", R.nonFinite + [1e13]) {
      R.numbers(.glide(try Glide(from: $0, velocity: 0, to: 0)))
    }
    rows += R.errors(entry, "velocity", R.nonFinite + [-1e13]) {
      R.numbers(.glide(try Glide(from: 0, velocity: $0, to: 0)))
    }
    rows += R.errors(entry, "target", R.nonFinite + [1e300]) {
      R.numbers(.glide(try Glide(from: 0, velocity: 0, to: $0)))
    }
    rows += R.errors(entry, "stiffness", [0, -1, .nan, .infinity, -.infinity, 1e300]) {
      R.numbers(.glide(try Glide(from: 0, velocity: 1, to: 100, minimumStiffness: $0)))
    }
    rows += R.clamps(entry + " extremes", [1e12, -1e12]) {
      let glides = [
        try Glide(from: $0, velocity: -$0, to: -$0), try Glide(from: 0, velocity: $0, to: 1),
        try Glide(from: 0, velocity: $0, to: $0 / 1e6, minimumStiffness: 1e-300),
        try Glide(from: -$0, velocity: 0, to: $0, minimumStiffness: 1e6),
      ]
      return glides.flatMap { R.numbers(.glide($0)) }
    }
    rows += R.clamps("ScrollMotion.samples(every:)", [0, -1, 1e-300, .nan, .infinity, 1e300]) {
      let motion = ScrollMotion.glide(try Glide(from: 0, velocity: 2, to: 361))
      let samples = motion.samples(every: $0)
      #expect(samples.interval >= ScrollMotion.minimumSampleInterval)
      #expect(samples.count >= 1)
      var last: ScrollSample?
      for sample in samples.prefix(5) { last = sample }
      return [CGFloat(samples.count), samples.interval, CGFloat(last?.offset ?? 0)]
    }
    let physics = "ScrollPhysics"
    rows += R.clamps(physics + " velocity", R.nonFinite + [1e308, -1e308]) { v in
      let result: [CGFloat] = [
        ScrollPhysics.projectedDistance(velocity: v, rate: 0.99),
        ScrollPhysics.decayOffset(from: 0, velocity: v, rate: 0.99, at: 100),
        ScrollPhysics.decayVelocity(velocity: v, rate: 0.99, at: 100),
        ScrollPhysics.decayRestingOffset(from: 0, velocity: v, rate: 0.99),
        CGFloat(ScrollPhysics.decayDuration(velocity: v, rate: 0.99)),
        CGFloat(ScrollPhysics.decayDuration(velocity: 1, rate: 0.99, threshold: v)),
      ]
      return result
    }
    rows += R.clamps(physics + " rate", [0, 1, -1, 2, 1e-300, .nan, .infinity, -.infinity]) { d in
      [
        ScrollPhysics.projectedDistance(velocity: 2, rate: d),
        ScrollPhysics.decayOffset(from: 0, velocity: 2, rate: d, at: 100),
        ScrollPhysics.decayVelocity(velocity: 2, rate: d, at: 100),
        ScrollPhysics.decayRestingOffset(from: 0, velocity: 2, rate: d),
        CGFloat(ScrollPhysics.decayDuration(velocity: 2, rate: d)),
      ]
    }
    rows += R.clamps(physics + " time and offset", R.nonFinite + [1e308, -1e308]) { x in
      [
        ScrollPhysics.decayOffset(from: x, velocity: 2, rate: 0.99, at: 100),
        ScrollPhysics.decayOffset(from: 0, velocity: 2, rate: 0.99, at: x),
        ScrollPhysics.decayVelocity(velocity: 2, rate: 0.99, at: x),
        ScrollPhysics.decayRestingOffset(from: x, velocity: 2, rate: 0.99),
        ScrollPhysics.rubberBand(x, dimension: 393),
        ScrollPhysics.rubberBand(100, dimension: x),
        ScrollPhysics.rubberBandedOffset(x, maximum: 1436, dimension: 393),
        ScrollPhysics.rubberBandedOffset(100, maximum: x, dimension: 393),
        ScrollPhysics.rubberBandedOffset(100, maximum: 1436, dimension: x),
      ]
    }
    return rows
  }()

  // MARK: - Heights, anatomy, anchors

  static let values: [AuditRow] = {
    typealias R = AuditRow
    var rows: [AuditRow] = []
    rows += R.clamps("CardHeights.init and subscript", R.badSizes + [-0.0]) { value in
      let bad = CardMeasurement(header: value, body: 10, footer: value)
      var heights = CardHeights([card, bad])
      let stored = heights[1]
      #expect(stored.header >= 0 && stored.header <= Validation.largestSize)
      heights[0] = bad
      return [heights.tallest, heights.height(ofCard: 0), heights.height(ofCard: 1)]
        + [heights.tallest(in: -5..<Int.max), heights.tallest(in: 7..<9)]
    }
    rows += R.clamps("CardAnatomy.init(frame:measurement:)", R.badSizes + [-0.0]) { value in
      var result: [CGFloat] = []
      for measurement in [
        CardMeasurement(header: value, body: 10, footer: 10),
        CardMeasurement(header: 10, body: value, footer: 10),
        CardMeasurement(header: 10, body: 10, footer: value),
      ] {
        for frame in [
          CGRect(x: 0, y: 0, width: 100, height: 100),
          CGRect(x: value, y: value, width: value, height: value),
        ] {
          let anatomy = CardAnatomy(frame: frame, measurement: measurement)
          result += R.numbers(anatomy)
          #expect(anatomy.header.height >= 0 && anatomy.body.height >= 0)
          #expect(anatomy.footer.height >= 0)
        }
      }
      return result
    }
    rows += R.clamps("CarouselAnchor.adjusted", [Int.max, Int.min, -1]) { card in
      let anchor = CarouselAnchor(card: card, fraction: 0.25)
      let inserted = anchor.adjusted(insertingCardsAt: IndexSet([0, 1, 2]))
      let removed = anchor.adjusted(removingCardsAt: IndexSet([0, 1, 2]))
      #expect(inserted.card >= anchor.card && removed.card >= 0)
      return [inserted.fraction, removed.fraction]
    }
    return rows
  }()

  // MARK: - Masonry, list, See All, page

  @Sendable static func masonryNumbers(
    _ configuration: MasonryConfiguration, _ cards: [CardMeasurement] = cards
  ) throws -> [CGFloat] {
    AuditRow.numbers(
      try MasonryLayout(viewport: viewport, configuration: configuration, cards: cards))
  }

  static let layouts: [AuditRow] = {
    typealias R = AuditRow
    var rows: [AuditRow] = []
    let masonry = "MasonryLayout.init"
    rows += R.errors(masonry, "viewport.width", R.badPositiveSizes) {
      R.numbers(try MasonryLayout(viewport: CGSize(width: $0, height: 1), cards: cards))
    }
    rows += R.errors(masonry, "configuration.columns", [0, -1, 1001, Int.max, Int.min]) {
      try masonryNumbers(MasonryConfiguration(columns: .fixed($0)))
    }
    rows += R.errors(masonry, "configuration.columnSpacing", R.badSizes) {
      try masonryNumbers(MasonryConfiguration(columnSpacing: $0))
    }
    rows += R.errors(masonry, "configuration.cardSpacing", R.badSizes) {
      try masonryNumbers(MasonryConfiguration(cardSpacing: $0))
    }
    rows += R.errors(masonry, "configuration.insets.leading", R.badSizes) {
      try masonryNumbers(MasonryConfiguration(insets: Insets(leading: $0, trailing: 0)))
    }
    rows += R.errors(masonry, "configuration.maximumCardHeight", R.badPositiveSizes) {
      try masonryNumbers(MasonryConfiguration(maximumCardHeight: $0))
    }
    rows += R.errors(masonry, "cards[1].footer", R.badSizes) {
      try masonryNumbers(
        MasonryConfiguration(), [card, CardMeasurement(header: 1, body: 1, footer: $0)])
    }
    rows += R.clamps(masonry + " (columns wider than the viewport)", [1000, 1e7]) {
      let wide = try MasonryLayout(
        viewport: viewport,
        configuration: MasonryConfiguration(columns: .fixed(1000), insets: Insets($0)),
        cards: cards)
      #expect(wide.cardWidth == 1)
      return R.numbers(wide)
    }
    rows += R.errors("MasonryLayout.setMeasurement(_:ofCard:)", "index", R.badIndices) {
      var layout = try MasonryLayout(viewport: viewport, cards: cards)
      try layout.setMeasurement(card, ofCard: $0)
      return R.numbers(layout)
    }
    rows += R.errors("MasonryLayout.setMeasurements(_:)", "cards[4].header", R.badSizes) {
      var layout = try MasonryLayout(viewport: viewport, cards: cards)
      try layout.setMeasurements([0: card, 4: CardMeasurement(header: $0)])
      return R.numbers(layout)
    }
    let list = "ListLayout.init"
    rows += R.errors(list, "viewport.height", R.badPositiveSizes) {
      R.numbers(try ListLayout(viewport: CGSize(width: 393, height: $0), cards: cards))
    }
    rows += R.errors(list, "configuration.spacing", R.badSizes) {
      R.numbers(
        try ListLayout(
          viewport: viewport, configuration: ListConfiguration(spacing: $0), cards: cards))
    }
    rows += R.errors(list, "configuration.insets.trailing", R.badSizes) {
      R.numbers(
        try ListLayout(
          viewport: viewport,
          configuration: ListConfiguration(insets: Insets(leading: 0, trailing: $0)),
          cards: cards))
    }
    rows += R.errors(list, "configuration.maximumCardHeight", R.badPositiveSizes) {
      R.numbers(
        try ListLayout(
          viewport: viewport, configuration: ListConfiguration(maximumCardHeight: $0),
          cards: cards))
    }
    rows += R.errors(list, "cards[0].body", R.badSizes) {
      R.numbers(try ListLayout(viewport: viewport, cards: [CardMeasurement(height: $0)]))
    }
    rows += R.errors("ListLayout.setMeasurement(_:ofCard:)", "index", R.badIndices) {
      var layout = try ListLayout(viewport: viewport, cards: cards)
      try layout.setMeasurement(card, ofCard: $0)
      return R.numbers(layout)
    }
    rows += R.errors("ListLayout.setMeasurement(_:ofCard:)", "cards[1].footer", R.badSizes) {
      var layout = try ListLayout(viewport: viewport, cards: cards)
      try layout.setMeasurement(CardMeasurement(footer: $0), ofCard: 1)
      return R.numbers(layout)
    }
    for sizeClass in [SizeClass.compact, .regular] {
      rows += R.errors("SeeAllDestination.init \(sizeClass)", "configuration.spacing", R.badSizes) {
        let destination = try SeeAllDestination(
          viewport: viewport, sizeClass: sizeClass,
          configuration: CarouselConfiguration(spacing: $0), cards: cards)
        return [destination.contentSize.width, destination.contentSize.height]
      }
      rows += R.errors("SeeAllDestination.init \(sizeClass)", "viewport.width", R.badPositiveSizes)
      {
        let destination = try SeeAllDestination(
          viewport: CGSize(width: $0, height: 1), sizeClass: sizeClass, cards: cards)
        return [destination.contentSize.width, destination.contentSize.height]
      }
    }
    return rows
  }()

  static func page(
    _ sections: [PageSectionContent], configuration: PageConfiguration = PageConfiguration()
  ) throws -> CarouselPage {
    try CarouselPage(viewport: viewport, configuration: configuration, sections: sections)
  }

  static let pages: [AuditRow] = {
    typealias R = AuditRow
    var rows: [AuditRow] = []
    let entry = "CarouselPage.init"
    rows += R.errors(entry, "viewport.width", R.badPositiveSizes) {
      R.numbers(
        try CarouselPage(
          viewport: CGSize(width: $0, height: 1), sections: [.header(HeaderCell(title: "T"))]))
    }
    rows += R.errors(entry, "configuration.sectionSpacing", R.badSizes) {
      R.numbers(try page([.emptyState(height: 1)], configuration: .init(sectionSpacing: $0)))
    }
    rows += R.errors(entry, "configuration.spacingBelowHeader", R.badSizes) {
      R.numbers(try page([.emptyState(height: 1)], configuration: .init(spacingBelowHeader: $0)))
    }
    rows += R.errors(entry, "configuration.insets.leading", R.badSizes) {
      R.numbers(
        try page(
          [.emptyState(height: 1)], configuration: .init(insets: Insets(leading: $0, trailing: 0))
        ))
    }
    rows += R.errors(entry, "sections[1].header.height", R.badSizes) {
      R.numbers(try page([.emptyState(height: 1), .header(HeaderCell(title: "T", height: $0))]))
    }
    rows += R.errors(entry, "sections[0].header.seeAllWidth", R.badSizes) {
      R.numbers(try page([.header(HeaderCell(title: "T", seeAllWidth: $0))]))
    }
    rows += R.errors(entry, "sections[0].height", R.badSizes) {
      R.numbers(try page([.emptyState(height: $0)]))
    }
    rows += R.errors(entry, "sections[1].cards[2].body", R.badSizes) { value in
      var bad = cards
      bad[2].body = value
      return R.numbers(try page([.header(HeaderCell(title: "T")), .carousel(.init(), cards: bad)]))
    }
    rows += R.errors(entry, "sections[0].configuration.columnSpacing", R.badSizes) {
      R.numbers(try page([.masonry(MasonryConfiguration(columnSpacing: $0), cards: cards)]))
    }
    rows += R.errors(entry, "sections[0].configuration.spacing", R.badSizes) {
      R.numbers(try page([.list(ListConfiguration(spacing: $0), cards: cards)]))
    }
    let content: [PageSectionContent] = [
      .header(HeaderCell(title: "T")), .carousel(.init(), cards: cards),
      .masonry(.init(), cards: cards), .list(.init(), cards: cards),
    ]
    rows += R.errors("CarouselPage.setHorizontalOffset(_:ofSection:)", "offset", R.nonFinite) {
      var page = try page(content)
      try page.setHorizontalOffset($0, ofSection: 1)
      return R.numbers(page)
    }
    rows += R.errors(
      "CarouselPage.setHorizontalOffset(_:ofSection:)", "section", [-1, 0, 2, 4, Int.max, Int.min]
    ) {
      var page = try page(content)
      try page.setHorizontalOffset(0, ofSection: $0)
      return R.numbers(page)
    }
    rows += R.clamps("CarouselPage.setHorizontalOffset(_:ofSection:) range", [-1e308, 1e308]) {
      var page = try page(content)
      try page.setHorizontalOffset($0, ofSection: 1)
      return R.numbers(page)
    }
    rows += R.errors(
      "CarouselPage.setMeasurement(_:ofCard:inSection:)", "section", [-1, 0, 4, Int.max, Int.min]
    ) {
      var page = try page(content)
      try page.setMeasurement(card, ofCard: 0, inSection: $0)
      return R.numbers(page)
    }
    for section in 1...3 {
      rows += R.errors(
        "CarouselPage.setMeasurement(_:ofCard:inSection: \(section))",
        "sections[\(section)].index", R.badIndices
      ) {
        var page = try page(content)
        try page.setMeasurement(card, ofCard: $0, inSection: section)
        return R.numbers(page)
      }
      rows += R.errors(
        "CarouselPage.setMeasurement(_:ofCard:inSection: \(section))",
        "sections[\(section)].cards[1].body", R.badSizes
      ) {
        var page = try page(content)
        try page.setMeasurement(CardMeasurement(height: $0), ofCard: 1, inSection: section)
        return R.numbers(page)
      }
    }
    rows += R.clamps("CarouselPage queries", R.nonFinite + [1e308, -1e308]) { value in
      let page = try page(content)
      let first = page.firstSection(endingAtOrBelow: value)
      #expect(first >= 0 && first <= page.sections.count)
      return page.items(in: CGRect(x: 0, y: value, width: 393, height: 500)).flatMap {
        R.numbers($0.frame)
      }
    }
    return rows
  }()

  static let layoutRows = physics + values + layouts + pages

  @Test(
    "every bad value is refused with its field and value, or clamped (physics, layouts, pages)",
    arguments: layoutRows)
  func auditLayouts(row: AuditRow) {
    Self.check(row)
  }
}
