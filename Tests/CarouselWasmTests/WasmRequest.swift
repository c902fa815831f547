import CarouselJSON
import CarouselLayout
import Foundation

/// One call into the WebAssembly module, and what the native engine answers to the same call:
/// the values the export must write (`Wasm/Exports.swift` documents their order) or the error
/// message it must report.
struct WasmRequest {
  /// The carousel records the request reads, as JSON arrays.
  var records: [String]
  /// The request's other members, as JSON (`"op": …, …`; `Tests/Conformance/wasm-runner.mjs`
  /// reads them).
  var fields: String
  /// The native engine's answer.
  var native: Result<[Double], CarouselLayoutError>
  /// What the request is, for failure messages.
  var label: String

  // MARK: - The exports, natively

  /// `carousel_layout`: the summary and cards `first ..< first + limit`.
  static func layout(_ spec: CarouselSpec, first: Int, limit: Int, label: String) -> WasmRequest {
    let record = WasmRecord.encode(spec)
    let native = Result { () throws(CarouselLayoutError) -> [Double] in
      let carousel = try spec.engineGeometry()
      let cards = min(first, carousel.cardCount)..<min(first + limit, carousel.cardCount)
      var values = [
        carousel.contentSize.width, carousel.contentSize.height,
        carousel.track.mode == .carousel ? 0 : carousel.track.mode == .stack ? 1 : 2,
        Double(carousel.cardCount), Double(carousel.track.snapOffsetCount),
      ]
      let header = carousel.headerLayout()
      values += rect(header?.frame) + rect(header?.seeAll) + rect(carousel.emptyStateFrame)
      values += [Double(cards.lowerBound), Double(cards.count)]
      for index in cards {
        let anatomy = carousel.anatomy(ofCard: index)
        values += rect(anatomy.frame) + rect(anatomy.header) + rect(anatomy.body)
        values += rect(anatomy.footer)
      }
      return values
    }
    return WasmRequest(
      records: [list(record)], fields: #""op":"layout","first":\#(first),"limit":\#(limit)"#,
      native: native, label: "\(label) layout \(first)..<\(first + limit)")
  }

  /// `carousel_snap_offsets`: snap offsets `first ..< first + limit`.
  static func snapOffsets(_ spec: CarouselSpec, first: Int, limit: Int, label: String)
    -> WasmRequest
  {
    let record = WasmRecord.encode(spec)
    let native = Result { () throws(CarouselLayoutError) -> [Double] in
      let carousel = try spec.engineGeometry()
      let count = carousel.track.snapOffsetCount
      return (min(first, count)..<min(first + limit, count)).map {
        carousel.track.snapOffset(at: $0)
      }
    }
    return WasmRequest(
      records: [list(record)],
      fields: #""op":"snapOffsets","first":\#(first),"limit":\#(limit)"#,
      native: native, label: "\(label) snap offsets \(first)..<\(first + limit)")
  }

  /// `carousel_snap`: the target and the card at rest there.
  static func snap(
    _ spec: CarouselSpec, offset: Double, velocity: Double, projected: Double?, label: String
  ) -> WasmRequest {
    let native = Result { () throws(CarouselLayoutError) -> [Double] in
      let carousel = try spec.engineGeometry()
      let target = try carousel.track.targetOffset(
        releasedAt: offset, velocity: velocity, projected: projected.map { CGFloat($0) })
      let card = carousel.cardCount > 0 ? Double(carousel.track.currentCard(atOffset: target)) : -1
      return [target, card]
    }
    return WasmRequest(
      records: [list(WasmRecord.encode(spec))],
      fields: #""op":"snap","offset":\#(number(offset)),"velocity":\#(number(velocity)),"#
        + #""projected":\#(number(projected ?? .nan))"#,
      native: native, label: "\(label) snap")
  }

  /// `carousel_glide`: (t, offset) pairs from release to rest.
  static func glide(
    _ spec: CarouselSpec, offset: Double, velocity: Double, projected: Double?,
    reduceMotion: Bool, interval: Double, label: String
  ) -> WasmRequest {
    let native = Result { () throws(CarouselLayoutError) -> [Double] in
      guard interval.isFinite, interval >= 0.1 else {
        throw CarouselLayoutError(
          field: "interval", expected: "a number of milliseconds ≥ 0.1",
          value: NumberText.plain(interval))
      }
      let motion = try spec.engineGeometry().track.motion(
        releasedAt: offset, velocity: velocity, projected: projected.map { CGFloat($0) },
        reduceMotion: reduceMotion)
      return motion.samples(every: interval).flatMap { [$0.time, $0.offset] }
    }
    return WasmRequest(
      records: [list(WasmRecord.encode(spec))],
      fields: #""op":"glide","offset":\#(number(offset)),"velocity":\#(number(velocity)),"#
        + #""projected":\#(number(projected ?? .nan)),"reduceMotion":\#(reduceMotion ? 1 : 0),"#
        + #""interval":\#(number(interval))"#,
      native: native, label: "\(label) glide")
  }

  /// `carousel_anchor`: the anchor at `offset` in `from` carried to `to`, as the `carousel
  /// anchor` command carries it.
  static func anchor(
    from: CarouselSpec, to: CarouselSpec, offset: Double, removed: [Int], inserted: [Int],
    label: String
  ) -> WasmRequest {
    let native = Result { () throws(CarouselLayoutError) -> [Double] in
      let old = try from.engineGeometry()
      let new = try to.engineGeometry()
      let surviving = old.cardCount - removed.count
      var anchor = try old.track.anchor(atOffset: offset).adjusted(
        removingCardsAt: removed, insertingCardsAt: inserted, survivingCards: surviving)
      anchor.card = min(anchor.card, max(0, new.cardCount - 1))
      let target = try new.track.offset(restoring: anchor)
      let card = new.cardCount > 0 ? Double(new.track.currentCard(atOffset: target)) : -1
      return [Double(anchor.card), anchor.fraction, target, card]
    }
    return WasmRequest(
      records: [list(WasmRecord.encode(from)), list(WasmRecord.encode(to))],
      fields: #""op":"anchor","offset":\#(number(offset)),"#
        + #""removed":[\#(removed.map(String.init).joined(separator: ","))],"#
        + #""inserted":[\#(inserted.map(String.init).joined(separator: ","))]"#,
      native: native, label: "\(label) anchor")
  }

  // MARK: - Text

  private static func rect(_ rect: CGRect?) -> [Double] {
    guard let rect else { return [.nan, .nan, .nan, .nan] }
    return [rect.minX, rect.minY, rect.width, rect.height]
  }

  /// A number as JSON: the shortest text that reads back as the same value; NaN as null, ±∞
  /// as ±1e999 (which JavaScript reads as ±Infinity).
  static func number(_ value: Double) -> String {
    if value.isNaN { return "null" }
    if value.isInfinite { return value < 0 ? "-1e999" : "1e999" }
    return NumberText.plain(value)
  }

  static func list(_ values: [Double]) -> String {
    "[" + values.map(number).joined(separator: ",") + "]"
  }
}

extension CarouselSpec {
  /// The spec's carousel, with the engine's own error (not the spec's).
  func engineGeometry() throws(CarouselLayoutError) -> CarouselGeometry {
    try CarouselGeometry(
      viewport: environment.viewport, sizeClass: environment.sizeClass,
      layoutDirection: environment.layoutDirection, configuration: configuration,
      cards: measurements)
  }
}
