import CarouselLayout
import Foundation
import Testing

#if CAROUSEL_STAND_INS
  @_spi(Host) import SwiftUIStandIn
  @testable import CarouselLayoutSwiftUI

  /// What SwiftUI would report after its first layout pass of a card's footer: the footer's
  /// size, then each hidden button's own size (the actions, then "More"). Renders again, as
  /// SwiftUI does after the state changes.
  @MainActor func measureFooter(
    _ host: ViewHost, _ view: some View, width: CGFloat = 321,
    button: CGSize = CGSize(width: 90, height: 34)
  ) {
    let changes = host.all("onGeometryChange").compactMap {
      $0.payload as? GeometryChange<CGSize>
    }
    guard let footer = changes.first else { return }
    footer.action(footer.transform(GeometryProxy(size: CGSize(width: width, height: 44))))
    for change in changes.dropFirst() {
      change.action(change.transform(GeometryProxy(size: button)))
    }
    host.render(view)
  }

  /// `CarouselCard(content:)`'s footer in SwiftUI: the engine's `CardFooterLayout` from the
  /// sizes SwiftUI reports, drawn by `CardFooterRowLayout`, the rest in a `Menu`.
  @MainActor @Suite struct CardFooterActionsTests {
    static let content = CardContent(
      title: "Order 4711", actions: ["Approve", "Reject", "Forward", "Archive"])
    static let measuringTexts = ["Approve", "Reject", "Forward", "Archive", "More"]

    func card(_ taps: ActionTaps? = nil) -> some View {
      CarouselCard(content: Self.content) { index, title in taps?.list.append("\(index) \(title)") }
    }

    /// The footer's layout as rendered.
    func layout(_ host: ViewHost) throws -> CardFooterRowLayout {
      try #require(host.all("Layout").compactMap { $0.payload as? CardFooterRowLayout }.first)
    }

    /// Lays `subviews` sizes out with `layout` at `width`: the size it asks for and where it
    /// places each, as SwiftUI would call it.
    func place(
      _ layout: CardFooterRowLayout, width: CGFloat, subviews sizes: [(CGFloat?) -> CGSize]
    ) -> (size: CGSize, frames: [CGRect]) {
      var frames = Array(repeating: CGRect.zero, count: sizes.count)
      let subviews = LayoutSubviews(
        sizes.enumerated().map { index, size in
          LayoutSubview(
            sizeThatFits: { size($0.width) },
            place: { point, _, proposal in
              frames[index] = CGRect(
                origin: point,
                size: CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0))
            })
        })
      var cache: Void = ()
      let size = layout.sizeThatFits(
        proposal: ProposedViewSize(width: width, height: nil), subviews: subviews, cache: &cache)
      layout.placeSubviews(
        in: CGRect(origin: .zero, size: size),
        proposal: ProposedViewSize(width: width, height: nil),
        subviews: subviews, cache: &cache)
      return (size, frames)
    }

    @Test("before SwiftUI reports sizes: every button hidden and measured, none drawn, 44 tall")
    func measuring() throws {
      let host = ViewHost()
      host.render(card())
      #expect(try layout(host).row == nil)
      // Four actions and More, each fixed at its own size, hidden and out of VoiceOver's way.
      #expect(host.all("fixedSize").count == 5 && host.all("hidden").count == 5)
      #expect(
        host.all("accessibilityHidden").compactMap { $0.payload as? Bool }
          == Array(repeating: true, count: 5))
      let heights = host.all("frame").compactMap { ($0.payload as? FrameArguments)?.minHeight }
      #expect(heights.contains(44))
      #expect(host.texts == ["Order 4711"] + Self.measuringTexts, "nothing drawn but the copies")
    }

    @Test("a phone's card: two buttons of one width, More leading with a menu, in the order seen")
    func phone() throws {
      let taps = ActionTaps()
      let host = ViewHost()
      host.render(card(taps))
      measureFooter(host, card(taps))
      // Drawn: More (its menu: Forward, Archive), Reject, Approve at the trailing edge; then the
      // hidden copies that keep measuring.
      #expect(
        host.texts
          == ["Order 4711", "More", "Forward", "Archive", "Reject", "Approve"]
          + Self.measuringTexts)
      #expect(host.all("menuStyle").compactMap { $0.payload as? String }.first == "button")
      let row = try #require(try layout(host).row)
      let footer = row.arrangement(width: 321)
      #expect(footer.visibleCount == 2 && footer.overflow == 2..<4)
      // 321 points: More 90 wide and 8 apart leaves 223 for two buttons of 107.5.
      #expect(
        row.frames(of: footer) == [
          CGRect(x: 0, y: 0, width: 90, height: 44),
          CGRect(x: 98, y: 0, width: 107.5, height: 44),
          CGRect(x: 213.5, y: 0, width: 107.5, height: 44),
        ])
      // The buttons drawn call back with their own index: the menu's two, then the two shown.
      let actions = host.all("Button").compactMap { $0.payload as? @MainActor () -> Void }
      for action in actions.prefix(4) { action() }
      #expect(taps.list == ["2 Forward", "3 Archive", "1 Reject", "0 Approve"])
    }

    @Test("the layout places at the rule's frames, each button as tall as its title at its width")
    func layoutPlaces() throws {
      let host = ViewHost()
      host.render(card())
      measureFooter(host, card())
      let layout = try layout(host)
      // More and Reject are one line; Approve wraps onto two lines below 100 points.
      let oneLine: (CGFloat?) -> CGSize = { _ in CGSize(width: 90, height: 34) }
      let wraps: (CGFloat?) -> CGSize = { CGSize(width: 90, height: ($0 ?? 200) < 100 ? 60 : 34) }
      let wide = place(layout, width: 321, subviews: [oneLine, oneLine, wraps])
      #expect(wide.size == CGSize(width: 321, height: 44))
      #expect(wide.frames.map(\.minX) == [0, 98, 213.5])
      let narrow = place(layout, width: 250, subviews: [oneLine, wraps])
      // 250 points: one button beside More, 152 wide: one line, 44 tall.
      #expect(narrow.frames.map(\.width) == [90, 152])
      let squeezed = place(layout, width: 190, subviews: [oneLine, wraps])
      // 190 points: 92 for Approve, which wraps: the row is 60 tall.
      #expect(squeezed.frames.map(\.width) == [90, 92])
      #expect(squeezed.size.height == 60 && squeezed.frames.allSatisfy { $0.height == 60 })
    }

    @Test("a footer wider than 667 points: three buttons, then More")
    func wide() throws {
      let host = ViewHost()
      host.render(card())
      measureFooter(host, card(), width: 960)
      #expect(
        host.texts
          == ["Order 4711", "More", "Archive", "Forward", "Reject", "Approve"] + Self.measuringTexts
      )
      let row = try #require(try layout(host).row)
      #expect(row.arrangement(width: 960).visibleCount == 3)
    }

    @Test("an accessibility text size stacks the buttons, full width, the first on top")
    func stacked() throws {
      var environment = EnvironmentValues()
      environment.dynamicTypeSize = .accessibility1
      let host = ViewHost(environment: environment)
      host.render(card())
      measureFooter(host, card())
      let row = try #require(try layout(host).row)
      let footer = row.arrangement(width: 321)
      #expect(row.frames(of: footer).map(\.width) == [321, 321, 321])
      #expect(row.frames(of: footer).map(\.minY) == [0, 52, 104])
      #expect(row.order(of: footer) == [0, 1, CardFooterActions.moreIndex])
      #expect(
        host.texts.prefix(5) == ["Order 4711", "Approve", "Reject", "More", "Forward"])
    }

    @Test("without a proposed width the footer asks for every button side by side")
    func idealWidth() throws {
      let host = ViewHost()
      host.render(card())
      measureFooter(host, card())
      let layout = try layout(host)
      var cache: Void = ()
      let size = layout.sizeThatFits(
        proposal: .unspecified, subviews: LayoutSubviews([]), cache: &cache)
      #expect(abs(size.width - 384) < 0.001, "4 buttons of 90, 3 gaps of 8")
    }
  }
#endif
