import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  extension CarouselCollectionViewLayout {
    // MARK: - Mouse wheel and trackpad

    /// Lets the collection view's pan gesture take scroll events from a mouse wheel (discrete)
    /// and a trackpad's two-finger swipe (continuous): `allowedScrollTypesMask = .all`
    /// (developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask,
    /// iOS 13.4). Done once per collection view, when the layout first prepares for it, so an
    /// app that sets another mask afterwards keeps it.
    func acceptPointerScrolls(in collectionView: UICollectionView) {
      guard pointerScrollingCollectionView !== collectionView else { return }
      pointerScrollingCollectionView = collectionView
      collectionView.panGestureRecognizer.allowedScrollTypesMask = .all
    }

    /// Brings a carousel that a scroll left between snap offsets to rest on one, where the
    /// engine's `LiveCarousel.restAfterScrolling(atOffset:in:)` says: the
    /// target of a release without velocity at the current offset (the same rule as a drag
    /// released at rest). Animated unless Reduce Motion is on; the page controls and paging
    /// buttons follow.
    ///
    /// A drag that ends with a glide asks the layout for its rest
    /// (``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``). A scroll that
    /// ends without one — a mouse wheel's notches, a trackpad swipe that stops before the
    /// fingers lift — reports only `scrollViewDidEndDragging(_:willDecelerate:)` with `false`
    /// ("scrolling stops immediately", developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:));
    /// Apple does not document that UIKit asks the layout then. Forward that call, and the end of
    /// a glide, from the collection view's delegate:
    ///
    /// ```swift
    /// func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    ///   carouselLayout.restAfterScrolling(willDecelerate: decelerate)
    /// }
    /// func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    ///   carouselLayout.restAfterScrolling(willDecelerate: false)
    /// }
    /// ```
    ///
    /// - Parameter willDecelerate: whether the scroll view glides on (then it asked the layout
    ///   for the rest already, and nothing happens).
    /// - Returns: whether the carousel moved (`false` when it already rests on a snap offset,
    ///   scrolls freely, glides on, or has no layout yet).
    /// - Complexity: O(1).
    @discardableResult
    public func restAfterScrolling(willDecelerate: Bool) -> Bool {
      guard !willDecelerate, let collectionView, let geometry,
        let target = live.restAfterScrolling(
          atOffset: collectionView.contentOffset.x, in: geometry.track)
      else { return false }
      restOffsetChosen(target)
      collectionView.setContentOffset(
        CGPoint(x: target, y: collectionView.contentOffset.y),
        animated: !accessibility.navigator.isReduceMotionEnabled())
      return true
    }
  }
#endif
