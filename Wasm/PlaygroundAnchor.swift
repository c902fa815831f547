// The playground's anchor export (see PlaygroundExports.swift): the card at rest carried across
// a change of layout and data, from the spec read before the last to the last, as the
// `carousel anchor` command carries it (the conformance runner's anchor cases).

import CarouselLayout

/// The anchor at `offset` on the carousel read before the last, carried to the carousel read
/// last. Numbers hold the removed card indices (the earlier carousel's numbering) and then the
/// inserted ones (the later carousel's), `removedCount` and `insertedCount` of them (64 in
/// all at most); removals apply first. Numbers then hold 0 the anchor's card · 1 its fraction
/// · 2 the offset that restores it · 3 the card at rest there (−1 without cards). Returns 0,
/// or the negated length of the error in `carousel_playground_text()`.
@_cdecl("carousel_playground_anchor")
public func playgroundAnchor(_ offset: Double, _ removedCount: Int32, _ insertedCount: Int32)
  -> Int32
{
  guard let from = playground.previousTrack, let to = playground.track else {
    return -playgroundSetText("spec: two specs must be read first")
  }
  do throws(CarouselLayoutError) {
    let removedLength = max(0, min(Int(removedCount), 64))
    let insertedLength = max(0, min(Int(insertedCount), 64 - removedLength))
    let removed = try anchorIndices(0, removedLength, "removed", count: from.cardCount)
    let inserted = try anchorIndices(
      removedLength, insertedLength, "inserted", count: to.cardCount)
    let surviving = from.cardCount - removed.count
    guard surviving + inserted.count == to.cardCount else {
      throw CarouselLayoutError(
        field: "to.cards", expected: "\(surviving + inserted.count) cards",
        value: String(to.cardCount))
    }
    // The batch-update rule every host shares (`CarouselAnchor.adjusted(removingCardsAt:…)`).
    var anchor = try from.anchor(atOffset: offset).adjusted(
      removingCardsAt: removed, insertingCardsAt: inserted, survivingCards: surviving)
    anchor.card = min(anchor.card, max(0, to.cardCount - 1))
    let target = try to.offset(restoring: anchor)
    playgroundWrite([
      Double(anchor.card), anchor.fraction, target,
      to.cardCount > 0 ? Double(to.currentCard(atOffset: target)) : -1,
    ])
    return 0
  } catch {
    return -playgroundSetText(error.description)
  }
}

/// Distinct card indices in `0 ..< count`, from numbers `start ..< start + length`.
private func anchorIndices(_ start: Int, _ length: Int, _ field: String, count: Int)
  throws(CarouselLayoutError) -> [Int]
{
  var result: [Int] = []
  for position in 0..<length {
    let value = playground.numbers[start + position]
    guard value.isFinite, value == value.rounded(), value >= 0, value < Double(count) else {
      throw CarouselLayoutError(
        field: "\(field)[\(position)]", expected: "a distinct card index in 0..<\(count)",
        value: NumberText.plain(value))
    }
    let index = Int(value)
    guard !result.contains(index) else {
      throw CarouselLayoutError(
        field: "\(field)[\(position)]", expected: "a distinct card index in 0..<\(count)",
        value: String(index))
    }
    result.append(index)
  }
  return result
}
