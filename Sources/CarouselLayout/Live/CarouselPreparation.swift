#if canImport(Foundation)
  import Foundation
#endif

/// What a live layout's next preparation has to do, from the invalidations the framework
/// reported since the last one (MagazineLayout's `PrepareActions`): nothing after a scroll,
/// wait for a batch update that is on its way, read the cards' measurements again, lay the
/// carousel out again. UIKit's `CarouselCollectionViewLayout` reports each invalidation and asks
/// ``prepare(cardCount:measuredCount:inputsChanged:)`` in `prepare()`.
///
/// ```swift
/// var preparation = CarouselPreparation()
/// preparation.prepare(cardCount: 20, measuredCount: 0, inputsChanged: true)
/// // .update(reload: .keepingSelfSized, rebuild: true): the first layout
/// preparation.scrolled()
/// preparation.prepare(cardCount: 20, measuredCount: 20, inputsChanged: false)   // .skip
/// ```
package struct CarouselPreparation: Sendable, Hashable {
  /// What to do in a preparation.
  package enum Step: Sendable, Hashable {
    /// Nothing: only scrolls since the last preparation, or a batch update is on its way
    /// (the framework's update call maps the measurements through it; rebuilding from the new
    /// count alone would lose which card is which).
    case skip
    /// Read the measurements again (`reload`, `nil`: keep them) and lay the carousel out again
    /// (`rebuild`), then go on with the moves waiting for a layout.
    case update(reload: Reload?, rebuild: Bool)
  }

  /// How to read the cards' measurements again (``CardMeasurements/reload(count:keepSelfSized:estimated:fixed:)``).
  package enum Reload: Sendable, Hashable {
    /// The same cards: a card that sized itself keeps its measurement.
    case keepingSelfSized
    /// The cards may be new (`reloadData()`): every self-sizing card starts from the estimate.
    case discardingSelfSized
  }

  private var reloadMeasurements = true
  private var discardSelfSized = false
  private var rebuild = false
  private var awaitUpdates = false
  private var scrollOnly = false

  /// A layout that has prepared nothing yet: its first preparation reads every measurement.
  package init() {}

  /// Whether anything is to be done besides following a scroll.
  private var isEmpty: Bool { !reloadMeasurements && !rebuild && !awaitUpdates }

  /// The layout was invalidated: as a whole (`everything`: a new delegate or layout, an app's
  /// `invalidateLayout()`) reads every measurement again, and forgets self-sized ones when the
  /// data changed too (`reloadData()`); the data's counts alone (a batch update) wait for the
  /// update's own call.
  package mutating func invalidated(everything: Bool, dataSourceCounts: Bool) {
    if everything {
      reloadMeasurements = true
      if dataSourceCounts { discardSelfSized = true }
    } else if dataSourceCounts {
      awaitUpdates = true
    }
  }

  /// The size, the traits, the safe area, the configuration or a self-sized header's height
  /// changed: lay the carousel out again.
  package mutating func needsRebuild() {
    rebuild = true
  }

  /// A bounds change that only scrolled: if nothing else is to be done, the next preparation
  /// does nothing (O(1)).
  package mutating func scrolled() {
    scrollOnly = isEmpty
  }

  /// A batch update arrived and laid the carousel out itself: nothing is left to wait for or
  /// to rebuild.
  package mutating func updatesApplied() {
    (awaitUpdates, rebuild) = (false, false)
  }

  /// A batch update whose changes do not add up (a section operation, update items that miss
  /// the new count): read every measurement again, forgetting self-sized ones when
  /// `reloadsEverything`.
  package mutating func updatesFailed(reloadsEverything: Bool) {
    (awaitUpdates, reloadMeasurements) = (false, true)
    if reloadsEverything { discardSelfSized = true }
  }

  /// The preparation's step for `cardCount` cards (the data source's count now) when
  /// `measuredCount` are measured; `inputsChanged` says whether the size, traits or count
  /// differ from the ones the layout was built with. Neither is read after a scroll alone.
  ///
  /// - Complexity: O(1).
  package mutating func prepare(
    cardCount count: @autoclosure () -> Int, measuredCount measured: @autoclosure () -> Int,
    inputsChanged: @autoclosure () -> Bool
  ) -> Step {
    if isEmpty, scrollOnly {
      scrollOnly = false
      return .skip
    }
    scrollOnly = false
    let (cardCount, measuredCount) = (count(), measured())
    if awaitUpdates {
      awaitUpdates = false
      if cardCount != measuredCount { return .skip }
    }
    let reload: Reload? =
      reloadMeasurements || cardCount != measuredCount
      ? (discardSelfSized ? .discardingSelfSized : .keepingSelfSized) : nil
    let rebuild = reload != nil || rebuild || inputsChanged()
    (reloadMeasurements, discardSelfSized, self.rebuild) = (false, false, false)
    return .update(reload: reload, rebuild: rebuild)
  }
}
