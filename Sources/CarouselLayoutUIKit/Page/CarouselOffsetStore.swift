import CarouselLayout
import Foundation

/// Where each embedded carousel of a page was scrolled to, by section, so that a carousel
/// comes back where the user left it when its ``CarouselSectionCell`` is reused.
///
/// It stores an anchor per section (``/CarouselLayout/CarouselAnchor``: a card and a fraction of a pitch), not
/// an offset, so a position saved in portrait is restored in landscape, with other heights,
/// or in the other layout direction, with the same card in place.
///
/// ```swift
/// let offsets = CarouselOffsetStore()
/// cell.configure(section: "recommended", …, offsetStore: offsets)
/// ```
@MainActor
public final class CarouselOffsetStore {
  private var anchors: [AnyHashable: CarouselAnchor] = [:]

  /// Creates an empty store.
  public init() {}

  /// The anchor saved for a section, or `nil` (the carousel opens at card 0).
  ///
  /// - Complexity: O(1).
  public func anchor(forSection section: AnyHashable) -> CarouselAnchor? {
    anchors[section]
  }

  /// Saves (or, with `nil`, forgets) a section's anchor.
  ///
  /// - Complexity: O(1).
  public func setAnchor(_ anchor: CarouselAnchor?, forSection section: AnyHashable) {
    anchors[section] = anchor
  }

  /// Forgets every section's anchor.
  public func removeAll() {
    anchors.removeAll()
  }
}
