// Swipes the host app's carousel for real and logs the velocity SwiftUI hands
// `updateTarget`, to settle its unit (Apple does not document it): the drag's speed is known
// in points per second, so the logged number says whether SwiftUI passes points per second
// or points per millisecond.
#if canImport(UIKit)
  import XCTest

  final class VelocityLogUITests: XCTestCase {
    func testUpdateTargetVelocityUnit() throws {
      let app = XCUIApplication()
      app.launch()
      let carousel = app.scrollViews["carousel"]
      XCTAssertTrue(carousel.waitForExistence(timeout: 10))

      // A leftward drag of 200 points at 1000 points per second (XCUIGestureVelocity is in
      // points per second), released while still moving.
      let start = carousel.coordinate(withNormalizedOffset: CGVector(dx: 0.8, dy: 0.5))
      let end = start.withOffset(CGVector(dx: -200, dy: 0))
      start.press(
        forDuration: 0.05, thenDragTo: end, withVelocity: XCUIGestureVelocity(1000),
        thenHoldForDuration: 0)

      let log = app.staticTexts["velocityLog"]
      XCTAssertTrue(log.waitForExistence(timeout: 5))
      let text = log.label
      let attachment = XCTAttachment(string: "updateTarget velocity.dx per call:\n\(text)")
      attachment.lifetime = .keepAlways
      add(attachment)
      print("updateTarget velocity.dx per call: \(text.replacingOccurrences(of: "\n", with: ", "))")

      // The fastest velocity of the gesture: about 1000 if SwiftUI passes points per second,
      // about 1 if points per millisecond (content moving left: positive dx).
      let speeds = text.split(separator: "\n").compactMap { Double($0) }.map(abs)
      let fastest = try XCTUnwrap(speeds.max(), "updateTarget was never called")
      let unit =
        (250...4000).contains(fastest)
        ? "points per second" : (0.25...4).contains(fastest) ? "points per millisecond" : nil
      print("SwiftUI's updateTarget velocity unit: \(unit ?? "neither") (fastest \(fastest))")
      XCTAssertNotNil(unit, "a 1000 pt/s drag gave \(fastest): neither pt/s nor pt/ms")
    }
  }
#endif
