import CarouselLayout
import Foundation

/// What the fuzzer (and its regression tests) run on one input: parse it as a spec, lay it
/// out, query it, write its report, and trap if any output is not finite or a query disagrees
/// with the frames.
///
/// Bad input must come back as a ``SpecError``; anything else — a trap, NaN in a frame, a rect
/// query that misses a card — is a bug the fuzzer reports.
public enum FuzzChecks {
  /// Runs every check on one input.
  public static func run(_ bytes: [UInt8]) {
    guard let spec = try? CarouselSpec.parse(bytes), spec.cards.count <= 10_000 else { return }
    // The last 8 bytes choose an offset for the uniform-visible height and the queries.
    let seed = bytes.suffix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    let offset = CGFloat(seed % 4096) - 512
    guard let carousel = try? spec.geometry(offset: offset) else { return }
    check(carousel, offset: offset)
    var json = JSONWriter()
    LayoutReport.write(carousel, offset: offset, into: &json)
    let text = json.text
    precondition(!text.contains("nan") && !text.contains("inf"), "report holds NaN or infinity")
  }

  static func check(_ carousel: CarouselGeometry, offset: CGFloat) {
    let content = carousel.contentSize
    precondition(content.width.isFinite && content.height.isFinite, "content size not finite")
    carousel._checkInvariants()
    let rect = CGRect(x: offset, y: 0, width: carousel.viewport.width, height: content.height)
    var found: [Int] = []
    carousel.forEachCard(in: rect) { index, _ in found.append(index) }
    let expected = (0..<carousel.cardCount).filter { index in
      let frame = carousel.frame(ofCard: index)
      return frame.minX <= rect.maxX && frame.maxX >= rect.minX && frame.minY <= rect.maxY
        && frame.maxY >= rect.minY
    }
    precondition(found == expected, "rect query \(found) differs from the frames \(expected)")
    for index in 0..<carousel.snapOffsetCount {
      let snap = carousel.snapOffset(at: index)
      precondition(snap >= 0 && snap <= carousel.maximumOffset, "snap offset out of range")
    }
    let nearest = carousel.nearestSnapIndex(to: offset)
    precondition(nearest >= 0 && nearest < carousel.snapOffsetCount, "nearest snap out of range")
  }
}
