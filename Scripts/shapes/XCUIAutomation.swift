// The declarations of XCUIAutomation that Tests/CarouselLayoutAppleUITests uses, with the
// isolation Apple declares for them, so that Scripts/check-platform-shapes can compile the UI
// test here in Swift 6 mode as Xcode does. Signatures only: nothing here runs. XCTestCase
// and the assertions come from the toolchain's XCTest.
import Foundation
import XCTest

/// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuiapplication
/// (`@MainActor class XCUIApplication : XCUIElement`)
@MainActor class XCUIApplication: XCUIElement {
  override init() { super.init() }
  /// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launcharguments
  var launchArguments: [String] = []
  func launch() {}
}

/// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuielement
/// (`@MainActor class XCUIElement`)
@MainActor class XCUIElement {
  init() {}
  var scrollViews: XCUIElementQuery { XCUIElementQuery() }
  var staticTexts: XCUIElementQuery { XCUIElementQuery() }
  var label: String { "" }
  func waitForExistence(timeout: TimeInterval) -> Bool { false }
  func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
    XCUICoordinate()
  }
}

/// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuielementquery
/// (`@MainActor class XCUIElementQuery`)
@MainActor class XCUIElementQuery {
  subscript(key: String) -> XCUIElement { XCUIElement() }
}

/// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate
/// (`@MainActor class XCUICoordinate`)
@MainActor class XCUICoordinate {
  func withOffset(_ offsetVector: CGVector) -> XCUICoordinate { self }
  func press(
    forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
    withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval
  ) {}
}

/// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuigesturevelocity
/// ("in pixels per second")
struct XCUIGestureVelocity {
  init(_ rawValue: CGFloat) {}
}

/// Apple: https://developer.apple.com/documentation/xctest/xctattachment
class XCTAttachment {
  enum Lifetime { case keepAlways, deleteOnSuccess }
  init(string: String) {}
  var lifetime: Lifetime = .deleteOnSuccess
}

extension XCTestCase {
  /// Apple: https://developer.apple.com/documentation/xctest/xctactivity/add(_:)
  func add(_ attachment: XCTAttachment) {}
}

/// CoreGraphics's vector, which XCTest re-exports on Apple platforms and Linux's Foundation
/// lacks. Apple: https://developer.apple.com/documentation/corefoundation/cgvector
struct CGVector {
  var dx: CGFloat
  var dy: CGFloat
  init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
}
