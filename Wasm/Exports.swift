// The WebAssembly module's C ABI: thin `@_cdecl` functions over the engine, built by
// Scripts/build-wasm into .build/wasm/CarouselLayout.wasm (Docs/WEBASSEMBLY.md has the same
// table with an example). Every number is an f64, every count and status an i32, every
// pointer an i32 offset into the module's memory, which callers fill and read through
// `carousel_alloc`.
//
// | export | does |
// |---|---|
// | `carousel_alloc(bytes) -> ptr` | allocates `bytes` bytes, 16-byte aligned (0 on failure) |
// | `carousel_free(ptr)` | frees what `carousel_alloc` returned |
// | `carousel_error(out, capacity) -> length` | the last error's message, UTF-8: copies at most `capacity` bytes to `out`, returns its whole length |
// | `carousel_layout(record, first, limit, out, capacity) -> count` | lays the carousel out: the summary, then cards `first ..< first + limit` (clamped) |
// | `carousel_snap_offsets(record, first, limit, out, capacity) -> count` | snap offsets `first ..< first + limit` (clamped) |
// | `carousel_snap(record, offset, velocity, projected, out) -> status` | where a release comes to rest: `out[0]` target, `out[1]` card at rest (-1 without cards) |
// | `carousel_glide(record, offset, velocity, projected, reduceMotion, interval, out, capacity) -> count` | the motion to rest sampled every `interval` ms: pairs (t, offset) |
// | `carousel_anchor(from, to, offset, removed, removedCount, inserted, insertedCount, out) -> status` | the anchor at `offset` in FROM carried to TO: `out[0]` card, `out[1]` fraction, `out[2]` offset, `out[3]` card at rest (-1 without cards) |
//
// `carousel_layout` builds the whole layout (O(n) in the cards); every other export answers
// from the carousel's track (`CarouselTrack`, O(1) in the cards), which does not read the
// cards' heights: a height that the layout would refuse is only reported by `carousel_layout`.
//
// A function that returns a count returns the number of f64 values it needs (writing them
// only when `capacity` is at least that), or -1 for an invalid input (`carousel_error` says
// which field and value). A status is 0, or -1 for an invalid input. `projected` is NaN for
// none; `reduceMotion` is 0 or 1; `removed` and `inserted` point to i32 card indices
// (FROM's numbering for removed, TO's for inserted; removals apply first, as in the
// `carousel anchor` command).
//
// The carousel record, f64 values: [0] the number F of fixed values before the cards (30 in
// this version; a record with fewer has the defaults for the fields it lacks), [1] the card
// count n, [2] viewport width, [3] viewport height, [4] size class (0 compact, 1 regular),
// [5] direction (0 left to right, 1 right to left), [6] leading and [7] trailing inset (NaN:
// the size class's insets, and none above or below), [8] spacing, [9] visible cards (0
// automatic, 1 a count, 2 a card width) with [10] the count or width, [11] peek (NaN:
// 2 × spacing), [12] height policy (0 uniform, 1 uniform visible, 2 natural), [13] scrolling
// (0 snapping, 1 free), [14] snap limit (0 automatic, 1 one, 2 page, 3 a count, 4 unlimited)
// with [15] the count, [16] deceleration rate (0 the default, 1 normal, 2 fast, 3 custom)
// with [17] the custom rate per ms, [18] minimum flick velocity, [19] maximum card height
// (+∞: no cap), [20] header cell (0 none, 1 one) with [21] its height, [22] See All (0
// automatic, 1 always, 2 never), [23] See All width, [24] few-cards rule (0 stack, 1 keep
// the carousel, 2 stack every card), [25] empty-state height, [26] height reference offset (NaN: the rest
// position), [27] top and [28] bottom inset (read when [6] is a number), [29] card alignment
// under natural heights (0 top, 1 center, 2 bottom); then n × 3 values: each card's header,
// body and footer heights.
//
// The layout: [0] content width, [1] content height, [2] mode (0 carousel, 1 stack, 2 empty),
// [3] card count, [4] snap offset count, [5…8] header cell frame x, y, width, height and
// [9…12] its See All frame, [13…16] the empty state's frame (NaN × 4 for each one absent),
// [17] the first card written, [18] the number k of cards written; then k × 16 values: each
// card's frame, header, body and footer rects (x, y, width, height).
import CarouselLayout

/// The last error's message, for `carousel_error`.
nonisolated(unsafe) private var lastError: [UInt8] = []

/// Runs `body`, turning an engine error into -1 and its message into the last error.
private func reporting(_ body: () throws(CarouselLayoutError) -> Int32) -> Int32 {
  do throws(CarouselLayoutError) {
    return try body()
  } catch {
    lastError = Array(error.description.utf8)
    return -1
  }
}

