/// One rule of the guideline that ``GuidelineLinter`` checks (`Docs/SPECIFICATION.md` §6),
/// with the guideline's advice and the section of the specification behind it.
///
/// The raw value is the rule's name in `carousel lint --json`. Rules are declared in the order
/// the linter reports findings that share a JSON path.
package enum GuidelineRule: String, Sendable, Hashable, CaseIterable, Comparable {
  /// A carousel with one or two cards.
  case fewerThanThreeCards
  /// A carousel without a header title.
  case missingHeaderTitle
  /// Cards of different kinds in one carousel.
  case mixedCardKinds
  /// A masonry section with one to eight cards.
  case masonryUnderNineCards
  /// A carousel card marked as showing critical or real-time content.
  case realtimeContent
  /// Cards narrower than ``GuidelineLinter/minimumCardWidth`` in a carousel or a masonry.
  case narrowCards
  /// No height cap (`"maximumCardHeight": "none"`) in a carousel whose tallest card is more
  /// than twice as tall as its shortest.
  case uncappedUnevenHeights
  /// A card alignment other than top where it changes nothing: under a uniform height policy,
  /// or for stacked cards.
  case ineffectiveCardAlignment

  /// The section of `Docs/SPECIFICATION.md` that states the rule: `6.1`, `6.2`, … in declaration order.
  package var specificationSection: String {
    "6.\((Self.allCases.firstIndex(of: self) ?? 0) + 1)"
  }

  /// What the guideline says, quoted where it has words for it (SAP Fiori for iOS "Carousel
  /// Layout", the SAP Fiori for Android carousel guideline), ending with the section of
  /// `Docs/SPECIFICATION.md` that states the rule: `… — Docs/SPECIFICATION.md §6.1`.
  package var advice: String {
    "\(guidance) — Docs/SPECIFICATION.md §\(specificationSection)"
  }

  private var guidance: String {
    switch self {
    case .fewerThanThreeCards:
      return
        "SAP Fiori for iOS: \"Don’t use a carousel if it contains less than three cards. "
        + "Instead, place the cards below each other.\""
    case .missingHeaderTitle:
      return
        "SAP Fiori for iOS: \"We also recommend using the carousel in combination with the "
        + "header cell to give the carousel a title so that it is clear what the cards within "
        + "the carousel refer to.\""
    case .mixedCardKinds:
      return
        "SAP Fiori for Android: the cards in a carousel \"should be closely related to each "
        + "other\", and one carousel should not mix different kinds of card. Give "
        + "each kind of card its own carousel."
    case .masonryUnderNineCards:
      return
        "SAP Fiori for iOS recommends masonry for nine cards or more. Place fewer than "
        + "nine cards one above the other, or in a carousel."
    case .realtimeContent:
      return
        "SAP Fiori for iOS: \"Don’t use a carousel if the content on the cards is critical "
        + "for users to see, such as important KPIs (key performance indicators) or statuses "
        + "that can change in real time.\" Show such cards where they are always visible."
    case .narrowCards:
      return
        "This package's threshold (a decision, not the guideline's): a card narrower than "
        + "240 pt leaves too little room for its header, body and footer inside the card's "
        + "16 pt padding. Show fewer cards per page, or fewer columns."
    case .uncappedUnevenHeights:
      return
        "SAP Fiori for iOS caps cards at 520 pt and stretches shorter cards to the tallest; "
        + "without the cap, one card with long content sets the height of the whole row. Lift "
        + "the cap only where text would be clipped (large Dynamic Type sizes, SAP issue "
        + "#1465); natural heights (\"heightPolicy\": \"natural\") at least keep the shorter "
        + "cards short."
    case .ineffectiveCardAlignment:
      return
        "SAP's SwiftUI carousel aligns cards of natural height within the row; under a "
        + "uniform height policy every card fills the row, and stacked cards each fill their "
        + "own row, so the alignment changes nothing. Remove it, or use natural heights "
        + "(\"heightPolicy\": \"natural\")."
    }
  }

  /// Orders rules as declared.
  package static func < (lhs: GuidelineRule, rhs: GuidelineRule) -> Bool {
    lhs.order < rhs.order
  }

  private var order: Int {
    Self.allCases.firstIndex(of: self) ?? 0
  }
}
