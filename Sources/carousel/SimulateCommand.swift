import CarouselJSON
import CarouselLayout
import Foundation

/// `carousel simulate SPEC --offset X --velocity V`: the motion from a release to rest.
enum SimulateCommand {
  static let usage = """
    carousel simulate SPEC --offset X --velocity V [--projected P] [--interval MS]
                      [--reduce-motion] [--pretty]
      Prints the motion from a drag released at offset X with velocity V (points per
      millisecond) to rest, as JSON samples [{"t": ms, "offset": x}, ...]; the first is the
      release, the last is exactly on the target `carousel snap` prints. A release outside
      the scroll range starts the motion there; it ends on the target, inside the range.
      --offset X        the scroll offset at release (required).
      --velocity V      the release velocity in points per millisecond (required).
      --projected P     the resting offset the host projected (as for snap).
      --interval MS     the time between samples (default 16.667, one frame at 60 Hz).
      --reduce-motion   Reduce Motion: one sample, an instant move to the target.
      --pretty          indents the JSON.
      --help            prints this help.
    Example:
      carousel simulate Examples/compact.json --offset 150 --velocity 0.8 --interval 100
    """

  static func run(_ arguments: inout ArgumentList) throws {
    let reduceMotion = arguments.flag("--reduce-motion")
    let pretty = arguments.flag("--pretty")
    let interval = try arguments.number("--interval") ?? 1000.0 / 60
    guard interval >= 0.1 else {
      throw ToolError.badInput(
        "--interval: expected a number of milliseconds ≥ 0.1, got \(NumberText.plain(interval))")
    }
    let release = try ReleaseArguments.read(&arguments)
    try arguments.finish()
    let motion = try ReleaseArguments.engine {
      try release.carousel.track.motion(
        releasedAt: release.offset, velocity: release.velocity, projected: release.projected,
        reduceMotion: reduceMotion)
    }
    var json = JSONWriter()
    json.array { json in
      for sample in motion.samples(every: interval) {
        json.object { json in
          json.key("t")
          json.number(sample.time)
          json.key("offset")
          json.number(sample.offset)
        }
      }
    }
    json.finish()
    InputOutput.writeJSON(json, pretty: pretty)
  }
}
