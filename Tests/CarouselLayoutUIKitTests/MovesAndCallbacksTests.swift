import Foundation
import Testing

@testable import CarouselLayout
@testable import CarouselLayoutUIKit

// These tests drive the adapter as UIKit does: through the stand-in here, and through UIKit on an
// iOS Simulator (Examples/App's CarouselLayoutUIKitTests target); what a person or the run loop
// does goes through UIKitDriver.
#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

@MainActor
@Suite("UIKit callbacks and scroll(toCard:animated:)")
struct MovesAndCallbacksTests {
  /// Lets the rest reports queued on the main actor run.
  func drain() async {
    for _ in 0..<5 { await Task.yield() }
  }

  func host(count: Int, size: CGSize = CGSize(width: 393, height: 300)) -> (UIKitHost, Box) {
    let host = UIKitHost(size: size, count: count)
    host.layout.accessibility.navigator.announce = { _ in }
    let box = Box()
    host.layout.onSettle = { box.settled.append($0) }
    host.layout.onApproachingEnd(threshold: 3) { box.ends += 1 }
    host.layoutPass()
    return (host, box)
  }

  /// What the callbacks reported.
  @MainActor final class Box {
    var settled: [Int] = []
    var ends = 0
  }

  @Test("the card at rest: once per rest after a flick, the keyboard, VoiceOver and code")
  func settleOncePerRest() async throws {
    let (host, box) = host(count: 20)
    // Frames of a drag report nothing.
    host.scroll(to: 40)
    host.scroll(to: 90)
    await drain()
    #expect(box.settled.isEmpty)
    // A flick: the release chooses the target; the rest is reported when the content is there.
    UIKitDriver.release(host.collectionView, velocity: CGPoint(x: 0.5, y: 0))
    await drain()
    let afterFlick = try host.engine().track.currentCard(
      atOffset: host.collectionView.contentOffset.x)
    #expect(box.settled == [afterFlick])
    // The keyboard.
    host.layout.accessibility.navigator.navigate(.nextCard)
    await drain()
    #expect(box.settled == [afterFlick, afterFlick + 1])
    // VoiceOver's three-finger swipe.
    #expect(host.layout.accessibility.scroll(.left))
    await drain()
    #expect(box.settled.count == 3)
    // Code.
    host.layout.scroll(toCard: 7, animated: true)
    await drain()
    #expect(box.settled.last == 7 && box.settled.count == 4)
    // Layout passes at rest report nothing more.
    host.layoutPass()
    await drain()
    #expect(box.settled.count == 4)
  }

  @Test(
    "the selection haptic: opt-in; the first swipe from the card shown first plays; moves in code and rests on the same card do not"
  )
  func selectionFeedback() async throws {
    let (host, _) = host(count: 20)
    var played = 0
    host.layout.selectionFeedback = { played += 1 }
    // Off by default: a person's move plays nothing.
    host.layout.accessibility.navigator.navigate(.nextCard)
    await drain()
    #expect(played == 0)
    host.layout.playsSelectionFeedback = true
    // A person's move to another card plays once.
    host.layout.accessibility.navigator.navigate(.nextCard)
    await drain()
    #expect(played == 1)
    // A move in code does not.
    host.layout.scroll(toCard: 9, animated: true)
    await drain()
    #expect(played == 1)
    // A rest on the same card (a drag released where it started) does not.
    host.scroll(to: host.collectionView.contentOffset.x + 20)
    UIKitDriver.release(host.collectionView, velocity: .zero)
    await drain()
    #expect(played == 1)
    host.layout.accessibility.navigator.navigate(.nextCard)
    await drain()
    #expect(played == 2)
  }

  @Test("a move to a card past the last rest offset settles as that card, as SwiftUI's does")
  func settlesAsTheChosenCard() async throws {
    // Three cards visible: the last cards share the last rest offset.
    let (host, box) = host(count: 12)
    host.layout.configuration.visibleCards = .count(3)
    host.layoutPass()
    let track = try host.engine().track
    #expect(track.offset(ofCard: 11) == track.offset(ofCard: 10))
    let atLast = track.currentCard(atOffset: track.maximumOffset)
    #expect(atLast < 11)
    host.layout.scroll(toCard: 11, animated: true)
    await drain()
    #expect(box.settled.last == 11)
    // The keyboard's End goes to the last card, and reports it.
    host.layout.scroll(toCard: 0, animated: false)
    await drain()
    host.layout.accessibility.navigator.navigate(.last)
    await drain()
    #expect(host.collectionView.contentOffset.x == track.maximumOffset)
    #expect(box.settled.last == 11)
    // What the navigator and VoiceOver read says the same card.
    #expect(host.layout.accessibility.navigator.currentCard == 11)
    #expect(host.layout.accessibility.navigator.accessibilityValue == "12 of 12")
    // End again, or the next card, reports nothing new: the carousel is at its end.
    let reported = box.settled.count
    host.layout.accessibility.navigator.navigate(.last)
    host.layout.accessibility.navigator.navigate(.nextCard)
    await drain()
    #expect(box.settled.count == reported && host.layout.accessibility.navigator.currentCard == 11)
    // From the last page's first card, End settles on the last card.
    host.layout.scroll(toCard: atLast, animated: false)
    await drain()
    #expect(box.settled.last == atLast)
    host.layout.accessibility.navigator.navigate(.last)
    await drain()
    #expect(box.settled.last == 11)
  }

