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
      live = LiveCarousel(approachingEndThreshold: threshold)
    }

    // MARK: - Moving in code

    /// Scrolls card `index` to its rest offset: the engine's
    /// ``/CarouselLayout/CarouselGeometry/offset(ofCard:)`` for the index clamped to the cards.
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
      pendingScroll = (index, animated)
      runPendingScroll()
    }

    /// Runs the waiting ``scroll(toCard:animated:)`` when the carousel has cards and a size.
    func runPendingScroll(fromPrepare: Bool = false) {
      guard let (index, animated) = pendingScroll, let collectionView, let geometry,
        geometry.cardCount > 0, collectionView.hasLayoutBounds
      else { return }
      pendingScroll = nil
      let card = min(max(0, index), geometry.cardCount - 1)
      let target = geometry.offset(ofCard: card)
      restOffsetChosen(target)
      if fromPrepare {
        // Inside `prepare()`: write the offset without a bounds invalidation, as a layout
        // does when it moves the content itself, and settle there.
        // The bounds change reports the rest (``boundsChanging(to:)``); an offset already
        // there was reported by `restOffsetChosen(_:)`.
        if collectionView.contentOffset.x != target {
          withoutInvalidating { collectionView.contentOffset.x = target }
        }
        return
      }
      guard collectionView.contentOffset.x != target else { return }
      let instant = accessibility.navigator.isReduceMotionEnabled()
      collectionView.setContentOffset(
        CGPoint(x: target, y: collectionView.contentOffset.y), animated: animated && !instant)
    }

    /// Maps a waiting or moving ``scroll(toCard:animated:)`` through a batch update: the card
    /// keeps its identity when cards are inserted or removed around it; a deleted card gives way
    /// to the one now in its place.
    func mapMoves(removing removed: IndexSet, inserting inserted: IndexSet, survivingCards: Int) {
      if let (index, animated) = pendingScroll {
        let anchor = CarouselAnchor(card: max(0, index)).adjusted(
          removingCardsAt: removed, insertingCardsAt: inserted, survivingCards: survivingCards)
        pendingScroll = (anchor.card, animated)
      }
    }

    /// A move on its way when a batch update or a reload arrived: it heads for the card
    /// `anchor` names now (the card it was heading for, or the one in its place when that was
    /// deleted, clamped to the last). The new move starts on the main actor's next turn, after
    /// UIKit's update; a new animated `setContentOffset` replaces the one in flight.
    func retarget(_ anchor: CarouselAnchor) {
      guard let geometry, geometry.cardCount > 0 else {
        restingOffset = nil
        return
      }
      let target = geometry.offset(ofCard: min(max(0, anchor.card), geometry.cardCount - 1))
      restingOffset = target
      Task { @MainActor [weak self] in
        guard let self, let collectionView = self.collectionView, self.restingOffset == target,
          collectionView.contentOffset.x != target
        else { return }
        collectionView.setContentOffset(
          CGPoint(x: target, y: collectionView.contentOffset.y),
          animated: !self.accessibility.navigator.isReduceMotionEnabled())
      }
    }

    // MARK: - Coming to rest

    /// The page controls and paging buttons show the page at `offset`: where the carousel
    /// will rest, or (after the cards, the size or the traits changed) where it is.
    func indicatorsFollow(_ offset: CGFloat) {
      pageControls.removeAll { $0.control == nil }
      for entry in pageControls { entry.control?.update(restingAt: offset) }
      pagingButtons.removeAll { $0.buttons == nil }
      for entry in pagingButtons { entry.buttons?.update(restingAt: offset) }
    }

    /// Where the carousel will rest was decided (a release's snap target, a navigator move, a
    /// move in code): the page controls follow at once, and the rest is reported when the
    /// content gets there (at once when it is there already).
    func restOffsetChosen(_ offset: CGFloat) {
      indicatorsFollow(offset)
      restingOffset = offset
      if let collectionView, abs(collectionView.contentOffset.x - offset) < 0.5 {
        restReached(at: offset)
      }
    }

    /// A bounds change: when it lands on the chosen rest offset, the carousel is at rest.
    func boundsChanging(to newBounds: CGRect) {
      guard let restingOffset, abs(newBounds.minX - restingOffset) < 0.5 else { return }
      restReached(at: restingOffset)
    }

    /// Reports the rest once, on the main actor's next turn (UIKit is in the middle of a bounds
    /// change or a layout pass here; the app's callback may reload data), if the carousel is
    /// still there then.
    private func restReached(at offset: CGFloat) {
      restingOffset = nil
      Task { @MainActor [weak self] in
        guard let self, let collectionView = self.collectionView,
          abs(collectionView.contentOffset.x - offset) < 0.5
        else { return }
        self.settle(atOffset: offset)
      }
    }

    /// Calls ``onSettle`` with the card at rest and, near the end, the approaching-end action
    /// (once per card count), as the engine's ``/CarouselLayout/LiveCarousel`` decides.
    func settle(atOffset offset: CGFloat) {
      guard let geometry, let settlement = live.settle(atOffset: offset, in: geometry.track)
      else { return }
      onSettle?(settlement.card)
      if settlement.approachingEnd { approachingEndAction?() }
    }
  }
#endif
