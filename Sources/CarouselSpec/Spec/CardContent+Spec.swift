import CarouselLayout

extension CardContent {
  /// Reads a card's `content` object: `{"title", "subtitle", "kpi", "body": text,
  /// "actions": [text]}`, every member optional; an unknown member is an error that names the
  /// member it is closest to (`cards[2].content.titel: no such field; did you mean "title"?`).
  ///
  /// - Throws: ``SpecError`` naming the path of the first invalid member.
  /// - Complexity: O(members + actions).
  public static func decode(from object: inout SpecObject) throws(SpecError) -> CardContent {
    let title = try object.string("title")
    let subtitle = try object.string("subtitle")
    let kpi = try object.string("kpi")
    let body = try object.string("body")
    var actions: [String] = []
    if let elements = try object.array("actions") {
      let path = object.path(of: "actions")
      for (index, element) in elements.enumerated() {
        guard case .string(let action) = element else {
          throw SpecError(path: "\(path)[\(index)]", expected: "a string", got: element.summary)
        }
        actions.append(action)
      }
    }
    try object.finish()
    return CardContent(title: title, subtitle: subtitle, kpi: kpi, body: body, actions: actions)
  }
}

extension CardContent {
  /// The content of `cards` by index, for the previews: empty when no card has content (so a
  /// million skeleton cards cost no array), else one value a card, empty for a card without.
  ///
  /// - Complexity: O(n).
  public static func of(_ cards: [CardSpec]) -> [CardContent] {
    guard cards.contains(where: { $0.content != nil }) else { return [] }
    return cards.map { $0.content ?? CardContent() }
  }
}
