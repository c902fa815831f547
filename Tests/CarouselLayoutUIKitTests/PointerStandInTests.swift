import CarouselLayout
import Foundation
import Testing

@testable import CarouselLayoutUIKit

// These tests drive the adapter through the stand-in, as UIKit would; on Apple platforms they
// compile to nothing (Tests/CarouselLayoutAppleTests meet the real frameworks).
#if CAROUSEL_STAND_INS
  @_spi(StandIn) import UIKitStandIn

  /// A collection view delegate that forwards the ends of scrolls to the carousel layout, as
  /// ``CarouselCollectionViewLayout/restAfterScrolling(willDecelerate:)`` asks an app to.
  @MainActor
  final class ForwardingScrollDelegate: NSObject, UIScrollViewDelegate {
    let layout: CarouselCollectionViewLayout
    var ends: [Bool] = []
    init(layout: CarouselCollectionViewLayout) {
      self.layout = layout
      super.init()
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      ends.append(decelerate)
      layout.restAfterScrolling(willDecelerate: decelerate)
    }
  }

  /// The pointer on iPad, Mac Catalyst and visionOS: hover, wheel and trackpad scrolls.
  @MainActor
  @Suite("Pointer: hover and wheel scrolling")
  struct PointerTests {
    // MARK: - Hover

    @Test("a card cell has the rounded hover style by default, and opts out")
    func hover() {
      let cell = CarouselCardCell(frame: CGRect(x: 0, y: 0, width: 353, height: 200))
      #expect(cell.showsHoverEffect)
      #expect(cell.hoverStyle != nil && cell.hoverStyle?.shape != nil)
      #expect(cell.hoverStyle?.isEnabled == true)
      cell.showsHoverEffect = false
      #expect(cell.hoverStyle == nil && !cell.showsHoverEffect)
      cell.showsHoverEffect = true
      #expect(cell.hoverStyle != nil)
      // A plain view has none (UIKit's default), and applying attributes keeps the opt-out.
      #expect(UIView(frame: .zero).hoverStyle == nil)
      final class QuietCell: CarouselCardCell {
        override init(frame: CGRect) {
          super.init(frame: frame)
          showsHoverEffect = false
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      let quiet = QuietCell(frame: .zero)
      quiet.apply(CarouselLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)))
      #expect(quiet.hoverStyle == nil)
    }

    // MARK: - Wheel and trackpad

    @Test("the layout opens the pan gesture to wheel and trackpad scrolls once")
    func scrollTypes() {
      let host = UIKitHost(count: 5)
      host.collectionView.panGestureRecognizer.allowedScrollTypesMask = []
      host.layoutPass()
      #expect(host.collectionView.panGestureRecognizer.allowedScrollTypesMask == .all)
      // An app's own choice after that stays.
      host.collectionView.panGestureRecognizer.allowedScrollTypesMask = .continuous
      host.layout.invalidateLayout()
      host.layoutPass()
      #expect(host.collectionView.panGestureRecognizer.allowedScrollTypesMask == .continuous)
      #expect(!host.collectionView.simulatePointerScroll(by: 100, type: .discrete))
      #expect(host.collectionView.contentOffset.x == 0)
    }

    /// Rows: the card at rest, the scroll's points, the card the carousel comes to rest on.
    static let wheelRows: [(from: Int, delta: CGFloat, card: Int)] = [
      (1, 250, 2),  // 361 → 611, nearer 722
      (1, 150, 1),  // 361 → 511, nearer 361: back
      (2, -250, 1),  // 722 → 472, nearer 361
      (2, -100, 2),  // 722 → 622, back
      (0, 700, 2),  // past a whole card: 700, nearer 722
      (3, 300, 4),  // 1083 → 1383, nearer the last snap offset, 1436
    ]

    @Test(
      "a wheel or trackpad scroll that ends between snap offsets comes to rest on the engine's",
      arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft],
      [UIScrollType.discrete, .continuous])
    func wheelRests(direction: UITraitEnvironmentLayoutDirection, type: UIScrollType) throws {
      for row in Self.wheelRows {
        let host = UIKitHost(count: 5, direction: direction)
        host.layout.accessibility.navigator.announce = { _ in }
        let forwarding = ForwardingScrollDelegate(layout: host.layout)
        host.collectionView.delegate = forwarding
        host.layoutPass()
        let rightToLeft = direction == .rightToLeft
        let engine = try host.engine(direction: rightToLeft ? .rightToLeft : .leftToRight)
        host.collectionView.contentOffset.x = engine.track.offset(ofCard: row.from)
        // In right to left the cards run the other way: the same travel is the opposite delta.
        let delta = rightToLeft ? -row.delta : row.delta
        #expect(host.collectionView.simulatePointerScroll(by: delta, type: type))
        let released = engine.track.offset(ofCard: row.from) + delta
        let rest = host.collectionView.contentOffset.x
        #expect(rest == engine.track.offset(ofCard: row.card), "\(direction) \(row)")
        #expect(
          rest
            == (try engine.track.targetOffset(
              releasedAt: released, velocity: 0, projected: released)))
        #expect(forwarding.ends == [false])
      }
    }

    @Test("without the forwarded end a wheel scroll stays between snap offsets")
    func needsForwarding() {
      let host = UIKitHost(count: 5)
      host.layoutPass()
      host.collectionView.contentOffset.x = 361
      host.collectionView.simulatePointerScroll(by: 250, type: .discrete)
      #expect(host.collectionView.contentOffset.x == 611)
      // The delegate's call moves it; a second call has nothing to do.
      #expect(host.layout.restAfterScrolling(willDecelerate: false))
      #expect(host.collectionView.contentOffset.x == 722)
      #expect(!host.layout.restAfterScrolling(willDecelerate: false))
    }

    @Test("a glide, free scrolling and Reduce Motion")
    func glideFreeAndReduceMotion() {
      let host = UIKitHost(count: 5)
      host.layoutPass()
      host.collectionView.contentOffset.x = 500
      // A glide asked the layout already: nothing to do at the end of the drag.
      #expect(!host.layout.restAfterScrolling(willDecelerate: true))
      #expect(host.collectionView.contentOffset.x == 500)
      host.layout.accessibility.navigator.isReduceMotionEnabled = { true }
      #expect(host.layout.restAfterScrolling(willDecelerate: false))
      #expect(host.collectionView.contentOffset.x == 361)
      #expect(host.collectionView.lastScrollAnimated == false)
      var free = CarouselConfiguration()
      free.scrolling = .free
      let freeHost = UIKitHost(count: 5, configuration: free)
      freeHost.layoutPass()
      freeHost.collectionView.contentOffset.x = 500
      #expect(!freeHost.layout.restAfterScrolling(willDecelerate: false))
      #expect(freeHost.collectionView.contentOffset.x == 500)
    }

    @Test("the page control follows a wheel scroll to its rest")
    func pageControlFollows() {
      let host = UIKitHost(count: 5)
      host.layout.accessibility.navigator.announce = { _ in }
      let forwarding = ForwardingScrollDelegate(layout: host.layout)
      host.collectionView.delegate = forwarding
      host.layoutPass()
      let control = CarouselPageControl(collectionView: host.collectionView)
      host.collectionView.simulatePointerScroll(by: 250, type: .continuous)
      #expect(control.currentPage == 1)
    }
  }
#endif
