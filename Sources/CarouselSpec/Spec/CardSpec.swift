import CarouselLayout

/// One card of a spec: its measured heights, and what the linter reads about it.
public struct CardSpec: Sendable, Hashable {
  /// The card's measured header, body and footer heights.
  public var measurement: CardMeasurement
  /// What kind of card it is (optional; the linter flags mixed kinds in one carousel).
  public var kind: String?
  /// Whether the card shows critical or real-time content (the linter flags it).
  public var realtime: Bool
  /// What the previews draw on the card (`nil`: the skeleton); it changes no frame.
  public var content: CardContent?

  /// Creates a card spec.
  public init(
    measurement: CardMeasurement, kind: String? = nil, realtime: Bool = false,
    content: CardContent? = nil
  ) {
    self.measurement = measurement
    self.kind = kind
    self.realtime = realtime
    self.content = content
  }

  /// The most cards one spec may hold.
  public static let maximumCount = 1_000_000

  /// Reads a `cards` array: each card `{"header": h, "body": b, "footer": f}` (each height
  /// optional, default 0), with optional `"kind"`, `"realtime"` and `"content"`
  /// (``/CarouselLayout/CardContent``).
  ///
  /// - Throws: ``SpecError`` naming the path of the first invalid card field.
  /// - Complexity: O(n).
  public static func decodeCards(_ elements: [JSONValue], path: String) throws(SpecError)
    -> [CardSpec]
  {
    guard elements.count <= maximumCount else {
      throw SpecError(
        path: path, expected: "at most \(maximumCount) cards",
        got: "\(elements.count) cards")
    }
    var cards: [CardSpec] = []
    cards.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      var object = try SpecObject(element, array: path, index: index)
      let measurement = CardMeasurement(
        header: try height(&object, "header"), body: try height(&object, "body"),
        footer: try height(&object, "footer"))
      let kind = try object.string("kind")
      let realtime = try object.bool("realtime") ?? false
      var content: CardContent?
      if var fields = try object.object("content") {
        content = try CardContent.decode(from: &fields)
      }
      try object.finish()
      cards.append(
        CardSpec(measurement: measurement, kind: kind, realtime: realtime, content: content))
    }
    return cards
  }

  private static func height(_ object: inout SpecObject, _ key: String) throws(SpecError) -> Double
  {
    let value = try object.number(key) ?? 0
    do {
      try Validation.nonNegative(value, object.path(of: key))
    } catch {
      throw SpecError(error)
    }
    return value
  }
}
