import CarouselJSON
import CarouselLayout
import Foundation

/// One question to the WebAssembly module, through its one ABI (the spec reader's exports,
/// `Wasm/Playground*.swift`): the specs it reads, as JSON text, and what the native engine
/// answers to the same question, read from the same text as the module reads it (the values
/// the runner collects from the exports, `Tests/Conformance/wasm-runner.mjs`, or the error
/// message).
struct WasmRequest {
  /// The specs the request reads, as JSON text (the carousel, or FROM and TO for an anchor).
  var specs: [String]
  /// The request's other members, as JSON (`"op": …, …`; the runner reads them).
  var fields: String
  /// The native answer: the values, or the error message.
  var native: Result<[Double], WasmError>
  /// What the request is, for failure messages.
  var label: String

  /// An error message, as the module reports it.
  struct WasmError: Error, Equatable {
    var message: String
  }

  // MARK: - The exports, natively

  /// `carousel_playground_summary`, `_header` at the rest offset, `_empty_state`, then the
  /// window `first ..< first + limit` (clamped) and `_card` for each card in it.
  static func layout(_ spec: String, first: Int, limit: Int, label: String) -> WasmRequest {
    let native = read(spec) { (_, carousel) throws(CarouselLayoutError) -> [Double] in
      var values = summary(carousel)
      values += header(carousel, atOffset: carousel.track.restOffset)
      values += carousel.emptyStateFrame.map { [1] + rect($0) } ?? [0, 0, 0, 0, 0]
      let cards = window(first, limit, count: carousel.cardCount)
      values += [Double(cards.lowerBound), Double(cards.count)]
      for index in cards {
        let anatomy = carousel.anatomy(ofCard: index)
        values += rect(anatomy.frame) + rect(anatomy.header) + rect(anatomy.body)
        values += rect(anatomy.footer)
      }
      return values
    }
    return WasmRequest(
      specs: [spec], fields: #""op":"layout","first":\#(first),"limit":\#(limit)"#,
      native: native, label: "\(label) layout \(first)..<\(first + limit)")
  }

  /// `carousel_playground_snap_offset` for the window `first ..< first + limit` (clamped).
  static func snapOffsets(_ spec: String, first: Int, limit: Int, label: String) -> WasmRequest {
    let native = read(spec) { (_, carousel) throws(CarouselLayoutError) -> [Double] in
      window(first, limit, count: carousel.track.snapOffsetCount).map {
        carousel.track.snapOffset(at: $0)
      }
    }
    return WasmRequest(
      specs: [spec], fields: #""op":"snapOffsets","first":\#(first),"limit":\#(limit)"#,
      native: native, label: "\(label) snap offsets \(first)..<\(first + limit)")
  }

  /// `carousel_playground_target`: the target and the card at rest there.
  static func snap(
    _ spec: String, offset: Double, velocity: Double, projected: Double?, label: String
  ) -> WasmRequest {
    let native = read(spec) { (_, carousel) throws(CarouselLayoutError) -> [Double] in
      let track = carousel.track
      let target = try track.targetOffset(
        releasedAt: offset, velocity: velocity, projected: projected.map { CGFloat($0) })
      return [target, track.cardCount > 0 ? Double(track.currentCard(atOffset: target)) : -1]
    }
    return WasmRequest(
      specs: [spec],
      fields: #""op":"snap","offset":\#(number(offset)),"velocity":\#(number(velocity)),"#
        + #""projected":\#(number(projected ?? .nan))"#,
      native: native, label: "\(label) snap")
  }

  /// `carousel_playground_start_motion` for a release, then
  /// `carousel_playground_motion_samples`: (t, offset) pairs from release to rest.
  static func glide(
    _ spec: String, offset: Double, velocity: Double, projected: Double?,
    reduceMotion: Bool, interval: Double, label: String
  ) -> WasmRequest {
    let native = read(spec) { (_, carousel) throws(CarouselLayoutError) -> [Double] in
      let motion = try carousel.track.motion(
        releasedAt: offset, velocity: velocity, projected: projected.map { CGFloat($0) },
        reduceMotion: reduceMotion)
      guard interval.isFinite, interval >= 0.1 else {
        throw CarouselLayoutError(
          field: "interval", expected: "a number of milliseconds ≥ 0.1",
          value: NumberText.plain(interval))
      }
      return motion.samples(every: interval).flatMap { [$0.time, $0.offset] }
    }
    return WasmRequest(
      specs: [spec],
      fields: #""op":"glide","offset":\#(number(offset)),"velocity":\#(number(velocity)),"#
        + #""projected":\#(number(projected ?? .nan)),"reduceMotion":\#(reduceMotion ? 1 : 0),"#
        + #""interval":\#(number(interval))"#,
      native: native, label: "\(label) glide")
  }

