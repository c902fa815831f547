import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// The whole carousel as one adjustable VoiceOver element (WWDC 2018's advice for carousels),
  /// the layout's in ``CarouselAccessibility/Mode/adjustable``: swipe up or down moves one card,
  /// the value reads "3 of 12", every move posts `.pageScrolled` ("Card 3 of 12"), and a
  /// three-finger swipe moves one page. Its label is ``CarouselAccessibility/adjustableLabel``.
  ///
  /// The element covers the collection view's bounds, in the collection view's
  /// `accessibilityElements` instead of the cells.
  @MainActor
  package class CarouselAccessibilityElement: UIAccessibilityElement {
    /// The navigator that moves the collection view.
    package let navigator: CarouselNavigator
    /// The label VoiceOver says before the value, asked each time it is read.
    private let label: @MainActor () -> String?

    /// Creates the element for a navigator (the layout's); its container is the navigator's
    /// collection view, and `label` gives its label.
    init(navigator: CarouselNavigator, label: @escaping @MainActor () -> String?) {
      self.navigator = navigator
      self.label = label
      super.init(accessibilityContainer: navigator.collectionView as Any)
      isAccessibilityElement = true
    }

    /// The carousel's name, such as "Recommended" (``CarouselAccessibility/adjustableLabel``).
    package override var accessibilityLabel: String? {
      get { label() }
      set {}
    }

    /// Adjustable, plus whatever traits were set.
    package override var accessibilityTraits: UIAccessibilityTraits {
      get { super.accessibilityTraits.union(.adjustable) }
      set { super.accessibilityTraits = newValue }
    }

    /// The current card's position, such as "3 of 12".
    package override var accessibilityValue: String? {
      get { navigator.accessibilityValue }
      set {}
    }

    /// The collection view's visible bounds, in its own coordinates.
    package override var accessibilityFrameInContainerSpace: CGRect {
      get { navigator.collectionView?.bounds ?? .zero }
      set {}
    }

    /// Swipe up: the next card.
    package override func accessibilityIncrement() {
      navigator.navigate(AccessibilityAdjustment.increment.navigation)
    }

    /// Swipe down: the previous card.
    package override func accessibilityDecrement() {
      navigator.navigate(AccessibilityAdjustment.decrement.navigation)
    }

    /// A three-finger swipe: left and right (mirrored in right to left), next and previous move
    /// one page and return `true`, also at an end (the repeated announcement says so); up and
    /// down return `false`, so the parent scroll view gets them.
    package override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      guard let geometry = navigator.geometry,
        let navigation = Self.scrollDirection(direction).navigation(
          in: geometry.track.layoutDirection)
      else { return false }
      navigator.navigate(navigation)
      return true
    }

    /// The engine's scroll direction for UIKit's.
    static func scrollDirection(_ direction: UIAccessibilityScrollDirection)
      -> AccessibilityScrollDirection
    {
      switch direction {
      case .left: .left
      case .right: .right
      case .up: .up
      case .down: .down
      case .next: .next
      case .previous: .previous
      @unknown default: .down
      }
    }
  }
#endif
