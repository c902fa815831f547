// The playground's motion and navigation exports (see PlaygroundExports.swift): the engine's
// snap target and glide for a release, its rubber band past the ends, its keyboard targets,
// and the VoiceOver strings and page indicator at an offset. All are width-only questions, so
// they read the carousel's track (a value of a few scalars, O(1) in the cards and with no
// buffers to retain), not its layout.

import CarouselLayout

/// Where a release at `offset` with `velocity` (points per millisecond, content coordinates)
/// comes to rest, with the platform's `projected` rest (NaN: none); numbers 0 holds the card at
/// rest there (−1 without cards). NaN when the engine refuses an input, its message in
/// `carousel_playground_text()`.
@_cdecl("carousel_playground_target")
public func playgroundTarget(_ offset: Double, _ velocity: Double, _ projected: Double) -> Double {
  // Borrowed in place (optional chaining on the global), not copied: a copy would retain and
  // release the carousel's buffers on every call.
  do throws(CarouselLayoutError) {
    guard
      let target = try playground.track?.targetOffset(
        releasedAt: offset, velocity: velocity, projected: projected.isNaN ? nil : projected)
    else { return .nan }
    let cards = playground.track?.cardCount ?? 0
    playground.numbers[0] =
      cards > 0 ? Double(playground.track?.currentCard(atOffset: target) ?? -1) : -1
    return target
  } catch {
    _ = playgroundSetText(error.description)
    return .nan
  }
}

/// Starts the engine's motion for a release (`target` NaN; `projected` the platform's
/// projected rest, NaN for none) or a move to `target` (a key); Reduce Motion (`reduceMotion`
/// 1) makes it instant. Returns its duration in milliseconds (0 for an instant move, −1 when
/// the engine refused the input, its message in `carousel_playground_text()`); numbers 0 holds
/// the target.
@_cdecl("carousel_playground_start_motion")
public func playgroundStartMotion(
  _ offset: Double, _ velocity: Double, _ projected: Double, _ target: Double,
  _ reduceMotion: Int32
) -> Double {
  guard let c = playground.track else { return -1 }
  do throws(CarouselLayoutError) {
    let motion =
      target.isNaN
      ? try c.motion(
        releasedAt: offset, velocity: velocity, projected: projected.isNaN ? nil : projected,
        reduceMotion: reduceMotion == 1)
      : try c.motion(from: offset, velocity: velocity, to: target, reduceMotion: reduceMotion == 1)
    playground.motion = motion
    playground.numbers[0] = motion.target
    return motion.duration
  } catch {
    _ = playgroundSetText(error.description)
    return -1
  }
}

/// The motion started last sampled every `interval` milliseconds (`ScrollMotion.samples(every:)`,
/// as `carousel simulate` samples it): numbers hold samples `first ..< first + 32` as (time,
/// offset) pairs. Returns the number of samples, or the negated length of the error in
/// `carousel_playground_text()` for an interval below 0.1 ms.
@_cdecl("carousel_playground_motion_samples")
public func playgroundMotionSamples(_ interval: Double, _ first: Int32) -> Int32 {
  guard interval.isFinite, interval >= 0.1 else {
    let error = CarouselLayoutError(
      field: "interval", expected: "a number of milliseconds ≥ 0.1",
      value: NumberText.plain(interval))
    return -playgroundSetText(error.description)
  }
  let samples = playground.motion.samples(every: interval)
  var values: [Double] = []
  for (index, sample) in samples.enumerated() {
    if index >= Int(first) + 32 { break }
    if index >= Int(first) { values.append(contentsOf: [sample.time, sample.offset]) }
  }
  playgroundWrite(values)
  // `Int` is 32 bits wide in the module, and the count is clamped below `Int.max / 2`.
  return Int32(truncatingIfNeeded: samples.count)
}

