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

/// The previous- and next-page buttons beside the page control.
@MainActor
@Suite("Paging buttons")
struct PagingButtonsUIKitTests {
  /// A regular-width carousel (1024 points: three cards a page) of `count` cards and its
  /// paging buttons in a regular-width, `direction` environment.
  static func regular(
    count: Int = 7, direction: UITraitEnvironmentLayoutDirection = .leftToRight
  ) -> (UIKitHost, CarouselPagingButtons) {
    let host = UIKitHost(
      size: CGSize(width: 1024, height: 300), count: count, sizeClass: .regular,
      direction: direction)
    host.layout.accessibility.navigator.announce = { _ in }
    host.layoutPass()
    let buttons = CarouselPagingButtons(collectionView: host.collectionView)
    buttons.traitOverrides.horizontalSizeClass = .regular
    buttons.traitOverrides.layoutDirection = direction
    buttons.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
    buttons.layoutIfNeeded()
    return (host, buttons)
  }

  @Test(
    "by default: in regular width, and in compact width only where the page indicator has no dots to tap"
  )
  func visibility() {
    let host = UIKitHost(count: 5)
    host.layoutPass()
    let compact = CarouselPagingButtons(collectionView: host.collectionView)
    // Five dots fit 393 points: they are the single-pointer alternative to the swipe.
    #expect(compact.isHidden)
    compact.visibility = .visible
    #expect(!compact.isHidden)
    // Twelve pages show "1 of 12" text: the buttons stand in for the dots (WCAG 2.5.7).
    let long = UIKitHost(count: 12)
    long.layoutPass()
    let text = CarouselPagingButtons(collectionView: long.collectionView)
    #expect(!text.isHidden)
    let (_, regular) = Self.regular()
    #expect(!regular.isHidden)
    regular.visibility = .hidden
    #expect(regular.isHidden)
    // The carousel turning regular (a trait change of its collection view) shows them.
    compact.visibility = .automatic
    #expect(compact.isHidden)
    host.collectionView.traitOverrides.horizontalSizeClass = .regular
    host.layoutPass()
    #expect(!compact.isHidden)
  }

  @Test(
    "each button is a 44 × 44-point target; the page control is at least 44 points tall and 44 points wide a page"
  )
  func hitTargets() {
    let (host, buttons) = Self.regular()
    for button in [buttons.previousButton, buttons.nextButton] {
      #expect(button.frame.width >= 44 && button.frame.height >= 44, "\(button.frame)")
    }
    let control = CarouselPageControl(collectionView: host.collectionView)
    guard case .dots(let count, _) = control.indicator else {
      Issue.record("seven cards at three a page show dots, not \(control.indicator)")
      return
    }
    let size = control.intrinsicContentSize
    #expect(size.height >= 44 && size.width >= CGFloat(count) * 44, "\(size), \(count) dots")
    let long = UIKitHost(count: 12)
    long.layoutPass()
    let text = CarouselPageControl(collectionView: long.collectionView)
    #expect(text.indicator == .text(current: 0, count: 12))
    #expect(text.intrinsicContentSize.height >= 44)
  }

  @Test("each button moves one page; disabled at the ends, where a tap does nothing")
  func movesAndEnds() throws {
    let (host, buttons) = Self.regular()
    let engine = try host.engine(size: CGSize(width: 1024, height: 300), sizeClass: .regular)
    #expect(engine.track.cardsPerPage == 3)
    #expect(!buttons.previousButton.isEnabled && buttons.nextButton.isEnabled)
    #expect(!UIKitDriver.tap(buttons.previousButton))
    #expect(host.collectionView.contentOffset.x == 0)
    #expect(UIKitDriver.tap(buttons.nextButton))
    #expect(host.collectionView.contentOffset.x == engine.track.offset(ofCard: 3))
    #expect(buttons.previousButton.isEnabled && buttons.nextButton.isEnabled)
    // Cards 4 to 6 share the last snap offset: the next page from card 3 ends there.
    UIKitDriver.tap(buttons.nextButton)
    let last = engine.track.offset(ofCard: 6)
    #expect(last == engine.track.offset(ofCard: 4))
    #expect(host.collectionView.contentOffset.x == last)
    #expect(buttons.previousButton.isEnabled && !buttons.nextButton.isEnabled)
    #expect(!UIKitDriver.tap(buttons.nextButton))
    // Back a page from the last snap offset, by the engine's rule (as Page Up).
    UIKitDriver.tap(buttons.previousButton)
    let back = try engine.track.targetOffset(for: .previousPage, fromOffset: last)
    #expect(host.collectionView.contentOffset.x == back)
    #expect(back == engine.track.offset(ofCard: 1))
  }

