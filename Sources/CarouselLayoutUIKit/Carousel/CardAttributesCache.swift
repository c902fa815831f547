import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// The cards' attributes objects handed out for one engine layout, so a scroll frame hands
  /// the same objects back and creates new ones only for cards coming on screen.
  ///
  /// Direct-mapped: card `i` lives in slot `i mod 64`, so a lookup is one array read (no
  /// hashing) and the cache holds a few screenfuls at most; a card that lost its slot is made
  /// again.
  @MainActor
  struct CardAttributesCache {
    private static let slots = 64
    private var entries: [(index: Int, attributes: UICollectionViewLayoutAttributes)?] =
      Array(repeating: nil, count: slots)

    /// The attributes cached for card `index`, or `nil`.
    ///
    /// - Complexity: O(1).
    func attributes(ofCard index: Int) -> UICollectionViewLayoutAttributes? {
      guard let entry = entries[index & (Self.slots - 1)], entry.index == index else { return nil }
      return entry.attributes
    }

    /// Caches card `index`'s attributes.
    ///
    /// - Complexity: O(1).
    mutating func store(_ attributes: UICollectionViewLayoutAttributes, ofCard index: Int) {
      entries[index & (Self.slots - 1)] = (index, attributes)
    }

    /// Forgets every card (the engine's layout changed).
    ///
    /// - Complexity: O(64).
    mutating func removeAll() {
      for slot in entries.indices where entries[slot] != nil { entries[slot] = nil }
    }
  }
#endif