/// The offset of the motion started last, `time` milliseconds after its start.
@_cdecl("carousel_playground_motion_offset")
public func playgroundMotionOffset(_ time: Double) -> Double {
  playground.motion.offset(at: time)
}

/// The offset shown for a dragged `offset`: itself in range, the engine's rubber band past
/// either end.
@_cdecl("carousel_playground_rubber_band")
public func playgroundRubberBand(_ offset: Double) -> Double {
  guard let c = playground.track else { return 0 }
  return ScrollPhysics.rubberBandedOffset(
    offset, maximum: c.maximumOffset, dimension: c.viewportWidth)
}

/// Where key `key` (0 ←, 1 →, 2 Home, 3 End, 4 Page Up, 5 Page Down; arrows mirrored in
/// right to left by the engine) moves the carousel from `offset`; NaN when refused.
@_cdecl("carousel_playground_key_target")
public func playgroundKeyTarget(_ key: Int32, _ offset: Double) -> Double {
  guard let c = playground.track else { return .nan }
  let keys: [CarouselKey] = [.leftArrow, .rightArrow, .home, .end, .pageUp, .pageDown]
  guard key >= 0, Int(key) < keys.count else { return .nan }
  do throws(CarouselLayoutError) {
    return try c.targetOffset(
      for: keys[Int(key)].navigation(in: c.layoutDirection), fromOffset: offset)
  } catch {
    return .nan
  }
}

/// The page controls at `offset` (the engine's `pageControls(atOffset:)`, automatic paging
/// buttons): 0 kind (0 hidden, 1 dots, 2 text) · 1 current page · 2 pages · 3 current card ·
/// 4 whether the paging buttons show (1) · 5 previous enabled (1) · 6 next enabled (1).
@_cdecl("carousel_playground_indicator")
public func playgroundIndicator(_ offset: Double) {
  guard let c = playground.track, offset.isFinite else {
    return playgroundWrite([0, 0, 0, 0, 0, 0, 0])
  }
  let card = Double(c.cardCount > 0 ? c.currentCard(atOffset: offset) : 0)
  let controls = c.pageControls(atOffset: offset)
  let buttons: [Double] =
    controls.buttons.map {
      [1, $0.canMoveToPreviousPage ? 1 : 0, $0.canMoveToNextPage ? 1 : 0]
    } ?? [0, 0, 0]
  switch controls.indicator {
  case .hidden: playgroundWrite([0, 0, 0, card] + buttons)
  case .dots(let count, let current):
    playgroundWrite([1, Double(current), Double(count), card] + buttons)
  case .text(let current, let count):
    playgroundWrite([2, Double(current), Double(count), card] + buttons)
  }
}

/// Where a tap on dot `page` moves the carousel from `offset` (the engine's
/// `targetOffset(for: .page(page), fromOffset:)`); NaN when refused.
@_cdecl("carousel_playground_page_target")
public func playgroundPageTarget(_ page: Int32, _ offset: Double) -> Double {
  guard let c = playground.track else { return .nan }
  do throws(CarouselLayoutError) {
    return try c.targetOffset(for: .page(Int(page)), fromOffset: offset)
  } catch {
    return .nan
  }
}

/// A VoiceOver string at `offset` into `carousel_playground_text()`: `which` 0 the announcement after
/// a scroll, 1 the accessibility value, 2 the page indicator's text (empty when it shows
/// dots). Returns its length.
@_cdecl("carousel_playground_wording")
public func playgroundWording(_ which: Int32, _ offset: Double) -> Int32 {
  guard let c = playground.track, offset.isFinite else { return playgroundSetText("") }
  switch which {
  case 0: return playgroundSetText(c.announcement(atOffset: offset))
  case 1: return playgroundSetText(c.accessibilityValue(atOffset: offset))
  default:
    guard case .text(let current, let count) = c.pageControls(atOffset: offset).indicator else {
      return playgroundSetText("")
    }
    return playgroundSetText(CarouselWording.english.position(current + 1, count))
  }
}
