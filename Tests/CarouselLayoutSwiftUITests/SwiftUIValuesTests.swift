import CarouselLayoutSwiftUI
import Foundation
import Testing

@testable import CarouselLayout

// These tests read values the SwiftUI adapter computes without rendering a view, so they run
// wherever SwiftUI exists (macOS `swift test`, an iOS Simulator) and against the stand-in here.
// The tests that render a view read the stand-in's view tree, which SwiftUI does not expose:
// they stay stand-in-only until a hosting driver exists (Docs/VERIFY-ON-A-MAC.md).
#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUIStandIn
#endif

@Suite("SwiftUI adapter values")
struct SwiftUIValuesTests {
  @Test("SwiftUI's velocity is read in points per second unless told otherwise")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func defaultUnit() {
    #expect(ScrollVelocityUnit.carouselDefault == .pointsPerSecond)
    #expect(CarouselScrollTargetBehavior(cardCount: 3).velocityUnit == .pointsPerSecond)
    #expect(ScrollVelocityUnit.pointsPerSecond.pointsPerMillisecond(500) == 0.5)
    #expect(ScrollVelocityUnit.pointsPerMillisecond.pointsPerMillisecond(0.5) == 0.5)
  }

  @Test("the page dots and paging buttons use the engine's 44-point targets")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @MainActor func pageControlTargets() {
    #expect(CarouselPageIndicatorView.dotDiameter == 8)
    #expect(CarouselPagingButtonsView<EmptyView>.buttonSize == 44)
    // Scrubbing along the dots: 44 points a dot, clamped to the pages.
    #expect(CarouselPageIndicatorView.page(atX: -20, count: 5) == 0)
    #expect(CarouselPageIndicatorView.page(atX: 43.9, count: 5) == 0)
    #expect(CarouselPageIndicatorView.page(atX: 44, count: 5) == 1)
    #expect(CarouselPageIndicatorView.page(atX: 500, count: 5) == 4)
    #expect(CarouselPageIndicatorView.page(atX: .nan, count: 5) == 0)
  }

  /// Whether an action ran.
  @MainActor final class Ran {
    var value = false
  }

  @Test("an empty state's action keeps its title and runs what it was given")
  @MainActor
  func emptyStateAction() {
    let ran = Ran()
    let action = CarouselEmptyStateAction("Add Product") { ran.value = true }
    #expect(action.title == "Add Product")
    action.action()
    #expect(ran.value)
  }
}