  @Test("the selection haptic: the first swipe after the carousel appears plays")
  func selectionFeedbackFirstSwipe() async throws {
    let (host, _) = host(count: 20)
    var played = 0
    host.layout.selectionFeedback = { played += 1 }
    host.layout.playsSelectionFeedback = true
    UIKitDriver.release(host.collectionView, velocity: CGPoint(x: 0.5, y: 0))
    await drain()
    let card = try host.engine().track.currentCard(atOffset: host.collectionView.contentOffset.x)
    #expect(card > 0)
    #expect(played == 1)
  }

  @Test("approaching the end: once per card count, again after the count grows")
  func approachingEnd() async throws {
    let (host, box) = host(count: 20)
    host.layout.scroll(toCard: 10)
    await drain()
    #expect(box.ends == 0)
    host.layout.scroll(toCard: 19)
    await drain()
    #expect(box.ends == 1)
    host.layout.scroll(toCard: 16)
    await drain()
    #expect(box.ends == 1)
    // Ten more cards arrive; resting near the new end reports again.
    host.dataSource.count = 30
    for index in 20..<30 { host.delegate.fixed[index] = host.delegate.fixed[0] }
    host.collectionView.performBatchUpdates {
      host.collectionView.insertItems(at: (20..<30).map { IndexPath(item: $0, section: 0) })
    }
    host.layoutPass()
    host.layout.scroll(toCard: 29)
    await drain()
    #expect(box.ends == 2)
  }

  @Test("a move asked for before the cards arrive runs once they do, clamped")
  func moveBeforeData() async throws {
    let (host, box) = host(count: 0)
    host.layout.scroll(toCard: 5)
    await drain()
    #expect(host.collectionView.contentOffset.x == 0 && box.settled.isEmpty)
    host.dataSource.count = 20
    for index in 0..<20 { host.delegate.fixed[index] = CardMeasurement(height: 200) }
    host.collectionView.reloadData()
    host.layoutPass()
    await drain()
    #expect(host.collectionView.contentOffset.x == (try host.engine()).track.offset(ofCard: 5))
    #expect(box.settled == [5])
    // Past the end: the last card.
    host.layout.scroll(toCard: 99, animated: false)
    await drain()
    #expect(host.collectionView.contentOffset.x == (try host.engine()).track.offset(ofCard: 19))
    #expect(box.settled.count == 2)
  }

  @Test("a move asked for before the collection view has a size runs once it has one")
  func moveBeforeSize() async throws {
    let (host, box) = host(count: 12, size: .zero)
    host.layout.scroll(toCard: 3)
    #expect(host.layout.geometry == nil)
    host.collectionView.frame = CGRect(x: 0, y: 0, width: 393, height: 300)
    host.layoutPass()
    await drain()
    #expect(host.collectionView.contentOffset.x == (try host.engine()).track.offset(ofCard: 3))
    #expect(box.settled == [3])
  }

  @Test("the card a waiting move names is deleted: the move survives, on the card in its place")
  func waitingMoveCardDeleted() async throws {
    let (host, box) = host(count: 20, size: .zero)
    host.layout.scroll(toCard: 15)
    // A batch update removes cards 10–19, the requested one among them.
    host.dataSource.count = 10
    host.collectionView.performBatchUpdates {
      host.collectionView.deleteItems(at: (10..<20).map { IndexPath(item: $0, section: 0) })
    }
    host.collectionView.frame = CGRect(x: 0, y: 0, width: 393, height: 300)
    host.layoutPass()
    await drain()
    #expect(host.collectionView.contentOffset.x == (try host.engine()).track.offset(ofCard: 9))
    #expect(box.settled == [9])
  }

