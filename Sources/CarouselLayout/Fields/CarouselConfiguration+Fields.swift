// The configuration's one JSON shape: the fields the `carousel` tool reads in a spec's
// `configuration` (Docs/TOOL.md lists them) and `Codable` writes. Every field is optional and
// defaults to `CarouselConfiguration()`'s value; the visible cards and the scrolling mode are
// two fields each (`visibleCards` or `cardWidth`; `scrolling` and `snapLimit`), the height cap
// is `maximumCardHeight`. A new field is read and written here, once.
#if canImport(Foundation)
  import Foundation
#endif

extension CarouselConfiguration {
  /// Reads a configuration object; every field is optional and defaults to
  /// `CarouselConfiguration()`'s value.
  ///
  /// Fields: `insets {leading, trailing, top, bottom}`, `spacing`, `visibleCards`
  /// (`"automatic"` or a count), `cardWidth`, `peek`, `heightPolicy`, `cardAlignment`,
  /// `scrolling` (`"snapping"` | `"free"`), `snapLimit` (`"automatic"` | `"one"` | `"page"` |
  /// `"unlimited"` | a count), `decelerationRate` (`"normal"` | `"fast"` | a rate),
  /// `minimumFlickVelocity`, `maximumCardHeight` (points or `"none"`), `header {title, seeAll,
  /// height, seeAllWidth}`, `fewCardsRule`, `emptyStateHeight`.
  ///
  /// A field with a mistake keeps its default and the mistake is recorded in `fields`. Ranges
  /// are not checked here (`Validation.check(_:)` does).
  ///
  /// - Complexity: O(1).
  package static func read(from fields: inout some FieldReader) -> CarouselConfiguration {
    var configuration = CarouselConfiguration()
    configuration.insets = Insets.read("insets", from: &fields)
    if let spacing = fields.numberField("spacing") { configuration.spacing = CGFloat(spacing) }
    configuration.visibleCards = readVisibleCards(from: &fields)
    configuration.peek = fields.numberField("peek").map { CGFloat($0) }
    if let policy = fields.choiceField("heightPolicy", of: HeightPolicy.self) {
      configuration.heightPolicy = policy
    }
    if let alignment = fields.choiceField("cardAlignment", of: CardAlignment.self) {
      configuration.cardAlignment = alignment
    }
    configuration.scrolling = readScrolling(from: &fields)
    configuration.decelerationRate = fields.field(
      "decelerationRate", expected: DecelerationRate.fieldExpectation,
      DecelerationRate.init(fieldValue:))
    if let velocity = fields.numberField("minimumFlickVelocity") {
      configuration.minimumFlickVelocity = velocity
    }
    if let cap = fields.field(
      "maximumCardHeight", expected: CardHeightCap.fieldExpectation,
      CardHeightCap.init(fieldValue:))
    {
      configuration.cardHeightCap = cap
    }
    if var header = fields.fieldObject("header") {
      configuration.header = HeaderCell.read(from: &header)
    }
    if let rule = fields.choiceField("fewCardsRule", of: FewCardsRule.self) {
      configuration.fewCardsRule = rule
    }
    if let height = fields.numberField("emptyStateHeight") {
      configuration.emptyStateHeight = CGFloat(height)
    }
    return configuration
  }

  /// Writes every field that is set (`insets`, `peek`, `decelerationRate` and `header` only
  /// when they are not `nil`), in the shape ``read(from:)`` reads.
  ///
  /// - Complexity: O(1).
  package func write(to fields: inout some FieldWriter) {
    if let insets { fields.writeObject("insets") { insets.write(to: &$0) } }
    fields.writeNumber("spacing", Double(spacing))
    switch visibleCards {
    case .automatic: fields.writeField("visibleCards", .string("automatic"))
    case .count(let count): fields.writeNumber("visibleCards", Double(count))
    case .cardWidth(let width): fields.writeNumber("cardWidth", Double(width))
    }
    if let peek { fields.writeNumber("peek", Double(peek)) }
    fields.writeChoice("heightPolicy", heightPolicy)
    fields.writeChoice("cardAlignment", cardAlignment)
    switch scrolling {
    case .snapping(let limit):
      fields.writeField("scrolling", .string("snapping"))
      fields.writeField("snapLimit", limit.fieldValue)
    case .free:
      fields.writeField("scrolling", .string("free"))
    }
    if let decelerationRate { fields.writeField("decelerationRate", decelerationRate.fieldValue) }
    fields.writeNumber("minimumFlickVelocity", minimumFlickVelocity)
    fields.writeField("maximumCardHeight", cardHeightCap.fieldValue)
    if let header { fields.writeObject("header") { header.write(to: &$0) } }
    fields.writeChoice("fewCardsRule", fewCardsRule)
    fields.writeNumber("emptyStateHeight", Double(emptyStateHeight))
  }

  /// `visibleCards` (`"automatic"` or a count) and `cardWidth` (a width instead of a count;
  /// with `"automatic"` too, but not with a count).
  private static func readVisibleCards(from fields: inout some FieldReader) -> VisibleCards {
    let width = fields.numberField("cardWidth").map { CGFloat($0) }
    let fallback = width.map { VisibleCards.cardWidth($0) } ?? .automatic
    guard let value = fields.fieldValue("visibleCards") else { return fallback }
    if value == .string("automatic") { return fallback }
    guard let count = value.count else {
      fields.recordField("visibleCards", expected: "\"automatic\" or a whole number")
      return fallback
    }
    if width != nil {
      fields.recordField("cardWidth", expected: "no card width with a visible count")
    }
    return .count(count)
  }

  /// `scrolling` (`"snapping"` | `"free"`) and `snapLimit` (read under snapping only).
  private static func readScrolling(from fields: inout some FieldReader) -> ScrollingMode {
    let limit =
      fields.field("snapLimit", expected: SnapLimit.fieldExpectation, SnapLimit.init(fieldValue:))
      ?? .automatic
    switch fields.fieldValue("scrolling") {
    case nil, .string("snapping")?: return .snapping(limit: limit)
    case .string("free")?: return .free
    case .some:
      fields.recordField("scrolling", expected: "\"snapping\" | \"free\"")
      return .snapping(limit: limit)
    }
  }
}
