/// The direction of a VoiceOver three-finger swipe, as UIKit passes it to
/// `accessibilityScroll(_:)` (`UIAccessibilityScrollDirection`) and SwiftUI to
/// `accessibilityScrollAction` (an `Edge`).
///
/// The direction is the swipe's: swiping left moves the content left, revealing what lies to
/// its right, as in UIScrollView's own paging.
package enum AccessibilityScrollDirection: String, Sendable, Hashable, CaseIterable {
  /// A swipe to the left.
  case left
  /// A swipe to the right.
  case right
  /// A swipe up.
  case up
  /// A swipe down.
  case down
  /// The next page (a direction-independent request).
  case next
  /// The previous page.
  case previous

  /// The page navigation the swipe asks for, or `nil` for a vertical swipe, which a
  /// horizontal carousel passes on to its parent (UIKit: return `false`).
  ///
  /// ```swift
  /// AccessibilityScrollDirection.left.navigation(in: .leftToRight)  // .nextPage
  /// AccessibilityScrollDirection.left.navigation(in: .rightToLeft)  // .previousPage
  /// ```
  package func navigation(in direction: LayoutDirection) -> CarouselNavigation? {
    let leftToRight = direction == .leftToRight
    switch self {
    case .left: return leftToRight ? .nextPage : .previousPage
    case .right: return leftToRight ? .previousPage : .nextPage
    case .next: return .nextPage
    case .previous: return .previousPage
    case .up, .down: return nil
    }
  }
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension AccessibilityScrollDirection: Codable {}
#endif
