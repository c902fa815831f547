#if canImport(UIKit) || CAROUSEL_STAND_INS
  /// The work the next `prepare()` has to do (MagazineLayout's `PrepareActions`): a bounds change
  /// that only scrolls leaves it empty, so `prepare()` does nothing.
  struct CarouselPrepareActions: OptionSet {
    let rawValue: UInt8

    /// Ask the delegate again for the item count's measurements (data changed, or the layout
    /// was invalidated as a whole). Implies ``rebuildGeometry``.
    static let reloadMeasurements = CarouselPrepareActions(rawValue: 1 << 0)
    /// Lay the carousel out again from the current measurements (size, traits or configuration
    /// changed). O(n) in the cards.
    static let rebuildGeometry = CarouselPrepareActions(rawValue: 1 << 1)
    /// A batch update is on its way: `prepare(forCollectionViewUpdates:)` maps the measurements
    /// through it, so `prepare()` must not rebuild from the new item count alone.
    static let awaitUpdates = CarouselPrepareActions(rawValue: 1 << 2)
  }

  extension CarouselPrepareActions {
    /// Forget self-sized measurements when reloading (`reloadData()`: the cards may be new).
    static let discardSelfSizing = CarouselPrepareActions(rawValue: 1 << 3)
  }
#endif
