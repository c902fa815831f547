import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

// The one seam between these tests and what a person or UIKit's run loop does: the same code
// drives the stand-in here and UIKit on an iOS Simulator, through Apple's own API only
// (`sendActions(for:)`, `layoutIfNeeded()`); what only the stand-in can add (its count of
// layout passes) is in UIKitDriver+StandIn.swift.
/// Drives controls and layout passes as a person and UIKit would.
@MainActor
enum UIKitDriver {
  /// A tap on `control`: an enabled, visible control sends its touch-up-inside and then its
  /// primary action (each action fires once: the adapters register for one or the other);
  /// a disabled or hidden one ignores it.
  ///
  /// - Returns: whether the control took the tap.
  @discardableResult
  static func tap(_ control: UIControl) -> Bool {
    guard control.isEnabled, !control.isHidden else { return false }
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .primaryActionTriggered)
    return true
  }

  /// A tap or a scrub on a page control that lands on `page`: UIKit sets `currentPage`
  /// and sends `.valueChanged` after the user's interaction (…/uipagecontrol).
  static func select(page: Int, on control: UIPageControl) {
    control.currentPage = page
    control.sendActions(for: .valueChanged)
  }

  /// The user lifts a finger that was dragging `collectionView` at `velocity` (points per
  /// millisecond, what UIKit passes; Docs/UIKIT.md, "The velocity unit"): UIKit projects the rest
  /// with the deceleration rate, asks the layout for the target
  /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`), then the
  /// delegate, and glides there; the driver moves there at once.
  static func release(_ collectionView: UICollectionView, velocity: CGPoint) {
    #if !canImport(UIKit)
      releaseInStandIn(collectionView, velocity: velocity)
    #else
      let rate = collectionView.decelerationRate.rawValue
      let glide = rate / (1 - rate)
      let offset = collectionView.contentOffset
      let proposed = CGPoint(x: offset.x + velocity.x * glide, y: offset.y + velocity.y * glide)
      var target = collectionView.collectionViewLayout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: velocity)
      collectionView.delegate?.scrollViewWillEndDragging?(
        collectionView, withVelocity: velocity, targetContentOffset: &target)
      collectionView.setContentOffset(target, animated: false)
    #endif
  }

  /// A cell of `cellClass` for `indexPath`, as a data source must hand one out: registered
  /// for its class's name and dequeued (UIKit rejects a cell a data source made itself);
  /// `make` tells the stand-in how to create the class (``StandInMakers``).
  static func cell<Cell: UICollectionViewCell>(
    _ cellClass: Cell.Type, in collectionView: UICollectionView, at indexPath: IndexPath,
    make: @escaping (CGRect) -> Cell
  ) -> Cell {
    let identifier = String(describing: cellClass)
    StandInMakers.register(cellClass, make)
    collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    return cell as? Cell ?? make(.zero)
  }

  /// A supplementary view of `viewClass` for `kind` at `indexPath`, registered and dequeued
  /// as ``cell(_:in:at:make:)`` does.
  static func supplementaryView<View: UICollectionReusableView>(
    _ viewClass: View.Type, ofKind kind: String, in collectionView: UICollectionView,
    at indexPath: IndexPath, make: @escaping (CGRect) -> View
  ) -> View {
    let identifier = String(describing: viewClass)
    StandInMakers.register(viewClass, make)
    collectionView.register(
      viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    return view as? View ?? make(.zero)
  }

  /// Waits until a scroll animation of `scrollView` has landed: on UIKit the run loop turns
  /// until the offset holds still for a tenth of a second (at most a second); the stand-in's
  /// scrolls are instant.
  static func waitForScrolling(_ scrollView: UIScrollView) {
    #if canImport(UIKit)
      let deadline = Date().addingTimeInterval(1)
      var last = scrollView.contentOffset
      var still = 0
      while Date() < deadline, still < 5 {
        RunLoop.main.run(until: Date().addingTimeInterval(0.02))
        still = scrollView.contentOffset == last ? still + 1 : 0
        last = scrollView.contentOffset
      }
    #endif
  }

  /// A layout pass of `view` now (`setNeedsLayout()`, `layoutIfNeeded()`), checked where
  /// the stand-in can check it (``checkLayoutPasses(of:)``).
  static func layOut(_ view: UIView) {
    view.setNeedsLayout()
    view.layoutIfNeeded()
    if let collectionView = view as? UICollectionView {
      checkLayoutPasses(of: collectionView)
    }
  }
}
