#if canImport(Foundation)
  import Foundation
#endif

extension Validation {
  /// Runs edge checks inside code that throws only ``CarouselLayoutError``: every check in
  /// ``Validation`` throws nothing else.
  ///
  /// Generic over the checks' error type, so it serves both while the checks throw untyped
  /// errors and once they are declared `throws(CarouselLayoutError)` (then the cast below is
  /// always true and callers can drop this wrapper). It costs nothing on the path where the
  /// checks pass (the closure is not escaping and is inlined).
  @inline(__always)
  static func typed<Result, Failure: Error>(_ checks: () throws(Failure) -> Result)
    throws(CarouselLayoutError) -> Result
  {
    do {
      return try checks()
    } catch {
      guard let error = error as? CarouselLayoutError else {
        preconditionFailure("Validation threw an error that is not a CarouselLayoutError")
      }
      throw error
    }
  }
}
