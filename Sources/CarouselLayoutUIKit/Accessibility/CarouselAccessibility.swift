import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS
  import CarouselLayoutStrings

  /// The element a VoiceOver focus notification names, handed to the main actor (UIKit posts
  /// it on the main thread).
  private struct FocusedElement: @unchecked Sendable {
    let value: Any?
  }

  /// A carousel's VoiceOver and keyboard behaviour, owned by its
  /// ``CarouselCollectionViewLayout`` (``CarouselCollectionViewLayout/accessibility``).
  ///
  /// ```swift
  /// layout.accessibility.mode = .perCard            // the default
  /// layout.accessibility.navigator.wording = german
  /// // Full Keyboard Access and the focus engine, in the collection view's delegate:
  /// func collectionView(_ cv: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
  ///                     with coordinator: UIFocusAnimationCoordinator) {
  ///   layout.accessibility.focusMoved(to: context.nextFocusedIndexPath)
  /// }
  /// ```
  ///
  /// In the per-card mode ``CarouselCardCell`` reads its position label from the layout and
  /// sends three-finger swipes here; cells of other classes keep their own labels.
  @MainActor
  public final class CarouselAccessibility {
    /// How VoiceOver sees the carousel (default ``CarouselAccessibility/Mode/perCard``).
    public var mode: CarouselAccessibility.Mode = .perCard {
      didSet { if mode != oldValue { apply(invalidating: true) } }
    }

    /// Moves the carousel for VoiceOver, the keyboard and code; its `wording` is the
    /// carousel's, its `announce` speaks.
    public let navigator: CarouselNavigator

    /// The carousel's name in ``CarouselAccessibility/Mode/adjustable``, said before its value
    /// ("Recommended, 3 of 12, adjustable"); `nil` (the default) says the header cell's title,
    /// as SwiftUI's carousel does, and nothing without a header.
    public var adjustableLabel: String?

    /// What VoiceOver says after cards were added or removed, or `nil` to say nothing
    /// (default: the words the SwiftUI carousel says, from the strings table both adapters
    /// share: "2 cards added", "1 card removed", both when both happened). It gets the counts
    /// the engine's rule gives both adapters: a batch update's insertions and deletions (moves
    /// and reloads in place are neither), or the net change of the count when the update
    /// replaces every card (a section reloaded); it is not called when both are 0.
    public var changeAnnouncement:
      @MainActor (_ added: Int, _ removed: Int, _ count: Int) -> String? =
        CarouselAccessibility.sharedWordsChange

    private weak var layout: CarouselCollectionViewLayout?
    private weak var attachedCollectionView: UICollectionView?
    /// The VoiceOver focus observer; removed from the notification centre when it goes (with
    /// this object, or on re-attaching).
    private(set) var focusObservation: NotificationObservation?
    /// The centre the focus observer is added to (the default centre, where UIKit posts).
    var notificationCenter = NotificationCenter.default
    private var element: CarouselAccessibilityElement?

    init(layout: CarouselCollectionViewLayout) {
      self.layout = layout
      navigator = CarouselNavigator(layout: layout)
    }

    /// The adjustable element of ``CarouselAccessibility/Mode/adjustable``, in the collection
    /// view's `accessibilityElements` in that mode; `nil` in the per-card mode.
    package var adjustableElement: CarouselAccessibilityElement? {
      mode == .adjustable ? element : nil
    }

    // MARK: - Per card

    /// A three-finger swipe from a card: left and right (mirrored in right to left), next and
    /// previous page through the engine and return `true`; up and down return `false`.
    public func scroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      guard let geometry = navigator.geometry,
        let navigation = CarouselAccessibilityElement.scrollDirection(direction).navigation(
          in: geometry.track.layoutDirection)
      else { return false }
      navigator.navigate(navigation)
      return true
    }

    /// VoiceOver or the focus engine moved to an element inside a card: brings that card to
    /// its rest offset when it is not there.
    ///
    /// - Returns: whether the content moved.
    @discardableResult
    package func elementFocused(_ element: Any?) -> Bool {
      guard let collectionView = attachedCollectionView, var view = element as? UIView else {
        return false
      }
      while let parent = view.superview,
        !(view is UICollectionViewCell && parent === collectionView)
      {
        view = parent
      }
      guard let cell = view as? UICollectionViewCell, cell.superview === collectionView,
        let indexPath = collectionView.indexPath(for: cell), indexPath.section == 0
      else { return false }
      return navigator.restCard(at: indexPath.item)
    }

    /// The keyboard focus moved to an item (call it from
    /// `collectionView(_:didUpdateFocusIn:with:)`): brings that card to its rest offset.
    @discardableResult
    public func focusMoved(to indexPath: IndexPath?) -> Bool {
      guard let indexPath, indexPath.section == 0 else { return false }
      return navigator.restCard(at: indexPath.item)
    }

    // MARK: - Layout hooks

    /// Attaches to the layout's collection view (from `prepare()`): the mode's elements, the
    /// focus engine's memory, and the VoiceOver focus observer.
    func attach(to collectionView: UICollectionView) {
      guard attachedCollectionView !== collectionView else { return }
      attachedCollectionView = collectionView
      collectionView.remembersLastFocusedIndexPath = true
      focusObservation = NotificationObservation(
        center: notificationCenter,
        token: notificationCenter.addObserver(
          forName: UIAccessibility.elementFocusedNotification, object: nil, queue: nil
        ) { [weak self] notification in
          let focused = FocusedElement(
            value: notification.userInfo?[UIAccessibility.focusedElementUserInfoKey])
          Task { @MainActor in _ = self?.elementFocused(focused.value) }
        })
      apply(invalidating: false)
    }

    /// Announces what the engine's rule says a batch update added and removed
    /// (`UpdateAnnouncement`, the rule SwiftUI's carousel follows too), in the
    /// words of ``changeAnnouncement``; nothing when nothing was added or removed.
    func announce(_ announcement: UpdateAnnouncement, count: Int) {
      guard announcement.speaks,
        let text = changeAnnouncement(announcement.addedCards, announcement.removedCards, count)
      else { return }
      navigator.announce(text)
    }

    /// Puts the mode's elements in place; a mode change also invalidates the layout (the
    /// cards' labels change). Never called with `invalidating` from inside `prepare()`.
    private func apply(invalidating: Bool) {
      guard let collectionView = attachedCollectionView else { return }
      switch mode {
      case .perCard:
        collectionView.accessibilityElements = nil
      case .adjustable:
        let element =
          self.element
          ?? CarouselAccessibilityElement(navigator: navigator) { [weak self] in
            self?.adjustableLabel ?? self?.layout?.configuration.header?.title
          }
        self.element = element
        collectionView.accessibilityElements = [element]
      }
      if invalidating { layout?.invalidateLayout() }
    }

    /// "2 cards added"; "1 card removed"; "2 cards added, 1 card removed" when both happened:
    /// the shared strings table's words, as the SwiftUI carousel announces them.
    static func sharedWordsChange(added: Int, removed: Int, count: Int) -> String? {
      CarouselStrings.announcement(UpdateAnnouncement(addedCards: added, removedCards: removed))
    }
  }

  extension CarouselAccessibility {
    /// How VoiceOver sees a carousel (in the SwiftUI module the same choice is
    /// `CarouselAccessibilityMode`; nested here so the two modules share no type name).
    public enum Mode: Sendable, Hashable {
      /// Each card is its own container, so the buttons inside a card stay reachable; a card is
      /// announced with its position ("Card 3 of 12"), three-finger swipes page, and moving
      /// VoiceOver to a card off screen brings it to rest. The default.
      case perCard
      /// The whole carousel is one adjustable element ("3 of 12"): swipe up and down move a
      /// card. The cards' own buttons cannot be reached in this mode.
      case adjustable
    }
  }

  /// A block observer of a notification centre, removed when this object goes.
  ///
  /// `NotificationCenter` keeps a block observer until it is removed; the layout's accessibility
  /// object is main-actor isolated, so its own `deinit` cannot reach the token, and this
  /// Sendable holder (the centre's `removeObserver(_:)` is thread-safe) removes it instead.
  final class NotificationObservation: @unchecked Sendable {
    /// The centre the observer was added to.
    let center: NotificationCenter
    /// The centre's token.
    let token: any NSObjectProtocol

    init(center: NotificationCenter, token: any NSObjectProtocol) {
      self.center = center
      self.token = token
    }

    deinit { center.removeObserver(token) }
  }
#endif
