import CarouselJSON
import CarouselLayout
import Foundation

/// `carousel layout SPEC [--offset X] [--see-all] [--pretty]`: prints the layout of a carousel spec, a
/// page spec, or a carousel's "See All" page as JSON.
enum LayoutCommand {
  static let usage = """
    carousel layout SPEC [--offset X] [--see-all] [--pretty]
      Prints the layout of SPEC (a JSON file, or - for standard input) as JSON: content
      size, mode, header cell, every card's frame and regions, empty state, snap offsets.
      A spec with "sections" is a page: it prints every section's kind, frame and layout,
      all in page coordinates.
      --offset X   the horizontal scroll offset (default: the rest position); sets the
                   header cell's position and, under "uniformVisible", which cards count.
                   An offset outside the scroll range is clamped into it.
      --see-all    prints the carousel's "See All" page instead: mode "list" (compact
                   width) or "masonry" (regular width) with every card's frame.
      --pretty     indents the JSON.
      --help       prints this help.
    Example:
      carousel layout Examples/compact.json --offset 361 --pretty
    """

  static func run(_ arguments: inout ArgumentList) throws {
    let offset = try arguments.number("--offset")
    let seeAll = arguments.flag("--see-all")
    let pretty = arguments.flag("--pretty")
    let path = try arguments.positional("SPEC")
    try arguments.finish()
    let value = try InputOutput.json(path)
    var json = JSONWriter()
    do {
      if PageSpec.isPage(value) {
        guard offset == nil, !seeAll else {
          throw ToolError.badInput(
            "\(offset == nil ? "--see-all" : "--offset"): applies to a carousel spec, not a page")
        }
        PageReport.write(try PageSpec.decode(value).page(), into: &json)
      } else {
        let spec = try CarouselSpec.decode(value)
        let carousel = try spec.geometry(offset: offset.map { CGFloat($0) })
        if seeAll {
          PageReport.write(carousel.seeAllDestination(), into: &json)
        } else {
          LayoutReport.write(carousel, offset: offset.map { CGFloat($0) }, into: &json)
        }
      }
    } catch let error as SpecError {
      throw ToolError.badInput(error.description)
    }
    json.finish()
    InputOutput.writeJSON(json, pretty: pretty)
  }
}
