import CarouselLayout
import Foundation
import Testing

/// The engine's `Codable` format: the shape the `carousel` tool reads in a spec (one shape per
/// type, read and written by the engine's shared field readers and writers in `Fields/`), pinned
/// byte for byte (`JSONEncoder`, sorted keys), and 0.1.0's format (recorded from its encoder
/// before the change: nested `visibleCards`, `scrolling`, `cardHeightCap`, enums with payloads
/// as `{"count": {"_0": 3}}`), which still decodes to the same values.
@Suite struct CodableFormatTests {
  /// Encodes `value`, expects `json`, and decodes `json` back to `value`.
  private func check<T: Codable & Equatable>(
    _ value: T, _ json: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let encoded = String(decoding: try encoder.encode(value), as: UTF8.self)
    #expect(encoded == json, sourceLocation: sourceLocation)
    let decoded = try JSONDecoder().decode(T.self, from: Data(json.utf8))
    #expect(decoded == value, sourceLocation: sourceLocation)
  }

  /// Decodes `json` as `value`'s type and expects `value`.
  private func decodes<T: Decodable & Equatable>(
    _ json: String, as value: T, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let decoded = try JSONDecoder().decode(T.self, from: Data(json.utf8))
    #expect(decoded == value, sourceLocation: sourceLocation)
  }

