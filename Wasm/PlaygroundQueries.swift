// The playground's queries on the carousel last built (see PlaygroundExports.swift). Each
// returns its numbers in `carousel_playground_numbers()`; without a carousel they return zeros.

import CarouselJSON
import CarouselLayout

func playgroundWrite(_ values: [Double]) {
  for (index, value) in values.prefix(64).enumerated() { playground.numbers[index] = value }
}

func playgroundRect(_ rect: CGRect) -> [Double] {
  [rect.minX, rect.minY, rect.width, rect.height]
}

func playgroundAnatomy(_ anatomy: CardAnatomy) -> [Double] {
  playgroundRect(anatomy.frame) + playgroundRect(anatomy.header) + playgroundRect(anatomy.body)
    + playgroundRect(anatomy.footer)
}

/// The carousel's shape: 0 mode (0 carousel, 1 stack, 2 empty) · 1 cards · 2–3 viewport ·
/// 4–5 content size · 6 container height · 7 header height · 8 maximum offset · 9 rest
/// offset · 10 card width · 11 cards per page · 12 snap offsets · 13 leading inset ·
/// 14 pages · 15 See All shown (0/1) · 16 snapping (0/1) · 17 right to left (0/1) ·
/// 18 resting tolerance · 19 snap budget.
@_cdecl("carousel_playground_summary")
public func playgroundSummary() {
  guard let c = playground.carousel else {
    return playgroundWrite([Double](repeating: 0, count: 20))
  }
  let mode: Double = c.track.mode == .carousel ? 0 : (c.track.mode == .stack ? 1 : 2)
  var snapping: Double = 0
  if case .snapping = c.configuration.scrolling { snapping = 1 }
  playgroundWrite([
    mode, Double(c.cardCount), c.viewport.width, c.viewport.height, c.contentSize.width,
    c.contentSize.height, c.containerHeight, c.headerHeight, c.track.maximumOffset,
    c.track.restOffset,
    c.track.cardWidth, Double(c.track.cardsPerPage), Double(c.track.snapOffsetCount),
    c.track.leadingInset,
    Double(c.track.pageCount), c.track.showsSeeAll ? 1 : 0, snapping,
    c.track.layoutDirection == .rightToLeft ? 1 : 0, c.track.restingTolerance,
    Double(c.track.snapBudget),
  ])
}

/// The cards whose frames reach into `minX…maxX`: numbers 0 (first) and 1 (end, exclusive).
@_cdecl("carousel_playground_card_range")
public func playgroundCardRange(_ minX: Double, _ maxX: Double) {
  guard let c = playground.carousel, minX.isFinite, maxX.isFinite else {
    return playgroundWrite([0, 0])
  }
  let range = c.track.cardRange(horizontallyIn: minX, maxX)
  playgroundWrite([Double(range.lowerBound), Double(range.upperBound)])
}

/// Card `index`'s anatomy: frame, header, body and footer regions (x, y, width, height each),
/// in content coordinates.
@_cdecl("carousel_playground_card")
public func playgroundCard(_ index: Int32) {
  guard let c = playground.carousel, index >= 0, Int(index) < c.cardCount else {
    return playgroundWrite([Double](repeating: 0, count: 16))
  }
  playgroundWrite(playgroundAnatomy(c.anatomy(ofCard: Int(index))))
}

/// The header cell at `offset`: 0 shown (0/1) · 1–4 its frame · 5 See All shown · 6–9 See
/// All's frame, in viewport coordinates. The header stays put while the cards rubber-band past
/// either end (as in UIKit and SwiftUI, where it sits outside the scrolling cards): its frame
/// follows the offset clamped into the scroll range, as the engine's does.
@_cdecl("carousel_playground_header")
public func playgroundHeader(_ offset: Double) {
  guard let c = playground.carousel, offset.isFinite, let header = c.headerLayout(atOffset: offset)
  else { return playgroundWrite([Double](repeating: 0, count: 10)) }
  let clamped = min(max(offset, 0), c.track.maximumOffset)
  let frame = header.frame.offsetBy(dx: -clamped, dy: 0)
  let seeAll = header.seeAll.map { $0.offsetBy(dx: -clamped, dy: 0) }
  playgroundWrite(
    [1] + playgroundRect(frame) + [seeAll == nil ? 0 : 1]
      + playgroundRect(seeAll ?? CGRect(x: 0, y: 0, width: 0, height: 0)))
}

/// The empty state: 0 shown (0/1) · 1–4 its frame.
@_cdecl("carousel_playground_empty_state")
public func playgroundEmptyState() {
  guard let frame = playground.carousel?.emptyStateFrame else {
    return playgroundWrite([0, 0, 0, 0, 0])
  }
  playgroundWrite([1] + playgroundRect(frame))
}

/// The empty state's words, from the spec read last (`"emptyState"`, the previews' defaults
/// where it says nothing): its length, the text in `carousel_playground_text()` as
/// `{"title", "description", "actions": […]}`, the actions in order (a secondary only beside a
/// primary).
@_cdecl("carousel_playground_empty_state_text")
public func playgroundEmptyStateText() -> Int32 {
  let emptyState = playground.spec?.emptyState ?? EmptyStateSpec()
  var json = JSONWriter()
  json.object { json in
    json.key("title")
    json.string(emptyState.title ?? "No Cards Yet")
    json.key("description")
    json.string(
      emptyState.description ?? "Cards will appear here as soon as there are any.")
    json.key("actions")
    json.array { json in
      for action in emptyState.actions { json.string(action) }
    }
  }
  playground.text = json.bytes
  playground.text.append(0)
  return Int32(playground.text.count - 1)
}

/// Snap offset `index`.
@_cdecl("carousel_playground_snap_offset")
public func playgroundSnapOffset(_ index: Int32) -> Double {
  guard let c = playground.track, index >= 0, Int(index) < c.snapOffsetCount else { return 0 }
  return c.snapOffset(at: Int(index))
}
