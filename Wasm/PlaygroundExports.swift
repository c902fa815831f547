// The playground's C-ABI exports: the page (`carousel playground`) drives the engine through
// these functions, compiled with the engine and the spec layer into
// `.build/wasm/CarouselLayout.wasm` by `Scripts/build-wasm`. One carousel lives in the module
// at a time: the page hands it a spec's text (`carousel_playground_read_spec`, in
// PlaygroundSpec.swift), then asks queries. Numbers come back in
// `carousel_playground_numbers()` (64 doubles), text (an error, a VoiceOver string, the spec
// reader's answer) in `carousel_playground_text()` as UTF-8, its length returned.

import CarouselJSON
import CarouselLayout

/// The module's state: the spec read last and its carousel, the motion being played, the
/// "See All" destination and the page built from the carousel.
struct PlaygroundState {
  var spec: CarouselSpec?
  var carousel: CarouselGeometry?
  /// The carousel's track: the width-only answers (snap, motion, navigation, VoiceOver).
  var track: CarouselTrack?
  /// The track before the spec read last (`nil` before the first), and the live carousel that
  /// says where the content goes across the change (`carousel_playground_kept_offset`).
  var previousTrack: CarouselTrack?
  var live = LiveCarousel()
  var motion: ScrollMotion = .instant(to: 0)
  var seeAll: SeeAllDestination?
  var page: CarouselPage?
  var numbers = [Double](repeating: 0, count: 64)
  var text: [UInt8] = []
  /// The spec's text, written by the page (`carousel_playground_reserve_input`).
  var input: [UInt8] = []
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

func playgroundSetText(_ string: String) -> Int32 {
  playground.text = Array(string.utf8)
  playground.text.append(0)
  return Int32(playground.text.count - 1)
}
