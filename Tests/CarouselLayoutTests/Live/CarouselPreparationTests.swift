import CarouselLayout
import Foundation
import Testing

/// `CarouselPreparation`: what a live layout's `prepare()` does after each kind of
/// invalidation, with no framework.
@Suite struct CarouselPreparationTests {
  typealias Step = CarouselPreparation.Step

  /// A preparation that has laid out 20 cards once.
  static func prepared() -> CarouselPreparation {
    var preparation = CarouselPreparation()
    _ = preparation.prepare(cardCount: 20, measuredCount: 0, inputsChanged: true)
    return preparation
  }

  @Test("the first preparation reads every measurement and lays out")
  func first() {
    var preparation = CarouselPreparation()
    let step = preparation.prepare(cardCount: 0, measuredCount: 0, inputsChanged: false)
    #expect(step == .update(reload: .keepingSelfSized, rebuild: true))
  }

  @Test("a scroll alone: nothing to do, without reading the inputs; then only what changed")
  func scroll() {
    var preparation = Self.prepared()
    preparation.scrolled()
    var readInputs = false
    let step = preparation.prepare(
      cardCount: 20, measuredCount: 20,
      inputsChanged: {
        readInputs = true
        return true
      }())
    #expect(step == .skip && !readInputs)
    // Without a scroll reported, the inputs are compared.
    let next = preparation.prepare(cardCount: 20, measuredCount: 20, inputsChanged: false)
    #expect(next == .update(reload: nil, rebuild: false))
    let changed = preparation.prepare(cardCount: 20, measuredCount: 20, inputsChanged: true)
    #expect(changed == .update(reload: nil, rebuild: true))
  }

  @Test("a scroll after a size change still rebuilds")
  func scrollAfterResize() {
    var preparation = Self.prepared()
    preparation.needsRebuild()
    preparation.scrolled()
    let step = preparation.prepare(cardCount: 20, measuredCount: 20, inputsChanged: false)
    #expect(step == .update(reload: nil, rebuild: true))
  }

  @Test("invalidating everything reads the measurements again; reloadData forgets self-sized ones")
  func everything() {
    var preparation = Self.prepared()
    preparation.invalidated(everything: true, dataSourceCounts: false)
    let step = preparation.prepare(cardCount: 20, measuredCount: 20, inputsChanged: false)
    #expect(step == .update(reload: .keepingSelfSized, rebuild: true))
    preparation.invalidated(everything: true, dataSourceCounts: true)
    let reloaded = preparation.prepare(cardCount: 20, measuredCount: 20, inputsChanged: false)
    #expect(reloaded == .update(reload: .discardingSelfSized, rebuild: true))
    // Forgotten once done.
    let after = preparation.prepare(cardCount: 20, measuredCount: 20, inputsChanged: false)
    #expect(after == .update(reload: nil, rebuild: false))
  }

  @Test(
    "a batch update on its way: the new count waits for the update; a count that matches goes on")
  func batchUpdate() {
    var preparation = Self.prepared()
    preparation.invalidated(everything: false, dataSourceCounts: true)
    #expect(preparation.prepare(cardCount: 22, measuredCount: 20, inputsChanged: true) == .skip)
    // The update mapped the measurements and laid out.
    preparation.updatesApplied()
    let applied = preparation.prepare(cardCount: 22, measuredCount: 22, inputsChanged: false)
    #expect(applied == .update(reload: nil, rebuild: false))
    // An update that keeps the count (reloads, moves) does not wait: what else changed goes on.
    preparation.invalidated(everything: false, dataSourceCounts: true)
    preparation.needsRebuild()
    let step = preparation.prepare(cardCount: 22, measuredCount: 22, inputsChanged: false)
    #expect(step == .update(reload: nil, rebuild: true))
    // An update whose items do not add up starts over, forgetting self-sized measurements for a
    // whole-section reload (also when it arrives before a preparation took the wait).
    preparation.invalidated(everything: false, dataSourceCounts: true)
    preparation.updatesFailed(reloadsEverything: true)
    let failed = preparation.prepare(cardCount: 5, measuredCount: 0, inputsChanged: true)
    #expect(failed == .update(reload: .discardingSelfSized, rebuild: true))
  }

  @Test("a count that changed without an update reads the measurements again")
  func countChanged() {
    var preparation = Self.prepared()
    let step = preparation.prepare(cardCount: 25, measuredCount: 20, inputsChanged: true)
    #expect(step == .update(reload: .keepingSelfSized, rebuild: true))
  }
}
