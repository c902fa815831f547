import CarouselLayout
import Foundation
import Testing

@testable import CarouselLayoutSwiftUI

#if CAROUSEL_STAND_INS
  @_spi(Host) import SwiftUIStandIn

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
  /// sizes SwiftUI reports, drawn by `FrameLayout`, the rest in a `Menu`.
  @MainActor @Suite struct CardFooterActionsTests {
    static let content = CardContent(
      title: "Order 4711", actions: ["Approve", "Reject", "Forward", "Archive"])

    func card(_ taps: ActionTaps? = nil) -> some View {
      CarouselCard(content: Self.content) { index, title in taps?.list.append("\(index) \(title)") }
    }

    /// The frames `FrameLayout` was given.
    func frames(_ host: ViewHost) throws -> [CGRect] {
      try #require(host.all("Layout").compactMap { $0.payload as? FrameLayout }.first).frames
    }

    @Test("before SwiftUI reports sizes: every button hidden and measured, none drawn, 44 tall")
    func measuring() throws {
      let host = ViewHost()
      host.render(card())
      #expect(try frames(host).isEmpty)
      // Four actions and More, each fixed at its own size, hidden and out of VoiceOver's way.
      #expect(host.all("fixedSize").count == 5 && host.all("hidden").count == 5)
      let heights = host.all("frame").compactMap { ($0.payload as? FrameArguments)?.minHeight }
      #expect(heights.contains(44))
      #expect(host.all("Menu").count == 1, "the More measured")
    }

    @Test("a phone's card: two buttons of one width, the first trailing, More leading and a menu")
    func phone() throws {
      let taps = ActionTaps()
      let host = ViewHost()
      host.render(card(taps))
      measureFooter(host, card(taps))
      #expect(host.all("hidden").isEmpty, "measured once: the hidden copies are gone")
      let frames = try frames(host)
      // 321 points: More 90 wide and 8 apart leaves 223 for two buttons of 107.5.
      #expect(
        frames == [
          CGRect(x: 213.5, y: 0, width: 107.5, height: 44),
          CGRect(x: 98, y: 0, width: 107.5, height: 44),
          CGRect(x: 0, y: 0, width: 90, height: 44),
        ])
      let footer = CardFooterLayout(
        buttonSizes: Array(repeating: CGSize(width: 90, height: 34), count: 4),
        moreButtonSize: CGSize(width: 90, height: 34), width: 321)
      #expect(frames == footer.buttonFrames + [footer.moreButtonFrame!])
      #expect(host.texts == ["Order 4711", "Approve", "Reject", "More", "Forward", "Archive"])
      #expect(host.all("menuStyle").compactMap { $0.payload as? String } == ["button"])
      // The buttons: the two shown, then the menu's two; each calls back with its own index.
      let actions = host.all("Button").compactMap { $0.payload as? @MainActor () -> Void }
      #expect(actions.count == 4)
      for action in actions { action() }
      #expect(taps.list == ["0 Approve", "1 Reject", "2 Forward", "3 Archive"])
    }

    @Test("a footer wider than 667 points: three buttons, then More")
    func wide() throws {
      let host = ViewHost()
      host.render(card())
      measureFooter(host, card(), width: 960)
      #expect(try frames(host).count == 4)
      #expect(
        host.texts == ["Order 4711", "Approve", "Reject", "Forward", "More", "Archive"])
    }

    @Test("an accessibility text size stacks the buttons, full width, the first on top")
    func stacked() throws {
      var environment = EnvironmentValues()
      environment.dynamicTypeSize = .accessibility1
      let host = ViewHost(environment: environment)
      host.render(card())
      measureFooter(host, card())
      let frames = try frames(host)
      #expect(frames.map(\.width) == [321, 321, 321])
      #expect(frames.map(\.minY) == [0, 52, 104])
    }
  }
#endif
