import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  extension CarouselCollectionViewLayout {
    // MARK: - Callbacks

    /// Calls `action` once per card count when the carousel comes to rest with its last fully
    /// visible card within `threshold` cards of the end: load more there (data paging). After
    /// the count grows it can fire again.
    ///
    /// ```swift
    /// layout.onApproachingEnd(threshold: 3) { [weak self] in self?.loadNextPage() }
    /// ```
    ///
    /// - Parameters:
    ///   - threshold: how many cards before the last one count as "near the end" (default 3;
    ///     negative values count as 0).
    ///   - action: what to do, on the main actor.
    public func onApproachingEnd(threshold: Int = 3, _ action: @escaping @MainActor () -> Void) {
      approachingEndAction = action
      live.approachingEndThreshold = threshold
    }

    /// Calls `action` with the cards to have ready — the cards on screen and `pages` pages of
    /// cards past either edge (the engine's
    /// `CarouselTrack/preloadRange(atOffset:pages:)`) — now, whenever the
    /// carousel is laid out anew (cards, size, traits), and each time the range changes as it
    /// scrolls (checked on every bounds change, O(1)); the engine's
    /// `PreloadWindow` decides when it changed.
    ///
    /// UIKit's own prefetching (`UICollectionViewDataSourcePrefetching`) works beside it: UIKit
    /// predicts the index paths from the scroll's direction and speed and asks the data source
    /// to prefetch and cancel them; this range is the engine's, the same in both directions and
    /// in SwiftUI, so an image cache can key on it.
    ///
    /// ```swift
    /// layout.onPreloadRangeChange(pages: 1) { [weak self] range in self?.images.prefetch(range) }
    /// ```
    ///
    /// - Parameters:
    ///   - pages: how many pages past the screen, on each side (default 1; negative counts as 0).
    ///   - action: what to do with the range, on the main actor.
    public func onPreloadRangeChange(
      pages: Int = 1, _ action: @escaping @MainActor (Range<Int>) -> Void
    ) {
      preload = (PreloadWindow(pages: max(0, pages)), action)
      if let offset = collectionView?.contentOffset.x { preloadFollows(offset) }
    }

    /// Reports the cards to have ready for the content at `offset`, when the engine says they
    /// changed.
    func preloadFollows(_ offset: CGFloat) {
      guard var preload, let geometry else { return }
      guard let range = preload.window.update(atOffset: offset, in: geometry.track) else { return }
      self.preload = preload
      preload.action(range)
    }

    // MARK: - Moving in code

    /// Scrolls card `index` to its rest offset: the engine's
    /// ``/CarouselLayout/CarouselTrack/offset(ofCard:)`` for the index clamped to the cards.
    ///
    /// Safe to call at any time: before the collection view has a size or while it has no cards
    /// the move waits and runs (without animation) once both arrive; a reload or a batch update
    /// in between maps the card through the update, and a card that was deleted gives way to
    /// the card now in its place (clamped to the last). Under Reduce Motion the move is instant.
    /// When the carousel rests there, ``onSettle`` is called.
    ///
    /// ```swift
    /// layout.scroll(toCard: 12, animated: true)
    /// ```
    ///
    /// - Complexity: O(1).
    public func scroll(toCard index: Int, animated: Bool = true) {
      live.move(toCard: index, animated: animated)
      runPendingScroll()
    }

    /// Runs the waiting ``scroll(toCard:animated:)`` when the carousel has cards and a size.
    func runPendingScroll(fromPrepare: Bool = false) {
      guard let collectionView, collectionView.hasLayoutBounds,
        let move = live.takeMove(in: geometry?.track)
      else { return }
      restOffsetChosen(move.offset, card: move.card)
      if fromPrepare {
        // Inside `prepare()`: write the offset without a bounds invalidation, as a layout
        // does when it moves the content itself, and settle there.
        // The bounds change reports the rest (``boundsChanging(to:)``); an offset already
        // there was reported by `restOffsetChosen(_:)`.
        if collectionView.contentOffset.x != move.offset {
          withoutInvalidating { collectionView.contentOffset.x = move.offset }
        }
        return
      }
      // Within half a point of the move's offset the model has the carousel at rest already.
      guard live.restingOffset == move.offset else { return }
      let instant = accessibility.navigator.isReduceMotionEnabled()
      collectionView.setContentOffset(
        CGPoint(x: move.offset, y: collectionView.contentOffset.y),
        animated: move.animated && !instant)
    }

    /// A move that was on its way when a batch update, a reload or a new layout arrived heads
    /// for `target` (the engine's `LiveCarousel.UpdateAnswer.retargetOffset` and
    /// `LiveCarousel.takeRedirect()`). The new move starts on the main actor's next turn,
    /// after UIKit's update, if no other rest was chosen meanwhile; a new animated
    /// `setContentOffset` replaces the one in flight. When the content is there already
    /// (`LiveCarousel.endsRetargetedMove(at:contentOffset:)`), the animation in flight stops
    /// where the content is, and the rest is reported if no bounds change reported it.
    func retarget(to target: CGFloat) {
      Task { @MainActor [weak self] in
        guard let self, let collectionView = self.collectionView else { return }
        let offset = collectionView.contentOffset
        if self.live.startsRetargetedMove(to: target, contentOffset: offset.x) {
          collectionView.setContentOffset(
            CGPoint(x: target, y: offset.y),
            animated: !self.accessibility.navigator.isReduceMotionEnabled())
        } else if self.live.endsRetargetedMove(at: target, contentOffset: offset.x) {
          collectionView.setContentOffset(offset, animated: false)
          if self.live.contentMoved(to: offset.x) != nil { self.reportRest() }
        }
      }
    }

    // MARK: - Coming to rest

    /// Where the carousel will rest was decided (a release's snap target, a navigator move, a
    /// move in code): the page controls follow at once, and the rest is reported when the
    /// content gets there (at once when it is there already), as `card` when the move was sent
    /// to one.
    func restOffsetChosen(_ offset: CGFloat, card: Int? = nil) {
      indicatorsFollow(offset)
      guard let collectionView,
        live.restChosen(at: offset, contentOffset: collectionView.contentOffset.x, card: card)
      else { return }
      reportRest()
    }

    /// A bounds change: when it lands on the chosen rest offset, the carousel is at rest.
    func boundsChanging(to newBounds: CGRect) {
      if preload != nil { preloadFollows(newBounds.minX) }
      // Read first: a call into the engine on the stored value is checked for exclusivity at run
      // time, and a drag's frames are on the way to no rest.
      guard live.restingOffset != nil, live.contentMoved(to: newBounds.minX) != nil else { return }
      reportRest()
    }

    /// Reports the rest on the main actor's next turn (UIKit is in the middle of a bounds
    /// change or a layout pass here; the app's callback may reload data): ``onSettle`` with the
    /// card at rest, the haptic and, near the end, the approaching-end action (once per card
    /// count), as the engine's `LiveCarousel.settleArrival(contentOffset:in:)` decides.
    private func reportRest() {
      Task { @MainActor [weak self] in
        guard let self, let collectionView = self.collectionView, let geometry = self.geometry,
          let settlement = self.live.settleArrival(
            contentOffset: collectionView.contentOffset.x, in: geometry.track)
        else { return }
        self.onSettle?(settlement.card)
        if settlement.playsSelectionFeedback, self.playsSelectionFeedback {
          self.selectionFeedback()
        }
        if settlement.approachingEnd { self.approachingEndAction?() }
      }
    }
  }
#endif
