extension Validation {
  /// Runs edge checks that throw untyped errors inside code that throws only
  /// ``CarouselLayoutError``: every check in ``Validation`` throws nothing else.
  ///
  /// Once the checks themselves are declared `throws(CarouselLayoutError)`, callers can drop
  /// this wrapper; it costs nothing on the path where the checks pass (the closure is not
  /// escaping and is inlined).
  @inline(__always)
  static func typed<Result>(_ checks: () throws -> Result) throws(CarouselLayoutError) -> Result {
    do {
      return try checks()
    } catch let error as CarouselLayoutError {
      throw error
    } catch {
      preconditionFailure("Validation threw \(error), which is not a CarouselLayoutError")
    }
  }
}
