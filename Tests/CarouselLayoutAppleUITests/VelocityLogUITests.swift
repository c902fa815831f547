// Swipes the example app's velocity-log screen (Examples/App, `-screen velocity-log`) for real
// and logs the velocity SwiftUI hands `updateTarget`, to settle its unit (Apple does not
// document it): the drag's speed is known, so the logged number says whether SwiftUI passes
// points per second or points per millisecond.
#if canImport(UIKit)
  import XCTest

  final class VelocityLogUITests: XCTestCase {
    /// Confirms: README and DocC "Getting started with SwiftUI" — SwiftUI's
    /// `ScrollTargetBehaviorContext.velocity` is read in points per second
    /// (`ScrollVelocityUnit.carouselDefault`); Docs/VERIFY-ON-A-MAC.md, the velocity unit.
    ///
    /// `XCUIApplication` and `XCUICoordinate` are main-actor classes
    /// (https://developer.apple.com/documentation/xcuiautomation/xcuiapplication), so the test
    /// runs on the main actor, as Xcode 16's UI-test template marks its test methods.
    @MainActor
    func testUpdateTargetVelocityUnit() throws {
      let app = XCUIApplication()
      // The example app opens its velocity-log screen directly (Examples/App, GalleryScreen).
      app.launchArguments = ["-screen", "velocity-log"]
      app.launch()
      let carousel = app.scrollViews["carousel"]
      XCTAssertTrue(carousel.waitForExistence(timeout: 10))
      let scaleText = app.staticTexts["displayScale"]
      XCTAssertTrue(scaleText.waitForExistence(timeout: 5))
      let scale = try XCTUnwrap(Double(scaleText.label), "displayScale: \(scaleText.label)")
      XCTAssertGreaterThanOrEqual(scale, 1)

      // A leftward drag of 200 points at 1000 points per second, released while still
      // moving. XCUIGestureVelocity is in pixels per second
      // (https://developer.apple.com/documentation/xcuiautomation/xcuigesturevelocity), so
      // 1000 points per second is 1000 × the screen's scale.
      let pointsPerSecond = 1000.0
      let start = carousel.coordinate(withNormalizedOffset: CGVector(dx: 0.8, dy: 0.5))
      let end = start.withOffset(CGVector(dx: -200, dy: 0))
      start.press(
        forDuration: 0.05, thenDragTo: end,
        withVelocity: XCUIGestureVelocity(CGFloat(pointsPerSecond * scale)),
        thenHoldForDuration: 0)

      let log = app.staticTexts["velocityLog"]
      XCTAssertTrue(log.waitForExistence(timeout: 5))
      let text = log.label
      let attachment = XCTAttachment(
        string: "screen scale \(scale); updateTarget velocity.dx per call:\n\(text)")
      attachment.lifetime = .keepAlways
      add(attachment)
      print("updateTarget velocity.dx per call: \(text.replacingOccurrences(of: "\n", with: ", "))")

      // The fastest velocity of the gesture: about 1000 if SwiftUI passes points per second,
      // about 1 if points per millisecond (content moving left: positive dx). The bounds are
      // 0.6× to 1.7× of the drag's speed: the drag read in the wrong unit (pixels as points)
      // would be 1000 / scale, 500 on a 2× screen and 333 on a 3× one, outside both.
      let speeds = text.split(separator: "\n").compactMap { Double($0) }.map(abs)
      let fastest = try XCTUnwrap(speeds.max(), "updateTarget was never called")
      let perSecond = (0.6 * pointsPerSecond)...(1.7 * pointsPerSecond)
      let perMillisecond = (0.6 * pointsPerSecond / 1000)...(1.7 * pointsPerSecond / 1000)
      let unit =
        perSecond.contains(fastest)
        ? "points per second"
        : perMillisecond.contains(fastest) ? "points per millisecond" : nil
      print("SwiftUI's updateTarget velocity unit: \(unit ?? "neither") (fastest \(fastest))")
      XCTAssertNotNil(
        unit, "a \(pointsPerSecond) pt/s drag gave \(fastest): neither pt/s nor pt/ms")
    }
  }
#endif
