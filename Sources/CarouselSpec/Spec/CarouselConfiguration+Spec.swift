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
  /// - Throws: ``SpecError`` naming the path of an invalid or unknown field.
  public static func decode(from object: inout SpecObject) throws(SpecError)
    -> CarouselConfiguration
  {
    var configuration = CarouselConfiguration()
    if var insets = try object.object("insets") {
      configuration.insets = try Insets.decode(from: &insets)
    }
    if let spacing = try object.number("spacing") { configuration.spacing = spacing }
    configuration.visibleCards = try decodeVisibleCards(&object)
    configuration.peek = try object.number("peek").map { CGFloat($0) }
    if let policy = try object.choice("heightPolicy", of: HeightPolicy.self) {
      configuration.heightPolicy = policy
    }
    if let alignment = try object.choice("cardAlignment", of: CardAlignment.self) {
      configuration.cardAlignment = alignment
    }
    configuration.scrolling = try decodeScrolling(&object)
    configuration.decelerationRate = try decodeDecelerationRate(&object)
    if let velocity = try object.number("minimumFlickVelocity") {
      configuration.minimumFlickVelocity = velocity
    }
    if let cap = try CardHeightCap.decode("maximumCardHeight", from: &object) {
      configuration.cardHeightCap = cap
    }
    if var header = try object.object("header") {
      let defaults = HeaderCell(title: "")
      configuration.header = HeaderCell(
        title: try header.string("title") ?? "",
        seeAll: try header.choice("seeAll", of: SeeAllVisibility.self) ?? defaults.seeAll,
        height: try header.number("height") ?? defaults.height,
        seeAllWidth: try header.number("seeAllWidth") ?? defaults.seeAllWidth)
      try header.finish()
    }
    if let rule = try object.choice("fewCardsRule", of: FewCardsRule.self) {
      configuration.fewCardsRule = rule
    }
    if let height = try object.number("emptyStateHeight") {
      configuration.emptyStateHeight = height
    }
    do {
      try Validation.check(configuration)
    } catch {
      // The engine names fields from the configuration down; the spec nests it the same way.
      throw SpecError(
        CarouselLayoutError(
          field: pathInSpec(error.field, configurationPath: object.path),
          expected: error.expected, value: error.value))
    }
    return configuration
  }

  private static func pathInSpec(_ field: String, configurationPath: String) -> String {
    let prefix = "configuration."
    guard field.hasPrefix(prefix) else { return field }
    let rest = String(field.dropFirst(prefix.count))
    return configurationPath.isEmpty ? rest : "\(configurationPath).\(rest)"
  }

  private static func decodeVisibleCards(_ object: inout SpecObject) throws(SpecError)
    -> VisibleCards
  {
    let path = object.path(of: "visibleCards")
    let width = try object.number("cardWidth")
    switch object.value("visibleCards") {
    case nil:
      return width.map { VisibleCards.cardWidth(CGFloat($0)) } ?? .automatic
    case .string("automatic")?:
      if let width { return .cardWidth(width) }
      return .automatic
    case .number(let count)? where count == count.rounded() && abs(count) < 1e9:
      guard width == nil else {
        throw SpecError(
          path: object.path(of: "cardWidth"), expected: "no card width with a visible count",
          got: NumberText.plain(width ?? 0))
      }
      return .count(Int(count))
    case let other?:
      throw SpecError(path: path, expected: "\"automatic\" or a whole number", got: other.summary)
    }
  }

  private static func decodeScrolling(_ object: inout SpecObject) throws(SpecError) -> ScrollingMode
  {
    let limitPath = object.path(of: "snapLimit")
    let limit: SnapLimit
    switch object.value("snapLimit") {
    case nil, .string("automatic")?: limit = .automatic
    case .string("one")?: limit = .one
    case .string("page")?: limit = .page
    case .string("unlimited")?: limit = .unlimited
    case .number(let count)? where count == count.rounded() && abs(count) < 1e9:
      limit = .count(Int(count))
    case let other?:
      throw SpecError(
        path: limitPath, expected: "\"automatic\" | \"one\" | \"page\" | \"unlimited\" | a count",
        got: other.summary)
    }
    switch object.value("scrolling") {
    case nil, .string("snapping")?: return .snapping(limit: limit)
    case .string("free")?: return .free
    case let other?:
      throw SpecError(
        path: object.path(of: "scrolling"), expected: "\"snapping\" | \"free\"", got: other.summary)
    }
  }

  private static func decodeDecelerationRate(_ object: inout SpecObject) throws(SpecError)
    -> DecelerationRate?
  {
    switch object.value("decelerationRate") {
    case nil: return nil
    case .string("normal")?: return .normal
    case .string("fast")?: return .fast
    case .number(let rate)?: return .custom(rate)
    case let other?:
      throw SpecError(
        path: object.path(of: "decelerationRate"),
        expected: "\"normal\" | \"fast\" | a rate in (0, 1)", got: other.summary)
    }
  }
}
