import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS
  import CarouselLayoutStrings

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension Carousel {
    // MARK: - Programmatic moves

    /// Moves as a navigation request asks (keyboard, VoiceOver, page indicator), from the card
    /// at rest.
    func move(_ navigation: CarouselNavigation, proxy: ScrollViewProxy) {
      guard let track,
        let target = LiveCarousel.targetCard(
          for: navigation, fromOffset: track.offset(ofCard: restingCard), restingOn: restingCard,
          in: track)
      else { return }
      scroll(to: target, proxy: proxy)
    }

    /// Scrolls card `card` to rest at the leading inset (the engine's rest offset, not flush
    /// with the edge): SwiftUI aligns the point ``/CarouselLayout/CarouselTrack/restAlignment`` of the card's
    /// width with the same point of the viewport's. Instant under Reduce Motion.
    func scroll(to card: Int, proxy: ScrollViewProxy) {
      guard displayCount > 0 else { return }
      let target = min(max(card, 0), displayCount - 1)
      let anchor = restAnchor
      let animation = reduceMotion ? nil : options.moveAnimation
      withAnimation(animation) {
        proxy.scrollTo(target, anchor: anchor)
      }
      // An animated move goes through `ScrollPhase.animating` to `.idle` where SwiftUI reports
      // the phase (iOS 18), and settles there. Whether an instant move changes the phase at
      // all is not documented, so it settles now, and an idle that may follow at the same
      // card does not report it again (``settle(atOffset:)``). Before iOS 18, every move
      // settles now.
      if animation == nil {
        settle(at: target)
        instantMoveCard = target
      } else if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *) {
        settle(at: target, notify: false)
      } else {
        settle(at: target)
      }
    }

    /// The scroll view went idle at `offset`: the card at rest there, or the card a
    /// programmatic move chose when it rests at the same offset (cards past the end of the
    /// scroll range share the last rest), as the engine's
    /// `LiveCarousel.cardAtRest(atOffset:in:chosen:)` decides.
    func settle(atOffset offset: CGFloat) {
      guard let track,
        let resting = LiveCarousel.cardAtRest(atOffset: offset, in: track, chosen: restingCard)
      else { return }
      // The idle after an instant move to this card: that move reported it already.
      let reported = instantMoveCard == resting
      instantMoveCard = nil
      settle(at: resting, notify: !reported)
    }

    /// Scrolls a card VoiceOver focused to rest, unless it is already fully visible.
    func reveal(_ card: Int, proxy: ScrollViewProxy) {
      guard let track,
        let offset = try? track.targetOffset(
          revealingCard: card, fromOffset: track.offset(ofCard: restingCard)),
        offset != track.offset(ofCard: restingCard)
      else { return }
      scroll(to: card, proxy: proxy)
    }

    /// Records the card at rest: the selection, the settle callback (unless `notify` is
    /// false), and the approaching end.
    func settle(at card: Int, notify: Bool = true) {
      let previous = restingCard
      restingCard = card
      if selection.wrappedValue != card { selection.wrappedValue = card }
      if notify { options.onSettle?(card) }
      // Placeholders while the first cards load are no end to approach, nor cards to select.
      guard let track, count > 0 else { return }
      // The engine's rules, shared with UIKit's layout (`LiveCarousel`): a new threshold
      // forgets the count it last fired at.
      let threshold = options.approachingEnd?.threshold
      if live.approachingEndThreshold != threshold { live.approachingEndThreshold = threshold }
      // The card shown first counts as the first rest's starting point.
      live.begin(atOffset: track.offset(ofCard: min(previous, track.cardCount - 1)), in: track)
      guard
        let settlement = live.settle(atOffset: track.offset(ofCard: card), in: track, chosen: card)
      else {
        return
      }
      if settlement.approachingEnd { options.approachingEnd?.action() }
      // A move in code (`notify` false: the selection binding, `scrollTo`) plays no haptic.
      if settlement.playsSelectionFeedback, notify, options.selectionFeedback {
        selectionFeedbackTrigger += 1
      }
    }

    /// Plays the system's selection haptic each time ``selectionFeedbackTrigger`` changes
    /// (`sensoryFeedback(_:trigger:)`: iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 26;
    /// Apple plays `.selection` on iPhone and Apple Watch only).
    @ViewBuilder
    func selectionFeedback(_ content: some View) -> some View {
      if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *),
        options.selectionFeedback
      {
        content.sensoryFeedback(.selection, trigger: selectionFeedbackTrigger)
      } else {
        content
      }
    }

    /// Announces cards added or removed, in either VoiceOver mode as UIKit's layout does, as SAP
    /// does since #1679: the engine's rule for a change known only by its counts
    /// (`UpdateAnnouncement.init(from:to:)`, the rule UIKit's layout follows too), in the shared
    /// strings table's words.
    func announceChange(from old: Int, to new: Int) {
      guard let text = CarouselStrings.announcement(UpdateAnnouncement(from: old, to: new))
      else { return }
      AccessibilityNotification.Announcement(text).post()
    }
  }

  #if !os(watchOS)
    /// The keys the carousel handles, as SwiftUI names them (watchOS has no key presses).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    @available(watchOS, unavailable)
    enum CarouselKeys {
      /// Every handled key.
      static var all: Set<KeyEquivalent> {
        [.leftArrow, .rightArrow, .home, .end, .pageUp, .pageDown]
      }

      /// The engine's key for SwiftUI's, or `nil` for a key the carousel does not handle.
      static func key(for key: KeyEquivalent) -> CarouselKey? {
        switch key {
        case .leftArrow: .leftArrow
        case .rightArrow: .rightArrow
        case .home: .home
        case .end: .end
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        default: nil
        }
      }
    }
  #endif
#endif
