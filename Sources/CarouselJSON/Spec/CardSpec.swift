import CarouselLayout

/// One card of a spec: its measured heights, and what the linter reads about it.
package struct CardSpec: Sendable, Hashable {
  /// The card's measured header, body and footer heights.
  package var measurement: CardMeasurement
  /// What kind of card it is (optional; the linter flags mixed kinds in one carousel).
  package var kind: String?
  /// Whether the card shows critical or real-time content (the linter flags it).
  package var realtime: Bool
  /// What the previews draw on the card (`nil`: the skeleton); it changes no frame.
  package var content: CardContent?

  /// Creates a card spec.
  package init(
    measurement: CardMeasurement, kind: String? = nil, realtime: Bool = false,
    content: CardContent? = nil
  ) {
    self.measurement = measurement
    self.kind = kind
    self.realtime = realtime
    self.content = content
  }

  /// The most cards one spec may hold.
  package static let maximumCount = 1_000_000

  /// Reads a `cards` array: each card `{"header": h, "body": b, "footer": f}` (each height
  /// optional, default 0), with optional `"kind"`, `"realtime"` and `"content"`
  /// (``/CarouselLayout/CardContent``).
  ///
  /// - Throws: ``SpecError`` listing every invalid card field, one line each (past 20,
  ///   `… and K more`).
  /// - Complexity: O(n).
  package static func decodeCards(_ elements: [JSONValue], path: String) throws(SpecError)
    -> [CardSpec]
  {
    var holder = try SpecObject(.object([JSONMember(key: path, value: .array(elements))]), path: "")
    let cards = decodeCards(holder.elements(path))
    try holder.throwMistakes()
    return cards
  }

  /// Reads a spec's `cards` array, recording every mistake in the array's list and leaving
  /// out the cards that are not objects.
  ///
  /// - Complexity: O(n).
  package static func decodeCards(_ array: SpecObject.SpecArray?) -> [CardSpec] {
    guard let array else { return [] }
    guard array.elements.count <= maximumCount else {
      array.record(
        SpecError(
          path: array.path, expected: "at most \(maximumCount) cards",
          got: "\(array.elements.count) cards"))
      return []
    }
    var cards: [CardSpec] = []
    cards.reserveCapacity(array.elements.count)
    for index in array.elements.indices {
      guard var object = array.object(at: index) else { continue }
      let measurement = CardMeasurement(
        header: height(&object, "header"), body: height(&object, "body"),
        footer: height(&object, "footer"))
      let kind = object.string("kind")
      let realtime = object.bool("realtime") ?? false
      var content: CardContent?
      if var fields = object.object("content") {
        content = CardContent.decode(from: &fields)
      }
      object.finish()
      cards.append(
        CardSpec(measurement: measurement, kind: kind, realtime: realtime, content: content))
    }
    return cards
  }

  private static func height(_ object: inout SpecObject, _ key: String) -> Double {
    guard let value = object.number(key) else { return 0 }
    do {
      try Validation.nonNegative(value, object.path(of: key))
    } catch {
      object.record(SpecError(error), at: key)
      return 0
    }
    return value
  }
}
