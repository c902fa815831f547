import CarouselLayout
import CarouselLayoutSwiftUI
import Foundation
import Testing

#if CAROUSEL_STAND_INS
  @_spi(Host) import SwiftUIStandIn

  /// The pointer in the SwiftUI carousel: hover effects on cards, paging buttons, and scrolls
  /// that end without velocity (a mouse wheel, a trackpad swipe that stops).
  @MainActor
  @Suite("SwiftUI pointer: hover, paging buttons, wheel scrolls")
  struct PointerSwiftUITests {
    static func carousel(_ count: Int) -> Carousel<Text, EmptyView> {
      Carousel(count: count) { index in Text("Card \(index)") }
    }

    static var regular: EnvironmentValues {
      var environment = EnvironmentValues()
      environment.horizontalSizeClass = .regular
      return environment
    }

    /// A paging button as rendered: its label, whether SwiftUI lets it be pressed, its action
    /// and its symbol.
    struct RenderedButton {
      let label: String
      let isEnabled: Bool
      let action: @MainActor () -> Void
      let symbol: String?
    }

    /// The buttons labelled "Previous page" and "Next page", in render (leading to trailing)
    /// order. The label modifier is the node just before its button; the symbol comes after.
    static func pagingButtons<V: View>(_ harness: CarouselHarness<V>) -> [RenderedButton] {
      let nodes = harness.host.nodes
      var found: [RenderedButton] = []
      for (index, node) in nodes.enumerated() where node.name == "Button" && index > 0 {
        guard let label = nodes[index - 1].payload as? String,
          label == "Previous page" || label == "Next page",
          let action = node.payload as? @MainActor () -> Void
        else { continue }
        let symbol = nodes[index...].first { $0.name == "Image" }?.payload as? String
        found.append(
          RenderedButton(
            label: label, isEnabled: node.environment.isEnabled, action: action, symbol: symbol))
      }
      return found
    }

    // MARK: - Hover

    @Test("every card has the automatic hover effect, and the carousel opts out")
    func hover() {
      let harness = CarouselHarness(Self.carousel(5))
      let effects = harness.payloads("hoverEffect", as: HoverEffectArguments.self)
      #expect(effects.count == 5)
      #expect(effects.allSatisfy { $0.effect == "automatic" && $0.isEnabled })
      let off = CarouselHarness(Self.carousel(5).carouselHoverEffect(false))
      let disabled = off.payloads("hoverEffect", as: HoverEffectArguments.self)
      #expect(disabled.count == 5 && disabled.allSatisfy { !$0.isEnabled })
    }

    // MARK: - Paging buttons

    @Test("hidden by default in compact width; shown in regular width or when asked")
    func visibility() {
      #expect(Self.pagingButtons(CarouselHarness(Self.carousel(5))).isEmpty)
      let asked = CarouselHarness(Self.carousel(5).carouselPagingButtons(.visible))
      #expect(Self.pagingButtons(asked).map(\.label) == ["Previous page", "Next page"])
      let regular = CarouselHarness(Self.carousel(7), width: 1024, environment: Self.regular)
      #expect(Self.pagingButtons(regular).count == 2)
      let hidden = CarouselHarness(
        Self.carousel(7).carouselPagingButtons(.hidden), width: 1024, environment: Self.regular)
      #expect(Self.pagingButtons(hidden).isEmpty)
      // The page indicator sits between them.
      #expect(regular.host.all("Circle").count == 3)
    }

    @Test("each button moves one page; disabled at the ends")
    func movesAndEnds() throws {
      let harness = CarouselHarness(Self.carousel(7), width: 1024, environment: Self.regular)
      let track = try CarouselTrack(viewportWidth: 1024, sizeClass: .regular, cardCount: 7)
      var buttons = Self.pagingButtons(harness)
      #expect(buttons.map(\.isEnabled) == [false, true])
      buttons[1].action()
      #expect(harness.lastScroll?.id == AnyHashable(3))
      harness.rerender()
      buttons = Self.pagingButtons(harness)
      #expect(buttons.map(\.isEnabled) == [true, true])
      buttons[1].action()
      let last = try track.targetCard(for: .nextPage, fromOffset: track.offset(ofCard: 3))
      #expect(harness.lastScroll?.id == AnyHashable(last))
      harness.rerender()
      #expect(Self.pagingButtons(harness).map(\.isEnabled) == [true, false])
      Self.pagingButtons(harness)[0].action()
      let back = try track.targetCard(for: .previousPage, fromOffset: track.offset(ofCard: last))
      #expect(harness.lastScroll?.id == AnyHashable(back))
    }

    @Test("labelled for VoiceOver with directional chevrons that SwiftUI mirrors in right to left")
    func labelsAndRightToLeft() {
      for direction in [SwiftUIStandIn.LayoutDirection.leftToRight, .rightToLeft] {
        var environment = Self.regular
        environment.layoutDirection = direction
        let harness = CarouselHarness(Self.carousel(7), width: 1024, environment: environment)
        let buttons = Self.pagingButtons(harness)
        // Leading to trailing: SwiftUI places the first on the right in right to left, and
        // the backward and forward chevrons turn with the layout direction.
        #expect(buttons.map(\.label) == ["Previous page", "Next page"])
        #expect(buttons.map(\.symbol) == ["chevron.backward", "chevron.forward"])
        // SwiftUI mirrors the scroll view too, so "next" is the next card on both sides.
        buttons[1].action()
        #expect(harness.lastScroll?.id == AnyHashable(3))
      }
    }

    @Test("no buttons when every card fits on one page")
    func nothingToPage() {
      let harness = CarouselHarness(Self.carousel(3), width: 1024, environment: Self.regular)
      #expect(Self.pagingButtons(harness).isEmpty)
    }

    // MARK: - Scrolls without velocity

    static let container = CGSize(width: 393, height: 300)

    /// `updateTarget` as SwiftUI calls it when a scroll that began at `start` ends at `end`
    /// without velocity, the container's size unchanged.
    static func restWithoutVelocity(
      _ behavior: CarouselScrollTargetBehavior, start: CGFloat, end: CGFloat
    ) -> CGFloat {
      var target = ScrollTarget(rect: CGRect(origin: CGPoint(x: end, y: 0), size: container))
      let context = ScrollTargetBehaviorContext(
        originalTarget: ScrollTarget(
          rect: CGRect(origin: CGPoint(x: start, y: 0), size: container)),
        velocity: .zero, contentSize: CGSize(width: 1845, height: 300),
        containerSize: container, axes: .horizontal)
      behavior.updateTarget(&target, context: context)
      return target.rect.minX
    }

    /// Rows: where the scroll began (a snap offset), where it ended, where it comes to rest
    /// (with the live offset observed, as `Carousel` does on iOS 17 and later).
    static let rows: [(start: CGFloat, end: CGFloat, rest: CGFloat)] = [
      (361, 611, 722), (361, 511, 361), (722, 472, 361), (722, 622, 722), (0, 700, 722),
      (1083, 1383, 1436),
    ]

    @Test(
      "a scroll without velocity that ends between snap offsets rests on the engine's nearest",
      arguments: [CarouselLayout.LayoutDirection.leftToRight, .rightToLeft])
    func noVelocity(direction: CarouselLayout.LayoutDirection) throws {
      let track = try CarouselTrack(viewportWidth: 393, layoutDirection: direction, cardCount: 5)
      for observed in [false, true] {
        var behavior = CarouselScrollTargetBehavior(layoutDirection: direction, cardCount: 5)
        for row in Self.rows {
          // Right to left (a host that does not mirror): the same travel from the other end.
          let mirror = { (x: CGFloat) in direction == .rightToLeft ? track.maximumOffset - x : x }
          if observed {
            let observer = CarouselScrollObserver()
            observer.liveOffset = mirror(row.end)
            behavior.observer = observer
          }
          let rest = Self.restWithoutVelocity(
            behavior, start: mirror(row.start), end: mirror(row.end))
          // The engine's rule, released where the scroll view is (the observer's live offset;
          // without one, where the scroll began, and one gesture moves at most a page from
          // there in compact width).
          let release = observed ? mirror(row.end) : mirror(row.start)
          #expect(
            rest
              == (try track.targetOffset(
                releasedAt: release, velocity: 0, projected: mirror(row.end))))
          #expect(track.snapOffsets.contains(rest))
          if observed || abs(row.end - row.start) < 361 {
            #expect(rest == mirror(row.rest), "\(direction) \(row) observed: \(observed)")
          }
        }
      }
    }
  }
#endif
