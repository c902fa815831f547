// Runs Xcode's accessibility audit on every screen of the example app (Examples/App), as an App
// Store reviewer's tools would: contrast, hit regions, element descriptions, Dynamic Type,
// clipped text, traits. NOT YET RUN: this project's machines have no Xcode
// (Docs/VERIFY-ON-A-MAC.md says what to look at when it first runs).
#if canImport(UIKit)
  import XCTest

  final class AccessibilityAuditUITests: XCTestCase {
    /// Every gallery screen but the velocity log, which measures SwiftUI and shows a number
    /// only (`ExampleAppTests` keeps this list equal to `GalleryScreen`'s other cases).
    static let screens = [
      "compact-regular", "heights", "right-to-left", "empty", "few-cards", "see-all", "page",
      "ten-thousand", "voiceover-keyboard",
    ]

    /// Whether the audit's `issue` is one this package accepts, with the reason; every other
    /// issue fails the test.
    ///
    /// - A disabled paging button (at the first or the last page) drawn in the system's
    ///   disabled colour: WCAG 2.2 exempts inactive controls from the contrast minimum
    ///   (success criteria 1.4.3 and 1.4.11, "inactive user interface component").
    @MainActor
    static func accepts(_ issue: XCUIAccessibilityAuditIssue) -> Bool {
      issue.auditType == .contrast && issue.element?.elementType == .button
        && issue.element?.isEnabled == false
    }

    /// `performAccessibilityAudit(for:_:)` is iOS 17's
    /// (https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/performaccessibilityaudit(for:_:));
    /// the handler returns `true` for an issue the test ignores, and the audit fails the test
    /// on every other one.
    @MainActor
    func testEveryScreenPassesTheAccessibilityAudit() throws {
      guard #available(iOS 17.0, *) else {
        throw XCTSkip("performAccessibilityAudit(for:_:) needs iOS 17")
      }
      for screen in Self.screens {
        let app = XCUIApplication()
        app.launchArguments = ["-screen", screen]
        app.launch()
        XCTAssertTrue(app.wait(for: .runningForeground, timeout: 10), screen)
        try app.performAccessibilityAudit(for: .all) { issue in
          let accepted = Self.accepts(issue)
          print("audit \(screen): \(accepted ? "accepted" : "FAILED") \(issue.compactDescription)")
          return accepted
        }
        app.terminate()
      }
    }
  }
#endif
