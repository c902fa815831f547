import CarouselLayout

#if canImport(Foundation)
  import Foundation
#endif

/// A page described in JSON: sections stacked top to bottom, sharing the page's viewport,
/// size class and layout direction. The input of `carousel layout` when it has `sections`.
///
/// ```json
/// {"viewport": {"width": 820, "height": 1180}, "sizeClass": "regular",
///  "configuration": {"sectionSpacing": 24},
///  "sections": [
///    {"kind": "carousel", "configuration": {"header": {"title": "Recommended"}}, "cards": […]},
///    {"kind": "header", "title": "All items"},
///    {"kind": "masonry", "configuration": {"columns": 2}, "cards": […]},
///    {"kind": "list", "cards": […]},
///    {"kind": "emptyState", "height": 240}]}
/// ```
public struct PageSpec: Sendable, Hashable {
  /// One section of the page, with the cards as written (for the linter).
  public struct Section: Sendable, Hashable {
    /// What the section holds, ready for the engine.
    public var content: PageSectionContent
    /// The section's cards as written (empty for header and empty-state sections).
    public var cards: [CardSpec]
  }

  /// Viewport, size class and layout direction, shared by every section.
  public var environment: SpecEnvironment
  /// The page's margins.
  public var configuration: PageConfiguration
  /// The sections, top to bottom.
  public var sections: [Section]

  /// Whether a parsed JSON value is a page spec (an object with `sections`) rather than a
  /// carousel spec.
  public static func isPage(_ value: JSONValue) -> Bool {
    guard case .object(let members) = value else { return false }
    return members.contains { $0.key == "sections" }
  }

  /// Reads a page spec from a parsed JSON value.
  ///
  /// - Throws: ``SpecError`` naming the JSON path of the first invalid field.
  /// - Complexity: O(n) in the number of cards.
  public static func decode(_ value: JSONValue) throws(SpecError) -> PageSpec {
    var object = try SpecObject(value, path: "")
    let environment = try SpecEnvironment.decode(from: &object)
    var configuration = PageConfiguration()
    if var fields = try object.object("configuration") {
      if let insets = try decodeInsets(&fields) { configuration.insets = insets }
      if let spacing = try fields.number("sectionSpacing") {
        configuration.sectionSpacing = spacing
      }
      if let spacing = try fields.number("spacingBelowHeader") {
        configuration.spacingBelowHeader = spacing
      }
      try fields.finish()
      try engine { () throws(CarouselLayoutError) in try Validation.check(configuration) }
    }
    guard let elements = try object.array("sections") else {
      throw object.missing("sections", expected: "an array of sections")
    }
    var sections: [Section] = []
    for (index, element) in elements.enumerated() {
      var section = try SpecObject(element, path: "sections[\(index)]")
      sections.append(try decodeSection(&section, environment: environment))
      try section.finish()
    }
    try object.finish()
    return PageSpec(environment: environment, configuration: configuration, sections: sections)
  }

  /// Lays the page out.
  ///
  /// - Throws: ``SpecError`` naming the JSON path of a value the engine refuses.
  public func page() throws(SpecError) -> CarouselPage {
    try Self.engine { () throws(CarouselLayoutError) in
      try CarouselPage(
        viewport: environment.viewport, sizeClass: environment.sizeClass,
        layoutDirection: environment.layoutDirection, configuration: configuration,
        sections: sections.map { $0.content })
    }
  }

  // MARK: - Private

  private static func decodeSection(
    _ object: inout SpecObject, environment: SpecEnvironment
  ) throws(SpecError) -> Section {
    guard let kind = try object.choice("kind", of: SectionKind.self) else {
      throw object.missing("kind", expected: "the section's kind")
    }
    switch kind {
    case .carousel:
      let carousel = try CarouselSpec.decodeFields(of: &object, environment: environment)
      return Section(
        content: .carousel(carousel.configuration, cards: carousel.measurements),
        cards: carousel.cards)
    case .masonry:
      var configuration = MasonryConfiguration()
      if var fields = try object.object("configuration") {
        configuration = try decodeMasonry(&fields)
        try fields.finish()
      }
      let cards = try decodeCards(&object)
      return Section(
        content: .masonry(configuration, cards: cards.map { $0.measurement }), cards: cards)
    case .list:
      var configuration = ListConfiguration()
      if var fields = try object.object("configuration") {
        if let insets = try decodeInsets(&fields) { configuration.insets = insets }
        if let spacing = try fields.number("spacing") { configuration.spacing = spacing }
        if let cap = try CardHeightCap.decode("maximumCardHeight", from: &fields) {
          configuration.cardHeightCap = cap
        }
        try fields.finish()
      }
      let cards = try decodeCards(&object)
      return Section(
        content: .list(configuration, cards: cards.map { $0.measurement }), cards: cards)
    case .header:
      let defaults = HeaderCell(title: "")
      let header = HeaderCell(
        title: try object.string("title") ?? "",
        seeAll: try object.choice("seeAll", of: SeeAllVisibility.self) ?? defaults.seeAll,
        height: try object.number("height") ?? defaults.height,
        seeAllWidth: try object.number("seeAllWidth") ?? defaults.seeAllWidth)
      return Section(content: .header(header), cards: [])
    case .emptyState:
      return Section(content: .emptyState(height: try object.number("height") ?? 240), cards: [])
    }
  }

  private static func decodeMasonry(_ fields: inout SpecObject) throws(SpecError)
    -> MasonryConfiguration
  {
    var configuration = MasonryConfiguration()
    switch fields.value("columns") {
    case nil, .string("automatic")?: configuration.columns = .automatic
    case .number(let count)? where count == count.rounded() && abs(count) < 1e9:
      configuration.columns = .fixed(Int(count))
    case let other?:
      throw SpecError(
        path: fields.path(of: "columns"), expected: "\"automatic\" or a whole number",
        got: other.summary)
    }
    if let spacing = try fields.number("columnSpacing") { configuration.columnSpacing = spacing }
    if let spacing = try fields.number("cardSpacing") { configuration.cardSpacing = spacing }
    if let insets = try decodeInsets(&fields) { configuration.insets = insets }
    if let order = try fields.choice("order", of: MasonryOrder.self) { configuration.order = order }
    if let cap = try CardHeightCap.decode("maximumCardHeight", from: &fields) {
      configuration.cardHeightCap = cap
    }
    return configuration
  }

  private static func decodeInsets(_ fields: inout SpecObject) throws(SpecError) -> Insets? {
    guard var insets = try fields.object("insets") else { return nil }
    return try Insets.decode(from: &insets)
  }

  private static func decodeCards(_ object: inout SpecObject) throws(SpecError) -> [CardSpec] {
    guard let elements = try object.array("cards") else {
      throw object.missing("cards", expected: "an array of cards")
    }
    return try CardSpec.decodeCards(elements, path: object.path(of: "cards"))
  }

  /// Runs an engine call, turning its error into a spec error (engine paths are JSON paths).
  private static func engine<T>(_ body: () throws(CarouselLayoutError) -> T) throws(SpecError)
    -> T
  {
    do {
      return try body()
    } catch {
      throw SpecError(error)
    }
  }
}
