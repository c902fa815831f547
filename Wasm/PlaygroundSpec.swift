// The playground's spec reader: the page hands the spec's text to the module, and the module
// reads, validates, lints and lays it out with the command line's own Swift (`CarouselJSON`,
// `GuidelineLinter`, `SwiftSnippet`), so every message the page shows is the tool's, byte for
// byte, malformed JSON included. See PlaygroundExports.swift for the module's state.

import CarouselJSON
import CarouselLayout

/// Makes the input buffer at least `length` bytes and returns it; the page writes the spec's
/// UTF-8 there before `carousel_playground_read_spec`.
@_cdecl("carousel_playground_reserve_input")
public func playgroundReserveInput(_ length: Int32) -> UnsafeMutablePointer<UInt8> {
  let count = Int(max(0, length))
  if playground.input.count < count {
    playground.input = [UInt8](repeating: 0, count: count)
  }
  return playground.input.withUnsafeMutableBufferPointer { $0.baseAddress! }
}

/// Reads the carousel spec in the first `length` bytes of the input as `carousel layout` and
/// `carousel lint` do. On success it becomes the module's carousel (inputs and layout) and the
/// text is `{"title": …, "realtime": [card indices], "findings": [lint lines],
/// "swift": {"uikit": …, "swiftui": …}}`, its length returned; on an error the last carousel
/// stays, the text is the tool's message, and the length comes back negated.
@_cdecl("carousel_playground_read_spec")
public func playgroundReadSpec(_ length: Int32) -> Int32 {
  let count = Int(max(0, min(length, Int32(playground.input.count))))
  let spec: CarouselSpec
  let carousel: CarouselGeometry
  let findings: [GuidelineFinding]
  do throws(SpecError) {
    spec = try CarouselSpec.parse(Array(playground.input[0..<count]))
    carousel = try spec.geometry()
    findings = try GuidelineLinter.findings(for: spec)
  } catch {
    return -playgroundSetText(error.description)
  }
  install(spec, carousel)
  var json = JSONWriter()
  json.object { json in
    json.key("title")
    if let header = spec.configuration.header { json.string(header.title) } else { json.null() }
    json.key("realtime")
    json.array { json in
      for (index, card) in spec.cards.enumerated() where card.realtime { json.integer(index) }
    }
    json.key("findings")
    json.array { json in
      for finding in findings { json.string(finding.description) }
    }
    json.key("swift")
    json.object { json in
      json.key("uikit")
      json.string(SwiftSnippet.uikit(spec))
      json.key("swiftui")
      json.string(SwiftSnippet.swiftUI(spec))
    }
  }
  playground.text = json.bytes
  playground.text.append(0)
  return Int32(playground.text.count - 1)
}

/// Makes `spec` the module's spec and `carousel` its layout, as `CarouselSpec.geometry()`
/// lays it out.
private func install(_ spec: CarouselSpec, _ carousel: CarouselGeometry) {
  playground.previousTrack = playground.track
  playground.spec = spec
  playground.carousel = carousel
  playground.track = carousel.track
  playground.seeAll = nil
  playground.page = nil
  playground.motion = .instant(to: carousel.track.restOffset)
}

/// The `kind` of card `index` of the spec read last: its length, the text in
/// `carousel_playground_text()`; -1 for a card without a kind (or no such card).
@_cdecl("carousel_playground_card_kind")
public func playgroundCardKind(_ index: Int32) -> Int32 {
  guard let cards = playground.spec?.cards, index >= 0, Int(index) < cards.count,
    let kind = cards[Int(index)].kind
  else { return -1 }
  return playgroundSetText(kind)
}

/// The configuration's defaults the page shows as its fields' placeholders, from
/// `CarouselConfiguration()`: numbers 0 spacing · 1 maximum card height · 2 empty-state
/// height · 3 minimum flick velocity.
@_cdecl("carousel_playground_defaults")
public func playgroundDefaults() {
  let defaults = CarouselConfiguration()
  playgroundWrite([
    Double(defaults.spacing), Double(defaults.maximumCardHeight),
    Double(defaults.emptyStateHeight), defaults.minimumFlickVelocity,
  ])
}

/// Where the content goes after the spec read last replaced the one before, from `offset` on
/// the carousel before: the adapters' rule (`LiveCarousel.rebuilt`), so a new width, size class
/// or direction keeps the card at rest; otherwise the rest nearest `offset` (the snap target
/// of a release there without velocity, clamped to the new carousel). NaN without a carousel.
@_cdecl("carousel_playground_kept_offset")
public func playgroundKeptOffset(_ offset: Double) -> Double {
  guard let track = playground.track else { return .nan }
  guard offset.isFinite else { return track.restOffset }
  let previous = playground.previousTrack
  if let kept = playground.live.rebuilt(track, previous: previous, atOffset: offset) {
    return kept
  }
  let clamped = min(max(offset, 0), track.maximumOffset)
  do throws(CarouselLayoutError) {
    return try track.targetOffset(releasedAt: clamped, velocity: 0)
  } catch {
    return track.restOffset
  }
}

/// The gallery's compact example (`BuiltInExamples`, the first picture `carousel demo` draws,
/// six products with their content), the playground's default carousel: its length, the text
/// in `carousel_playground_text()`.
@_cdecl("carousel_playground_sample_spec")
public func playgroundSampleSpec() -> Int32 {
  playgroundSetText(BuiltInExamples.compact.json)
}
