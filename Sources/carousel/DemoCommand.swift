import CarouselLayout
import CarouselSpec
import Foundation

/// `carousel demo`: lays out the built-in examples and prints a readable summary.
enum DemoCommand {
  static let usage = """
    carousel demo
      Lays out the built-in examples (compact, regular, right to left, natural heights,
      fewer than three cards, empty) and prints what the engine decided for each.
    """

  static func run(_ arguments: inout ArgumentList) throws {
    try arguments.finish()
    var lines: [String] = []
    for example in BuiltInExamples.all {
      let carousel: CarouselGeometry
      do {
        carousel = try CarouselSpec.parse(Array(example.json.utf8)).geometry()
      } catch {
        throw ToolError.runtime("built-in example \(example.name): \(error)")
      }
      lines.append("\(example.name): \(example.caption)")
      lines.append(contentsOf: summary(of: carousel).map { "  " + $0 })
    }
    InputOutput.writeStandardOutput(Array((lines.joined(separator: "\n") + "\n").utf8))
  }

  static func summary(of carousel: CarouselGeometry) -> [String] {
    let n = NumberText.rounded
    var lines = [
      "mode \(carousel.mode.rawValue), \(carousel.cardCount) cards, "
        + "content \(n(carousel.contentSize.width, 3)) × \(n(carousel.contentSize.height, 3)) pt"
    ]
    switch carousel.mode {
    case .carousel:
      // The first card past the page is the one that peeks in.
      let peeking = carousel.frame(ofCard: min(carousel.cardsPerPage, carousel.cardCount - 1))
      let peek =
        carousel.layoutDirection == .leftToRight
        ? carousel.viewport.width - peeking.minX
        : peeking.maxX - carousel.restOffset
      lines.append(
        "card width \(n(carousel.cardWidth, 3)) pt, \(carousel.cardsPerPage) per page, "
          + "next card peeks \(n(peek, 3)) pt")
      lines.append(
        "snap offsets \(carousel.snapOffsets.map { n($0, 3) }.joined(separator: ", "))")
    case .stack:
      lines.append("cards stacked, each \(n(carousel.cardWidth, 3)) pt wide")
    case .empty:
      if let frame = carousel.emptyStateFrame {
        lines.append("empty state \(n(frame.width, 3)) × \(n(frame.height, 3)) pt")
      }
    }
    if let header = carousel.headerLayout() {
      lines.append(
        "header cell \(n(header.frame.width, 3)) pt wide, See All "
          + (header.seeAll == nil ? "hidden" : "shown"))
    }
    return lines
  }
}
