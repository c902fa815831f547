extension GuidelineRule {
  /// When the rule fires, in one line: the second column of the rule table that
  /// `carousel lint --help`, `Docs/TOOL.md` and ``GuidelineLinter``'s documentation show.
  package var firesWhen: String {
    switch self {
    case .fewerThanThreeCards: "a carousel has 1–2 cards"
    case .missingHeaderTitle:
      "a carousel's header cell is missing or has a blank title, and (in a page) the section "
        + "right above is not a header section with a title"
    case .mixedCardKinds: "a carousel's cards have two or more different `\"kind\"` values"
    case .masonryUnderNineCards: "a masonry section has 1–8 cards"
    case .realtimeContent: "a carousel card has `\"realtime\": true`"
    case .narrowCards:
      "cards narrower than 240 pt in a carousel that is not stacked, or in a masonry of 2 or "
        + "more columns"
    case .uncappedUnevenHeights:
      "`\"maximumCardHeight\": \"none\"` in a carousel that is not stacked and whose tallest "
        + "card is more than twice its shortest"
    case .ineffectiveCardAlignment:
      "a `cardAlignment` other than `\"top\"` under a uniform height policy, or for stacked "
        + "cards"
    }
  }

  /// The severity the rule reports, in words: the table's third column.
  package var severityText: String {
    switch self {
    case .fewerThanThreeCards:
      "error with `\"fewCardsRule\": \"keepCarousel\"`; info with `\"stack\"`, which already "
        + "places the cards one above the other"
    case .missingHeaderTitle, .mixedCardKinds, .narrowCards: "warning"
    case .masonryUnderNineCards, .uncappedUnevenHeights, .ineffectiveCardAlignment: "info"
    case .realtimeContent: "error"
    }
  }

  /// The rule table in Markdown, one row per rule in declaration order: the one list of
  /// rules, which `Docs/TOOL.md` shows (a test keeps it equal) and `carousel lint --help`
  /// prints as text.
  ///
  /// - Complexity: O(1) (eight rules).
  package static var markdownTable: String {
    var rows = ["| rule | fires when | severity |", "|---|---|---|"]
    for rule in allCases {
      rows.append("| `\(rule.rawValue)` | \(rule.firesWhen) | \(rule.severityText) |")
    }
    return rows.joined(separator: "\n")
  }
}
