// A carousel as the WebAssembly module's callers pass it: one flat array of f64 values in the
// module's memory (the "carousel record", documented in Docs/WEBASSEMBLY.md and in
// Exports.swift). Compiled only into the WebAssembly module, by Scripts/build-wasm, together
// with the engine's own sources; the exports of other files in Wasm/ may read records too.
import CarouselLayout

/// Reads a carousel record into the engine's inputs and builds the carousel.
struct CarouselRecord {
  /// The number of fixed values this version reads before the cards (record[0] gives the
  /// record's own; fields added later go at the end of the fixed part).
  static let fixedCount = 30

  let values: UnsafePointer<Double>
  let fixed: Int

  /// The record at `pointer`; its first value is its fixed count.
  init(_ pointer: UnsafePointer<Double>) throws(CarouselLayoutError) {
    values = pointer
    let count = pointer[0]
    guard count.isFinite, count == count.rounded(.towardZero), count >= 2, count <= 1_000_000
    else {
      throw CarouselLayoutError(
        field: "record[0]", expected: "the number of fixed values (at least 2)",
        value: NumberText.plain(count))
    }
    fixed = Int(count)
  }

  /// The value at `index`, or `fallback` when the record is too short to have it.
  func value(_ index: Int, default fallback: Double) -> Double {
    index < fixed ? values[index] : fallback
  }

  /// A non-negative integer at `index`, at most `limit`.
  func integer(_ index: Int, default fallback: Int, limit: Int) throws(CarouselLayoutError)
    -> Int
  {
    let number = value(index, default: Double(fallback))
    guard number.isFinite, number == number.rounded(.towardZero), number >= 0,
      number <= Double(limit)
    else {
      throw CarouselLayoutError(
        field: "record[\(index)]", expected: "an integer in 0...\(limit)",
        value: NumberText.plain(number))
    }
    return Int(number)
  }

  /// An optional number: NaN is `nil`.
  func optional(_ index: Int) -> Double? {
    let number = value(index, default: .nan)
    return number.isNaN ? nil : number
  }

  /// The number of cards.
  func cardCount() throws(CarouselLayoutError) -> Int {
    try integer(1, default: 0, limit: Int(Int32.max) / 4)
  }

  /// The size class.
  func sizeClass() throws(CarouselLayoutError) -> SizeClass {
    try integer(4, default: 0, limit: 1) == 0 ? .compact : .regular
  }

  /// The layout direction.
  func layoutDirection() throws(CarouselLayoutError) -> LayoutDirection {
    try integer(5, default: 0, limit: 1) == 0 ? .leftToRight : .rightToLeft
  }

  /// The viewport.
  var viewport: CGSize { CGSize(width: value(2, default: 0), height: value(3, default: 0)) }

  /// The carousel's track: every width-only answer (snap offsets and targets, motion,
  /// anchors), O(1) in the cards. The viewport and configuration are checked as the layout
  /// checks them; the cards' heights, which shape no width, are not read.
  func track() throws(CarouselLayoutError) -> CarouselTrack {
    try Validation.check(viewport: viewport)
    return try CarouselTrack(
      viewportWidth: viewport.width, sizeClass: sizeClass(), layoutDirection: layoutDirection(),
      configuration: configuration(), cardCount: cardCount())
  }

  /// Builds the carousel the record describes.
  func geometry() throws(CarouselLayoutError) -> CarouselGeometry {
    let sizeClass = try sizeClass()
    let direction = try layoutDirection()
    let configuration = try configuration()
    let count = try cardCount()
    var cards: [CardMeasurement] = []
    cards.reserveCapacity(count)
    let first = values + fixed
    for index in 0..<count {
      cards.append(
        CardMeasurement(
          header: first[3 * index], body: first[3 * index + 1], footer: first[3 * index + 2]))
    }
    return try CarouselGeometry(
      viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
      configuration: configuration, cards: cards, heightReferenceOffset: optional(26))
  }

  /// The configuration the record describes.
  func configuration() throws(CarouselLayoutError) -> CarouselConfiguration {
    var configuration = CarouselConfiguration()
    if let leading = optional(6) {
      configuration.insets = Insets(
        top: value(27, default: 0), leading: leading, bottom: value(28, default: 0),
        trailing: value(7, default: leading))
    }
    configuration.spacing = value(8, default: configuration.spacing)
    switch try integer(9, default: 0, limit: 2) {
    case 0: configuration.visibleCards = .automatic
    case 1:
      configuration.visibleCards = .count(try integer(10, default: 1, limit: Int(Int32.max)))
    default: configuration.visibleCards = .cardWidth(value(10, default: 0))
    }
    configuration.peek = optional(11)
    switch try integer(12, default: 0, limit: 2) {
    case 0: configuration.heightPolicy = .uniform
    case 1: configuration.heightPolicy = .uniformVisible
    default: configuration.heightPolicy = .natural
    }
    if try integer(13, default: 0, limit: 1) == 1 {
      configuration.scrolling = .free
    } else {
      let limit: SnapLimit
      switch try integer(14, default: 0, limit: 4) {
      case 0: limit = .automatic
      case 1: limit = .one
      case 2: limit = .page
      case 3: limit = .count(try integer(15, default: 1, limit: Int(Int32.max)))
      default: limit = .unlimited
      }
      configuration.scrolling = .snapping(limit: limit)
    }
    switch try integer(16, default: 0, limit: 3) {
    case 0: configuration.decelerationRate = nil
    case 1: configuration.decelerationRate = .normal
    case 2: configuration.decelerationRate = .fast
    default: configuration.decelerationRate = .custom(value(17, default: 0))
    }
    configuration.minimumFlickVelocity = value(18, default: configuration.minimumFlickVelocity)
    let cap = value(19, default: 520)
    configuration.cardHeightCap = cap == .infinity ? .unlimited : .points(cap)
    switch try integer(29, default: 0, limit: 2) {
    case 0: configuration.cardAlignment = .top
    case 1: configuration.cardAlignment = .center
    default: configuration.cardAlignment = .bottom
    }
    if try integer(20, default: 0, limit: 1) == 1 {
      let seeAll: SeeAllVisibility
      switch try integer(22, default: 0, limit: 2) {
      case 0: seeAll = .automatic
      case 1: seeAll = .always
      default: seeAll = .never
      }
      configuration.header = HeaderCell(
        title: "", seeAll: seeAll, height: value(21, default: 44),
        seeAllWidth: value(23, default: 80))
    }
    switch try integer(24, default: 0, limit: 2) {
    case 0: configuration.fewCardsRule = .stack
    case 1: configuration.fewCardsRule = .keepCarousel
    default: configuration.fewCardsRule = .alwaysStack
    }
    configuration.emptyStateHeight = value(25, default: configuration.emptyStateHeight)
    return configuration
  }
}
