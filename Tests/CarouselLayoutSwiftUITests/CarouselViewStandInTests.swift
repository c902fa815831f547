import CarouselLayout
import CarouselLayoutSwiftUI
import Foundation
import Testing

#if CAROUSEL_STAND_INS
  @_spi(Host) import SwiftUIStandIn

  /// The `Carousel` view driven through the stand-in's host as SwiftUI drives it.
  @MainActor
  @Suite("SwiftUI Carousel view")
  struct CarouselViewTests {
    final class Box<T> {
      var value: T
      init(_ value: T) { self.value = value }
      var binding: Binding<T> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    static func carousel(
      count: Int, title: String? = "Recommended", selection: Box<Int?>? = nil,
      seeAll: Box<Int>? = nil
    ) -> Carousel<Text, EmptyView> {
      var configuration = CarouselConfiguration()
      if let title { configuration.header = HeaderCell(title: title) }
      return Carousel(
        count: count, configuration: configuration,
        selection: selection?.binding ?? .constant(nil),
        onSeeAll: seeAll.map { box in { @MainActor in box.value += 1 } }
      ) { index in
        Text("Card \(index)")
      }
    }

    @Test("the header cell draws SAP's title and See All (N) with VoiceOver's words")
    func header() throws {
      let taps = Box(0)
      let harness = CarouselHarness(Self.carousel(count: 12, seeAll: taps))
      #expect(harness.host.texts.prefix(2) == ["Recommended", "See All (12)"])
      // The header's chevron; twelve pages show text, so the paging buttons follow it.
      #expect(
        harness.payloads("Image", as: String.self)
          == ["chevron.forward", "chevron.backward", "chevron.forward"])
      #expect(
        harness.payloads("accessibilityAddTraits", as: AccessibilityTraits.self) == [.isHeader])
      #expect(harness.payloads("lineLimit", as: Int?.self).first == 1)
      #expect(harness.payloads("accessibilityLabel", as: String.self).first == "See All")
      #expect(harness.payloads("accessibilityValue", as: String.self).first == "12 items")
      #expect(
        harness.payloads("accessibilityHint", as: String.self) == ["Shows every card in a list."])
      let action = try #require(harness.payloads("Button", as: (@MainActor () -> Void).self).first)
      action()
      #expect(taps.value == 1)
      // Two cards stack: everything fits, so no See All.
      let stacked = CarouselHarness(Self.carousel(count: 2, seeAll: taps))
      #expect(!stacked.host.texts.contains { $0.hasPrefix("See All") })
      // One card: "1 item".
      let one = CarouselHarness(
        CarouselHeaderView(title: "T", cardCount: 1, showsSeeAll: true, onSeeAll: {}))
      #expect(one.payloads("accessibilityValue", as: String.self) == ["1 item"])
    }

    @Test("the scroll view snaps with the engine's behavior and does not clip shadows")
    func scrollView() throws {
      let harness = CarouselHarness(Self.carousel(count: 12))
      let behavior = try #require(harness.behavior)
      #expect(behavior.cardCount == 12)
      #expect(behavior.velocityUnit == .pointsPerSecond)
      #expect(behavior.observer != nil)
      #expect(harness.payloads("scrollClipDisabled", as: Bool.self) == [true])
      #expect(harness.payloads("scrollIndicators", as: ScrollIndicatorVisibility.self) == [.hidden])
      #expect(harness.payloads("scrollTargetLayout", as: Bool.self) == [true])
      #expect(harness.payloads("focusable", as: Bool.self) == [true])
    }

    @Test("a gesture's rest reaches the behavior, the selection and onSettle")
    func settleAfterGesture() throws {
      let selection = Box<Int?>(0)
      let settled = Box<[Int]>([])
      let view = Self.carousel(count: 12, selection: selection).onSettle {
        settled.value.append($0)
      }
      let harness = CarouselHarness(view)
      harness.scroll(to: 1083)
      #expect(harness.behavior?.observer?.liveOffset == 1083)
      #expect(selection.value == 3)
      #expect(settled.value == [3])
    }

    @Test("setting the selection scrolls that card to the leading inset, not the edge")
    func programmaticMove() throws {
      let selection = Box<Int?>(0)
      let harness = CarouselHarness(Self.carousel(count: 12, selection: selection))
      let changes = harness.payloads("onChange", as: ValueChange<Int?>.self)
      // The selection's onChange is the optional-card observer that saw the selection (0);
      // the focus observer saw no focused card (nil).
      let onSelection = try #require(changes.first { $0.value == 0 })
      selection.value = 5
      onSelection.action(0, 5)
      let request = try #require(harness.lastScroll)
      #expect(request.id == AnyHashable(5))
      // 16 / (393 − 353): SwiftUI lines up 40 % of the card with 40 % of the viewport, so the
      // card's edge lands 16 points in, at its snap offset.
      #expect(request.anchor == UnitPoint(x: 0.4, y: 0))
      let track = try CarouselTrack(viewportWidth: 393, cardCount: 12)
      #expect(track.restAlignment == 0.4)
      #expect(ViewHost.lastAnimation == .some(.default))
    }

    @Test("a programmatic move to a card past the scroll range keeps that card selected")
    func moveToLastCard() throws {
      let selection = Box<Int?>(0)
      let settled = Box<[Int]>([])
      let view = Self.carousel(count: 12, selection: selection).onSettle {
        settled.value.append($0)
      }
      let harness = CarouselHarness(view)
      harness.press(.end)
      #expect(harness.lastScroll?.id == AnyHashable(11))
      #expect(selection.value == 11)
      #expect(settled.value.isEmpty)  // it settles when the scroll view goes idle
      // The scroll view goes idle at the last rest.
      let track = try CarouselTrack(viewportWidth: 393, cardCount: 12)
      harness.scroll(to: track.maximumOffset)
      #expect(selection.value == 11)
      #expect(settled.value == [11])
    }

    @Test("an instant move settles at once, and the idle that may follow does not repeat it")
    func instantMoveSettles() throws {
      // iOS 18 may report no scroll phase for a move without animation (Docs/VERIFY-ON-A-MAC.md):
      // onSettle must not wait for `.idle`.
      let settled = Box<[Int]>([])
      let view = Self.carousel(count: 12).carouselMoveAnimation(nil).onSettle {
        settled.value.append($0)
      }
      let harness = CarouselHarness(view)
      harness.press(.rightArrow)
      #expect(harness.lastScroll?.id == AnyHashable(1))
      #expect(settled.value == [1])
      let track = try CarouselTrack(viewportWidth: 393, cardCount: 12)
      harness.scroll(to: track.offset(ofCard: 1))
      #expect(settled.value == [1])
      // A later rest is reported as usual.
      harness.scroll(to: track.offset(ofCard: 3))
      #expect(settled.value == [1, 3])
    }

    @Test("Reduce Motion moves instantly")
    func reduceMotion() throws {
      var environment = EnvironmentValues()
      environment.accessibilityReduceMotion = true
      let harness = CarouselHarness(Self.carousel(count: 12), environment: environment)
      harness.press(.rightArrow)
      #expect(ViewHost.lastAnimation == .some(nil))
      // Without Reduce Motion, a carousel can ask for instant moves (scrollTo without animation).
      let instant = CarouselHarness(Self.carousel(count: 12).carouselMoveAnimation(nil))
      instant.press(.rightArrow)
      #expect(instant.lastScroll?.id == AnyHashable(1))
      #expect(ViewHost.lastAnimation == .some(nil))
    }

    @Test("keys move by card, page and end, mirrored in right to left")
    func keyboard() throws {
      let harness = CarouselHarness(Self.carousel(count: 12))
      #expect(harness.press(.rightArrow) == .handled)
      #expect(harness.lastScroll?.id == AnyHashable(1))
      harness.press(.end)
      #expect(harness.lastScroll?.id == AnyHashable(11))
      harness.press(.home)
      #expect(harness.lastScroll?.id == AnyHashable(0))
      harness.press(.pageDown)
      #expect(harness.lastScroll?.id == AnyHashable(1))
      #expect(harness.press(.space) == .ignored)

      var rightToLeft = EnvironmentValues()
      rightToLeft.layoutDirection = .rightToLeft
      let mirrored = CarouselHarness(Self.carousel(count: 12), environment: rightToLeft)
      mirrored.press(.leftArrow)
      #expect(mirrored.lastScroll?.id == AnyHashable(1))
      mirrored.press(.rightArrow)
      #expect(mirrored.lastScroll?.id == AnyHashable(0))
    }

    @Test("per-card VoiceOver: containers labelled with their position, page scrolls")
    func cardsAccessibility() throws {
      // A selection (0) other than the focus (nil) tells the two optional-card observers apart.
      let harness = CarouselHarness(Self.carousel(count: 12, selection: Box<Int?>(0)))
      let children = harness.payloads("accessibilityElement", as: AccessibilityChildBehavior.self)
      #expect(children.filter { $0 == .contain }.count == 12)
      let labels = harness.payloads("accessibilityLabel", as: String.self)
      #expect(labels.contains("Card 1 of 12"))
      #expect(labels.contains("Card 12 of 12"))
      let scroll = try #require(
        harness.payloads("accessibilityScrollAction", as: ((Edge) -> Void).self).first)
      scroll(.trailing)
      #expect(harness.lastScroll?.id == AnyHashable(1))
      // VoiceOver focusing a card off screen scrolls it to rest.
      let focus = try #require(
        harness.payloads("accessibilityFocused", as: FocusBinding<Int?>.self).first {
          $0.value == 7
        })
      focus.binding.wrappedValue = 7
      let onFocus = try #require(
        harness.payloads("onChange", as: ValueChange<Int?>.self).first { $0.value == nil })
      onFocus.action(nil, 7)
      #expect(harness.lastScroll?.id == AnyHashable(7))
      // Focusing the card now at rest, fully visible, scrolls nothing.
      let requests = harness.host.scrollRequests.count
      onFocus.action(nil, 7)
      #expect(harness.host.scrollRequests.count == requests)
    }

    @Test("adjustable VoiceOver: one element with the header's label and a position value")
    func adjustableAccessibility() throws {
      let harness = CarouselHarness(Self.carousel(count: 12).carouselAccessibility(.adjustable))
      #expect(
        harness.payloads("accessibilityElement", as: AccessibilityChildBehavior.self).contains(
          .ignore))
      #expect(harness.payloads("accessibilityLabel", as: String.self).contains("Recommended"))
      #expect(harness.payloads("accessibilityValue", as: String.self).contains("1 of 12"))
      let adjust = try #require(
        harness.payloads(
          "accessibilityAdjustableAction", as: ((AccessibilityAdjustmentDirection) -> Void).self
        ).first)
      adjust(.increment)
      #expect(harness.lastScroll?.id == AnyHashable(1))
      harness.rerender()
      #expect(harness.payloads("accessibilityValue", as: String.self).contains("2 of 12"))
    }

    @Test("cards inserted or removed are announced")
    func announcements() throws {
      let harness = CarouselHarness(Self.carousel(count: 12))
      let onCount = try #require(harness.payloads("onChange", as: ValueChange<Int>.self).first)
      onCount.action(12, 14)
      #expect(ViewHost.announcements.last == "2 cards added")
      onCount.action(14, 13)
      #expect(ViewHost.announcements.last == "1 card removed")
      onCount.action(13, 10)
      #expect(ViewHost.announcements.last == "3 cards removed")
      onCount.action(10, 11)
      #expect(ViewHost.announcements.last == "1 card added")
      // The engine's rule for a change known by its counts: the same count says nothing.
      let said = ViewHost.announcements.count
      onCount.action(11, 11)
      #expect(ViewHost.announcements.count == said)
      // The adjustable mode announces too, as UIKit's layout does in both modes.
      let adjustable = CarouselHarness(Self.carousel(count: 12).carouselAccessibility(.adjustable))
      let onAdjustableCount = try #require(
        adjustable.payloads("onChange", as: ValueChange<Int>.self).first)
      onAdjustableCount.action(12, 15)
      #expect(ViewHost.announcements.last == "3 cards added")
    }

    @Test("the page indicator shows dots below nine pages, text from nine, and moves on tap")
    func pageIndicator() throws {
      let dots = CarouselHarness(Self.carousel(count: 5))
      #expect(dots.host.all("Circle").count == 5)
      let taps = dots.payloads("onTapGesture", as: (() -> Void).self)
      #expect(taps.count == 5)
      taps[3]()
      #expect(dots.lastScroll?.id == AnyHashable(3))
      // Each dot is an 8-point circle in its own 44 × 44-point target that takes the taps.
      let targets = dots.payloads("frame", as: FrameArguments.self).filter {
        $0.width == 44 && $0.height == 44
      }
      #expect(targets.count == 5)
      #expect(
        dots.payloads("contentShape", as: String.self) == Array(repeating: "Rectangle", count: 5))
      // Five dots fit 393 points: no paging buttons in compact width.
      #expect(!dots.payloads("Image", as: String.self).contains("chevron.backward"))
      // Scrubbing along the dots: 44 points a dot.
      let scrub = try #require(
        dots.payloads("gesture", as: ChangedGesture<DragGesture>.self).first)
      #expect(scrub.gesture.minimumDistance == 0)
      scrub.action(DragGesture.Value(location: CGPoint(x: 180, y: 4)))
      #expect(dots.lastScroll?.id == AnyHashable(4))
      let text = CarouselHarness(Self.carousel(count: 12))
      #expect(text.host.all("Circle").isEmpty)
      #expect(text.host.texts.contains("1 of 12"))
      // The text is a 44-point-tall target.
      #expect(text.payloads("frame", as: FrameArguments.self).contains { $0.minHeight == 44 })
      let hidden = CarouselHarness(Self.carousel(count: 12).carouselPageIndicator(false))
      #expect(!hidden.host.texts.contains("1 of 12"))
    }

    @Test("the Large Content Viewer shows the page of the dots and each paging button large")
    func largeContentViewer() throws {
      func large<V: View>(_ harness: CarouselHarness<V>) -> [[String]] {
        harness.payloads("accessibilityShowsLargeContentViewer", as: AnyView.self).map { view in
          let host = ViewHost()
          host.render(view)
          return host.texts + host.all("Image").compactMap { $0.payload as? String }
        }
      }
      // Dots: the page, as VoiceOver says it.
      #expect(large(CarouselHarness(Self.carousel(count: 5))) == [["1 of 5"]])
      // Text and paging buttons (twelve pages): the text grows by itself; each button shows its
      // label and symbol.
      #expect(
        large(CarouselHarness(Self.carousel(count: 12))) == [
          ["Previous page", "chevron.backward"], ["Next page", "chevron.forward"],
        ])
    }

    @Test("above the threshold the cards are lazy, sized by the engine")
    func laziness() throws {
      #expect(CarouselLaziness.lazyThreshold == 50)
      let eager = CarouselHarness(Self.carousel(count: 50))
      #expect(eager.host.first("Layout") != nil)
      #expect(eager.host.first("LazyHStack") == nil)
      let lazy = CarouselHarness(Self.carousel(count: 51))
      #expect(lazy.host.first("Layout") == nil)
      #expect(lazy.payloads("LazyHStack", as: CGFloat?.self) == [8])
      let frames = lazy.payloads("frame", as: FrameArguments.self)
      #expect(frames.contains { $0.width == 353 })
      let forced = CarouselHarness(Self.carousel(count: 3).carouselLaziness(.lazy))
      #expect(forced.host.first("LazyHStack") != nil)
      let stacked = CarouselHarness(Self.carousel(count: 2).carouselLaziness(.lazy))
      #expect(stacked.host.first("LazyHStack") == nil)
      // The lazy lane keeps the vertical insets the eager layout's content has.
      var inset = CarouselConfiguration()
      inset.insets = Insets(top: 16, leading: 16, bottom: 12, trailing: 16)
      let padded = CarouselHarness(
        Carousel(count: 51, configuration: inset) { Text("Card \($0)") })
      let paddings = padded.payloads("padding", as: (Edge.Set, CGFloat?).self)
      #expect(paddings.contains { $0.0 == .top && $0.1 == 16 })
      #expect(paddings.contains { $0.0 == .bottom && $0.1 == 12 })
    }

    @Test("the lazy height is the tallest card measured so far, capped, never shrinking")
    func lazyHeights() throws {
      let harness = CarouselHarness(Self.carousel(count: 60))
      func measure(_ height: CGFloat) {
        let changes = harness.payloads("onGeometryChange", as: GeometryChange<CGFloat>.self)
        // The first is the carousel's own width; the others measure cards.
        changes[1].action(height)
        harness.rerender()
      }
      func lane() -> CGFloat? {
        harness.payloads("frame", as: FrameArguments.self).filter { $0.alignment == .top }
          .compactMap(\.minHeight).last
      }
      #expect(lane() == 0)
      measure(300)
      #expect(lane() == 300)
      measure(200)
      #expect(lane() == 300)
      measure(900)
      #expect(lane() == 520)
      let fixed = CarouselHarness(
        Self.carousel(count: 60).carouselLaziness(.lazy, height: .fixed(240)))
      #expect(
        fixed.payloads("frame", as: FrameArguments.self).filter { $0.alignment == .top }
          .compactMap(\.minHeight).last == 240)
    }

    @Test("at accessibility text sizes the height cap lifts, unless told not to")
    func heightCap() throws {
      var large = EnvironmentValues()
      large.dynamicTypeSize = .accessibility3
      func cap(_ view: Carousel<Text, EmptyView>, _ environment: EnvironmentValues) throws
        -> CGFloat
      {
        let harness = CarouselHarness(view, environment: environment)
        let layout = try #require(harness.payloads("Layout", as: CarouselCardsLayout.self).first)
        return layout.configuration.maximumCardHeight
      }
      #expect(try cap(Self.carousel(count: 5), EnvironmentValues()) == 520)
      #expect(try cap(Self.carousel(count: 5), large) == .infinity)
      #expect(
        try cap(Self.carousel(count: 5).carouselLiftsHeightCapAtAccessibilitySizes(false), large)
          == 520)
    }

    @Test("Look to Scroll is opt-in; off visionOS the scroll view takes no input behaviour")
    func lookToScroll() {
      let on = CarouselHarness(Self.carousel(count: 6).carouselLookToScroll())
      let off = CarouselHarness(Self.carousel(count: 6))
      // Linux and iOS have no Look to Scroll: neither carousel sets a scroll input behaviour
      // (visionOS 26 sets `.enabled` for `.look`, checked by Scripts/check-platform-shapes).
      #expect(
        on.host.all("scrollInputBehavior").isEmpty && off.host.all("scrollInputBehavior").isEmpty)
      #expect(on.host.texts == off.host.texts)
    }

    @Test("stacking at accessibility text sizes is opt-in: every card below the other, a list")
    func stackingAtAccessibilitySizes() throws {
      var large = EnvironmentValues()
      large.dynamicTypeSize = .accessibility1
      func rule(_ view: Carousel<Text, EmptyView>, _ environment: EnvironmentValues) throws
        -> FewCardsRule
      {
        let harness = CarouselHarness(view, environment: environment)
        let layout = try #require(harness.payloads("Layout", as: CarouselCardsLayout.self).first)
        return layout.configuration.fewCardsRule
      }
      let opted = Self.carousel(count: 60).carouselStacksAtAccessibilitySizes()
      #expect(try rule(opted, large) == .alwaysStack)
      let five = Self.carousel(count: 5)
      #expect(try rule(five.carouselStacksAtAccessibilitySizes(), EnvironmentValues()) == .stack)
      #expect(try rule(five, large) == .stack, "off by default")
      // At the default size 60 cards take the lazy row; stacked, the eager layout stacks them.
      let regular = CarouselHarness(opted)
      #expect(regular.payloads("Layout", as: CarouselCardsLayout.self).isEmpty)
      // The header's title wraps at accessibility sizes.
      let header = CarouselHarness(Self.carousel(count: 12, seeAll: Box(0)), environment: large)
      #expect(header.payloads("lineLimit", as: Int?.self).first == .some(nil))
    }

    @Test("tallest visible: the eager layout measures the cards around the card at rest")
    func tallestVisible() throws {
      var configuration = CarouselConfiguration()
      configuration.heightPolicy = .uniformVisible
      let view = Carousel(count: 12, configuration: configuration) { Text("Card \($0)") }
      let harness = CarouselHarness(view)
      func restingOffset() throws -> CGFloat? {
        try #require(harness.payloads("Layout", as: CarouselCardsLayout.self).first).restingOffset
      }
      #expect(try restingOffset() == 0)
      harness.scroll(to: 3 * 361)
      #expect(try restingOffset() == 3 * 361)
      // The layout hands that offset to the engine: card 0 is short, cards 3 and 4 tall.
      let layout = CarouselCardsLayout(
        configuration: configuration, viewportWidth: 393, restingOffset: 3 * 361)
      let placed = PlacedSubviews(heights: [100, 100, 100, 300, 400, 100, 100])
      var cache = layout.makeCache(subviews: placed.subviews)
      let size = layout.sizeThatFits(
        proposal: ProposedViewSize(width: nil, height: 700), subviews: placed.subviews,
        cache: &cache)
      #expect(size.height == 400)
    }

    @Test("while loading, skeleton cards")
    func skeleton() throws {
      let empty = CarouselHarness(Self.carousel(count: 0).carouselLoading(true))
      #expect(empty.host.all("RoundedRectangle").count == 3)
      let some = CarouselHarness(Self.carousel(count: 4).carouselLoading(true))
      #expect(some.payloads("redacted", as: RedactionReasons.self).count == 4)
      let done = CarouselHarness(Self.carousel(count: 0))
      #expect(done.host.all("RoundedRectangle").isEmpty)
    }

    @Test("approaching the end asks for more once per card count")
    func approachingEnd() throws {
      let asked = Box(0)
      let view = Self.carousel(count: 12).onApproachingEnd(threshold: 3) { asked.value += 1 }
      let harness = CarouselHarness(view)
      harness.scroll(to: 7 * 361)
      #expect(asked.value == 0)
      harness.scroll(to: 8 * 361)
      #expect(asked.value == 1)
      harness.scroll(to: 9 * 361)
      #expect(asked.value == 1)
    }

    @Test("placeholders while the first cards load are no end to approach")
    func noEndWhileLoading() throws {
      let asked = Box(0)
      let view = Self.carousel(count: 0).carouselLoading(true, placeholders: 3)
        .onApproachingEnd(threshold: 3) { asked.value += 1 }
      let harness = CarouselHarness(view)
      harness.scroll(to: 2 * 361)
      #expect(asked.value == 0)
    }
  }
#endif
