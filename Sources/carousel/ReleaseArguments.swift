import CarouselJSON
import CarouselLayout
import Foundation

/// The arguments `snap` and `simulate` share: a spec and a release (`--offset`, `--velocity`,
/// optional `--projected`), read and checked once.
struct ReleaseArguments {
  var carousel: CarouselGeometry
  var offset: CGFloat
  var velocity: CGFloat
  var projected: CGFloat?

  /// Reads `SPEC --offset X --velocity V [--projected P]`, leaving other options to the caller.
  static func read(_ arguments: inout ArgumentList) throws -> ReleaseArguments {
    guard let offset = try arguments.number("--offset") else {
      throw ToolError.badInput("--offset is required (a number)")
    }
    guard let velocity = try arguments.number("--velocity") else {
      throw ToolError.badInput("--velocity is required (a number)")
    }
    let projected = try arguments.number("--projected")
    let path = try arguments.positional("SPEC")
    let spec = try InputOutput.carouselSpec(path)
    let carousel: CarouselGeometry
    do {
      carousel = try spec.geometry()
    } catch {
      throw ToolError.badInput(error.description)
    }
    return ReleaseArguments(
      carousel: carousel, offset: CGFloat(offset), velocity: CGFloat(velocity),
      projected: projected.map { CGFloat($0) })
  }

  /// Runs an engine call, reporting its validation errors against the argument they came from
  /// (`offset` → `--offset`).
  static func engine<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as CarouselLayoutError {
      throw ToolError.badInput(
        "--\(error.field): expected \(error.expected), got \(error.value)")
    }
  }
}
