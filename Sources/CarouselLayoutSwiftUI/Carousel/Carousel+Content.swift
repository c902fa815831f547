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
    // MARK: - Scroll view

    /// The scroll view with its behavior, observation, programmatic moves, VoiceOver and
    /// keyboard, and the page indicator below it.
    @ViewBuilder
    func scrollView(proxy: ScrollViewProxy) -> some View {
      let scroller = ScrollView(.horizontal) {
        observingContent(cards)
      }
      .scrollIndicators(.hidden)
      // The level-2 card shadow reaches past the cards; a scroll view clips its content.
      .scrollClipDisabled()
      .scrollTargetBehavior(
        CarouselScrollTargetBehavior(
          configuration: configuration, sizeClass: sizeClass, cardCount: displayCount,
          observer: observer)
      )
      .onChange(of: selection.wrappedValue) { _, requested in
        if let requested, requested != restingCard { scroll(to: requested, proxy: proxy) }
      }
      .onChange(of: focusedCard) { _, focused in
        if let focused { reveal(focused, proxy: proxy) }
      }
      VStack(alignment: .center, spacing: 8) {
        selectionFeedback(
          accessible(observing(keyboard(lookToScroll(scroller), proxy: proxy)), proxy: proxy))
        if let track { pageControls(track, proxy: proxy) }
      }
    }

    /// Feeds the live offset to the behavior and reports rests (iOS 18: the scroll geometry
    /// and phase); before iOS 18, the card at the scroll position.
    @ViewBuilder
    func observing(_ content: some View) -> some View {
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *) {
        content
          .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.x }) { _, offset in
            observer.liveOffset = offset
            reportPreload(atOffset: offset)
          }
          .onScrollPhaseChange { _, phase in
            if phase == .idle, let offset = observer.liveOffset { settle(atOffset: offset) }
          }
      } else {
        content
          .scrollPosition(id: $scrolledCard, anchor: restAnchor)
          .onChange(of: scrolledCard) { _, card in
            if let card, card != restingCard { settle(at: card) }
          }
      }
    }

    /// Look to Scroll on visionOS 26 and later when ``carouselLookToScroll(_:)`` asks for it;
    /// the scroll view as it is elsewhere.
    @ViewBuilder
    func lookToScroll(_ content: some View) -> some View {
      #if os(visionOS)
        if #available(visionOS 26.0, *), options.allowsLookToScroll {
          content.scrollInputBehavior(.enabled, for: .look)
        } else {
          content
        }
      #else
        content
      #endif
    }

    /// The keyboard: focusable, with the arrows (mirrored in right to left), Home, End, Page Up
    /// and Page Down (watchOS has no key presses).
    @ViewBuilder
    func keyboard(_ content: some View, proxy: ScrollViewProxy) -> some View {
      #if os(watchOS)
        content
      #else
        content
          .focusable()
          .onKeyPress(keys: CarouselKeys.all) { press in
            guard let key = CarouselKeys.key(for: press.key) else { return .ignored }
            move(key.navigation(in: visualDirection), proxy: proxy)
            return .handled
          }
      #endif
    }

    /// Before iOS 18, where the scroll view does not report its geometry, the live offset comes
    /// from the content's frame in the scroll view's coordinate space (iOS 17), so a gesture
    /// that catches a decelerating carousel counts from where it is there too.
    @ViewBuilder
    func observingContent(_ content: some View) -> some View {
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *) {
        content
      } else {
        content.onGeometryChange(
          for: CGFloat.self, of: { -$0.frame(in: .scrollView).minX },
          action: { offset in
            observer.liveOffset = offset
            reportPreload(atOffset: offset)
          })
      }
    }

    /// VoiceOver: per-card containers with page scrolling, or one adjustable element.
    @ViewBuilder
    func accessible(_ content: some View, proxy: ScrollViewProxy) -> some View {
      switch options.accessibilityMode {
      case .cards:
        content.accessibilityScrollAction { edge in
          switch edge {
          case .trailing: move(.nextPage, proxy: proxy)
          case .leading: move(.previousPage, proxy: proxy)
          default: break
          }
        }
      case .adjustable:
        content
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(Text(configuration.header?.title ?? CarouselStrings.carouselLabel))
          .accessibilityValue(Text(accessibilityValue))
          .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: move(.nextCard, proxy: proxy)
            case .decrement: move(.previousCard, proxy: proxy)
            @unknown default: break
            }
          }
      }
    }

    // MARK: - Cards

    /// The cards: eager (the engine's ``CarouselCardsLayout``) or lazy (a `LazyHStack` sized
    /// by the engine).
    @ViewBuilder
    var cards: some View {
      if let track, track.mode == .carousel, options.laziness.isLazy(count: displayCount) {
        LazyHStack(alignment: .top, spacing: track.spacing) {
          ForEach(0..<displayCount, id: \.self) { index in
            cardView(index)
              .frame(width: track.cardWidth)
              .frame(minHeight: lazyLaneHeight, alignment: .top)
              .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { height in
                let capped = min(height, configuration.maximumCardHeight)
                if capped > tallestMeasured { tallestMeasured = capped }
              }
          }
        }
        .padding(.leading, track.leadingInset)
        .padding(.trailing, track.trailingInset)
        // The vertical insets the eager layout's engine content includes (the card shadow).
        .padding(.top, configuration.resolvedInsets(for: sizeClass).top)
        .padding(.bottom, configuration.resolvedInsets(for: sizeClass).bottom)
        .scrollTargetLayout()
      } else {
        CarouselCardsLayout(
          configuration: configuration, sizeClass: sizeClass, viewportWidth: viewportWidth,
          restingOffset: track?.offset(ofCard: restingCard)
        ) {
          ForEach(0..<displayCount, id: \.self) { index in
            cardView(index)
          }
        }
        .scrollTargetLayout()
      }
    }

    /// One card: the host's view (redacted while loading) or a placeholder, identified by its
    /// index for programmatic scrolling, and in the per-card VoiceOver mode a container
    /// labelled with its position.
    @ViewBuilder
    func cardView(_ index: Int) -> some View {
      let content = Group {
        if showsPlaceholders {
          RoundedRectangle(cornerRadius: 16)
            .fill(.quaternary)
            .frame(height: Self.placeholderHeight)
        } else if options.isLoading {
          card(index).redacted(reason: .placeholder)
        } else {
          card(index)
        }
      }
      .id(index)
      switch options.accessibilityMode {
      case .cards:
        hoverable(content)
          .accessibilityElement(children: .contain)
          .accessibilityLabel(
            Text(CarouselStrings.wording.label(ofCard: index, count: displayCount))
          )
          .accessibilityFocused($focusedCard, equals: index)
      case .adjustable:
        hoverable(content)
      }
    }

    /// A placeholder card's height while loading without cards.
    static var placeholderHeight: CGFloat { 120 }

    /// The lazy carousel's uniform height: the host's, or the tallest card measured so far.
    var lazyLaneHeight: CGFloat {
      switch options.lazyHeight {
      case .fixed(let height): min(max(0, height), configuration.maximumCardHeight)
      case .tallestMeasured: tallestMeasured
      }
    }

    /// The unit point that scrolls a card to rest at the leading inset.
    var restAnchor: UnitPoint { UnitPoint(x: track?.restAlignment ?? 0, y: 0) }

    /// The adjustable element's value: "3 of 12".
    var accessibilityValue: String {
      guard let track else { return "" }
      return track.accessibilityValue(
        atOffset: track.offset(ofCard: restingCard), wording: CarouselStrings.wording)
    }
  }
#endif
