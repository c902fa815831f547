import CarouselLayout
import CarouselSpec
import Foundation

/// `carousel layout SPEC [--offset X]`: prints the layout of a carousel spec as JSON.
enum LayoutCommand {
  static let usage = """
    carousel layout SPEC [--offset X]
      Prints the layout of SPEC (a JSON file, or - for standard input) as JSON: content
      size, mode, header cell, every card's frame and regions, empty state, snap offsets.
      --offset X   the horizontal scroll offset (default: the rest position); sets the
                   header cell's position and, under "uniformVisible", which cards count.
    """

  static func run(_ arguments: inout ArgumentList) throws {
    let offset = try arguments.number("--offset")
    let path = try arguments.positional("SPEC")
    try arguments.finish()
    let spec = try InputOutput.carouselSpec(path)
    let carousel: CarouselGeometry
    do {
      carousel = try spec.geometry(offset: offset.map { CGFloat($0) })
    } catch let error as SpecError {
      throw ToolError.badInput(error.description)
    }
    var json = JSONWriter()
    LayoutReport.write(carousel, offset: offset.map { CGFloat($0) }, into: &json)
    json.finish()
    InputOutput.writeStandardOutput(json.bytes)
  }
}
