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
@Suite("Page control")
struct CarouselPageControlTests {
  @Test("dots below nine pages, following the carousel as it comes to rest")
  func dots() throws {
    let host = UIKitHost(count: 5)
    host.layout.accessibility.navigator.announce = { _ in }
    host.layoutPass()
    let control = CarouselPageControl(collectionView: host.collectionView)
    #expect(control.indicator == .dots(count: 5, current: 0))
    #expect(control.numberOfPages == 5 && !control.isHidden && control.textLabel.isHidden)
    // A flick: the control shows the target page at release.
    UIKitDriver.release(host.collectionView, velocity: CGPoint(x: 0.5, y: 0))
    #expect(control.currentPage == 1)
    // The keyboard.
    host.layout.accessibility.navigator.navigate(.last)
    #expect(control.currentPage == 4)
  }

  @Test("a tap or a scrub moves the carousel to the page, also in right to left")
  func userSelection() throws {
    for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
      let host = UIKitHost(count: 5, direction: direction)
      host.layout.accessibility.navigator.announce = { _ in }
      host.layoutPass()
      let control = CarouselPageControl(collectionView: host.collectionView)
      UIKitDriver.select(page: 3, on: control)
      let engine = try host.engine(
        direction: direction == .rightToLeft ? .rightToLeft : .leftToRight)
      #expect(host.collectionView.contentOffset.x == engine.track.offset(ofPage: 3))
      #expect(control.currentPage == 3)
    }
  }

  @Test("the Large Content Viewer shows the page, as dots or text: the control does not grow")
  func largeContentViewer() {
    let host = UIKitHost(count: 12)
    host.layout.accessibility.navigator.announce = { _ in }
    host.layoutPass()
    let control = CarouselPageControl(collectionView: host.collectionView)
    #expect(control.interactions.contains { $0 is UILargeContentViewerInteraction })
    #expect(control.showsLargeContentViewer)
    #expect(control.largeContentTitle == "1 of 12")
    host.layout.accessibility.navigator.navigate(.last)
    #expect(control.largeContentTitle == "12 of 12")
    let five = UIKitHost(count: 5)
    five.layoutPass()
    let dots = CarouselPageControl(collectionView: five.collectionView)
    #expect(dots.indicator == .dots(count: 5, current: 0))
    #expect(dots.largeContentTitle == "1 of 5")
  }

  @Test("text from nine pages in the carousel's wording; hidden for one page")
  func textAndHidden() {
    let host = UIKitHost(count: 12)
    host.layout.accessibility.navigator.wording = CarouselWording(position: { "\($0) von \($1)" })
    host.layoutPass()
    let control = CarouselPageControl(collectionView: host.collectionView)
    #expect(control.indicator == .text(current: 0, count: 12))
    #expect(control.textLabel.text == "1 von 12" && !control.textLabel.isHidden)
    #expect(control.numberOfPages == 0)
    // Laid out at the size a stack view gives it, the label fills the control (before, it
    // kept its zero frame and nothing showed on a device).
    control.frame = CGRect(x: 0, y: 0, width: 200, height: 26)
    control.layoutIfNeeded()
    #expect(control.textLabel.frame == control.bounds)
    #expect(control.textLabel.textAlignment == .center && control.textLabel.superview === control)
    let one = UIKitHost(count: 1)
    one.layoutPass()
    #expect(CarouselPageControl(collectionView: one.collectionView).isHidden)
  }

  @Test("text mode is adjustable for VoiceOver as the dots are: swipe up and down page")
  func textModeAdjustable() throws {
    let host = UIKitHost(count: 12)
    host.layout.accessibility.navigator.announce = { _ in }
    host.layoutPass()
    let control = CarouselPageControl(collectionView: host.collectionView)
    #expect(control.accessibilityTraits.contains(.adjustable))
    #expect(control.textLabel.isAccessibilityElement == false)
    control.accessibilityIncrement()
    let engine = try host.engine()
    #expect(host.collectionView.contentOffset.x == engine.track.offset(ofPage: 1))
    #expect(control.accessibilityValue == control.textLabel.text)
    #expect(control.indicator == .text(current: 1, count: 12))
    control.accessibilityDecrement()
    #expect(host.collectionView.contentOffset.x == 0)
    #expect(control.indicator == .text(current: 0, count: 12))
  }
}
