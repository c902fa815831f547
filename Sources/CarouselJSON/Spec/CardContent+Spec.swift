import CarouselLayout

extension CardContent {
  /// Reads a card's `content` object: `{"title", "subtitle", "kpi", "body": text,
  /// "actions": [text]}`, every member optional; an unknown member is a mistake that names the
  /// member it is closest to (`cards[2].content.titel: no such field; did you mean "title"?`).
  /// Mistakes are recorded in `object` and the member read as absent.
  ///
  /// - Complexity: O(members + actions).
  package static func decode(from object: inout SpecObject) -> CardContent {
    let title = object.string("title")
    let subtitle = object.string("subtitle")
    let kpi = object.string("kpi")
    let body = object.string("body")
    var actions: [String] = []
    if let list = object.elements("actions") {
      for (index, element) in list.elements.enumerated() {
        guard case .string(let action) = element else {
          list.record(
            SpecError(path: "\(list.path)[\(index)]", expected: "a string", got: element.summary),
            atElement: index)
          continue
        }
        actions.append(action)
      }
    }
    object.finish()
    return CardContent(title: title, subtitle: subtitle, kpi: kpi, body: body, actions: actions)
  }
}

extension CardContent {
  /// The content of `cards` by index, for the previews: empty when no card has content (so a
  /// million skeleton cards cost no array), else one value a card, empty for a card without.
  ///
  /// - Complexity: O(n).
  package static func of(_ cards: [CardSpec]) -> [CardContent] {
    guard cards.contains(where: { $0.content != nil }) else { return [] }
    return cards.map { $0.content ?? CardContent() }
  }
}
