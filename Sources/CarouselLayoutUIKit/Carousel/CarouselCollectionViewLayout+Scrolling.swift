import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  extension CarouselCollectionViewLayout {
    // MARK: - Snapping

    /// Where a drag comes to rest: the engine's snap target
    /// (``/CarouselLayout/CarouselGeometry/targetOffset(releasedAt:velocity:projected:)``) for the release at
    /// the collection view's offset with UIKit's velocity (points per millisecond) and its
    /// projected rest `proposedContentOffset.x`. When scrolling freely, the projected rest
    /// clamped into range.
    ///
    /// - Complexity: O(1).
    func snapTarget(proposed proposedContentOffset: CGPoint, velocity: CGPoint) -> CGPoint {
      live.scrolled()
      guard let collectionView, let geometry,
        let x = try? geometry.track.targetOffset(
          releasedAt: collectionView.contentOffset.x, velocity: velocity.x,
          projected: proposedContentOffset.x)
      else { return proposedContentOffset }
      return CGPoint(x: x, y: proposedContentOffset.y)
    }

    /// The offset after a layout update or transition without a gesture: the offset that keeps
    /// the card at rest after a size change or a batch update, else the engine's resting target
    /// for the proposed offset (``/CarouselLayout/CarouselGeometry/targetOffset(restingAt:)``: the nearest
    /// snap offset when snapping).
    ///
    /// - Complexity: O(1).
    func restingTarget(proposed proposedContentOffset: CGPoint) -> CGPoint {
      guard let geometry else { return proposedContentOffset }
      if let kept = live.keptOffset {
        return CGPoint(x: kept, y: proposedContentOffset.y)
      }
      guard let x = try? geometry.track.targetOffset(restingAt: proposedContentOffset.x) else {
        return proposedContentOffset
      }
      return CGPoint(x: x, y: proposedContentOffset.y)
    }
  }
#endif