  /// `carousel_playground_anchor`: the anchor at `offset` in FROM carried to TO, as the
  /// `carousel anchor` command carries it.
  static func anchor(
    from: String, to: String, offset: Double, removed: [Int], inserted: [Int], label: String
  ) -> WasmRequest {
    let native: Result<[Double], WasmError>
    switch (read(from) { (_, old) in old }, read(to) { (_, new) in new }) {
    case (.failure(let error), _), (_, .failure(let error)): native = .failure(error)
    case (.success(let old), .success(let new)):
      native = Result { () throws(CarouselLayoutError) -> [Double] in
        // The export checks the indices and the card counts as the `carousel anchor` command
        // does.
        for (field, indices, count) in [
          ("removed", removed, old.cardCount), ("inserted", inserted, new.cardCount),
        ] {
          for (position, index) in indices.enumerated() {
            guard index >= 0, index < count, !indices[..<position].contains(index) else {
              throw CarouselLayoutError(
                field: "\(field)[\(position)]", expected: "a distinct card index in 0..<\(count)",
                value: String(index))
            }
          }
        }
        let surviving = old.cardCount - removed.count
        guard surviving + inserted.count == new.cardCount else {
          throw CarouselLayoutError(
            field: "to.cards", expected: "\(surviving + inserted.count) cards",
            value: String(new.cardCount))
        }
        var anchor = try old.track.anchor(atOffset: offset).adjusted(
          removingCardsAt: removed, insertingCardsAt: inserted, survivingCards: surviving)
        anchor.card = min(anchor.card, max(0, new.cardCount - 1))
        let target = try new.track.offset(restoring: anchor)
        let card = new.cardCount > 0 ? Double(new.track.currentCard(atOffset: target)) : -1
        return [Double(anchor.card), anchor.fraction, target, card]
      }.mapError { WasmError(message: $0.description) }
    }
    return WasmRequest(
      specs: [from, to],
      fields: #""op":"anchor","offset":\#(number(offset)),"#
        + #""removed":[\#(removed.map(String.init).joined(separator: ","))],"#
        + #""inserted":[\#(inserted.map(String.init).joined(separator: ","))]"#,
      native: native, label: "\(label) anchor")
  }

  // MARK: - Natively, as the module does it

  /// Reads `text` as `carousel_playground_read_spec` does (parse, lay out, lint), then answers
  /// with `body`; an error is its message.
  static func read<T>(
    _ text: String,
    _ body: (CarouselSpec, CarouselGeometry) throws(CarouselLayoutError) -> T
  ) -> Result<T, WasmError> {
    let spec: CarouselSpec
    let carousel: CarouselGeometry
    do throws(SpecError) {
      spec = try CarouselSpec.parse(Array(text.utf8))
      carousel = try spec.geometry()
      _ = try GuidelineLinter.findings(for: spec)
    } catch {
      return .failure(WasmError(message: error.description))
    }
    do throws(CarouselLayoutError) {
      return .success(try body(spec, carousel))
    } catch {
      return .failure(WasmError(message: error.description))
    }
  }

  /// `carousel_playground_summary`'s 20 numbers.
  static func summary(_ c: CarouselGeometry) -> [Double] {
    var snapping: Double = 0
    if case .snapping = c.configuration.scrolling { snapping = 1 }
    let t = c.track
    let mode: Double = t.mode == .carousel ? 0 : (t.mode == .stack ? 1 : 2)
    var values: [Double] = [mode, Double(c.cardCount)]
    values += [c.viewport.width, c.viewport.height, c.contentSize.width, c.contentSize.height]
    values += [c.containerHeight, c.headerHeight, t.maximumOffset, t.restOffset, t.cardWidth]
    values += [Double(t.cardsPerPage), Double(t.snapOffsetCount), t.leadingInset]
    values += [Double(t.pageCount), t.showsSeeAll ? 1 : 0, snapping]
    values += [t.layoutDirection == .rightToLeft ? 1 : 0, t.restingTolerance, Double(t.snapBudget)]
    return values
  }

  /// `carousel_playground_header`'s 10 numbers at `offset` (viewport coordinates).
  static func header(_ c: CarouselGeometry, atOffset offset: Double) -> [Double] {
    guard offset.isFinite, let header = c.headerLayout(atOffset: offset) else {
      return [Double](repeating: 0, count: 10)
    }
    let clamped = min(max(offset, 0), c.track.maximumOffset)
    let frame = header.frame.offsetBy(dx: -clamped, dy: 0)
    let seeAll = header.seeAll.map { $0.offsetBy(dx: -clamped, dy: 0) }
    return [1] + rect(frame) + [seeAll == nil ? 0 : 1]
      + rect(seeAll ?? CGRect(x: 0, y: 0, width: 0, height: 0))
  }

  /// The range `first ..< first + limit`, clamped to `0 ..< count` (as the runner clamps it).
  static func window(_ first: Int, _ limit: Int, count: Int) -> Range<Int> {
    let low = min(max(first, 0), count)
    return low..<(low + min(max(limit, 0), count - low))
  }

  private static func rect(_ rect: CGRect) -> [Double] {
    [rect.minX, rect.minY, rect.width, rect.height]
  }

  // MARK: - Text

  /// A number as JSON: the shortest text that reads back as the same value; NaN as null, ±∞
  /// as ±1e999 (which JavaScript reads as ±Infinity).
  static func number(_ value: Double) -> String {
    if value.isNaN { return "null" }
    if value.isInfinite { return value < 0 ? "-1e999" : "1e999" }
    return NumberText.plain(value)
  }

  /// `value` as JSON text that reads back as the same value.
  static func text(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let bool): return bool ? "true" : "false"
    case .number(let number): return number.isFinite ? NumberText.plain(number) : "null"
    case .string(let string): return quoted(string)
    case .array(let elements): return "[" + elements.map(text).joined(separator: ",") + "]"
    case .object(let members):
      return "{" + members.map { quoted($0.key) + ":" + text($0.value) }.joined(separator: ",")
        + "}"
    }
  }

  private static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20:
        result +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