  @Test("a reload leaves fewer cards than a waiting move names: clamped to the last")
  func waitingMoveReloadShrinks() async throws {
    let (host, box) = host(count: 10, size: .zero)
    host.layout.scroll(toCard: 8)
    host.dataSource.count = 4
    host.collectionView.reloadData()
    host.collectionView.frame = CGRect(x: 0, y: 0, width: 393, height: 300)
    host.layoutPass()
    await drain()
    #expect(host.collectionView.contentOffset.x == (try host.engine()).track.offset(ofCard: 3))
    #expect(
      box.settled == [
        (try host.engine()).track.currentCard(atOffset: host.collectionView.contentOffset.x)
      ])
  }

  @Test("cards inserted before a waiting move's card: the move follows its card")
  func waitingMoveFollowsCard() async throws {
    let (host, _) = host(count: 10, size: .zero)
    host.layout.scroll(toCard: 4)
    host.dataSource.count = 12
    for index in 10..<12 { host.delegate.fixed[index] = host.delegate.fixed[0] }
    host.collectionView.performBatchUpdates {
      host.collectionView.insertItems(at: [
        IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
      ])
    }
    host.collectionView.frame = CGRect(x: 0, y: 0, width: 393, height: 300)
    host.layoutPass()
    await drain()
    #expect(host.collectionView.contentOffset.x == (try host.engine()).track.offset(ofCard: 6))
  }

  @Test("an animated move whose card is deleted in flight heads for the card in its place")
  func inFlightCardDeleted() async throws {
    let (host, box) = host(count: 20)
    host.collectionView.holdsAnimations = true
    host.layout.scroll(toCard: 15, animated: true)
    #expect(host.collectionView.animationTarget?.x == (try host.engine()).track.offset(ofCard: 15))
    // Before the animation ends, cards 10–19 are deleted (card 15 among them).
    host.dataSource.count = 10
    host.collectionView.performBatchUpdates {
      host.collectionView.deleteItems(at: (10..<20).map { IndexPath(item: $0, section: 0) })
    }
    host.layoutPass()
    await drain()
    let engine = try host.engine()
    #expect(engine.cardCount == 10)
    // The move was replaced by one to the card in card 15's place: the last, card 9.
    #expect(host.collectionView.animationTarget?.x == engine.track.offset(ofCard: 9))
    host.collectionView.finishAnimation()
    await drain()
    #expect(host.collectionView.contentOffset.x == engine.track.offset(ofCard: 9))
    #expect(box.settled == [engine.track.currentCard(atOffset: engine.track.offset(ofCard: 9))])
  }

  @Test("a resize while an animated move is in flight: the move heads for its card's new place")
  func inFlightResize() async throws {
    let (host, box) = host(count: 20, size: CGSize(width: 852, height: 300))
    host.collectionView.holdsAnimations = true
    host.layout.scroll(toCard: 12, animated: true)
    #expect(host.collectionView.animationTarget?.x == (try host.engine()).track.offset(ofCard: 12))
    // Before the animation ends, the window turns to portrait.
    host.collectionView.frame = CGRect(x: 0, y: 0, width: 393, height: 300)
    host.layoutPass()
    await drain()
    let engine = try host.engine()
    #expect(engine.track.viewportWidth == 393)
    #expect(host.collectionView.animationTarget?.x == engine.track.offset(ofCard: 12))
    host.collectionView.finishAnimation()
    await drain()
    #expect(host.collectionView.contentOffset.x == engine.track.offset(ofCard: 12))
    #expect(box.settled == [12])
  }

  @Test(
    "a resize late in an animated move, which brings the content to the move's card at once: the move ends there"
  )
  func inFlightResizeNearTheEnd() async throws {
    let (host, box) = host(count: 20, size: CGSize(width: 852, height: 300))
    host.collectionView.holdsAnimations = true
    host.layout.scroll(toCard: 3, animated: true)
    let wide = try host.engine().track
    #expect(host.collectionView.animationTarget?.x == wide.offset(ofCard: 3))
    // Most of the way there (card 3 is the card at the content now), the window turns to
    // portrait: keeping the card at rest puts the content on card 3's new rest offset.
    host.collectionView.advanceAnimation(to: wide.offset(ofCard: 3) - 100)
    host.collectionView.frame = CGRect(x: 0, y: 0, width: 393, height: 300)
    host.layoutPass()
    await drain()
    let narrow = try host.engine().track
    #expect(narrow.viewportWidth == 393)
    #expect(host.collectionView.contentOffset.x == narrow.offset(ofCard: 3))
    // The animation to the old layout's offset must not carry the content off card 3.
    host.collectionView.finishAnimation()
    await drain()
    #expect(host.collectionView.contentOffset.x == narrow.offset(ofCard: 3))
    #expect(box.settled == [3])
  }

  @Test("a reload while a move is in flight: the move keeps its card")
  func inFlightReload() async throws {
    let (host, box) = host(count: 20)
    host.collectionView.holdsAnimations = true
    host.layout.scroll(toCard: 6, animated: true)
    host.collectionView.reloadData()
    host.layoutPass()
    await drain()
    let engine = try host.engine()
    #expect(host.collectionView.animationTarget?.x == engine.track.offset(ofCard: 6))
    host.collectionView.finishAnimation()
    await drain()
    #expect(box.settled == [6])
  }

  @Test("Reduce Motion makes a move in code instant")
  func reduceMotion() async {
    let (host, _) = host(count: 20)
    host.layout.scroll(toCard: 4, animated: true)
    #expect(host.collectionView.lastScrollAnimated == true)
    host.layout.accessibility.navigator.isReduceMotionEnabled = { true }
    host.layout.scroll(toCard: 8, animated: true)
    #expect(host.collectionView.lastScrollAnimated == false)
  }
}