/// Writes `values` to `out` when they fit in `capacity`; returns their count.
private func deliver(_ values: [Double], _ out: UnsafeMutablePointer<Double>, _ capacity: Int32)
  -> Int32
{
  if values.count <= Int(capacity) {
    for index in values.indices { out[index] = values[index] }
  }
  return Int32(truncatingIfNeeded: values.count)
}

/// A rect as four values, or four NaNs for none.
private func append(_ rect: CGRect?, to values: inout [Double]) {
  guard let rect else {
    values.append(contentsOf: [.nan, .nan, .nan, .nan])
    return
  }
  values.append(contentsOf: [rect.minX, rect.minY, rect.width, rect.height])
}

/// The range `first ..< first + limit`, clamped to `0 ..< count`.
private func window(_ first: Int32, _ limit: Int32, count: Int) -> Range<Int> {
  let low = min(max(Int(first), 0), count)
  let high = low + min(max(Int(limit), 0), count - low)
  return low..<high
}

/// `carousel_alloc(bytes) -> ptr`: `bytes` bytes of the module's memory, 16-byte aligned.
@_cdecl("carousel_alloc")
public func carouselAlloc(_ bytes: Int32) -> UnsafeMutableRawPointer? {
  guard bytes > 0 else { return nil }
  return UnsafeMutableRawPointer.allocate(byteCount: Int(bytes), alignment: 16)
}

/// `carousel_free(ptr)`: frees what `carousel_alloc` returned (0 is ignored).
@_cdecl("carousel_free")
public func carouselFree(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.deallocate()
}

/// `carousel_error(out, capacity) -> length`: the last error's message in UTF-8.
@_cdecl("carousel_error")
public func carouselError(_ out: UnsafeMutablePointer<UInt8>, _ capacity: Int32) -> Int32 {
  for index in 0..<min(lastError.count, max(0, Int(capacity))) { out[index] = lastError[index] }
  return Int32(truncatingIfNeeded: lastError.count)
}

/// `carousel_layout(record, first, limit, out, capacity) -> count`: the layout summary and
/// cards `first ..< first + limit`.
@_cdecl("carousel_layout")
public func carouselLayout(
  _ record: UnsafePointer<Double>, _ first: Int32, _ limit: Int32,
  _ out: UnsafeMutablePointer<Double>, _ capacity: Int32
) -> Int32 {
  reporting { () throws(CarouselLayoutError) -> Int32 in
    let carousel = try CarouselRecord(record).geometry()
    let cards = window(first, limit, count: carousel.cardCount)
    // The count must fit the i32 result (and 32-bit `Int` arithmetic).
    guard cards.count <= (Int(Int32.max) - 19) / 16 else {
      throw CarouselLayoutError(
        field: "limit", expected: "at most \((Int(Int32.max) - 19) / 16) cards",
        value: String(cards.count))
    }
    var values: [Double] = []
    values.reserveCapacity(19 + 16 * cards.count)
    let mode: Double
    switch carousel.track.mode {
    case .carousel: mode = 0
    case .stack: mode = 1
    case .empty: mode = 2
    }
    values.append(contentsOf: [
      carousel.contentSize.width, carousel.contentSize.height, mode,
      Double(carousel.cardCount), Double(carousel.track.snapOffsetCount),
    ])
    let header = carousel.headerLayout()
    append(header?.frame, to: &values)
    append(header?.seeAll, to: &values)
    append(carousel.emptyStateFrame, to: &values)
    values.append(contentsOf: [Double(cards.lowerBound), Double(cards.count)])
    for index in cards {
      let anatomy = carousel.anatomy(ofCard: index)
      append(anatomy.frame, to: &values)
      append(anatomy.header, to: &values)
      append(anatomy.body, to: &values)
      append(anatomy.footer, to: &values)
    }
    return deliver(values, out, capacity)
  }
}

/// `carousel_snap_offsets(record, first, limit, out, capacity) -> count`: snap offsets
/// `first ..< first + limit`.
@_cdecl("carousel_snap_offsets")
public func carouselSnapOffsets(
  _ record: UnsafePointer<Double>, _ first: Int32, _ limit: Int32,
  _ out: UnsafeMutablePointer<Double>, _ capacity: Int32
) -> Int32 {
  reporting { () throws(CarouselLayoutError) -> Int32 in
    let track = try CarouselRecord(record).track()
    let indices = window(first, limit, count: track.snapOffsetCount)
    return deliver(indices.map { track.snapOffset(at: $0) }, out, capacity)
  }
}

