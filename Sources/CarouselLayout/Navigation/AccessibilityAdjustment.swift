/// A VoiceOver adjustment of the carousel as one adjustable element: swipe up to increment,
/// down to decrement (UIKit's `accessibilityIncrement()`/`accessibilityDecrement()`, SwiftUI's
/// `AccessibilityAdjustmentDirection`). Each moves one card.
package enum AccessibilityAdjustment: String, Sendable, Hashable, CaseIterable {
  /// Swipe up: the next card.
  case increment
  /// Swipe down: the previous card.
  case decrement

  /// The navigation the adjustment asks for: one card on or back, in either layout direction.
  package var navigation: CarouselNavigation {
    switch self {
    case .increment: .nextCard
    case .decrement: .previousCard
    }
  }
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension AccessibilityAdjustment: Codable {}
#endif