  @Test("the buttons follow other moves: a flick, the keyboard, a wheel scroll's rest")
  func follows() {
    let (host, buttons) = Self.regular()
    host.layout.accessibility.navigator.navigate(.last)
    #expect(!buttons.nextButton.isEnabled)
    UIKitDriver.release(host.collectionView, velocity: CGPoint(x: -30, y: 0))
    #expect(!buttons.previousButton.isEnabled)
    host.collectionView.contentOffset.x = 700
    host.layout.restAfterScrolling(willDecelerate: false)
    #expect(buttons.previousButton.isEnabled && buttons.nextButton.isEnabled)
  }

  @Test("right to left: next sits at the left and moves toward higher cards")
  func rightToLeft() throws {
    let (host, buttons) = Self.regular(direction: .rightToLeft)
    let engine = try host.engine(
      size: CGSize(width: 1024, height: 300), sizeClass: .regular, direction: .rightToLeft)
    #expect(host.collectionView.contentOffset.x == engine.track.offset(ofCard: 0))
    #expect(buttons.nextButton.frame == CGRect(x: 0, y: 0, width: 44, height: 44))
    #expect(buttons.previousButton.frame == CGRect(x: 256, y: 0, width: 44, height: 44))
    #expect(!buttons.previousButton.isEnabled && buttons.nextButton.isEnabled)
    UIKitDriver.tap(buttons.nextButton)
    #expect(host.collectionView.contentOffset.x == engine.track.offset(ofCard: 3))
    #expect(engine.track.offset(ofCard: 3) < engine.track.offset(ofCard: 0))
    // Left to right the other way round.
    let (_, leftToRight) = Self.regular()
    #expect(leftToRight.previousButton.frame.minX == 0)
    #expect(leftToRight.nextButton.frame.maxX == 300)
  }

  @Test("labelled for VoiceOver, with the pointer effect and directional chevrons")
  func labels() {
    let (host, buttons) = Self.regular()
    #expect(buttons.previousButton.accessibilityLabel == "Previous page")
    #expect(buttons.nextButton.accessibilityLabel == "Next page")
    for button in [buttons.previousButton, buttons.nextButton] {
      #expect(button.isAccessibilityElement && button.accessibilityTraits.contains(.button))
      #expect(button.isPointerInteractionEnabled)
    }
    StandInRecords.expectSymbol(buttons.previousButton.image(for: .normal), "chevron.backward")
    StandInRecords.expectSymbol(buttons.nextButton.image(for: .normal), "chevron.forward")
    let german = CarouselPagingButtons(
      collectionView: host.collectionView, previousLabel: "Vorherige Seite",
      nextLabel: "Nächste Seite")
    #expect(german.previousButton.accessibilityLabel == "Vorherige Seite")
    #expect(german.nextButton.accessibilityLabel == "Nächste Seite")
    #expect(buttons.intrinsicContentSize == CGSize(width: 96, height: 44))
  }

  @Test("the Large Content Viewer shows each button's symbol and label at accessibility sizes")
  func largeContentViewer() {
    let (_, buttons) = Self.regular()
    #expect(buttons.interactions.contains { $0 is UILargeContentViewerInteraction })
    for (button, label) in [
      (buttons.previousButton, "Previous page"), (buttons.nextButton, "Next page"),
    ] {
      #expect(button.showsLargeContentViewer && button.scalesLargeContentImage)
      #expect(button.largeContentTitle == label)
      #expect(button.largeContentImage != nil)
    }
  }

  @Test("hidden when nothing can move: one page of cards, or no layout")
  func nothingToPage() {
    let (_, few) = Self.regular(count: 3)
    #expect(few.isHidden)
    let bare = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 1024, height: 300),
      collectionViewLayout: CarouselCollectionViewLayout())
    let buttons = CarouselPagingButtons(collectionView: bare)
    buttons.visibility = .visible
    #expect(buttons.isHidden)
  }
}
