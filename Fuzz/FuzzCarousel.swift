import CarouselFuzzChecks
import CarouselJSON
// libFuzzer harness: carousel and page spec decoding, layout, rect queries, snapping from
// release states drawn from the input, anchors, navigation, the JSON reports and SVG rendering.
// Built by Scripts/fuzz with `swiftc -sanitize=fuzzer,address`; every crash it finds becomes a
// regression test in Tests/CarouselJSONTests/Fuzz/FuzzRegressionTests.swift, which runs the
// same checks (FuzzChecks*.swift beside it).
import CarouselLayout
import CarouselPreview
import Foundation

let renderer = FuzzChecks.Renderer(
  carousel: { try SVGPreview().render($0, atOffset: $1) },
  page: { try SVGPreview().render([.page($0)]) })

/// libFuzzer's entry point: runs the fuzzer's checks on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCarousel(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  FuzzChecks.run(bytes, renderer: renderer)
  return 0
}
