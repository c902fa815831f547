import CarouselJSON
import CarouselLayout
import Foundation

/// `carousel snap SPEC --offset X --velocity V [--projected P] [--pretty]`: where a release comes to rest.
enum SnapCommand {
  static let usage = """
    carousel snap SPEC --offset X --velocity V [--projected P] [--pretty]
      Prints where a drag released at offset X with velocity V (points per millisecond,
      content coordinates: negative moves toward higher cards in right to left) comes to
      rest, as {"target": T, "card": K}: K is the card at rest there (when snapping, the
      smallest card index whose snap offset is T; null without cards).
      X and P may lie outside the scroll range (an overscrolled release); the target never
      does: it is a snap offset, or with free scrolling the projection clamped into range.
      --offset X      the scroll offset at release (required).
      --velocity V    the release velocity in points per millisecond (required).
      --projected P   the resting offset the host projected (default: projected from X and
                      V with the configuration's deceleration rate).
      --pretty        indents the JSON.
      --help          prints this help.
    Example:
      carousel snap Examples/compact.json --offset 150 --velocity 0.8
      {"target":361,"card":1}
    """

  static func run(_ arguments: inout ArgumentList) throws {
    let pretty = arguments.flag("--pretty")
    let release = try ReleaseArguments.read(&arguments)
    try arguments.finish()
    let carousel = release.carousel
    let target = try ReleaseArguments.engine {
      try carousel.track.targetOffset(
        releasedAt: release.offset, velocity: release.velocity, projected: release.projected)
    }
    var json = JSONWriter()
    json.object { json in
      json.key("target")
      json.number(target)
      json.key("card")
      if carousel.cardCount > 0 {
        json.integer(carousel.track.currentCard(atOffset: target))
      } else {
        json.null()
      }
    }
    json.finish()
    InputOutput.writeJSON(json, pretty: pretty)
  }
}