  /// Decoding `json` as `T` fails with a `DecodingError` whose description mentions `text`.
  private func rejects<T: Decodable>(
    _ type: T.Type, _ json: String, _ text: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      _ = try JSONDecoder().decode(T.self, from: Data(json.utf8))
      Issue.record("\(json) decoded as \(T.self)", sourceLocation: sourceLocation)
    } catch let error as DecodingError {
      #expect("\(error)".contains(text), "\(error)", sourceLocation: sourceLocation)
    } catch {
      Issue.record("not a DecodingError: \(error)", sourceLocation: sourceLocation)
    }
  }

  @Test("string enums encode as their raw values")
  func rawValueEnums() throws {
    for value in SizeClass.allCases { try check(value, "\"\(value.rawValue)\"") }
    for value in LayoutDirection.allCases { try check(value, "\"\(value.rawValue)\"") }
    for value in HeightPolicy.allCases { try check(value, "\"\(value.rawValue)\"") }
    for value in CardAlignment.allCases { try check(value, "\"\(value.rawValue)\"") }
    for value in FewCardsRule.allCases { try check(value, "\"\(value.rawValue)\"") }
    for value in SeeAllVisibility.allCases { try check(value, "\"\(value.rawValue)\"") }
    for value in CarouselMode.allCases { try check(value, "\"\(value.rawValue)\"") }
    for value in CarouselKey.allCases { try check(value, "\"\(value.rawValue)\"") }
    for value in AccessibilityScrollDirection.allCases { try check(value, "\"\(value.rawValue)\"") }
    for value in AccessibilityAdjustment.allCases { try check(value, "\"\(value.rawValue)\"") }
    for value in MasonryOrder.allCases { try check(value, "\"\(value.rawValue)\"") }
    for value in SectionKind.allCases { try check(value, "\"\(value.rawValue)\"") }
    try check(HeightPolicy.uniformVisible, #""uniformVisible""#)
    rejects(SizeClass.self, #""wide""#, "wide")
  }

  @Test("values that are one field in a spec encode as that field's number or string")
  func fieldValues() throws {
    try check(SnapLimit.automatic, #""automatic""#)
    try check(SnapLimit.one, #""one""#)
    try check(SnapLimit.page, #""page""#)
    try check(SnapLimit.count(4), "4")
    try check(SnapLimit.unlimited, #""unlimited""#)
    try check(DecelerationRate.normal, #""normal""#)
    try check(DecelerationRate.fast, #""fast""#)
    try check(DecelerationRate.custom(0.995), "0.995")
    try check(MasonryColumns.automatic, #""automatic""#)
    try check(MasonryColumns.fixed(3), "3")
    try check(CardHeightCap.points(520), "520")
    try check(CardHeightCap.unlimited, #""none""#)
    rejects(SnapLimit.self, #""two""#, #"got "two""#)
    rejects(SnapLimit.self, "2.5", "got 2.5")
    rejects(DecelerationRate.self, #""slow""#, "slow")
    rejects(MasonryColumns.self, "true", "typeMismatch")
    rejects(CardHeightCap.self, #""tall""#, #""none", got "tall""#)
    rejects(CardHeightCap.self, #"{"points":{"_0":1},"unlimited":{}}"#, "Invalid number of keys")
  }

  @Test("0.1.0's enums with payloads still decode")
  func legacyFieldValues() throws {
    try decodes(#"{"automatic":{}}"#, as: SnapLimit.automatic)
    try decodes(#"{"one":{}}"#, as: SnapLimit.one)
    try decodes(#"{"page":{}}"#, as: SnapLimit.page)
    try decodes(#"{"count":{"_0":4}}"#, as: SnapLimit.count(4))
    try decodes(#"{"unlimited":{}}"#, as: SnapLimit.unlimited)
    try decodes(#"{"normal":{}}"#, as: DecelerationRate.normal)
    try decodes(#"{"fast":{}}"#, as: DecelerationRate.fast)
    try decodes(#"{"custom":{"_0":0.995}}"#, as: DecelerationRate.custom(0.995))
    try decodes(#"{"automatic":{}}"#, as: MasonryColumns.automatic)
    try decodes(#"{"fixed":{"_0":3}}"#, as: MasonryColumns.fixed(3))
    try decodes(#"{"points":{"_0":520}}"#, as: CardHeightCap.points(520))
    try decodes(#"{"unlimited":{}}"#, as: CardHeightCap.unlimited)
    try decodes(
      #"{"snapping":{"limit":{"count":{"_0":2}}}}"#, as: ScrollingMode.snapping(limit: .count(2)))
  }

  @Test("enums with payloads: a one-member object named by the case")
  func payloadEnums() throws {
    try check(VisibleCards.automatic, #"{"automatic":{}}"#)
    try check(VisibleCards.count(3), #"{"count":{"_0":3}}"#)
    try check(VisibleCards.cardWidth(150.5), #"{"cardWidth":{"_0":150.5}}"#)
    try check(ScrollingMode.snapping, #"{"snapping":{"limit":"automatic"}}"#)
    try check(ScrollingMode.snapping(limit: .count(2)), #"{"snapping":{"limit":2}}"#)
    try check(ScrollingMode.free, #"{"free":{}}"#)
    try check(CarouselNavigation.nextCard, #"{"nextCard":{}}"#)
    try check(CarouselNavigation.previousCard, #"{"previousCard":{}}"#)
    try check(CarouselNavigation.nextPage, #"{"nextPage":{}}"#)
    try check(CarouselNavigation.previousPage, #"{"previousPage":{}}"#)
    try check(CarouselNavigation.first, #"{"first":{}}"#)
    try check(CarouselNavigation.last, #"{"last":{}}"#)
    try check(CarouselNavigation.card(7), #"{"card":{"_0":7}}"#)
    try check(CarouselNavigation.page(2), #"{"page":{"_0":2}}"#)
    try check(PageIndicator.hidden, #"{"hidden":{}}"#)
    try check(PageIndicator.dots(count: 5, current: 1), #"{"dots":{"count":5,"current":1}}"#)
    try check(PageIndicator.text(current: 3, count: 12), #"{"text":{"count":12,"current":3}}"#)
  }

  @Test("enums with payloads reject no case, two cases, an unknown case and a missing payload")
  func payloadEnumErrors() {
    rejects(VisibleCards.self, #"{}"#, "Invalid number of keys found, expected one.")
    rejects(VisibleCards.self, #"{"automatic":{},"count":{"_0":1}}"#, "Invalid number of keys")
    rejects(VisibleCards.self, #"{"many":{}}"#, "Invalid number of keys")
    rejects(VisibleCards.self, #"{"count":{}}"#, "_0")
    rejects(VisibleCards.self, #""automatic""#, "typeMismatch")
    rejects(PageIndicator.self, #"{"dots":{"count":5}}"#, "current")
    rejects(ScrollingMode.self, #"{"snapping":{}}"#, "limit")
  }

  @Test("structs: every member by name, nil optionals left out, in the tool's shape")
  func structs() throws {
    try check(
      Insets(leading: 16, trailing: 24), #"{"bottom":0,"leading":16,"top":0,"trailing":24}"#)
    try check(
      Insets(top: 4, leading: 16, bottom: 8, trailing: 24),
      #"{"bottom":8,"leading":16,"top":4,"trailing":24}"#)
    try check(
      CardMeasurement(header: 56, body: 120.25, footer: 44),
      #"{"body":120.25,"footer":44,"header":56}"#)
    try check(
      HeaderCell(title: "Recommended \"for you\"", seeAll: .always, height: 44, seeAllWidth: 80),
      #"{"height":44,"seeAll":"always","seeAllWidth":80,"title":"Recommended \"for you\""}"#)
    try check(
      CarouselAnchor(card: 3, fraction: -0.25), #"{"card":3,"followsCard":true,"fraction":-0.25}"#)
    try check(CarouselAnchor.start, #"{"card":0,"followsCard":false,"fraction":0}"#)
    try check(
      CarouselConfiguration(),
      #"{"cardAlignment":"top","emptyStateHeight":240,"fewCardsRule":"stack","#
        + #""heightPolicy":"uniform","maximumCardHeight":520,"minimumFlickVelocity":0.3,"#
        + #""scrolling":"snapping","snapLimit":"automatic","spacing":8,"visibleCards":"automatic"}"#
    )
    var full = CarouselConfiguration(
      insets: Insets(leading: 20, trailing: 10), spacing: 12, visibleCards: .count(2),
      peek: 30, heightPolicy: .natural, cardAlignment: .bottom, scrolling: .free,
      decelerationRate: .custom(0.997), minimumFlickVelocity: 0.5, maximumCardHeight: 400,
      header: HeaderCell(title: "Deals", seeAll: .never, height: 50, seeAllWidth: 90),
      fewCardsRule: .keepCarousel, emptyStateHeight: 200)
    let start =
      #"{"cardAlignment":"bottom","decelerationRate":0.997,"emptyStateHeight":200,"#
      + #""fewCardsRule":"keepCarousel","#
      + #""header":{"height":50,"seeAll":"never","seeAllWidth":90,"title":"Deals"},"#
      + #""heightPolicy":"natural","insets":{"bottom":0,"leading":20,"top":0,"trailing":10},"#
    let end =
      #","minimumFlickVelocity":0.5,"peek":30,"scrolling":"free","spacing":12,"visibleCards":2}"#
    try check(full, start + #""maximumCardHeight":400"# + end)
    full.cardHeightCap = .unlimited
    try check(full, start + #""maximumCardHeight":"none""# + end)
    try check(
      CarouselConfiguration(
        visibleCards: .cardWidth(311), scrolling: .snapping(limit: .count(3)),
        decelerationRate: .fast),
      #"{"cardAlignment":"top","cardWidth":311,"decelerationRate":"fast","#
        + #""emptyStateHeight":240,"fewCardsRule":"stack","heightPolicy":"uniform","#
        + #""maximumCardHeight":520,"minimumFlickVelocity":0.3,"scrolling":"snapping","#
        + #""snapLimit":3,"spacing":8}"#)
    try check(
      MasonryConfiguration(),
      #"{"cardSpacing":8,"columnSpacing":8,"columns":"automatic","maximumCardHeight":520,"#
        + #""order":"topMost"}"#)
    var masonry = MasonryConfiguration(
      columns: .fixed(3), columnSpacing: 10, cardSpacing: 6, insets: Insets(12),
      order: .roundRobin, maximumCardHeight: 300)
    let masonryStart =
      #"{"cardSpacing":6,"columnSpacing":10,"columns":3,"#
      + #""insets":{"bottom":0,"leading":12,"top":0,"trailing":12},"#
    try check(masonry, masonryStart + #""maximumCardHeight":300,"order":"roundRobin"}"#)
    masonry.cardHeightCap = .unlimited
    try check(masonry, masonryStart + #""maximumCardHeight":"none","order":"roundRobin"}"#)
    try check(ListConfiguration(), #"{"maximumCardHeight":520,"spacing":8}"#)
    try check(
      ListConfiguration(insets: Insets(8), spacing: 4, maximumCardHeight: 100),
      #"{"insets":{"bottom":0,"leading":8,"top":0,"trailing":8},"maximumCardHeight":100,"#
        + #""spacing":4}"#)
    try check(PageConfiguration(), #"{"sectionSpacing":24,"spacingBelowHeader":0}"#)
    try check(
      PageConfiguration(insets: Insets(16), sectionSpacing: 32, spacingBelowHeader: 8),
      #"{"insets":{"bottom":0,"leading":16,"top":0,"trailing":16},"sectionSpacing":32,"#
        + #""spacingBelowHeader":8}"#)
  }

  @Test("every member of a configuration is optional: an empty object is the defaults")
  func emptyObjects() throws {
    try decodes("{}", as: CarouselConfiguration())
    try decodes("{}", as: MasonryConfiguration())
    try decodes("{}", as: ListConfiguration())
    try decodes("{}", as: PageConfiguration())
    try decodes("{}", as: HeaderCell(title: ""))
    try decodes("{}", as: CardMeasurement(header: 0, body: 0, footer: 0))
    try decodes(
      #"{"spacing":12,"header":{"title":"Deals"}}"#,
      as: CarouselConfiguration(spacing: 12, header: HeaderCell(title: "Deals")))
  }

  /// JSON that 0.1.0's `JSONEncoder` wrote (sorted keys), recorded from its encoder on main at
  /// 8e43a83, before the format became the tool's.
  @Test("JSON written by 0.1.0 decodes to the same values")
  func legacySamples() throws {
    try decodes(
      #"{"cardAlignment":"top","cardHeightCap":{"points":{"_0":520}},"emptyStateHeight":240,"#
        + #""fewCardsRule":"stack","heightPolicy":"uniform","minimumFlickVelocity":0.3,"#
        + #""scrolling":{"snapping":{"limit":{"automatic":{}}}},"spacing":8,"#
        + #""visibleCards":{"automatic":{}}}"#,
      as: CarouselConfiguration())
    try decodes(
      #"{"cardAlignment":"center","cardHeightCap":{"points":{"_0":400}},"#
        + #""decelerationRate":{"normal":{}},"emptyStateHeight":200,"#
        + #""fewCardsRule":"alwaysStack","#
        + #""header":{"height":50,"seeAll":"always","seeAllWidth":90,"title":"Deals"},"#
        + #""heightPolicy":"uniformVisible","insets":{"bottom":6,"leading":20,"top":4,"#
        + #""trailing":10},"minimumFlickVelocity":0.5,"peek":30,"#
        + #""scrolling":{"snapping":{"limit":{"count":{"_0":3}}}},"spacing":12,"#
        + #""visibleCards":{"cardWidth":{"_0":311}}}"#,
      as: CarouselConfiguration(
        insets: Insets(top: 4, leading: 20, bottom: 6, trailing: 10), spacing: 12,
        visibleCards: .cardWidth(311), peek: 30, heightPolicy: .uniformVisible,
        cardAlignment: .center, scrolling: .snapping(limit: .count(3)),
        decelerationRate: .normal, minimumFlickVelocity: 0.5, maximumCardHeight: 400,
        header: HeaderCell(title: "Deals", seeAll: .always, height: 50, seeAllWidth: 90),
        fewCardsRule: .alwaysStack, emptyStateHeight: 200))
    var unlimited = CarouselConfiguration(
      visibleCards: .count(2), scrolling: .snapping(limit: .page), decelerationRate: .fast)
    unlimited.cardHeightCap = .unlimited
    try decodes(
      #"{"cardAlignment":"top","cardHeightCap":{"unlimited":{}},"decelerationRate":{"fast":{}},"#
        + #""emptyStateHeight":240,"fewCardsRule":"stack","heightPolicy":"uniform","#
        + #""minimumFlickVelocity":0.3,"scrolling":{"snapping":{"limit":{"page":{}}}},"#
        + #""spacing":8,"visibleCards":{"count":{"_0":2}}}"#,
      as: unlimited)
    try decodes(
      #"{"cardAlignment":"top","cardHeightCap":{"points":{"_0":520}},"#
        + #""decelerationRate":{"custom":{"_0":0.995}},"emptyStateHeight":240,"#
        + #""fewCardsRule":"stack","heightPolicy":"uniform","minimumFlickVelocity":0.3,"#
        + #""scrolling":{"snapping":{"limit":{"unlimited":{}}}},"spacing":8,"#
        + #""visibleCards":{"automatic":{}}}"#,
      as: CarouselConfiguration(
        scrolling: .snapping(limit: .unlimited), decelerationRate: .custom(0.995)))
    try decodes(
      #"{"cardAlignment":"bottom","cardHeightCap":{"unlimited":{}},"#
        + #""decelerationRate":{"custom":{"_0":0.997}},"emptyStateHeight":200,"#
        + #""fewCardsRule":"keepCarousel","#
        + #""header":{"height":50,"seeAll":"never","seeAllWidth":90,"title":"Deals"},"#
        + #""heightPolicy":"natural","insets":{"bottom":0,"leading":20,"top":0,"trailing":10},"#
        + #""minimumFlickVelocity":0.5,"peek":30,"scrolling":{"free":{}},"spacing":12,"#
        + #""visibleCards":{"count":{"_0":2}}}"#,
      as: {
        var full = CarouselConfiguration(
          insets: Insets(leading: 20, trailing: 10), spacing: 12, visibleCards: .count(2),
          peek: 30, heightPolicy: .natural, cardAlignment: .bottom, scrolling: .free,
          decelerationRate: .custom(0.997), minimumFlickVelocity: 0.5,
          header: HeaderCell(title: "Deals", seeAll: .never, height: 50, seeAllWidth: 90),
          fewCardsRule: .keepCarousel, emptyStateHeight: 200)
        full.cardHeightCap = .unlimited
        return full
      }())
    var masonry = MasonryConfiguration(columns: .fixed(2), order: .roundRobin)
    masonry.cardHeightCap = .unlimited
    try decodes(
      #"{"cardHeightCap":{"unlimited":{}},"cardSpacing":8,"columnSpacing":8,"#
        + #""columns":{"fixed":{"_0":2}},"order":"roundRobin"}"#,
      as: masonry)
    try decodes(
      #"{"cardHeightCap":{"points":{"_0":300}},"cardSpacing":6,"columnSpacing":10,"#
        + #""columns":{"fixed":{"_0":3}},"#
        + #""insets":{"bottom":0,"leading":12,"top":0,"trailing":12},"order":"roundRobin"}"#,
      as: MasonryConfiguration(
        columns: .fixed(3), columnSpacing: 10, cardSpacing: 6, insets: Insets(12),
        order: .roundRobin, maximumCardHeight: 300))
    try decodes(
      #"{"cardHeightCap":{"points":{"_0":520}},"#
        + #""insets":{"bottom":3,"leading":2,"top":1,"trailing":4},"spacing":5}"#,
      as: ListConfiguration(insets: Insets(top: 1, leading: 2, bottom: 3, trailing: 4), spacing: 5))
    try decodes(
      #"{"insets":{"bottom":3,"leading":2,"top":1,"trailing":4},"sectionSpacing":10,"#
        + #""spacingBelowHeader":3}"#,
      as: PageConfiguration(
        insets: Insets(top: 1, leading: 2, bottom: 3, trailing: 4), sectionSpacing: 10,
        spacingBelowHeader: 3))
    try decodes(
      #"{"height":44,"seeAll":"automatic","seeAllWidth":80,"title":"Deals"}"#,
      as: HeaderCell(title: "Deals"))
    try decodes(
      #"{"body":2,"footer":3,"header":1}"#, as: CardMeasurement(header: 1, body: 2, footer: 3))
  }

  @Test("structs ignore unknown members, read null optionals as nil, require the rest")
  func structDecoding() throws {
    let decoder = JSONDecoder()
    let insets = try decoder.decode(
      Insets.self, from: Data(#"{"bottom":4,"leading":1,"trailing":2,"top":3,"left":9}"#.utf8))
    #expect(insets == Insets(top: 3, leading: 1, bottom: 4, trailing: 2))
    let list = try decoder.decode(
      ListConfiguration.self,
      from: Data(#"{"insets":null,"cardHeightCap":{"points":{"_0":520}},"spacing":8}"#.utf8))
    #expect(list == ListConfiguration())
    rejects(Insets.self, #"{"leading":1,"top":0,"bottom":0}"#, "trailing")
    // Members added in 0.1.0 default when they are missing, so JSON written before them
    // still decodes: insets without top and bottom, a configuration without an alignment, and
    // the cap under its old key.
    #expect(
      try decoder.decode(Insets.self, from: Data(#"{"leading":1,"trailing":2}"#.utf8))
        == Insets(leading: 1, trailing: 2))
    var configuration = CarouselConfiguration()
    let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(configuration))
    var old = try #require(encoded as? [String: Any])
    old["cardAlignment"] = nil
    old["cardHeightCap"] = nil
    old["insets"] = nil
    old["maximumCardHeight"] = 400
    configuration.cardHeightCap = .points(400)
    #expect(
      try decoder.decode(
        CarouselConfiguration.self, from: JSONSerialization.data(withJSONObject: old))
        == configuration)
    old["maximumCardHeight"] = nil
    configuration.cardHeightCap = .fiori
    #expect(
      try decoder.decode(
        CarouselConfiguration.self, from: JSONSerialization.data(withJSONObject: old))
        == configuration)
    let oldMasonry =
      #"{"columns":{"automatic":{}},"columnSpacing":8,"cardSpacing":8,"order":"topMost","#
      + #""maximumCardHeight":300}"#
    let masonry = try decoder.decode(MasonryConfiguration.self, from: Data(oldMasonry.utf8))
    #expect(masonry.cardHeightCap == .points(300))
    rejects(CardMeasurement.self, #"{"header":1,"body":"2","footer":3}"#, "typeMismatch")
    rejects(
      CarouselConfiguration.self, #"{"spacing":"8"}"#, #"spacing: expected a number, got "8""#)
    rejects(
      CarouselConfiguration.self, #"{"visibleCards":"many"}"#,
      #"visibleCards: expected "automatic" or a whole number, got "many""#)
    rejects(
      CarouselConfiguration.self, #"{"header":{"seeAll":"sometimes"}}"#,
      #"seeAll: expected "automatic" | "always" | "never", got "sometimes""#)
    rejects(CarouselAnchor.self, #"{"card":1,"fraction":0}"#, "followsCard")
  }
}
