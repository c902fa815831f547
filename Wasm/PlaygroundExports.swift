// The playground's C-ABI exports: the page (`carousel playground`) drives the engine through
// these functions, compiled with the engine into `.build/wasm/CarouselLayout.wasm` by
// `Scripts/build-wasm`. One carousel lives in the module at a time: the page sets its inputs,
// builds it, then asks queries. Numbers come back in `carousel_playground_numbers()` (64 doubles),
// text (an error, a VoiceOver string) in `carousel_playground_text()` as UTF-8, its length returned.
//
// Enumerations travel as small integers, documented at each setter; NaN means "not set"
// (the engine's default) where a field is optional.

import CarouselLayout

/// The inputs the page has set.
struct PlaygroundInputs {
  var viewport = CGSize(width: 393, height: 852)
  var sizeClass = SizeClass.compact
  var layoutDirection = LayoutDirection.leftToRight
  var configuration = CarouselConfiguration()
  var title: String = ""
  var hasHeader = false
  var cards: [CardMeasurement] = []
  /// The count of a `.count` snap limit and the rate of a custom deceleration rate, set
  /// before their kinds (fields 18 and 19).
  var snapCount = 1
  var customRate = 0.99
}

/// The module's state: inputs, the motion being played, the "See
/// All" destination and the page built from the carousel.
struct PlaygroundState {
  var inputs = PlaygroundInputs()
  var carousel: CarouselGeometry?
  var motion: ScrollMotion = .instant(to: 0)
  var seeAll: SeeAllDestination?
  var page: CarouselPage?
  var numbers = [Double](repeating: 0, count: 64)
  var text: [UInt8] = []
  var input = [UInt8](repeating: 0, count: 1024)
}

nonisolated(unsafe) var playground = PlaygroundState()

/// The 64 doubles the queries answer in.
@_cdecl("carousel_playground_numbers")
public func playgroundNumbers() -> UnsafeMutablePointer<Double> {
  playground.numbers.withUnsafeMutableBufferPointer { $0.baseAddress! }
}

/// The UTF-8 text the last text answer wrote (an error, a VoiceOver string), NUL-terminated.
@_cdecl("carousel_playground_text")
public func playgroundText() -> UnsafeMutablePointer<UInt8>? {
  playground.text.withUnsafeMutableBufferPointer { $0.baseAddress }
}

/// A 1024-byte buffer the page writes UTF-8 into (the header title).
@_cdecl("carousel_playground_input")
public func playgroundInput() -> UnsafeMutablePointer<UInt8> {
  playground.input.withUnsafeMutableBufferPointer { $0.baseAddress! }
}

func playgroundSetText(_ string: String) -> Int32 {
  playground.text = Array(string.utf8)
  playground.text.append(0)
  return Int32(playground.text.count - 1)
}

/// Starts over: viewport, size class (0 compact, 1 regular), direction (0 left to right, 1
/// right to left), the default configuration, no header, no cards.
@_cdecl("carousel_playground_reset")
public func playgroundReset(
  _ width: Double, _ height: Double, _ sizeClass: Int32, _ direction: Int32
) {
  playground.inputs = PlaygroundInputs(
    viewport: CGSize(width: width, height: height),
    sizeClass: sizeClass == 1 ? .regular : .compact,
    layoutDirection: direction == 1 ? .rightToLeft : .leftToRight)
  playground.carousel = nil
}

