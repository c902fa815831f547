#if canImport(Foundation)
  import Foundation
#endif

/// The part of a framework's scroll view a carousel lays its cards out in: the view's size less
/// the left and right safe-area insets, which an adapter that lays the carousel out inside the
/// safe area itself (UIKit's `CarouselCollectionViewLayout`, with the collection view's
/// `contentInsetAdjustmentBehavior` at `.never`) keeps its cards out of.
///
/// The insets are the view's own, left and right as seen, whatever the layout direction: such
/// a layout places the engine's frames in the view's coordinates unflipped, one ``leftInset``
/// to the right, and its content is ``contentWidth(forEngineWidth:)`` wide.
///
/// A safe area that leaves no width (``usableSize`` is `nil`) is no size to lay out in: while
/// a window shrinks, the scroll view can still overhang its shrunk parent for a moment, and
/// its safe area then reports the overhang (459 points on an iPhone going back to portrait);
/// a width computed from it would be negative. The adapter lays nothing out until the safe
/// area follows, and ``LiveCarousel/rebuilt(_:previous:atOffset:)`` brings the card at rest
/// back then. A lagging inset that still leaves some width (360 points of an iPad's 820 going
/// into a split view) cannot be told from a real one here; the layout built with it is
/// replaced when the safe area follows, and the model keeps the card at rest through both.
///
/// ```swift
/// let viewport = CarouselViewport(bounds: CGSize(width: 852, height: 393), leftInset: 59, rightInset: 59)
/// viewport.usableSize                          // 734 × 393
/// viewport.contentWidth(forEngineWidth: 5000)  // 5 118
/// ```
package struct CarouselViewport: Sendable, Hashable {
  /// The scroll view's size.
  package var bounds: CGSize
  /// The safe area's inset from the view's left edge (0 for a negative or non-finite one).
  package var leftInset: CGFloat
  /// The safe area's inset from the view's right edge (0 for a negative or non-finite one).
  package var rightInset: CGFloat

  /// The viewport of a view of size `bounds` whose safe area is inset `leftInset` and
  /// `rightInset` from its left and right edges, as the framework reports them.
  package init(bounds: CGSize, leftInset: CGFloat, rightInset: CGFloat) {
    self.bounds = bounds
    self.leftInset = Self.inset(leftInset)
    self.rightInset = Self.inset(rightInset)
  }

  /// The size the engine lays the carousel out in: the bounds' width less both insets, the
  /// bounds' height; `nil` when no width or no height is left (a view of no size, or a safe
  /// area as wide as the view or wider: see the type's discussion).
  ///
  /// - Complexity: O(1).
  package var usableSize: CGSize? {
    let width = bounds.width - leftInset - rightInset
    guard width.isFinite, bounds.height.isFinite, width > 0, bounds.height > 0 else { return nil }
    return CGSize(width: width, height: bounds.height)
  }

  /// The width of the scroll view's content for an engine layout `engineWidth` wide (its
  /// content size's width): the insets on either side added back.
  ///
  /// - Complexity: O(1).
  package func contentWidth(forEngineWidth engineWidth: CGFloat) -> CGFloat {
    engineWidth + leftInset + rightInset
  }

  /// Whether `other` has the same safe area (the insets; the size aside): a layout built for
  /// one is laid out inside the other's safe area too.
  ///
  /// - Complexity: O(1).
  package func hasSameSafeArea(as other: CarouselViewport) -> Bool {
    leftInset == other.leftInset && rightInset == other.rightInset
  }

  /// A reported inset as the viewport counts it: 0 when negative or not finite.
  private static func inset(_ value: CGFloat) -> CGFloat {
    value.isFinite ? max(0, value) : 0
  }
}
