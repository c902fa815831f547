import CarouselLayout

#if canImport(Foundation)
  import Foundation
#endif

extension CarouselConfiguration {
  /// Reads a spec's `configuration` object; every field is optional and defaults to the
  /// spec's default.
  ///
  /// Fields: `insets {leading, trailing, top, bottom}`, `spacing`, `visibleCards`
  /// (`"automatic"` or a count), `cardWidth`, `peek`, `heightPolicy`, `cardAlignment`
  /// (`"top"` | `"center"` | `"bottom"`), `scrolling` (`"snapping"` | `"free"`),
  /// `snapLimit` (`"automatic"` | `"one"` | `"page"` | `"unlimited"` | a count),
  /// `decelerationRate` (`"normal"` | `"fast"` | a rate in (0, 1)), `minimumFlickVelocity`,
  /// `maximumCardHeight` (points or `"none"`), `header {title, seeAll, height, seeAllWidth}`, `fewCardsRule`
  /// (`"stack"` | `"keepCarousel"`), `emptyStateHeight`.
  ///
  /// A field with a mistake keeps its default and the mistake is recorded in `object`, as is
  /// every value the engine's range checks refuse. Unknown fields are left to the caller
  /// (``SpecObject/finish()``).
  package static func decode(from object: inout SpecObject) -> CarouselConfiguration {
    var configuration = CarouselConfiguration()
    if var insets = object.object("insets"), let value = Insets.decode(from: &insets) {
      configuration.insets = value
    }
    if let spacing = object.number("spacing") { configuration.spacing = spacing }
    configuration.visibleCards = decodeVisibleCards(&object)
    configuration.peek = object.number("peek").map { CGFloat($0) }
    if let policy = object.choice("heightPolicy", of: HeightPolicy.self) {
      configuration.heightPolicy = policy
    }
    if let alignment = object.choice("cardAlignment", of: CardAlignment.self) {
      configuration.cardAlignment = alignment
    }
    configuration.scrolling = decodeScrolling(&object)
    configuration.decelerationRate = decodeDecelerationRate(&object)
    if let velocity = object.number("minimumFlickVelocity") {
      configuration.minimumFlickVelocity = velocity
    }
    if let cap = CardHeightCap.decode("maximumCardHeight", from: &object) {
      configuration.cardHeightCap = cap
    }
    if var header = object.object("header") {
      let defaults = HeaderCell(title: "")
      configuration.header = HeaderCell(
        title: header.string("title") ?? "",
        seeAll: header.choice("seeAll", of: SeeAllVisibility.self) ?? defaults.seeAll,
        height: header.number("height") ?? defaults.height,
        seeAllWidth: header.number("seeAllWidth") ?? defaults.seeAllWidth)
      header.finish()
    }
    if let rule = object.choice("fewCardsRule", of: FewCardsRule.self) {
      configuration.fewCardsRule = rule
    }
    if let height = object.number("emptyStateHeight") {
      configuration.emptyStateHeight = height
    }
    checkRanges(configuration, in: object)
    return configuration
  }

  /// Runs the engine's range checks, recording each value out of range: after a complaint the
  /// field it names goes back to its default and the checks run again, so every such value is
  /// reported, not only the first.
  private static func checkRanges(_ configuration: CarouselConfiguration, in object: SpecObject) {
    var checked = configuration
    var reported: [String] = []
    while true {
      do {
        try Validation.check(checked)
        return
      } catch {
        guard !reported.contains(error.field) else { return }  // a reset that did not help
        reported.append(error.field)
        // The engine names fields from the configuration down; the spec nests it the same way.
        let field = pathInSpec(error.field, configurationPath: object.path)
        object.record(
          SpecError(
            CarouselLayoutError(field: field, expected: error.expected, value: error.value)),
          atPath: field)
        guard reset(error.field, of: &checked) else { return }
      }
    }
  }

