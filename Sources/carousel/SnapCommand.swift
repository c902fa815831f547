import CarouselLayout
import CarouselSpec
import Foundation

/// `carousel snap SPEC --offset X --velocity V [--projected P]`: where a release comes to rest.
enum SnapCommand {
  static let usage = """
    carousel snap SPEC --offset X --velocity V [--projected P]
      Prints where a drag released at offset X with velocity V (points per millisecond,
      content coordinates: negative moves toward higher cards in right to left) comes to
      rest, as {"target": T, "card": K}: K is the card at rest there (when snapping, the
      smallest card index whose snap offset is T; null without cards).
      --projected P   the resting offset the host projected (default: projected from X and
                      V with the configuration's deceleration rate).
    """

  static func run(_ arguments: inout ArgumentList) throws {
    let release = try ReleaseArguments.read(&arguments)
    try arguments.finish()
    let carousel = release.carousel
    let target = try ReleaseArguments.engine {
      try carousel.targetOffset(
        releasedAt: release.offset, velocity: release.velocity, projected: release.projected)
    }
    var json = JSONWriter()
    json.object { json in
      json.key("target")
      json.number(target)
      json.key("card")
      if carousel.cardCount > 0 {
        json.integer(carousel.currentCard(atOffset: target))
      } else {
        json.null()
      }
    }
    json.finish()
    InputOutput.writeStandardOutput(json.bytes)
  }
}
