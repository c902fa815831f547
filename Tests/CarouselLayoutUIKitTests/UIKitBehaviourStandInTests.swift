import CarouselLayout
import Foundation
import Testing

@testable import CarouselLayoutUIKit

// Stand-in only: the window's safe area is the stand-in's device (`UIWindow(frame:
// deviceSafeAreaInsets:)`, not UIKit API); on a device the notch gives it, which
// Tests/CarouselLayoutAppleTests and Docs/VERIFY-ON-A-MAC.md's landscape check meet.
#if CAROUSEL_STAND_INS
  @_spi(StandIn) import UIKitStandIn

  /// UIKit behaviours that need the stand-in's device: a notched iPhone in landscape.
  @MainActor
  @Suite("UIKit behaviours on the stand-in's device")
  struct UIKitBehaviourStandInTests {
    @Test("landscape on a notched iPhone: snap targets and card 0 keep out of the safe area")
    func safeArea() throws {
      let window = UIWindow(
        frame: CGRect(x: 0, y: 0, width: 852, height: 393),
        deviceSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
      let host = UIKitHost(size: CGSize(width: 852, height: 300), count: 12)
      window.addSubview(host.collectionView)
      host.layoutPass()
      #expect(host.collectionView.safeAreaInsets.left == 59)
      let card0 = try #require(
        host.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
      // Card 0's leading edge sits at the safe area plus the leading inset, on screen.
      #expect(abs(card0.frame.minX - host.collectionView.contentOffset.x - (59 + 16)) < 1e-9)
      // A flick to the next card puts card 1 at the same place.
      UIKitDriver.release(host.collectionView, velocity: CGPoint(x: 0.5, y: 0))
      host.layoutPass()
      let card1 = try #require(
        host.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
      #expect(abs(card1.frame.minX - host.collectionView.contentOffset.x - (59 + 16)) < 1e-9)
      #expect(abs(card1.frame.maxX - host.collectionView.contentOffset.x) <= 852 - 59)
    }
  }
#endif