/// `carousel_snap(record, offset, velocity, projected, out) -> status`: the resting target and
/// the card at rest there.
@_cdecl("carousel_snap")
public func carouselSnap(
  _ record: UnsafePointer<Double>, _ offset: Double, _ velocity: Double, _ projected: Double,
  _ out: UnsafeMutablePointer<Double>
) -> Int32 {
  reporting { () throws(CarouselLayoutError) -> Int32 in
    let track = try CarouselRecord(record).track()
    let target = try track.targetOffset(
      releasedAt: offset, velocity: velocity, projected: projected.isNaN ? nil : projected)
    out[0] = target
    out[1] = track.cardCount > 0 ? Double(track.currentCard(atOffset: target)) : -1
    return 0
  }
}

/// `carousel_glide(record, offset, velocity, projected, reduceMotion, interval, out, capacity)
/// -> count`: the motion to rest as (t, offset) pairs.
@_cdecl("carousel_glide")
public func carouselGlide(
  _ record: UnsafePointer<Double>, _ offset: Double, _ velocity: Double, _ projected: Double,
  _ reduceMotion: Int32, _ interval: Double, _ out: UnsafeMutablePointer<Double>,
  _ capacity: Int32
) -> Int32 {
  reporting { () throws(CarouselLayoutError) -> Int32 in
    guard interval.isFinite, interval >= 0.1 else {
      throw CarouselLayoutError(
        field: "interval", expected: "a number of milliseconds ≥ 0.1",
        value: NumberText.plain(interval))
    }
    let track = try CarouselRecord(record).track()
    let motion = try track.motion(
      releasedAt: offset, velocity: velocity, projected: projected.isNaN ? nil : projected,
      reduceMotion: reduceMotion != 0)
    let samples = motion.samples(every: interval)
    guard samples.count <= Int(Int32.max) / 2 else {
      throw CarouselLayoutError(
        field: "interval", expected: "fewer than 2^30 samples",
        value: NumberText.plain(interval))
    }
    var values: [Double] = []
    if 2 * samples.count <= Int(capacity) {
      values.reserveCapacity(2 * samples.count)
      for sample in samples { values.append(contentsOf: [sample.time, sample.offset]) }
      return deliver(values, out, capacity)
    }
    return Int32(2 * samples.count)
  }
}

/// `carousel_anchor(from, to, offset, removed, removedCount, inserted, insertedCount, out)
/// -> status`: the anchor carried across a layout and data change.
@_cdecl("carousel_anchor")
public func carouselAnchor(
  _ fromRecord: UnsafePointer<Double>, _ toRecord: UnsafePointer<Double>, _ offset: Double,
  _ removed: UnsafePointer<Int32>, _ removedCount: Int32,
  _ inserted: UnsafePointer<Int32>, _ insertedCount: Int32,
  _ out: UnsafeMutablePointer<Double>
) -> Int32 {
  reporting { () throws(CarouselLayoutError) -> Int32 in
    let from = try CarouselRecord(fromRecord).track()
    let to = try CarouselRecord(toRecord).track()
    let removedCards = try indices(removed, removedCount, "removed", count: from.cardCount)
    let insertedCards = try indices(inserted, insertedCount, "inserted", count: to.cardCount)
    let surviving = from.cardCount - removedCards.count
    guard surviving + insertedCards.count == to.cardCount else {
      throw CarouselLayoutError(
        field: "to.cards", expected: "\(surviving + insertedCards.count) cards",
        value: String(to.cardCount))
    }
    // The batch-update rule every host shares (`CarouselAnchor.adjusted(removingCardsAt:…)`).
    var anchor = try from.anchor(atOffset: offset).adjusted(
      removingCardsAt: removedCards, insertingCardsAt: insertedCards, survivingCards: surviving)
    anchor.card = min(anchor.card, max(0, to.cardCount - 1))
    let target = try to.offset(restoring: anchor)
    out[0] = Double(anchor.card)
    out[1] = anchor.fraction
    out[2] = target
    out[3] = to.cardCount > 0 ? Double(to.currentCard(atOffset: target)) : -1
    return 0
  }
}

/// Distinct card indices in `0 ..< count`, from an i32 array.
private func indices(
  _ pointer: UnsafePointer<Int32>, _ length: Int32, _ field: String, count: Int
) throws(CarouselLayoutError) -> [Int] {
  var result: [Int] = []
  for position in 0..<max(0, Int(length)) {
    let index = Int(pointer[position])
    guard index >= 0, index < count, !result.contains(index) else {
      throw CarouselLayoutError(
        field: "\(field)[\(position)]", expected: "a distinct card index in 0..<\(count)",
        value: String(index))
    }
    result.append(index)
  }
  return result
}