/// Sets one configuration field:
/// 0 spacing · 1 peek (NaN: 2 × spacing) · 2 visible cards (a count; NaN: automatic) ·
/// 3 card width (NaN: none) · 4 leading inset and 5 trailing inset (NaN in either: the size
/// class's) · 6 height policy (0 uniform, 1 uniform over the visible cards, 2 natural) ·
/// 7 scrolling (0 snapping, 1 free) · 8 snap limit (0 automatic, 1 one, 2 page, 3 unlimited,
/// 4 the count set as field 18) · 9 deceleration rate (0 the mode's, 1 normal, 2 fast, 3 the
/// rate set as field 19) · 10 minimum flick velocity · 11 maximum card height · 12 header (0 none,
/// 1 shown) · 13 See All (0 automatic, 1 always, 2 never) · 14 header height · 15 See All
/// width · 16 fewer-than-three rule (0 stack, 1 keep the carousel) · 17 empty-state height ·
/// 18 snap count · 19 custom deceleration rate · 20 card alignment (0 top, 1 center,
/// 2 bottom) · 21 top inset and 22 bottom inset (set after 4 and 5). Field 11 NaN lifts the
/// height cap.
@_cdecl("carousel_playground_set")
public func playgroundSet(_ field: Int32, _ value: Double) {
  var c = playground.inputs.configuration
  var header = c.header ?? HeaderCell(title: playground.inputs.title)
  switch field {
  case 0: c.spacing = value
  case 1: c.peek = value.isNaN ? nil : value
  case 2:
    if value.isNaN {
      if case .count = c.visibleCards { c.visibleCards = .automatic }
    } else {
      c.visibleCards = .count(Int(max(min(value, 1e9), -1e9)))
    }
  case 3:
    if value.isNaN {
      if case .cardWidth = c.visibleCards { c.visibleCards = .automatic }
    } else {
      c.visibleCards = .cardWidth(value)
    }
  case 4, 5:
    if value.isNaN {
      c.insets = nil
    } else {
      var insets = c.insets ?? Insets.standard(for: playground.inputs.sizeClass)
      if field == 4 { insets.leading = value } else { insets.trailing = value }
      c.insets = insets
    }
  case 6: c.heightPolicy = value == 1 ? .uniformVisible : (value == 2 ? .natural : .uniform)
  case 7:
    if value == 1 {
      c.scrolling = .free
    } else if case .free = c.scrolling {
      c.scrolling = .snapping
    }
  case 8:
    let limits: [SnapLimit] = [.automatic, .one, .page, .unlimited]
    let limit = value >= 0 && value < 4 ? limits[Int(value)] : .count(playground.inputs.snapCount)
    if case .snapping = c.scrolling { c.scrolling = .snapping(limit: limit) }
  case 9:
    let rates: [DecelerationRate?] = [nil, .normal, .fast]
    c.decelerationRate =
      value >= 0 && value < 3 ? rates[Int(value)] : .custom(playground.inputs.customRate)
  case 10: c.minimumFlickVelocity = value
  case 11: c.cardHeightCap = value.isNaN ? .unlimited : .points(value)
  case 12: playground.inputs.hasHeader = value == 1
  case 13: header.seeAll = value == 1 ? .always : (value == 2 ? .never : .automatic)
  case 14: header.height = value
  case 15: header.seeAllWidth = value
  case 16: c.fewCardsRule = value == 1 ? .keepCarousel : .stack
  case 17: c.emptyStateHeight = value
  case 18: playground.inputs.snapCount = Int(max(min(value, 1e9), -1e9))
  case 19: playground.inputs.customRate = value
  case 20: c.cardAlignment = value == 1 ? .center : (value == 2 ? .bottom : .top)
  case 21, 22:
    var insets = c.insets ?? Insets.standard(for: playground.inputs.sizeClass)
    if field == 21 { insets.top = value } else { insets.bottom = value }
    c.insets = insets
  default: break
  }
  // The header's fields are kept while it is hidden; builds and checks drop it then.
  if (12...15).contains(field) || c.header != nil { c.header = header }
  playground.inputs.configuration = c
}

/// Sets the header title from the first `length` bytes of `carousel_playground_input()`.
@_cdecl("carousel_playground_set_title")
public func playgroundSetTitle(_ length: Int32) {
  let count = Int(max(0, min(length, 1024)))
  let title = String(decoding: playground.input[0..<count], as: UTF8.self)
  playground.inputs.title = title
  if var header = playground.inputs.configuration.header {
    header.title = title
    playground.inputs.configuration.header = header
  }
}

/// Sets how many cards there are; new cards measure 0.
@_cdecl("carousel_playground_set_card_count")
public func playgroundSetCardCount(_ count: Int32) {
  let n = Int(max(0, count))
  var cards = playground.inputs.cards
  if cards.count > n { cards.removeLast(cards.count - n) }
  while cards.count < n { cards.append(CardMeasurement(header: 0, body: 0, footer: 0)) }
  playground.inputs.cards = cards
}

/// Sets card `index`'s measurement.
@_cdecl("carousel_playground_set_card")
public func playgroundSetCard(_ index: Int32, _ header: Double, _ body: Double, _ footer: Double) {
  let i = Int(index)
  guard i >= 0, i < playground.inputs.cards.count else { return }
  playground.inputs.cards[i] = CardMeasurement(header: header, body: body, footer: footer)
}

/// Lays the carousel out from the inputs. Returns 0, or the length of the engine's error text
/// (`field: expected …, got …`) in `carousel_playground_text()`; on an error the last carousel stays.
@_cdecl("carousel_playground_build")
public func playgroundBuild() -> Int32 {
  let inputs = playground.inputs
  var configuration = inputs.configuration
  if !inputs.hasHeader { configuration.header = nil }
  do throws(CarouselLayoutError) {
    let carousel = try CarouselGeometry(
      viewport: inputs.viewport, sizeClass: inputs.sizeClass,
      layoutDirection: inputs.layoutDirection, configuration: configuration,
      cards: inputs.cards)
    playground.carousel = carousel
    playground.seeAll = nil
    playground.page = nil
    playground.motion = .instant(to: carousel.restOffset)
    return 0
  } catch {
    return playgroundSetText(error.description)
  }
}
