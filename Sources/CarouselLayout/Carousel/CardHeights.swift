#if canImport(Foundation)
  import Foundation
#endif

/// The measured heights of every card in one contiguous buffer, with the tallest card kept up
/// to date in O(log n) when one card re-measures itself.
///
/// Each card's header, body and footer heights are stored in single precision (12 bytes a
/// card), so a 1,000,000-card carousel holds 12 MB of heights; that is exact for any height
/// that is a multiple of 1/1024 point below 16,384 points, and within 1/1000 point of every
/// height a card may have (at most 520 points tall by default). Above the buffer sits a max
/// segment tree over blocks of 16 cards (1 byte a card), so the tallest card in any range of
/// cards is found in O(log n), and a change to one card costs a 16-card block scan plus
/// O(log n) tree updates, never a rescan of all cards.
///
/// ```swift
/// var heights = CardHeights([CardMeasurement(height: 100), CardMeasurement(height: 300)])
/// heights.tallest                       // 300
/// heights[1] = CardMeasurement(height: 50)
/// heights.tallest                       // 100
/// ```
@usableFromInline
package struct CardHeights: Sendable, Hashable {
  /// Cards per leaf block of the segment tree, as a power of two.
  static let blockShift = 4
  static let blockSize = 1 << blockShift

  /// header, body, footer of card i at 3i, 3i+1, 3i+2.
  @usableFromInline private(set) var parts: [Float]
  /// Bottom-up max segment tree over block maxima; leaves start at `leafBase`.
  private var tree: [Double]
  private var leafBase: Int

  /// The number of cards.
  package private(set) var count: Int

  // MARK: - Initialisers

  /// Creates the buffer from measurements.
  ///
  /// Heights are clamped, never trusted: a NaN or negative height is stored as 0 and one above
  /// ``Validation/largestSize`` (infinity included) as that size. The layouts validate their
  /// cards first (``Validation/check(cards:)``), so they never see a clamped height.
  ///
  /// - Complexity: O(n), one pass over valid measurements (two when one is clamped).
  package init(_ measurements: [CardMeasurement]) {
    if let valid = Self(validating: measurements, largest: Validation.largestSize) {
      self = valid
      return
    }
    count = measurements.count
    (parts, tree, leafBase, _) = Self.build(
      measurements.map(Self.clamped), largest: Validation.largestSize)
  }

  /// `measurement` with each height clamped into `0...Validation.largestSize` (NaN is 0).
  static func clamped(_ measurement: CardMeasurement) -> CardMeasurement {
    @inline(__always) func clamp(_ value: CGFloat) -> CGFloat {
      value > 0 ? min(value, Validation.largestSize) : 0
    }
    return CardMeasurement(
      header: clamp(measurement.header), body: clamp(measurement.body),
      footer: clamp(measurement.footer))
  }

  /// Creates the buffer from measurements that are not validated yet, checking them in the
  /// same pass that copies them, or returns `nil` when a height is NaN, negative or above
  /// `largest` (``Validation/check(cards:)`` then names the card).
  ///
  /// - Complexity: O(n), one pass over the measurements.
  init?(validating measurements: [CardMeasurement], largest: Double) {
    let built = Self.build(measurements, largest: largest)
    guard built.valid else { return nil }
    count = measurements.count
    (parts, tree, leafBase) = (built.parts, built.tree, built.leafBase)
  }

  // MARK: - Reading

  /// The measurement of card `index`, as stored (in single precision); a new measurement is
  /// clamped like the initialiser's.
  ///
  /// - Precondition: `0 <= index < count`.
  /// - Complexity: O(1) to read; O(log n) to write.
  package subscript(index: Int) -> CardMeasurement {
    get {
      let j = 3 * index
      return CardMeasurement(
        header: CGFloat(parts[j]), body: CGFloat(parts[j + 1]), footer: CGFloat(parts[j + 2]))
    }
    set {
      let newValue = Self.clamped(newValue)
      let j = 3 * index
      parts[j] = Float(newValue.header)
      parts[j + 1] = Float(newValue.body)
      parts[j + 2] = Float(newValue.footer)
      updateBlock(containing: index)
    }
  }

  /// The natural height of card `index` (header, body and footer added).
  ///
  /// - Precondition: `0 <= index < count`.
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  package func height(ofCard index: Int) -> Double {
    let j = 3 * index
    return Double(parts[j]) + Double(parts[j + 1]) + Double(parts[j + 2])
  }

  /// The natural height of the tallest card, or 0 without cards.
  ///
  /// - Complexity: O(1).
  package var tallest: Double { tree[1] }

  /// The natural height of the tallest card among `cards`, or 0 for an empty range.
  ///
  /// - Complexity: O(log n).
  package func tallest(in cards: Range<Int>) -> Double {
    let lower = max(0, cards.lowerBound)
    let upper = min(count, cards.upperBound)
    guard lower < upper else { return 0 }
    let firstBlock = lower >> Self.blockShift
    let lastBlock = (upper - 1) >> Self.blockShift
    if firstBlock == lastBlock || lastBlock - firstBlock == 1 {
      return scan(lower..<upper)
    }
    var result = 0.0
    // Partial blocks at both ends, scanned.
    let fullLower = (firstBlock + 1) << Self.blockShift
    let fullUpper = lastBlock << Self.blockShift
    result = max(scan(lower..<fullLower), scan(fullUpper..<upper))
    // Whole blocks in between, through the tree.
    var left = leafBase + firstBlock + 1
    var right = leafBase + lastBlock
    while left < right {
      if left & 1 == 1 {
        result = max(result, tree[left])
        left += 1
      }
      if right & 1 == 1 {
        right -= 1
        result = max(result, tree[right])
      }
      left >>= 1
      right >>= 1
    }
    return result
  }

  /// The memory the buffer holds, in bytes (heights and tree).
  package var allocatedBytes: Int {
    parts.capacity * MemoryLayout<Float>.stride + tree.capacity * MemoryLayout<Double>.stride
  }

  // MARK: - Private

  private func scan(_ cards: Range<Int>) -> Double {
    var result = 0.0
    for index in cards { result = max(result, height(ofCard: index)) }
    return result
  }

  /// Copies the heights to single precision, puts each block's tallest card in the tree's
  /// leaves and fills the tree, reading each measurement once; `valid` says whether every
  /// height was in `0...largest` (NaN is not).
  private static func build(_ measurements: [CardMeasurement], largest: Double) -> (
    parts: [Float], tree: [Double], leafBase: Int, valid: Bool
  ) {
    let count = measurements.count
    let blocks = (count + blockSize - 1) >> blockShift
    let leafBase = max(blocks, 1)
    var tree = [Double](repeating: 0, count: 2 * leafBase)
    // One unsigned comparison per height: a double in 0...largest has a bit pattern in
    // 0...largest.bitPattern, and NaN, the infinities and negative numbers have larger ones
    // (so does -0.0, which then takes the exact slow path).
    let largestBits = largest.bitPattern
    var valid = true
    let parts = [Float](unsafeUninitializedCapacity: 3 * count) { parts, initialized in
      measurements.withUnsafeBufferPointer { cards in
        tree.withUnsafeMutableBufferPointer { tree in
          for block in 0..<blocks {
            let lower = block << blockShift
            var best = 0.0
            var inRange = true
            for index in lower..<min(count, lower + blockSize) {
              let card = cards[index]
              let (header, body, footer) = (
                Float(card.header), Float(card.body), Float(card.footer)
              )
              parts[3 * index] = header
              parts[3 * index + 1] = body
              parts[3 * index + 2] = footer
              let height = Double(header) + Double(body) + Double(footer)
              best = height > best ? height : best
              inRange =
                inRange && Double(card.header).bitPattern <= largestBits
                && Double(card.body).bitPattern <= largestBits
                && Double(card.footer).bitPattern <= largestBits
            }
            tree[leafBase + block] = best
            valid = valid && inRange
          }
          var node = leafBase - 1
          while node >= 1 {
            tree[node] = max(tree[2 * node], tree[2 * node + 1])
            node -= 1
          }
        }
      }
      initialized = 3 * count
    }
    return (parts, tree, leafBase, valid)
  }

  private mutating func updateBlock(containing index: Int) {
    let block = index >> Self.blockShift
    let lower = block << Self.blockShift
    var node = leafBase + block
    tree[node] = scan(lower..<min(count, lower + Self.blockSize))
    node >>= 1
    while node >= 1 {
      tree[node] = max(tree[2 * node], tree[2 * node + 1])
      node >>= 1
    }
  }
}
