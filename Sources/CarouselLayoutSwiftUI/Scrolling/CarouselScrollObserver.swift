import Foundation

#if canImport(SwiftUI) || CAROUSEL_STAND_INS
  /// Where a carousel's scroll view really is, shared between the view that watches it and the
  /// scroll target behavior that snaps it, without re-evaluating any view's body.
  ///
  /// SwiftUI gives a scroll target behavior the target "when the scroll gesture began"
  /// (`ScrollTargetBehaviorContext.originalTarget`) but not the offset at release. When a
  /// gesture catches a carousel that is still decelerating, that original target is the
  /// previous rest, cards away from where the carousel really is (a public `ScrollTargetBehavior`
  /// for a calendar pager records the same: "`originalTarget` … reports the settled rest the
  /// gesture STARTED from", and reads the live offset instead). ``Carousel`` feeds the live
  /// offset in from `onScrollGeometryChange` (iOS 18 and later) or from its content's frame in
  /// the scroll view's coordinate space (iOS 17), and ``CarouselScrollTargetBehavior`` counts
  /// the flick and the snap limit from it.
  ///
  /// It also records the offset each gesture will come to rest at, so the view can report the
  /// card at rest before the scroll view settles.
  ///
  /// Equal only to itself (identity), so a behavior that holds one compares equal across body
  /// evaluations while it is the same observer.
  public final class CarouselScrollObserver: @unchecked Sendable, Hashable {
    // The lock makes the observer safe from any thread; SwiftUI calls both sides on the main
    // thread, so it is never contended.
    private let lock = NSLock()
    private var live: CGFloat?
    private var target: CGFloat?

    /// Creates an observer that has seen nothing yet.
    public init() {}

    /// The scroll view's live horizontal content offset, last reported; `nil` before any.
    package var liveOffset: CGFloat? {
      get {
        lock.lock()
        defer { lock.unlock() }
        return live
      }
      set {
        lock.lock()
        defer { lock.unlock() }
        live = newValue
      }
    }

    /// The offset the last gesture was sent to rest at; `nil` before any.
    package var restingTarget: CGFloat? {
      get {
        lock.lock()
        defer { lock.unlock() }
        return target
      }
      set {
        lock.lock()
        defer { lock.unlock() }
        target = newValue
      }
    }

    /// Identity.
    public static func == (lhs: CarouselScrollObserver, rhs: CarouselScrollObserver) -> Bool {
      lhs === rhs
    }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }
#endif
