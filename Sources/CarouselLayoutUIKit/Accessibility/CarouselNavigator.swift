import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS
  import CarouselLayoutStrings

  /// Moves a carousel collection view card by card or page by page: for the keyboard, VoiceOver
  /// and code. Every target comes from the engine (``/CarouselLayout/CarouselTrack/targetOffset(for:fromOffset:)``);
  /// under Reduce Motion the move is instant, otherwise animated.
  ///
  /// ```swift
  /// let navigator = layout.accessibility.navigator
  /// navigator.navigate(.nextCard)
  ///
  /// // In the view controller that owns the collection view:
  /// override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
  ///   if let key = presses.first?.key, navigator.handleKey(key.keyCode) { return }
  ///   super.pressesBegan(presses, with: event)
  /// }
  /// ```
  @MainActor
  public final class CarouselNavigator {
    // MARK: - Properties

    /// The collection view the owning layout lays out (weak).
    package var collectionView: UICollectionView? { owner?.collectionView }
    /// The layout that owns this navigator (``CarouselAccessibility``), whose collection view
    /// it moves.
    private weak var owner: CarouselCollectionViewLayout?
    /// The words spoken and shown (default: the package's strings table, which both adapters
    /// share; English today).
    public var wording: CarouselWording = CarouselStrings.wording
    /// Whether moves are instant (default: the system's Reduce Motion setting).
    package var isReduceMotionEnabled: @MainActor () -> Bool = {
      UIAccessibility.isReduceMotionEnabled
    }
    /// Announces a move to VoiceOver (default: posts `.pageScrolled` with the text, such as
    /// "Card 3 of 12"; the same text again tells the user they hit an end).
    package var announce: @MainActor (String) -> Void = { text in
      UIAccessibility.post(notification: .pageScrolled, argument: text)
    }

    // MARK: - Initialiser

    /// Creates the navigator of a layout, for whichever collection view the layout lays out.
    init(layout: CarouselCollectionViewLayout) {
      owner = layout
    }

    // MARK: - State

    /// The engine's layout, as of the layout's last `prepare()`.
    package var geometry: CarouselGeometry? { owner?.geometry }

    /// The card at rest: the card the carousel last settled on while it still rests there (a
    /// move to the last card reports the last card, though the cards before it rest at the same
    /// offset), else the engine's ``/CarouselLayout/CarouselTrack/currentCard(atOffset:)``, as
    /// `onSettle` and SwiftUI's carousel say it (the engine's `LiveCarousel.cardAtRest`).
    public var currentCard: Int? {
      guard let owner, let collectionView = owner.collectionView, let geometry = owner.geometry,
        geometry.cardCount > 0
      else { return nil }
      return owner.live.cardAtRest(atOffset: collectionView.contentOffset.x, in: geometry.track)
    }

    /// The adjustable element's value, such as "3 of 12", for ``currentCard`` (empty without
    /// cards).
    package var accessibilityValue: String {
      guard let currentCard, let count = geometry?.cardCount else { return "" }
      return wording.position(currentCard + 1, count)
    }

    /// What VoiceOver announces at the current offset, such as "Card 3 of 12".
    package var announcement: String {
      guard let collectionView, let geometry else { return "" }
      return geometry.track.announcement(atOffset: collectionView.contentOffset.x, wording: wording)
    }

    // MARK: - Moving

    /// Moves to the engine's target for `navigation` and announces where the carousel is.
    ///
    /// - Returns: whether the content moved (`false` at either end, where the unchanged
    ///   announcement tells VoiceOver users they hit it).
    /// - Complexity: O(1).
    @discardableResult
    public func navigate(_ navigation: CarouselNavigation) -> Bool {
      guard let collectionView, let geometry,
        let card = LiveCarousel.targetCard(
          for: navigation, fromOffset: collectionView.contentOffset.x, restingOn: currentCard,
          in: geometry.track)
      else { return false }
      let target = geometry.track.offset(ofCard: card)
      let moved = scroll(collectionView, to: target, card: card)
      announce(geometry.track.announcement(atOffset: target, wording: wording))
      return moved
    }

    /// Scrolls card `index` fully into view (for the card VoiceOver or the focus engine moved
    /// to); does nothing when it already is.
    ///
    /// Call it from the cell's `accessibilityElementDidBecomeFocused()` or the delegate's
    /// `collectionView(_:didUpdateFocusIn:with:)`.
    ///
    /// - Returns: whether the content moved.
    /// - Complexity: O(1).
    @discardableResult
    package func revealCard(at index: Int) -> Bool {
      guard let collectionView, let geometry,
        let target = try? geometry.track.targetOffset(
          revealingCard: index, fromOffset: collectionView.contentOffset.x)
      else { return false }
      return scroll(collectionView, to: target)
    }

    /// Handles a hardware key: the arrows move one card (mirrored in right to left), Home and
    /// End go to the first and last card, Page Up and Page Down move one page.
    ///
    /// - Returns: whether the key is one of the carousel's (handled even at an end, so it does
    ///   not travel up the responder chain).
    public func handleKey(_ keyCode: UIKeyboardHIDUsage) -> Bool {
      guard let key = Self.carouselKey(keyCode), let geometry else { return false }
      navigate(key.navigation(in: geometry.track.layoutDirection))
      return true
    }

    /// The carousel key for a keyboard usage, or `nil` for any other key.
    static func carouselKey(_ keyCode: UIKeyboardHIDUsage) -> CarouselKey? {
      keys.first { $0.usage == keyCode }?.key
    }

    /// The keyboard usages of the carousel's keys (a table, not a `switch`: UIKit's
    /// `UIKeyboardHIDUsage` has hundreds of cases).
    private static let keys: [(usage: UIKeyboardHIDUsage, key: CarouselKey)] = [
      (.keyboardLeftArrow, .leftArrow), (.keyboardRightArrow, .rightArrow),
      (.keyboardHome, .home), (.keyboardEnd, .end),
      (.keyboardPageUp, .pageUp), (.keyboardPageDown, .pageDown),
    ]

    /// Scrolls card `index` to its rest offset (the engine's ``/CarouselLayout/CarouselTrack/offset(ofCard:)``)
    /// unless the carousel already rests there: for the card VoiceOver or the focus engine
    /// moved to.
    ///
    /// - Returns: whether the content moved.
    /// - Complexity: O(1).
    @discardableResult
    package func restCard(at index: Int) -> Bool {
      guard let collectionView, let geometry, index >= 0, index < geometry.cardCount else {
        return false
      }
      return scroll(collectionView, to: geometry.track.offset(ofCard: index), card: index)
    }

    // MARK: - Private

    private func scroll(_ collectionView: UICollectionView, to target: CGFloat, card: Int? = nil)
      -> Bool
    {
      let offset = collectionView.contentOffset.x
      guard let layout = owner,
        layout.live.navigationChoosesRest(at: target, card: card, contentOffset: offset)
      else { return false }
      layout.restOffsetChosen(target, card: card)
      // Within half a point of the target the model has the carousel at rest already.
      guard layout.live.restingOffset == target else { return false }
      collectionView.setContentOffset(
        CGPoint(x: target, y: collectionView.contentOffset.y), animated: !isReduceMotionEnabled())
      return true
    }
  }
#endif
