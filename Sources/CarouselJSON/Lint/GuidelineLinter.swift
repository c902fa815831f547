import CarouselLayout

#if canImport(Foundation)
  import Foundation
#endif

/// Checks a carousel spec or a page spec against the rules of the guideline that a tool can
/// check (`Docs/SPECIFICATION.md` §6), and reports what it finds with the JSON path of the field to change.
///
/// The rules — when each fires and the severity it reports — are ``GuidelineRule``'s cases
/// (``GuidelineRule/firesWhen``, ``GuidelineRule/severityText``): the one rule table, which
/// `carousel lint --help` prints and `Docs/TOOL.md` shows (``GuidelineRule/markdownTable``).
///
/// Widths come from the engine, laid out as `carousel layout` lays the spec out (in a page,
/// with the page's insets). An empty carousel or masonry is an empty state, not a choice of
/// layout, so the count rules stay quiet for it; cards without a `kind` are not counted as a
/// kind of their own.
///
/// Findings are sorted by JSON path — keys by name, array indices by number, a path before
/// the paths inside it — then by rule, in ``GuidelineRule``'s declaration order.
///
/// ```swift
/// let spec = try CarouselSpec.parse(Array(json.utf8))
/// for finding in try GuidelineLinter.findings(for: spec) {
///   print(finding)   // warning  configuration.header.title  the carousel has no header cell  (…)
/// }
/// ```
package enum GuidelineLinter {
  /// The fewest cards a carousel should hold: "Don’t use a carousel if it contains less than
  /// three cards."
  package static let minimumCarouselCards = 3
  /// The fewest cards a masonry should hold: "The guideline recommends masonry for nine cards
  /// or more."
  package static let minimumMasonryCards = 9
  /// The narrowest card the linter accepts, in points (this package's decision).
  package static let minimumCardWidth: CGFloat = 240

  // MARK: - Checking specs

  /// The findings for a carousel spec, sorted by JSON path, then rule.
  ///
  /// - Throws: ``SpecError`` when the engine refuses the spec (a spec read by
  ///   ``CarouselSpec/parse(_:)`` never is).
  /// - Complexity: O(n log n) in the number of cards (O(n) without findings per card).
  package static func findings(for spec: CarouselSpec) throws(SpecError) -> [GuidelineFinding] {
    let carousel = try spec.geometry()
    var drafts: [Draft] = []
    checkCarousel(
      carousel, cards: spec.cards, at: FindingPath(components: []), titledAbove: false,
      inPage: false, into: &drafts)
    return sorted(drafts)
  }

  /// The findings for a page spec, sorted by JSON path, then rule. Carousel sections are
  /// checked like carousel specs, masonry sections for their card count and width; a
  /// carousel right below a header section with a title counts as titled.
  ///
  /// - Throws: ``SpecError`` when the engine refuses the page (a page read by
  ///   ``PageSpec/decode(_:)`` never is).
  /// - Complexity: O(n log n) in the number of cards.
  package static func findings(for spec: PageSpec) throws(SpecError) -> [GuidelineFinding] {
    let page = try spec.page()
    var drafts: [Draft] = []
    for (index, section) in page.sections.enumerated() {
      let path = FindingPath(components: [.key("sections"), .index(index)])
      switch section.layout {
      case .carousel(let carousel):
        checkCarousel(
          carousel, cards: spec.sections[index].cards, at: path,
          titledAbove: hasTitledHeader(spec, above: index), inPage: true, into: &drafts)
      case .masonry(let masonry):
        checkMasonry(masonry, at: path, into: &drafts)
      case .header, .list, .emptyState:
        break
      }
    }
    return sorted(drafts)
  }

  // MARK: - Rules

  private static func checkCarousel(
    _ carousel: CarouselGeometry, cards: [CardSpec], at path: FindingPath, titledAbove: Bool,
    inPage: Bool, into drafts: inout [Draft]
  ) {
    let configuration = carousel.configuration
    let count = carousel.cardCount
    if count > 0, count < minimumCarouselCards {
      let kept = carousel.track.mode == .carousel
      drafts.append(
        Draft(
          kept ? .error : .info, .fewerThanThreeCards, path.key("cards"),
          kept
            ? "\(cardCount(count)), kept in a carousel (\"fewCardsRule\": \"keepCarousel\")"
            : "\(cardCount(count)) in a carousel: the layout "
              + (count == 1
                ? "shows it on its own, full width between the insets"
                : "places them one above the other, full width between the insets")
              + (configuration.fewCardsRule == .alwaysStack
                ? " (\"fewCardsRule\": \"alwaysStack\")" : " (\"fewCardsRule\": \"stack\")")))
    }
    if let message = mixedKinds(cards, cardsPath: path.key("cards")) {
      drafts.append(Draft(.warning, .mixedCardKinds, path.key("cards"), message))
    }
    for (index, card) in cards.enumerated() where card.realtime {
      drafts.append(
        Draft(
          .error, .realtimeContent, path.key("cards").index(index).key("realtime"),
          "card \(grouped(index)) shows critical or real-time content in a carousel"))
    }
    // Findings on `configuration.*` sort after those on `cards…`; sorted among themselves
    // here, they keep the whole list in order without a sort over every card's finding.
    var configurationDrafts: [Draft] = []
    if configuration.header.map({ isBlank($0.title) }) ?? true, !titledAbove {
      var message =
        configuration.header == nil
        ? "the carousel has no header cell" : "the carousel's header cell has a blank title"
      if inPage {
        message += ", and no header section with a title sits right above the carousel"
      }
      configurationDrafts.append(
        Draft(
          .warning, .missingHeaderTitle, path.key("configuration").key("header").key("title"),
          message))
    }
    if carousel.track.mode == .carousel, carousel.track.cardWidth < minimumCardWidth {
      let field: String
      let how: String
      if case .cardWidth = configuration.visibleCards {
        field = "cardWidth"
        how = "a fixed width"
      } else {
        field = "visibleCards"
        how = "\(cardCount(carousel.track.cardsPerPage)) per page"
      }
      configurationDrafts.append(
        Draft(
          .warning, .narrowCards, path.key("configuration").key(field),
          "cards are \(points(carousel.track.cardWidth)) wide (\(how) in a "
            + "\(points(carousel.viewport.width)) viewport), below the "
            + "\(points(minimumCardWidth)) minimum"))
    }
    checkHeights(carousel, at: path.key("configuration"), into: &configurationDrafts)
    drafts.append(contentsOf: configurationDrafts.sorted(by: Draft.precedes))
  }

  /// The height rules: no cap over uneven cards, and an alignment that changes nothing.
  private static func checkHeights(
    _ carousel: CarouselGeometry, at path: FindingPath, into drafts: inout [Draft]
  ) {
    let configuration = carousel.configuration
    if carousel.track.mode == .carousel, configuration.cardHeightCap == .unlimited {
      var shortest = CGFloat.infinity
      for index in 0..<carousel.cardCount {
        shortest = min(shortest, carousel.heights.height(ofCard: index))
      }
      let tallest = carousel.heights.tallest
      if tallest > 2 * shortest {
        drafts.append(
          Draft(
            .info, .uncappedUnevenHeights, path.key("maximumCardHeight"),
            "no height cap (\"maximumCardHeight\": \"none\"), and the tallest card "
              + "(\(points(tallest))) is more than twice the shortest (\(points(shortest)))"))
      }
    }
    if configuration.cardAlignment != .top, carousel.track.mode != .empty {
      let reason: String? =
        configuration.heightPolicy != .natural
        ? "the \"\(configuration.heightPolicy.rawValue)\" height policy makes every card as "
          + "tall as the row"
        : carousel.track.mode == .stack ? "stacked cards each fill their own row" : nil
      if let reason {
        drafts.append(
          Draft(
            .info, .ineffectiveCardAlignment, path.key("cardAlignment"),
            "\"cardAlignment\": \"\(configuration.cardAlignment.rawValue)\" changes nothing: "
              + reason))
      }
    }
  }

  private static func checkMasonry(
    _ masonry: MasonryLayout, at path: FindingPath, into drafts: inout [Draft]
  ) {
    let count = masonry.cardCount
    if count > 0, count < minimumMasonryCards {
      drafts.append(
        Draft(
          .info, .masonryUnderNineCards, path.key("cards"),
          "\(cardCount(count)) in a masonry, which the guideline recommends for "
            + "\(grouped(minimumMasonryCards)) or more"))
    }
    if count > 0, masonry.columnCount >= 2, masonry.cardWidth < minimumCardWidth {
      drafts.append(
        Draft(
          .warning, .narrowCards, path.key("configuration").key("columns"),
          "cards are \(points(masonry.cardWidth)) wide (\(grouped(masonry.columnCount)) columns "
            + "in a \(points(masonry.viewport.width)) viewport), below the "
            + "\(points(minimumCardWidth)) minimum"))
    }
  }

  /// The message for cards of two or more kinds, naming each kind (the first few) with its
  /// count and its first card; `nil` when the cards share one kind or name none.
  private static func mixedKinds(_ cards: [CardSpec], cardsPath: FindingPath) -> String? {
    var kinds: [String] = []
    var tally: [String: (count: Int, first: Int)] = [:]
    for (index, card) in cards.enumerated() {
      guard let kind = card.kind else { continue }
      if let entry = tally[kind] {
        tally[kind] = (entry.count + 1, entry.first)
      } else {
        tally[kind] = (1, index)
        kinds.append(kind)
      }
    }
    guard kinds.count >= 2 else { return nil }
    let shown = 4
    var parts = kinds.prefix(shown).map { kind in
      let entry = tally[kind] ?? (0, 0)
      let at = entry.count == 1 ? "at" : "first at"
      return "\(quoted(kind)) (\(cardCount(entry.count)), \(at) \(cardsPath.index(entry.first)))"
    }
    if kinds.count > shown { parts.append("and \(grouped(kinds.count - shown)) more") }
    return "\(grouped(kinds.count)) kinds of card in one carousel: "
      + parts.joined(separator: ", ")
  }

  // MARK: - Private

  /// A finding before sorting, with its path as components.
  private struct Draft {
    var path: FindingPath
    var finding: GuidelineFinding

    init(
      _ severity: GuidelineSeverity, _ rule: GuidelineRule, _ path: FindingPath, _ message: String
    ) {
      self.path = path
      self.finding = GuidelineFinding(
        severity: severity, rule: rule, path: path.description, message: message)
    }

    /// Whether `lhs` comes before `rhs`: by path, then by rule.
    static func precedes(_ lhs: Draft, _ rhs: Draft) -> Bool {
      (lhs.path, lhs.finding.rule) < (rhs.path, rhs.finding.rule)
    }
  }

  /// The findings in path, then rule, order. The checks append in that order already, so this
  /// only confirms it (O(n)); the sort is a safety net.
  private static func sorted(_ drafts: [Draft]) -> [GuidelineFinding] {
    let inOrder = zip(drafts, drafts.dropFirst()).allSatisfy { !Draft.precedes($1, $0) }
    return (inOrder ? drafts : drafts.sorted(by: Draft.precedes)).map { $0.finding }
  }

  private static func hasTitledHeader(_ spec: PageSpec, above index: Int) -> Bool {
    guard index > 0, case .header(let header) = spec.sections[index - 1].content else {
      return false
    }
    return !isBlank(header.title)
  }

  /// Whether `title` is empty or only white space and line breaks: the scalars Foundation's
  /// `.whitespacesAndNewlines` trims (general category Z, tab, U+000A–U+000D and U+0085: the
  /// 25 scalars of Unicode's White_Space property). Listed here, not read from Foundation or
  /// the standard library's property tables, so the playground's WebAssembly module lints the
  /// same way without carrying those tables.
  private static func isBlank(_ title: String) -> Bool {
    title.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F,
        0x205F, 0x3000:
        return true
      default:
        return false
      }
    }
  }

  private static func cardCount(_ count: Int) -> String {
    count == 1 ? "1 card" : "\(grouped(count)) cards"
  }

  private static func points(_ value: CGFloat) -> String {
    "\(grouped(NumberText.rounded(Double(value)))) pt"
  }

  /// `count` with its digits in groups of three, as the documents write numbers (10 000).
  private static func grouped(_ count: Int) -> String {
    grouped(String(count))
  }

  /// A number's text with the digits before its decimal point in groups of three
  /// (`1180.5` → `1 180.5`); text that is not plain digits (`inf`, `1e+16`) is left as it is.
  /// Works on UTF-8 bytes, so the WebAssembly module needs no Unicode tables for it.
  private static func grouped(_ number: String) -> String {
    let bytes = Array(number.utf8)
    let start = bytes.first == UInt8(ascii: "-") ? 1 : 0
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: ".") { end += 1 }
    let digits = bytes[start..<end]
    guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return number
    }
    var text = Array(bytes[..<start])
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { text.append(UInt8(ascii: " ")) }
      text.append(digit)
    }
    text += bytes[end...]
    return String(decoding: text, as: UTF8.self)
  }

  /// A kind as a JSON string, shortened to 40 characters, so that quotes and line breaks in
  /// it cannot break the one-line output.
  private static func quoted(_ kind: String) -> String {
    var json = JSONWriter()
    json.string(kind.count > 40 ? String(kind.prefix(40)) + "…" : kind)
    return json.text
  }
}
