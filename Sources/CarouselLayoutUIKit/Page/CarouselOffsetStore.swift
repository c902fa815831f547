import CarouselLayout
import Foundation

#if canImport(UIKit) || CAROUSEL_STAND_INS
  /// Where each carousel of a page rests, by section: kept across cell reuse as the engine's
  /// ``/CarouselLayout/CarouselAnchor`` (a card and a fraction of a pitch), so a carousel scrolled
  /// away and back, or rotated meanwhile, shows the same card.
  ///
  /// It stores an anchor, not an offset, so a position saved in portrait is restored in
  /// landscape, with other heights, or in the other layout direction, with the same card in
  /// place.
  ///
  /// ```swift
  /// let offsets = CarouselOffsetStore()            // one per page
  /// cell.configure(section: "recommended", offsets: offsets)
  /// ```
  @MainActor
  public final class CarouselOffsetStore {
    private var anchors: [AnyHashable: CarouselAnchor] = [:]

    /// Creates an empty store.
    public init() {}

    /// The anchor saved for a section, or `nil` (its carousel opens at card 0).
    ///
    /// - Complexity: O(1).
    public func anchor(for section: AnyHashable) -> CarouselAnchor? { anchors[section] }

    /// Saves a section's anchor.
    ///
    /// - Complexity: O(1).
    public func save(_ anchor: CarouselAnchor, for section: AnyHashable) {
      anchors[section] = anchor
    }

    /// Forgets every section (the page's data changed).
    public func removeAll() { anchors.removeAll() }
  }
#endif
