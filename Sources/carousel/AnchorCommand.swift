import CarouselJSON
import CarouselLayout
import Foundation

/// `carousel anchor FROM TO --offset X [--inserted I,J,…] [--removed I,J,…]`: the offset in a
/// new layout that keeps the card that was at rest in an old one.
enum AnchorCommand {
  static let usage = """
    carousel anchor FROM TO --offset X [--inserted I,J,...] [--removed I,J,...] [--pretty]
      Keeps the card in place across a change of layout (rotation, size class, Dynamic
      Type, right to left) and of data (cards inserted or removed). Reads the anchor at
      scroll offset X in FROM's layout (the card whose snap offset is nearest, and the
      signed distance past it along the reading direction, in pitches), carries it across
      the data change, and prints {"anchor": {"card": K, "fraction": F}, "offset": Y,
      "card": C}: the anchor in TO's numbering, the offset Y in TO's layout that restores
      it, and the card C at rest at Y (null when TO has no cards).
      --offset X           the scroll offset in FROM's layout (required). Outside FROM's
                           scroll range it reads as pitches past the first or last card;
                           the offset printed is always clamped into TO's range.
      --removed I,J,...    the removed cards' indices in FROM (before the update).
      --inserted I,J,...   the inserted cards' indices in TO (after the update).
      --pretty             indents the JSON.
      --help               prints this help.
      As in a collection view's batch update, removals apply first, then insertions, and
      TO has FROM's cards minus the removed plus the inserted. A removed anchored card
      hands the anchor, at rest, to the card that takes its place (the next surviving
      card, or the last when none follows); when no card of FROM survives, TO rests at
      its first card.
    Example (rotating a compact carousel at rest on card 1):
      carousel anchor Examples/compact.json Examples/compact-landscape.json --offset 361
      {"anchor":{"card":1,"fraction":0},"offset":820,"card":1}
    """

  static func run(_ arguments: inout ArgumentList) throws {
    guard let offset = try arguments.number("--offset") else {
      throw ToolError.badInput("--offset is required (a number)")
    }
    let insertedText = try arguments.option("--inserted")
    let removedText = try arguments.option("--removed")
    let pretty = arguments.flag("--pretty")
    let fromPath = try arguments.positional("FROM")
    let toPath = try arguments.positional("TO")
    try arguments.finish()
    let from = try geometry(fromPath)
    let to = try geometry(toPath)
    let removed = try indices(removedText, option: "--removed", count: from.cardCount, of: "FROM")
    let inserted = try indices(insertedText, option: "--inserted", count: to.cardCount, of: "TO")
    let surviving = from.cardCount - removed.count
    guard surviving + inserted.count == to.cardCount else {
      throw ToolError.badInput(
        "\(toPath): cards: expected \(surviving + inserted.count) cards (FROM's "
          + "\(from.cardCount) − \(removed.count) removed + \(inserted.count) inserted), "
          + "got \(to.cardCount)")
    }

    var anchor = try ReleaseArguments.engine { try from.track.anchor(atOffset: CGFloat(offset)) }
      .adjusted(removingCardsAt: removed, insertingCardsAt: inserted, survivingCards: surviving)
    anchor.card = min(anchor.card, max(0, to.cardCount - 1))
    let target = try ReleaseArguments.engine { try to.track.offset(restoring: anchor) }

    var json = JSONWriter()
    json.object { json in
      json.key("anchor")
      json.object { json in
        json.key("card")
        json.integer(anchor.card)
        json.key("fraction")
        json.number(anchor.fraction, decimals: 6)
      }
      json.key("offset")
      json.number(target)
      json.key("card")
      if to.cardCount > 0 {
        json.integer(to.track.currentCard(atOffset: target))
      } else {
        json.null()
      }
    }
    json.finish()
    InputOutput.writeJSON(json, pretty: pretty)
  }

  /// Lays out the carousel spec at `path`, naming the file on each line of its errors (there
  /// are two specs).
  static func geometry(_ path: String) throws -> CarouselGeometry {
    let bytes = try InputOutput.readSpec(path)  // its errors name the path already
    do {
      return try CarouselSpec.parse(bytes).geometry()
    } catch {
      let lines = error.description.split(separator: "\n").map { "\(path): \($0)" }
      throw ToolError.badInput(lines.joined(separator: "\n"))
    }
  }

  /// Reads `I,J,…`: distinct card indices in `0..<count`.
  static func indices(_ text: String?, option: String, count: Int, of spec: String) throws
    -> IndexSet
  {
    guard let text else { return IndexSet() }
    var result = IndexSet()
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let index = Int(item), index >= 0, index < count, !result.contains(index) else {
        throw ToolError.badInput(
          "\(option): expected distinct card indices in 0..<\(count) (\(spec)'s cards), "
            + "separated by commas, got \(text)")
      }
      result.insert(index)
    }
    return result
  }
}
