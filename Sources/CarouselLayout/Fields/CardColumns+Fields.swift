// The JSON shape of the masonry, list and page configurations: what the `carousel` tool reads
// in a page spec's sections and `Codable` writes. Every field is optional and defaults to the
// initialiser's value; the height cap is `maximumCardHeight`, as in a carousel.
#if canImport(Foundation)
  import Foundation
#endif

extension MasonryConfiguration {
  /// Reads a masonry configuration: `columns` (`"automatic"` or a count), `columnSpacing`,
  /// `cardSpacing`, `insets`, `order`, `maximumCardHeight`; mistakes recorded in `fields`.
  ///
  /// - Complexity: O(1).
  package static func read(from fields: inout some FieldReader) -> MasonryConfiguration {
    var configuration = MasonryConfiguration()
    if let columns = fields.field(
      "columns", expected: MasonryColumns.fieldExpectation, MasonryColumns.init(fieldValue:))
    {
      configuration.columns = columns
    }
    if let spacing = fields.numberField("columnSpacing") {
      configuration.columnSpacing = CGFloat(spacing)
    }
    if let spacing = fields.numberField("cardSpacing") {
      configuration.cardSpacing = CGFloat(spacing)
    }
    configuration.insets = Insets.read("insets", from: &fields)
    if let order = fields.choiceField("order", of: MasonryOrder.self) {
      configuration.order = order
    }
    if let cap = fields.field(
      "maximumCardHeight", expected: CardHeightCap.fieldExpectation,
      CardHeightCap.init(fieldValue:))
    {
      configuration.cardHeightCap = cap
    }
    return configuration
  }

  /// Writes every field (`insets` only when set).
  ///
  /// - Complexity: O(1).
  package func write(to fields: inout some FieldWriter) {
    fields.writeField("columns", columns.fieldValue)
    fields.writeNumber("columnSpacing", Double(columnSpacing))
    fields.writeNumber("cardSpacing", Double(cardSpacing))
    if let insets { fields.writeObject("insets") { insets.write(to: &$0) } }
    fields.writeChoice("order", order)
    fields.writeField("maximumCardHeight", cardHeightCap.fieldValue)
  }
}

extension ListConfiguration {
  /// Reads a list configuration: `insets`, `spacing`, `maximumCardHeight`; mistakes recorded
  /// in `fields`.
  ///
  /// - Complexity: O(1).
  package static func read(from fields: inout some FieldReader) -> ListConfiguration {
    var configuration = ListConfiguration()
    configuration.insets = Insets.read("insets", from: &fields)
    if let spacing = fields.numberField("spacing") { configuration.spacing = CGFloat(spacing) }
    if let cap = fields.field(
      "maximumCardHeight", expected: CardHeightCap.fieldExpectation,
      CardHeightCap.init(fieldValue:))
    {
      configuration.cardHeightCap = cap
    }
    return configuration
  }

  /// Writes every field (`insets` only when set).
  ///
  /// - Complexity: O(1).
  package func write(to fields: inout some FieldWriter) {
    if let insets { fields.writeObject("insets") { insets.write(to: &$0) } }
    fields.writeNumber("spacing", Double(spacing))
    fields.writeField("maximumCardHeight", cardHeightCap.fieldValue)
  }
}

extension PageConfiguration {
  /// Reads a page configuration: `insets`, `sectionSpacing`, `spacingBelowHeader`; mistakes
  /// recorded in `fields`.
  ///
  /// - Complexity: O(1).
  package static func read(from fields: inout some FieldReader) -> PageConfiguration {
    var configuration = PageConfiguration()
    configuration.insets = Insets.read("insets", from: &fields)
    if let spacing = fields.numberField("sectionSpacing") {
      configuration.sectionSpacing = CGFloat(spacing)
    }
    if let spacing = fields.numberField("spacingBelowHeader") {
      configuration.spacingBelowHeader = CGFloat(spacing)
    }
    return configuration
  }

  /// Writes every field (`insets` only when set).
  ///
  /// - Complexity: O(1).
  package func write(to fields: inout some FieldWriter) {
    if let insets { fields.writeObject("insets") { insets.write(to: &$0) } }
    fields.writeNumber("sectionSpacing", Double(sectionSpacing))
    fields.writeNumber("spacingBelowHeader", Double(spacingBelowHeader))
  }
}
