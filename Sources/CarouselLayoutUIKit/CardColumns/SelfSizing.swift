import CarouselLayout
import Foundation

#if canImport(UIKit) || CAROUSEL_STAND_INS
  /// The bookkeeping of self-sizing cards that ``CarouselCollectionViewLayout`` and
  /// ``CardColumnsCollectionViewLayout`` share: each card's measurement, and whether the card
  /// sizes itself (the host gave no measurement up front).
  enum SelfSizing {
    /// Reads the measurements of `count` cards again.
    ///
    /// A card `fixed` measures takes that measurement and does not size itself; any other card
    /// sizes itself, keeping the measurement it had when it sized itself before and
    /// `keepSelfSized` is set, else starting from `estimated`.
    ///
    /// - Complexity: O(count).
    static func reload(
      count: Int, measurements: inout [CardMeasurement], selfSizing: inout [Bool],
      keepSelfSized: Bool = true, estimated: CardMeasurement,
      fixed: (Int) -> CardMeasurement?
    ) {
      var newMeasurements: [CardMeasurement] = []
      var newSelfSizing: [Bool] = []
      newMeasurements.reserveCapacity(count)
      newSelfSizing.reserveCapacity(count)
      for index in 0..<count {
        if let measurement = fixed(index) {
          newMeasurements.append(measurement)
          newSelfSizing.append(false)
        } else {
          let kept = keepSelfSized && index < measurements.count && selfSizing[index]
          newMeasurements.append(kept ? measurements[index] : estimated)
          newSelfSizing.append(true)
        }
      }
      measurements = newMeasurements
      selfSizing = newSelfSizing
    }

    /// The card index at `indexPath` when that card sizes itself, or `nil` for any other index
    /// path.
    ///
    /// - Complexity: O(1).
    static func card(at indexPath: IndexPath, selfSizing: [Bool]) -> Int? {
      let index = indexPath.item
      guard indexPath.section == 0, index >= 0, index < selfSizing.count, selfSizing[index]
      else { return nil }
      return index
    }
  }
#endif