  /// Puts the field the engine named back to its default; `false` for a field it does not know.
  private static func reset(_ field: String, of configuration: inout CarouselConfiguration) -> Bool
  {
    let defaults = CarouselConfiguration()
    let header = HeaderCell(title: "")
    switch field {
    case "configuration.insets.leading": configuration.insets?.leading = 0
    case "configuration.insets.trailing": configuration.insets?.trailing = 0
    case "configuration.insets.top": configuration.insets?.top = 0
    case "configuration.insets.bottom": configuration.insets?.bottom = 0
    case "configuration.spacing": configuration.spacing = defaults.spacing
    case "configuration.visibleCards", "configuration.cardWidth":
      configuration.visibleCards = defaults.visibleCards
    case "configuration.peek": configuration.peek = defaults.peek
    case "configuration.snapLimit": configuration.scrolling = defaults.scrolling
    case "configuration.decelerationRate":
      configuration.decelerationRate = defaults.decelerationRate
    case "configuration.minimumFlickVelocity":
      configuration.minimumFlickVelocity = defaults.minimumFlickVelocity
    case "configuration.maximumCardHeight": configuration.cardHeightCap = defaults.cardHeightCap
    case "configuration.header.height": configuration.header?.height = header.height
    case "configuration.header.seeAllWidth": configuration.header?.seeAllWidth = header.seeAllWidth
    case "configuration.emptyStateHeight":
      configuration.emptyStateHeight = defaults.emptyStateHeight
    default: return false
    }
    return true
  }

  private static func pathInSpec(_ field: String, configurationPath: String) -> String {
    let prefix = "configuration."
    guard field.hasPrefix(prefix) else { return field }
    let rest = String(field.dropFirst(prefix.count))
    return configurationPath.isEmpty ? rest : "\(configurationPath).\(rest)"
  }

  private static func decodeVisibleCards(_ object: inout SpecObject) -> VisibleCards {
    let width = object.number("cardWidth")
    switch object.value("visibleCards") {
    case nil:
      return width.map { VisibleCards.cardWidth(CGFloat($0)) } ?? .automatic
    case .string("automatic")?:
      if let width { return .cardWidth(width) }
      return .automatic
    case .number(let count)? where count == count.rounded() && abs(count) < 1e9:
      if let width {
        object.record(
          "cardWidth", expected: "no card width with a visible count", got: NumberText.plain(width))
      }
      return .count(Int(count))
    case let other?:
      object.record("visibleCards", expected: "\"automatic\" or a whole number", got: other.summary)
      return width.map { VisibleCards.cardWidth(CGFloat($0)) } ?? .automatic
    }
  }

  private static func decodeScrolling(_ object: inout SpecObject) -> ScrollingMode {
    var limit = SnapLimit.automatic
    switch object.value("snapLimit") {
    case nil, .string("automatic")?: limit = .automatic
    case .string("one")?: limit = .one
    case .string("page")?: limit = .page
    case .string("unlimited")?: limit = .unlimited
    case .number(let count)? where count == count.rounded() && abs(count) < 1e9:
      limit = .count(Int(count))
    case let other?:
      object.record(
        "snapLimit", expected: "\"automatic\" | \"one\" | \"page\" | \"unlimited\" | a count",
        got: other.summary)
    }
    switch object.value("scrolling") {
    case nil, .string("snapping")?: return .snapping(limit: limit)
    case .string("free")?: return .free
    case let other?:
      object.record("scrolling", expected: "\"snapping\" | \"free\"", got: other.summary)
      return .snapping(limit: limit)
    }
  }

  private static func decodeDecelerationRate(_ object: inout SpecObject) -> DecelerationRate? {
    switch object.value("decelerationRate") {
    case nil: return nil
    case .string("normal")?: return .normal
    case .string("fast")?: return .fast
    case .number(let rate)?: return .custom(rate)
    case let other?:
      object.record(
        "decelerationRate", expected: "\"normal\" | \"fast\" | a rate in (0, 1)",
        got: other.summary)
      return nil
    }
  }
}
