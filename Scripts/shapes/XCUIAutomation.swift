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
  /// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/terminate()
  func terminate() {}
  /// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/wait(for:timeout:)
  func wait(for state: State, timeout: TimeInterval) -> Bool { false }
  /// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/state-swift.enum
  enum State {
    case unknown, notRunning, runningBackgroundSuspended, runningBackground, runningForeground
  }
  /// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/performaccessibilityaudit(for:_:)
  /// (`@MainActor @nonobjc @preconcurrency func performAccessibilityAudit(for auditTypes:
  /// XCUIAccessibilityAuditType = .all, _ issueHandler: ((XCUIAccessibilityAuditIssue) throws ->
  /// Bool)? = nil) throws`; iOS 17, macOS 14)
  @available(iOS 17.0, macOS 14.0, *)
  @preconcurrency func performAccessibilityAudit(
    for auditTypes: XCUIAccessibilityAuditType = .all,
    _ issueHandler: ((XCUIAccessibilityAuditIssue) throws -> Bool)? = nil
  ) throws {}
}

/// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype
struct XCUIAccessibilityAuditType: OptionSet {
  let rawValue: UInt64
  /// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/all
  static var all: XCUIAccessibilityAuditType { XCUIAccessibilityAuditType(rawValue: ~0) }
  /// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/contrast
  static var contrast: XCUIAccessibilityAuditType { XCUIAccessibilityAuditType(rawValue: 1) }
}

/// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityauditissue
/// (`class XCUIAccessibilityAuditIssue`; iOS 17, macOS 14)
class XCUIAccessibilityAuditIssue {
  /// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityauditissue/audittype
  var auditType: XCUIAccessibilityAuditType { .all }
  /// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityauditissue/compactdescription
  var compactDescription: String { "" }
  /// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityauditissue/element
  var element: XCUIElement? { nil }
}

/// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuielement
/// (`@MainActor class XCUIElement`)
@MainActor class XCUIElement {
  init() {}
  var scrollViews: XCUIElementQuery { XCUIElementQuery() }
  var staticTexts: XCUIElementQuery { XCUIElementQuery() }
  var label: String { "" }
  /// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuielementattributesprotocol/elementtype
  var elementType: ElementType { .other }
  /// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuielementattributesprotocol/isenabled
  var isEnabled: Bool { false }
  /// Apple: https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype-swift.enum
  enum ElementType { case other, button }
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
