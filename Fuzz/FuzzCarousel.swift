// libFuzzer harness: spec decoding, layout, rect queries and the JSON report.
// Built by Scripts/fuzz with `swiftc -sanitize=fuzzer,address`; every crash it finds becomes a
// regression test in Tests/CarouselSpecTests/FuzzRegressionTests.swift.
import CarouselLayout
import CarouselSpec
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCarousel(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  FuzzChecks.run(bytes)
  return 0
}
