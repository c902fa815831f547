#if canImport(Foundation)
  import Foundation
#endif

/// A carousel's snap offsets as plain numbers, read from the track once per query.
///
/// Every snap offset depends on the maximum scroll offset, itself a few multiplications away
/// (``CarouselGeometry/maximumOffset``), and a snap target looks at about a dozen snap
/// offsets. Reading the scalars once into this value, and computing with it inline, makes a
/// snap target several times cheaper than going through the geometry's accessors. It is also
/// the one place the snap offsets are computed: ``CarouselGeometry/snapOffset(at:)``,
/// ``CarouselGeometry/snapOffsetCount`` and ``CarouselGeometry/nearestSnapIndex(to:)`` read
/// through it, so the accessors and the snap target cannot disagree.
struct SnapGrid {
  // MARK: - Scalars

  /// Whether the cards form a carousel; otherwise there is one snap offset, the rest offset.
  let isCarousel: Bool
  /// Whether cards flow left to right.
  let leftToRight: Bool
  /// Card width plus spacing.
  let pitch: CGFloat
  /// The largest scroll offset.
  let maximum: CGFloat
  /// How close to the end of the scroll range a card's offset must be to count as the end.
  let endTolerance: CGFloat
  /// The number of distinct snap offsets (see ``CarouselGeometry/snapOffsetCount``).
  let count: Int

  /// Reads the track's scalars.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  init(_ track: CarouselTrack) {
    isCarousel = track.mode == .carousel
    leftToRight = track.layoutDirection == .leftToRight
    pitch = track.pitch
    maximum = track.maximumOffset
    endTolerance = max(1e-6, maximum * 1e-12)
    let limit = maximum - endTolerance
    if isCarousel, limit > 0 {
      let cards = track.cardCount
      let below = Int(min((limit / pitch).rounded(.up), CGFloat(cards)))
      count = min(cards, below + 1)
    } else {
      count = 1
    }
  }

  // MARK: - Snap offsets

  /// The `index`-th snap offset (see ``CarouselGeometry/snapOffset(at:)``).
  @inline(__always)
  func offset(at index: Int) -> CGFloat {
    guard isCarousel else { return self.leftToRight ? 0 : maximum }
    let leftToRight = min(CGFloat(index) * pitch, maximum)
    let clamped = maximum - leftToRight <= endTolerance ? maximum : leftToRight
    return self.leftToRight ? clamped : maximum - clamped
  }

  /// The distance from card 0's rest along the reading direction.
  @inline(__always)
  func travelled(_ offset: CGFloat) -> CGFloat {
    leftToRight ? offset : maximum - offset
  }

  /// The index of the snap offset nearest to `offset`; exactly half-way picks the smaller
  /// index (see ``CarouselGeometry/nearestSnapIndex(to:)``).
  @inline(__always)
  func nearestIndex(to offset: CGFloat) -> Int {
    guard count > 1, !offset.isNaN else { return 0 }
    // The quotient plus a half, clamped and truncated, is the rounded quotient without a call
    // into libm. Division rounds, so the nearest is this index or a neighbour: the
    // comparisons below settle it, a tie going to the smaller index.
    let around = CarouselGeometry.clampedIndex(travelled(offset) / pitch + 0.5, count - 1)
    var best = around
    var bestDistance = abs(self.offset(at: around) - offset)
    if around > 0 {
      let distance = abs(self.offset(at: around - 1) - offset)
      if distance <= bestDistance { (best, bestDistance) = (around - 1, distance) }
    }
    if around + 1 < count, abs(self.offset(at: around + 1) - offset) < bestDistance {
      best = around + 1
    }
    return best
  }

  /// The first snap index more than `tolerance` beyond `offset` in the forward direction, or
  /// the last one (see ``CarouselGeometry/snapIndex(after:)``).
  @inline(__always)
  func index(after offset: CGFloat, tolerance: CGFloat) -> Int {
    guard count > 1 else { return 0 }
    let travelled = self.travelled(offset) + tolerance
    // The first index past the quotient (clamping, then truncating, rounds down).
    var index = CarouselGeometry.clampedIndex(travelled / pitch + 1, count - 1)
    // Division rounds; settle on the exact snap offsets. It is seldom off, so each loop is
    // entered only after its first test passes (a loop set up on every call costs more than
    // the rest of the query).
    func beyond(_ index: Int) -> Bool { self.travelled(self.offset(at: index)) > travelled }
    if index > 0 && beyond(index - 1) {
      repeat { index -= 1 } while index > 0 && beyond(index - 1)
    }
    if index < count - 1 && !beyond(index) {
      repeat { index += 1 } while index < count - 1 && !beyond(index)
    }
    return index
  }

  /// The last snap index more than `tolerance` before `offset` in the forward direction, or 0
  /// (see ``CarouselGeometry/snapIndex(before:)``).
  @inline(__always)
  func index(before offset: CGFloat, tolerance: CGFloat) -> Int {
    guard count > 1 else { return 0 }
    let travelled = self.travelled(offset) - tolerance
    // The last index short of the quotient, give or take one that the loops settle.
    var index = CarouselGeometry.clampedIndex(travelled / pitch, count - 1)
    func short(_ index: Int) -> Bool { self.travelled(self.offset(at: index)) < travelled }
    if index < count - 1 && short(index + 1) {
      repeat { index += 1 } while index < count - 1 && short(index + 1)
    }
    if index > 0 && !short(index) {
      repeat { index -= 1 } while index > 0 && !short(index)
    }
    return index
  }
}
