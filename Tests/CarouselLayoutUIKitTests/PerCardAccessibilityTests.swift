import Foundation
import Testing

@testable import CarouselLayout
@testable import CarouselLayoutUIKit

// These tests drive the adapter as UIKit does: through the stand-in here, and through UIKit on an
// iOS Simulator (Examples/App's CarouselLayoutUIKitTests target); what a person or the run loop
// does goes through UIKitDriver.
#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

/// A card with a button in its footer.
@MainActor
final class ButtonCardCell: CarouselCardCell {
  let button = UIView(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    button.isAccessibilityElement = true
    button.accessibilityLabel = "Add to cart"
    footerView.addSubview(button)
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("VoiceOver per card, and the keyboard focus")
struct PerCardAccessibilityTests {
  private func host(count: Int, direction: UITraitEnvironmentLayoutDirection = .leftToRight)
    -> UIKitHost
  {
    let host = UIKitHost(count: count, direction: direction)
    host.dataSource.makeCell = {
      UIKitDriver.cell(ButtonCardCell.self, in: $0, at: $1) { ButtonCardCell(frame: $0) }
    }
    host.layout.accessibility.navigator.announce = { _ in }
    host.layoutPass()
    return host
  }

  private func cell(_ host: UIKitHost, _ index: Int) throws -> ButtonCardCell {
    try #require(
      host.collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? ButtonCardCell)
  }

  @Test("per card by default: cells stay containers with their position, buttons reachable")
  func perCardByDefault() throws {
    let host = host(count: 12)
    #expect(host.layout.accessibility.mode == .perCard)
    #expect(host.collectionView.accessibilityElements == nil)
    let card = try cell(host, 1)
    #expect(card.accessibilityLabel == "Card 2 of 12")
    #expect(card.accessibilityContainerType == .semanticGroup)
    #expect(!card.isAccessibilityElement, "a container: its button stays an element")
    #expect(card.button.superview?.superview?.superview === card)
  }

  @Test("a three-finger swipe inside a card pages the carousel, mirrored in right to left")
  func threeFingerSwipe() throws {
    let host = host(count: 12)
    let button = try cell(host, 0).button
    #expect(button.accessibilityScroll(.left))
    #expect(host.collectionView.contentOffset.x == (try host.engine().track.offset(ofCard: 1)))
    #expect(!button.accessibilityScroll(.up), "vertical swipes go to the page")
    let rtl = self.host(count: 12, direction: .rightToLeft)
    let start = rtl.collectionView.contentOffset.x
    #expect(try cell(rtl, 0).button.accessibilityScroll(.right))
    #expect(rtl.collectionView.contentOffset.x < start, "right moves forward in right to left")
  }

  @Test("VoiceOver moving into a card that only peeks brings it to rest")
  func focusBringsCardToRest() async throws {
    let host = host(count: 12)
    let button = try cell(host, 1).button
    #expect(host.layout.accessibility.elementFocused(button))
    #expect(host.collectionView.contentOffset.x == (try host.engine().track.offset(ofCard: 1)))
    host.layoutPass()
    // Through the notification UIKit posts.
    let back = try cell(host, 0).button
    NotificationCenter.default.post(
      name: UIAccessibility.elementFocusedNotification, object: nil,
      userInfo: [UIAccessibility.focusedElementUserInfoKey: back])
    for _ in 0..<200 where host.collectionView.contentOffset.x != 0 {
      try await Task.sleep(nanoseconds: 1_000_000)
    }
    #expect(host.collectionView.contentOffset.x == 0)
  }

  @Test("keyboard focus: the focused card comes to rest, the last focused card is remembered")
  func keyboardFocus() throws {
    let host = host(count: 12)
    #expect(host.collectionView.remembersLastFocusedIndexPath)
    #expect(host.layout.accessibility.focusMoved(to: IndexPath(item: 3, section: 0)))
    #expect(host.collectionView.contentOffset.x == (try host.engine().track.offset(ofCard: 3)))
    #expect(!host.layout.accessibility.focusMoved(to: IndexPath(item: 3, section: 0)))
  }

  @Test("inserts and removals are announced")
  func changesAnnounced() {
    let host = host(count: 12)
    var spoken: [String] = []
    host.layout.accessibility.navigator.announce = { spoken.append($0) }
    host.dataSource.count = 14
    for index in 12..<14 { host.delegate.fixed[index] = CardMeasurement(height: 200) }
    host.collectionView.insertItems(at: [
      IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0),
    ])
    host.dataSource.count = 13
    host.collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
    #expect(spoken == ["2 cards added", "1 card removed"])  // the SwiftUI carousel's words
  }

  @Test("the engine's rule decides: each kind counted, moves silent, a section reload's net change")
  func announcementRule() {
    let host = host(count: 12)
    var spoken: [String] = []
    host.layout.accessibility.navigator.announce = { spoken.append($0) }
    // Both in one batch: each counted, not the net change.
    host.dataSource.count = 13
    for index in 12..<13 { host.delegate.fixed[index] = CardMeasurement(height: 200) }
    host.collectionView.performBatchUpdates {
      host.collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
      host.collectionView.insertItems(at: [
        IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0),
      ])
    }
    #expect(spoken == ["2 cards added, 1 card removed"])
    // A move, and a card reloaded in place: nothing added or removed, nothing said.
    host.collectionView.moveItem(
      at: IndexPath(item: 1, section: 0), to: IndexPath(item: 8, section: 0))
    host.collectionView.reloadItems(at: [IndexPath(item: 4, section: 0)])
    #expect(spoken.count == 1)
    // The section reloaded with three cards fewer: the net change, as SwiftUI says it.
    host.dataSource.count = 10
    host.collectionView.reloadSections(IndexSet(integer: 0))
    #expect(spoken.last == "3 cards removed" && spoken.count == 2)
    host.collectionView.reloadSections(IndexSet(integer: 0))
    #expect(spoken.count == 2)
  }

  @Test("the adjustable mode: one element in place of the cards")
  func adjustableMode() throws {
    let host = host(count: 12)
    host.layout.accessibility.mode = .adjustable
    host.layoutPass()
    let element = try #require(host.layout.accessibility.adjustableElement)
    #expect(
      host.collectionView.accessibilityElements?.first as? CarouselAccessibilityElement
        === element)
    #expect(element.accessibilityValue == "1 of 12")
    element.accessibilityIncrement()
    #expect(host.collectionView.contentOffset.x == (try host.engine().track.offset(ofCard: 1)))
    host.layoutPass()
    let attributes = host.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    #expect((attributes as? CarouselLayoutAttributes)?.positionLabel == nil)
    host.layout.accessibility.mode = .perCard
    #expect(host.collectionView.accessibilityElements == nil)
  }
}
