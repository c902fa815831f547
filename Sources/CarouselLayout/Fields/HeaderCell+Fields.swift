#if canImport(Foundation)
  import Foundation
#endif

extension HeaderCell {
  /// Reads a `header` object; every field is optional (`title` defaults to "", the others to
  /// ``init(title:seeAll:height:seeAllWidth:)``'s defaults).
  package static func read(from fields: inout some FieldReader) -> HeaderCell {
    let defaults = HeaderCell(title: "")
    let header = HeaderCell(
      title: fields.stringField("title") ?? "",
      seeAll: fields.choiceField("seeAll", of: SeeAllVisibility.self) ?? defaults.seeAll,
      height: fields.numberField("height").map { CGFloat($0) } ?? defaults.height,
      seeAllWidth: fields.numberField("seeAllWidth").map { CGFloat($0) } ?? defaults.seeAllWidth)
    fields.finishFields()
    return header
  }

  /// Writes every field.
  package func write(to fields: inout some FieldWriter) {
    fields.writeField("title", .string(title))
    fields.writeChoice("seeAll", seeAll)
    fields.writeNumber("height", Double(height))
    fields.writeNumber("seeAllWidth", Double(seeAllWidth))
  }
}
