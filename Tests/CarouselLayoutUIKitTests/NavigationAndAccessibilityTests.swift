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

@MainActor
@Suite("Keyboard, VoiceOver and Reduce Motion")
struct NavigationAndAccessibilityTests {
  @Test("the adjustable element moves one card, reads \"2 of 12\" and announces the card")
  func adjustableElement() throws {
    let host = UIKitHost(count: 12)
    host.layout.accessibility.mode = .adjustable
    host.layoutPass()
    let element = try #require(host.layout.accessibility.adjustableElement)
    var announcements: [String] = []
    element.navigator.announce = { announcements.append($0) }
    element.navigator.isReduceMotionEnabled = { false }
    #expect(element.accessibilityTraits.contains(.adjustable))
    #expect(element.accessibilityValue == "1 of 12")
    element.accessibilityIncrement()
    #expect(host.collectionView.contentOffset.x == 361)
    #expect(host.collectionView.lastScrollAnimated == true)
    #expect(element.accessibilityValue == "2 of 12")
    #expect(announcements == ["Card 2 of 12"])
    element.accessibilityDecrement()
    element.accessibilityDecrement()
    #expect(host.collectionView.contentOffset.x == 0)
    // At the start the same announcement repeats: VoiceOver's "can't go further".
    #expect(announcements == ["Card 2 of 12", "Card 1 of 12", "Card 1 of 12"])
    #expect(element.accessibilityFrameInContainerSpace == host.collectionView.bounds)
  }

  @Test("three-finger scrolls page horizontally and pass vertical ones on")
  func accessibilityScroll() throws {
    let host = UIKitHost(size: CGSize(width: 820, height: 300), count: 12, sizeClass: .regular)
    host.layout.accessibility.mode = .adjustable
    host.layoutPass()
    let element = try #require(host.layout.accessibility.adjustableElement)
    element.navigator.announce = { _ in }
    let engine = try host.engine(size: CGSize(width: 820, height: 300), sizeClass: .regular)
    #expect(element.accessibilityScroll(.left))
    #expect(host.collectionView.contentOffset.x == engine.track.offset(ofCard: 2))
    #expect(element.accessibilityScroll(.previous))
    #expect(host.collectionView.contentOffset.x == 0)
    #expect(!element.accessibilityScroll(.up))
    #expect(!element.accessibilityScroll(.down))
  }

  @Test("Reduce Motion scrolls instantly")
  func reduceMotion() {
    let host = UIKitHost(count: 5)
    host.layoutPass()
    let navigator = host.layout.accessibility.navigator
    navigator.announce = { _ in }
    navigator.isReduceMotionEnabled = { true }
    #expect(navigator.navigate(.nextCard))
    #expect(host.collectionView.lastScrollAnimated == false)
  }

  @Test("keys: arrows mirror in right to left, Home and End, Page Up and Down")
  func keyboard() throws {
    let host = UIKitHost(count: 12)
    host.layoutPass()
    let navigator = host.layout.accessibility.navigator
    navigator.announce = { _ in }
    let engine = try host.engine()
    #expect(navigator.handleKey(.keyboardEnd))
    #expect(host.collectionView.contentOffset.x == engine.track.maximumOffset)
    #expect(navigator.handleKey(.keyboardHome))
    #expect(host.collectionView.contentOffset.x == 0)
    #expect(navigator.handleKey(.keyboardRightArrow))
    #expect(navigator.currentCard == 1)
    #expect(navigator.handleKey(.keyboardPageDown))
    #expect(navigator.currentCard == 2)
    #expect(navigator.handleKey(.keyboardLeftArrow))
    #expect(navigator.currentCard == 1)

    let rtl = UIKitHost(count: 12, direction: .rightToLeft)
    rtl.layoutPass()
    let rtlNavigator = rtl.layout.accessibility.navigator
    rtlNavigator.announce = { _ in }
    #expect(rtlNavigator.handleKey(.keyboardLeftArrow))
    #expect(rtlNavigator.currentCard == 1, "left moves forward in right to left")
  }

  @Test("revealing the VoiceOver-focused card scrolls only when it isn't fully visible")
  func revealFocusedCard() throws {
    let host = UIKitHost(count: 12)
    host.layoutPass()
    let navigator = host.layout.accessibility.navigator
    #expect(!navigator.revealCard(at: 0))
    #expect(navigator.revealCard(at: 1), "card 1 only peeks")
    #expect(host.collectionView.contentOffset.x == (try host.engine().track.offset(ofCard: 1)))
    #expect(navigator.revealCard(at: 9))
    #expect(navigator.currentCard == 9)
  }
}
