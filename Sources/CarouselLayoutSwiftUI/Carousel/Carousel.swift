import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// A ready carousel view: the header cell with its title and "See All (N)", the cards in a
  /// horizontally scrolling row that snaps with ``CarouselScrollTargetBehavior``, a page
  /// indicator, the empty state without cards, VoiceOver and the keyboard.
  ///
  /// ```swift
  /// @State var selection: Int? = 0
  ///
  /// Carousel(
  ///   count: cards.count,
  ///   configuration: CarouselConfiguration(header: HeaderCell(title: "Recommended")),
  ///   selection: $selection,
  ///   onSeeAll: { showAll = true }
  /// ) { index in
  ///   CardView(card: cards[index])
  /// } emptyState: {
  ///   Text("No recommendations")
  /// }
  /// .onSettle { card in print("resting on", card) }
  /// .onApproachingEnd(threshold: 3) { loadMore() }
  /// ```
  ///
  /// - **Where cards rest:** every card at the leading inset, the last flush with the trailing
  ///   edge. Gestures go through the engine's snap target; programmatic moves (the selection,
  ///   VoiceOver, the keyboard, the page indicator) scroll the card to the same rest offset.
  /// - **State:** `selection` is the card at rest, and setting it scrolls there; ``onSettle(_:)``
  ///   reports each rest.
  /// - **Large carousels** are lazy above 50 cards
  ///   (``carouselLaziness(_:height:)``).
  /// - **VoiceOver:** cards stay containers labelled "Card 3 of 12" by default, or the carousel
  ///   is one adjustable element (``carouselAccessibility(_:)``). Reduce Motion moves instantly.
  /// - **Keyboard:** focusable; the arrows (mirrored in right to left), Home, End, Page Up and
  ///   Page Down move it.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct Carousel<Card: View, EmptyState: View>: View {
    let count: Int
    let givenConfiguration: CarouselConfiguration
    let selection: Binding<Int?>
    let onSeeAll: (@MainActor () -> Void)?
    let card: (Int) -> Card
    let emptyState: EmptyState
    var options = Options()

    @Environment(\.horizontalSizeClass) var horizontalSizeClass
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @Environment(\.layoutDirection) var environmentLayoutDirection
    @Environment(\.dynamicTypeSize) var dynamicTypeSize
    @State var viewportWidth: CGFloat = 0
    @State var restingCard: Int = 0
    @State var scrolledCard: Int?
    @State var tallestMeasured: CGFloat = 0
    /// What the carousel has reported (the engine's settle and approaching-end rule).
    @State var live = LiveCarousel()
    /// The card an instant programmatic move settled on, until the scroll view next goes idle.
    @State var instantMoveCard: Int?
    @State var observer = CarouselScrollObserver()
    @State var preload = CarouselPreloadBox()
    /// Counts the rests on a new card while the selection haptic is on: its trigger.
    @State var selectionFeedbackTrigger = 0
    @AccessibilityFocusState var focusedCard: Int?

    /// Creates a carousel of `count` cards.
    ///
    /// - Parameters:
    ///   - count: the number of cards.
    ///   - configuration: the carousel's configuration; its header cell shows above the cards.
    ///   - selection: the card at rest; setting it scrolls that card to rest (default: none).
    ///   - onSeeAll: the "See All" action, shown when the engine shows "See All".
    ///   - card: the view of card `index`.
    ///   - emptyState: the view shown without cards.
    public init(
      count: Int,
      configuration: CarouselConfiguration = CarouselConfiguration(),
      selection: Binding<Int?> = .constant(nil),
      onSeeAll: (@MainActor () -> Void)? = nil,
      @ViewBuilder card: @escaping (Int) -> Card,
      @ViewBuilder emptyState: () -> EmptyState
    ) {
      self.count = max(0, count)
      givenConfiguration = configuration
      self.selection = selection
      self.onSeeAll = onSeeAll
      self.card = card
      self.emptyState = emptyState()
      _focusedCard = AccessibilityFocusState()
    }

    /// The header cell, then the cards (and their page indicator) or the empty state.
    public var body: some View {
      if let sapContent = options.sapContent {
        sapBody(sapContent)
      } else {
        standardBody
      }
    }

    /// The header cell, then the cards or the empty state.
    var standardBody: some View {
      VStack(alignment: .leading, spacing: 0) {
        if let header = configuration.header {
          CarouselHeaderView(
            title: header.title, cardCount: count, showsSeeAll: track?.showsSeeAll ?? false,
            minimumHeight: header.height, onSeeAll: onSeeAll
          )
          .padding(.leading, insets.leading)
          .padding(.trailing, insets.trailing)
        }
        if displayCount == 0 {
          emptyState
        } else {
          ScrollViewReader { proxy in
            scrollView(proxy: proxy)
          }
        }
      }
      .onGeometryChange(
        for: CGFloat.self, of: { $0.size.width },
        action: { width in
          viewportWidth = width
          reportPreload(atOffset: nil, in: makeTrack(viewportWidth: width))
        }
      )
      // New cards (the first ones arriving, a reload): announced, and the preload range
      // reported again, even if the same.
      .onChange(of: count) { old, new in
        announceChange(from: old, to: new)
        if let pages = options.preload?.pages { preload.window = PreloadWindow(pages: pages) }
        reportPreload(atOffset: nil)
      }
    }

    // MARK: - Options

    /// Calls `action` with the card at rest each time the carousel comes to rest (after a
    /// gesture, or a programmatic move).
    public func onSettle(_ action: @escaping @MainActor (Int) -> Void) -> Self {
      var copy = self
      copy.options.onSettle = action
      return copy
    }

    /// Calls `action` once per card count when the carousel rests with its last fully visible
    /// card within `threshold` cards of the end, to load more (SAP MDK's data paging).
    public func onApproachingEnd(threshold: Int = 3, _ action: @escaping @MainActor () -> Void)
      -> Self
    {
      var copy = self
      copy.options.approachingEnd = (max(0, threshold), action)
      return copy
    }

    /// Calls `action` with the cards to have ready — the cards on screen and `pages` pages of
    /// cards past either edge (the engine's
    /// `CarouselTrack/preloadRange(atOffset:pages:)`) — when the carousel
    /// first lays out, when its cards change, and each time that range changes as it scrolls
    /// (checked every frame, O(1)), so images can load before their cards scroll in.
    ///
    /// ```swift
    /// Carousel(count: products.count) { ProductCard(products[$0]) }
    ///   .onPreloadRangeChange(pages: 1) { range in imageLoader.prefetch(products[range]) }
    /// ```
    public func onPreloadRangeChange(
      pages: Int = 1, _ action: @escaping @MainActor (Range<Int>) -> Void
    ) -> Self {
      var copy = self
      copy.options.preload = (max(0, pages), action)
      return copy
    }

    /// Plays the system's selection haptic each time the carousel comes to rest on another card
    /// than before (default: off). The engine's
    /// `LiveCarousel/Settlement/isNewCard` decides, as in UIKit's layout;
    /// SwiftUI's `sensoryFeedback(.selection, trigger:)` plays it (on iPhone and Apple Watch;
    /// visionOS 26 and later take the modifier, earlier releases play nothing).
    public func carouselSelectionFeedback(_ isEnabled: Bool = true) -> Self {
      var copy = self
      copy.options.selectionFeedback = isEnabled
      return copy
    }

    /// Chooses how VoiceOver meets the carousel (default ``CarouselAccessibilityMode/cards``).
    public func carouselAccessibility(_ mode: CarouselAccessibilityMode) -> Self {
      var copy = self
      copy.options.accessibilityMode = mode
      return copy
    }

    /// The animation of programmatic moves (setting the selection, the keyboard, VoiceOver,
    /// the page indicator): `nil` moves instantly (default: `.default`; Reduce Motion always
    /// moves instantly).
    public func carouselMoveAnimation(_ animation: Animation?) -> Self {
      var copy = self
      copy.options.moveAnimation = animation
      return copy
    }

    /// Shows the page indicator below the cards (default: shown).
    public func carouselPageIndicator(_ isVisible: Bool) -> Self {
      var copy = self
      copy.options.showsPageIndicator = isVisible
      return copy
    }

    /// Chooses how the cards' views are laid out (default ``CarouselLaziness/automatic``).
    public func carouselLaziness(
      _ laziness: CarouselLaziness, height: CarouselLazyHeight = .tallestMeasured
    )
      -> Self
    {
      var copy = self
      copy.options.laziness = laziness
      copy.options.lazyHeight = height
      return copy
    }

    /// Whether the maximum card height is lifted at accessibility text sizes (default: lifted),
    /// so large text grows the cards instead of clipping them (SAP #1465, IOSSDKBUG-1611).
    public func carouselLiftsHeightCapAtAccessibilitySizes(_ lifts: Bool) -> Self {
      var copy = self
      copy.options.liftsHeightCap = lifts
      return copy
    }

    /// Lets people scroll the carousel by looking at its edge, on visionOS 26 and later (Look to
    /// Scroll: `scrollInputBehavior(.enabled, for: .look)`; default: off; elsewhere it does
    /// nothing). The carousel snaps with a scroll target behaviour, not paging. Apple allows at
    /// most six such scroll views in a scene and may turn it off where a scene has an unusually
    /// high number of them: on a page of many carousels, turn it on for the main one or two.
    public func carouselLookToScroll(_ isEnabled: Bool = true) -> Self {
      var copy = self
      copy.options.allowsLookToScroll = isEnabled
      return copy
    }

    /// Stacks every card, one below the other at the full width, while the user's text size is
    /// an accessibility size (``/CarouselLayout/FewCardsRule/alwaysStack``), so large text
    /// reads down the screen instead of across cards a swipe apart (default: off). Opt-in: a
    /// stacked carousel is as tall as all its cards and makes every card's view, and "See All"
    /// already offers the list; a carousel of a few cards in its own section is where it
    /// helps most.
    ///
    /// ```swift
    /// Carousel(count: orders.count) { OrderCard(order: orders[$0]) }
    ///   .carouselStacksAtAccessibilitySizes()
    /// ```
    public func carouselStacksAtAccessibilitySizes(_ stacks: Bool = true) -> Self {
      var copy = self
      copy.options.stacksAtAccessibilitySizes = stacks
      return copy
    }

    /// Shows skeleton cards while loading: the cards there are, redacted, or `placeholders`
    /// placeholder cards when there are none yet.
    public func carouselLoading(_ isLoading: Bool, placeholders: Int = 3) -> Self {
      var copy = self
      copy.options.isLoading = isLoading
      copy.options.placeholderCount = max(0, placeholders)
      return copy
    }

    // MARK: - Engine

    /// The options set by the modifiers above.
    struct Options {
      var onSettle: (@MainActor (Int) -> Void)?
      var approachingEnd: (threshold: Int, action: @MainActor () -> Void)?
      var preload: (pages: Int, action: @MainActor (Range<Int>) -> Void)?
      var selectionFeedback = false
      var accessibilityMode = CarouselAccessibilityMode.cards
      var showsPageIndicator = true
      var laziness = CarouselLaziness.automatic
      var lazyHeight = CarouselLazyHeight.tallestMeasured
      var isLoading = false
      var placeholderCount = 3
      var liftsHeightCap = true
      var stacksAtAccessibilitySizes = false
      var allowsLookToScroll = false
      var moveAnimation: Animation? = .default
      var showsHoverEffect = true
      var pagingButtons = PagingButtonsVisibility.automatic
      /// The content of an SAP-compatible carousel.
      var sapContent: (() -> Card)?
    }

    /// The configuration in effect: the given one, at accessibility text sizes with the maximum
    /// card height lifted (unless ``carouselLiftsHeightCapAtAccessibilitySizes(_:)`` says not
    /// to) and every card stacked when ``carouselStacksAtAccessibilitySizes(_:)`` asks: UIKit's
    /// rule, the engine's ``/CarouselLayout/CarouselConfiguration/adapted(toAccessibilityTextSize:liftingHeightCap:stackingCards:)``.
    var configuration: CarouselConfiguration {
      givenConfiguration.adapted(
        toAccessibilityTextSize: dynamicTypeSize.isAccessibilitySize,
        liftingHeightCap: options.liftsHeightCap,
        stackingCards: options.stacksAtAccessibilitySizes)
    }

    var sizeClass: SizeClass { horizontalSizeClass == .regular ? .regular : .compact }

    var insets: Insets { configuration.resolvedInsets(for: sizeClass) }

    /// The cards shown: the cards, or placeholders while loading without any.
    var displayCount: Int {
      count == 0 && options.isLoading ? options.placeholderCount : count
    }

    /// Whether the views shown are placeholders.
    var showsPlaceholders: Bool { count == 0 && options.isLoading }

    /// The engine's track for the current width: where cards rest needs no heights, so this
    /// is O(1), with no per-card storage. SwiftUI mirrors the scroll view in right to left, so
    /// the engine lays out left to right.
    var track: CarouselTrack? { makeTrack(viewportWidth: viewportWidth) }

    /// The engine's track at `viewportWidth` (`nil` before the carousel has a width).
    func makeTrack(viewportWidth: CGFloat) -> CarouselTrack? {
      try? CarouselTrack(
        viewportWidth: viewportWidth, sizeClass: sizeClass, configuration: configuration,
        cardCount: displayCount)
    }

    /// Tells the app the cards to have ready when the engine's ``/CarouselLayout/PreloadWindow``
    /// says they changed, for the content at `offset` (`nil`: the card at rest).
    func reportPreload(atOffset offset: CGFloat?, in track: CarouselTrack? = nil) {
      // Placeholders while the first cards load are no cards to have ready.
      guard let preload = options.preload, !showsPlaceholders,
        let track = track ?? self.track
      else { return }
      let box = self.preload
      if box.window.pages != preload.pages { box.window = PreloadWindow(pages: preload.pages) }
      let at = offset ?? track.offset(ofCard: min(restingCard, max(0, track.cardCount - 1)))
      if let range = box.window.update(atOffset: at, in: track) { preload.action(range) }
    }

    /// The engine's direction for the keys: the environment's, as the user sees the cards.
    var visualDirection: CarouselLayout.LayoutDirection {
      environmentLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension Carousel where EmptyState == EmptyView {
    /// Creates a carousel of `count` cards that shows nothing without cards.
    public init(
      count: Int,
      configuration: CarouselConfiguration = CarouselConfiguration(),
      selection: Binding<Int?> = .constant(nil),
      onSeeAll: (@MainActor () -> Void)? = nil,
      @ViewBuilder card: @escaping (Int) -> Card
    ) {
      self.init(
        count: count, configuration: configuration, selection: selection, onSeeAll: onSeeAll,
        card: card, emptyState: { EmptyView() })
    }
  }
#endif
