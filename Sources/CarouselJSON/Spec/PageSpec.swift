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
package struct PageSpec: Sendable, Hashable {
  /// One section of the page, with the cards as written (for the linter).
  package struct Section: Sendable, Hashable {
    /// What the section holds, ready for the engine.
    package var content: PageSectionContent
    /// The section's cards as written (empty for header and empty-state sections).
    package var cards: [CardSpec]
  }

  /// Viewport, size class and layout direction, shared by every section.
  package var environment: SpecEnvironment
  /// The page's margins.
  package var configuration: PageConfiguration
  /// The sections, top to bottom.
  package var sections: [Section]

  /// Whether a parsed JSON value is a page spec (an object with `sections`) rather than a
  /// carousel spec.
  package static func isPage(_ value: JSONValue) -> Bool {
    guard case .object(let members) = value else { return false }
    return members.contains { $0.key == "sections" }
  }

  /// Reads a page spec from a parsed JSON value.
  ///
  /// Reading goes on past a mistake, so the error names every one.
  ///
  /// - Throws: ``SpecError`` listing every invalid, missing or unknown field, one line each in
  ///   document order (past 20, `… and K more`).
  /// - Complexity: O(n) in the number of cards.
  package static func decode(_ value: JSONValue) throws(SpecError) -> PageSpec {
    var object = try SpecObject(value, path: "")
    let environment = SpecEnvironment.decode(from: &object)
    var configuration = PageConfiguration()
    if var fields = object.object("configuration") {
      configuration = PageConfiguration.read(from: &fields)
      fields.finish()
      do {
        try Validation.check(configuration)
      } catch {
        fields.record(SpecError(error), atPath: error.field)
      }
    }
    var sections: [Section] = []
    if let list = object.elements("sections") {
      for index in list.elements.indices {
        // A section of no known kind has no fields to check the others against.
        guard var section = list.object(at: index),
          let read = decodeSection(&section, environment: environment)
        else { continue }
        sections.append(read)
        section.finish()
      }
    } else if object.value("sections") == nil {
      object.recordMissing("sections", expected: "an array of sections")
    }
    object.finish()
    try object.throwMistakes()
    return PageSpec(environment: environment, configuration: configuration, sections: sections)
  }

  /// Lays the page out.
  ///
  /// - Throws: ``SpecError`` naming the JSON path of a value the engine refuses.
  package func page() throws(SpecError) -> CarouselPage {
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
  ) -> Section? {
    guard let kind = object.choice("kind", of: SectionKind.self) else {
      if object.value("kind") == nil {
        object.recordMissing("kind", expected: "the section's kind")
      }
      return nil
    }
    switch kind {
    case .carousel:
      let carousel = CarouselSpec.decodeFields(of: &object, environment: environment)
      return Section(
        content: .carousel(carousel.configuration, cards: carousel.measurements),
        cards: carousel.cards)
    case .masonry:
      var configuration = MasonryConfiguration()
      if var fields = object.object("configuration") {
        configuration = MasonryConfiguration.read(from: &fields)
        fields.finish()
      }
      let cards = decodeCards(&object)
      return Section(
        content: .masonry(configuration, cards: cards.map { $0.measurement }), cards: cards)
    case .list:
      var configuration = ListConfiguration()
      if var fields = object.object("configuration") {
        configuration = ListConfiguration.read(from: &fields)
        fields.finish()
      }
      let cards = decodeCards(&object)
      return Section(
        content: .list(configuration, cards: cards.map { $0.measurement }), cards: cards)
    case .header:
      let defaults = HeaderCell(title: "")
      let header = HeaderCell(
        title: object.string("title") ?? "",
        seeAll: object.choice("seeAll", of: SeeAllVisibility.self) ?? defaults.seeAll,
        height: object.number("height") ?? defaults.height,
        seeAllWidth: object.number("seeAllWidth") ?? defaults.seeAllWidth)
      return Section(content: .header(header), cards: [])
    case .emptyState:
      return Section(content: .emptyState(height: object.number("height") ?? 240), cards: [])
    }
  }

  private static func decodeCards(_ object: inout SpecObject) -> [CardSpec] {
    let cards = object.elements("cards")
    if cards == nil, object.value("cards") == nil {
      object.recordMissing("cards", expected: "an array of cards")
    }
    return CardSpec.decodeCards(cards)
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
