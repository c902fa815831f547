import CarouselLayout

#if canImport(Foundation)
  import Foundation
#endif

/// A carousel described in JSON: the input of `carousel layout`, `snap`, `render` and `lint`.
///
/// Only `viewport` and `cards` are required; an unknown field is an error.
///
/// ```json
/// {"viewport": {"width": 393, "height": 852},
///  "sizeClass": "compact", "layoutDirection": "leftToRight",
///  "configuration": {"heightPolicy": "uniform", "header": {"title": "Recommended"}},
///  "cards": [{"header": 56, "body": 120, "footer": 44}]}
/// ```
package struct CarouselSpec: Sendable, Hashable {
  /// Viewport, size class and layout direction.
  package var environment: SpecEnvironment
  /// The carousel's configuration.
  package var configuration: CarouselConfiguration
  /// The cards.
  package var cards: [CardSpec]
  /// What the empty state says and offers (`"emptyState"`), or `nil` for the previews'
  /// defaults.
  package var emptyState: EmptyStateSpec?

  /// Creates a spec.
  package init(
    environment: SpecEnvironment, configuration: CarouselConfiguration = CarouselConfiguration(),
    cards: [CardSpec], emptyState: EmptyStateSpec? = nil
  ) {
    self.environment = environment
    self.configuration = configuration
    self.cards = cards
    self.emptyState = emptyState
  }

  /// Reads a carousel spec from JSON text.
  ///
  /// - Throws: ``SpecError`` for malformed JSON or an invalid field, naming its JSON path.
  /// - Complexity: O(n) in the length of the text.
  package static func parse(_ bytes: [UInt8]) throws(SpecError) -> CarouselSpec {
    try decode(JSONParser.parse(bytes))
  }

  /// Reads a carousel spec from a parsed JSON value.
  ///
  /// Reading goes on past a mistake, so the error names every one.
  ///
  /// - Throws: ``SpecError`` listing every invalid, missing or unknown field, one line each in
  ///   document order (past 20, `… and K more`).
  package static func decode(_ value: JSONValue) throws(SpecError) -> CarouselSpec {
    var object = try SpecObject(value, path: "")
    let environment = SpecEnvironment.decode(from: &object)
    let spec = decodeFields(of: &object, environment: environment)
    object.finish()
    try object.throwMistakes()
    return spec
  }

  /// Reads the carousel fields (`configuration`, `cards`) of `object`, with the environment
  /// given (a page's section) or already read (a carousel spec), recording mistakes in
  /// `object`. Leaves unknown-field checking to the caller.
  package static func decodeFields(
    of object: inout SpecObject, environment: SpecEnvironment
  ) -> CarouselSpec {
    var configuration = CarouselConfiguration()
    if var fields = object.object("configuration") {
      configuration = CarouselConfiguration.decode(from: &fields)
      fields.finish()
    }
    let cards = object.elements("cards")
    if cards == nil, object.value("cards") == nil {
      object.recordMissing("cards", expected: "an array of cards")
    }
    var emptyState: EmptyStateSpec?
    if var fields = object.object("emptyState") {
      emptyState = EmptyStateSpec.decode(from: &fields)
    }
    return CarouselSpec(
      environment: environment, configuration: configuration, cards: CardSpec.decodeCards(cards),
      emptyState: emptyState)
  }

  /// The cards' measurements.
  package var measurements: [CardMeasurement] { cards.map { $0.measurement } }

  /// Lays the spec out.
  ///
  /// - Parameter offset: the horizontal scroll offset whose visible cards set the height
  ///   under the uniform-visible policy; `nil` is the rest position.
  /// - Throws: ``SpecError`` when the engine refuses an input (named as `offset`).
  /// - Complexity: O(n).
  package func geometry(offset: CGFloat? = nil) throws(SpecError) -> CarouselGeometry {
    do {
      return try CarouselGeometry(
        viewport: environment.viewport, sizeClass: environment.sizeClass,
        layoutDirection: environment.layoutDirection, configuration: configuration,
        cards: measurements, heightReferenceOffset: offset)
    } catch {
      throw SpecError(error)
    }
  }
}
