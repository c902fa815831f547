// Run by Scripts/example-app, as the main.swift of the example app's sources built against the
// stand-ins: opens each screen the way the app does (UIKit screens in a navigation controller
// in a 393 × 852 window, SwiftUI screens through the SwiftUI stand-in's host) and checks what
// the stand-ins can show: where the cards are, what the screens say, that See All pushes a
// list or a masonry. The stand-ins copy UIKit's and SwiftUI's documented behaviour, not all of
// it: a pass here says the screens are wired as intended, not how a device draws them
// (Docs/VERIFY-ON-A-MAC.md, step 1).
import CarouselLayout
import CarouselLayoutSwiftUI
import CarouselLayoutUIKit
import Foundation
@_spi(Host) import SwiftUIStandIn
import UIKit
// Not UIKit API, the stand-in's own: how it creates registered views, its device's safe area,
// a tap (UIKit does these itself, or a person does).
@_spi(StandIn) import UIKitStandIn

@MainActor
enum ExampleAppChecks {
  static var failures: [String] = []

  static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { failures.append(message()) }
  }

  /// The stand-in makes registered classes through makers (it has no Objective-C runtime).
  static func registerMakers() {
    UICollectionView.standInMaker(for: CarouselCardCell.self) { CarouselCardCell(frame: $0) }
    UICollectionView.standInMaker(for: CarouselHeaderReusableView.self) {
      CarouselHeaderReusableView(frame: $0)
    }
    UICollectionView.standInMaker(for: CarouselSeeAllReusableView.self) {
      CarouselSeeAllReusableView(frame: $0)
    }
    UICollectionView.standInMaker(for: CarouselEmptyStateReusableView.self) {
      CarouselEmptyStateReusableView(frame: $0)
    }
  }

  // MARK: - UIKit

  /// A UIKit screen shown as the app shows it, laid out.
  @MainActor struct Shown {
    let window: UIWindow
    let navigation: UINavigationController
    let controller: UIViewController

    /// The carousels' collection views, top to bottom.
    var carousels: [ContentSizedCollectionView] {
      ((controller.view as? ExampleRowsView)?.rows ?? []).compactMap {
        $0 as? ContentSizedCollectionView
      }
    }

    func layOut() {
      for _ in 0..<4 { window.layoutIfNeeded() }
    }
  }

  static func show(_ screen: GalleryScreen) -> Shown? {
    guard let controller = screen.makeUIKitController() else { return nil }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.traitOverrides.horizontalSizeClass = .compact
    let navigation = UINavigationController(rootViewController: controller)
    window.rootViewController = navigation
    let shown = Shown(window: window, navigation: navigation, controller: controller)
    shown.layOut()
    return shown
  }

  /// The frame of card `item` in `collectionView`, if the card is on screen.
  static func card(_ item: Int, section: Int = 0, in collectionView: UICollectionView) -> CGRect? {
    collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame
  }

  static func checkRows(_ shown: Shown, _ name: String) {
    guard let rows = shown.controller.view as? ExampleRowsView else {
      return check(false, "\(name): the screen's view is not its rows")
    }
    var bottom: CGFloat = 0
    for (index, row) in rows.rows.enumerated() {
      check(
        row.frame.minY >= bottom && row.frame.width > 0,
        "\(name): row \(index) at \(row.frame) overlaps the row above (bottom \(bottom))")
      bottom = row.frame.maxY
    }
    for (index, carousel) in shown.carousels.enumerated() {
      // As tall as its content (header and cards), which the layout computed at that width.
      check(
        carousel.frame.height > 44 && carousel.frame.height == carousel.contentSize.height,
        "\(name): carousel \(index) is \(carousel.frame.height) tall, its content"
          + " \(carousel.contentSize.height)")
    }
  }

  static func uiKit() {
    for screen in GalleryScreen.allCases {
      guard let shown = show(screen) else {
        check(screen.toolkits == [.swiftUI], "\(screen.id): no UIKit controller")
        continue
      }
      if screen != .page { checkRows(shown, screen.id) }
    }

    if let shown = show(.compactAndRegular), shown.carousels.count == 2 {
      let compact = card(0, in: shown.carousels[0])
      let regular = card(0, in: shown.carousels[1])
      check(
        compact?.minX == 16 && compact?.width == 353,
        "compact-regular: compact card 0 at \(String(describing: compact)), expected x 16, 353 wide"
      )
      check(
        regular?.minX == 20 && regular?.width == 170.5,
        "compact-regular: regular card 0 at \(String(describing: regular)), expected x 20,"
          + " 170.5 wide")
    } else {
      check(false, "compact-regular: expected two carousels")
    }

    if let shown = show(.rightToLeft), let carousel = shown.carousels.first {
      let first = card(0, in: carousel)
      let visibleMaxX = carousel.contentOffset.x + carousel.bounds.width
      check(
        first.map { visibleMaxX - $0.maxX } == 16,
        "right-to-left: card 0 at \(String(describing: first)), expected 16 from the right edge")
    }

    if let shown = show(.fewCards), let carousel = shown.carousels.first {
      let first = card(0, in: carousel)
      let second = card(1, in: carousel)
      check(
        first?.minX == 16 && first?.width == 361 && second?.minX == 16
          && (second?.minY ?? 0) > (first?.maxY ?? .infinity),
        "few-cards: cards at \(String(describing: first)) and \(String(describing: second)),"
          + " expected below each other, 361 wide at x 16")
    }

    if let shown = show(.seeAll), shown.carousels.count == 2 {
      for (index, expectedColumns) in [(0, 1), (1, 2)] {
        let layout = shown.carousels[index].collectionViewLayout as? CarouselCollectionViewLayout
        layout?.onSeeAll?(9)
        shown.layOut()
        let top = shown.navigation.topViewController
        check(
          shown.navigation.viewControllers.count == 2 && top !== shown.controller,
          "see-all: See All of carousel \(index) pushed nothing")
        if let list = top?.view as? UICollectionView {
          list.frame = shown.window.bounds
          for _ in 0..<3 { list.layoutIfNeeded() }
          let columns = Set((0..<9).compactMap { card($0, in: list)?.minX })
          check(
            columns.count == expectedColumns,
            "see-all: carousel \(index)'s See All shows \(columns.count) columns, expected"
              + " \(expectedColumns)")
        } else {
          check(false, "see-all: the pushed screen has no collection view")
        }
        _ = shown.navigation.popViewController(animated: false)
      }
    }

    if let shown = show(.tenThousand), let carousel = shown.carousels.first {
      let layout = carousel.collectionViewLayout as? CarouselCollectionViewLayout
      check(
        carousel.numberOfItems(inSection: 0) == 10_000,
        "ten-thousand: \(carousel.numberOfItems(inSection: 0)) cards")
      let target = layout?.geometry?.track.offset(ofCard: 4_999)
      check(
        target != nil && carousel.contentOffset.x == target,
        "ten-thousand: rests at \(carousel.contentOffset.x), card 4 999's offset is"
          + " \(String(describing: target))")
      let pageControl = (shown.controller.view as? ExampleRowsView)?.rows
        .compactMap { $0 as? CarouselPageControl }.first
      check(
        pageControl?.textLabel.text == "5000 of 10000",
        "ten-thousand: the page control says \(String(describing: pageControl?.textLabel.text))")
    }

    if let shown = show(.voiceOverAndKeyboard), shown.carousels.count == 2 {
      let perCard = shown.carousels[0].cellForItem(at: IndexPath(item: 0, section: 0))
      check(
        perCard?.accessibilityLabel == "Card 1 of 6",
        "voiceover-keyboard: card 0 reads \(String(describing: perCard?.accessibilityLabel))")
      let adjustable = shown.carousels[1].collectionViewLayout as? CarouselCollectionViewLayout
      check(
        adjustable?.accessibility.mode == .adjustable,
        "voiceover-keyboard: the second carousel is not adjustable")
    }

    if let shown = show(.page), let collectionView = shown.controller.view as? UICollectionView {
      let carouselCard = card(0, section: 0, in: collectionView)
      let masonryCard = card(0, section: 1, in: collectionView)
      check(
        carouselCard?.minX == 16 && masonryCard?.minX == 16,
        "page: carousel card 0 at \(String(describing: carouselCard)), masonry card 0 at"
          + " \(String(describing: masonryCard)), expected both at x 16")
    }
  }

  // MARK: - SwiftUI

  static func render(_ view: some View) -> ViewHost {
    var environment = EnvironmentValues()
    environment.horizontalSizeClass = .compact
    let host = ViewHost(environment: environment)
    host.render(view)
    return host
  }

  static func swiftUI() {
    let expected: [(String, ViewHost, [String])] = [
      (
        "compact-regular", render(CompactAndRegularSwiftUI()),
        ["Recommended for You", "Notebook Basic 15", "956 EUR", "Add to Cart"]
      ),
      ("heights", render(HeightsSwiftUI()), ["Recent Orders", "Order 4500012377", "Approve"]),
      ("right-to-left", render(RightToLeftSwiftUI()), ["Recommended for You"]),
      ("empty", render(EmptyStateSwiftUI()), ["No recommendations", "Add the products"]),
      ("few-cards", render(FewCardsSwiftUI()), ["Sales Today", "Awaiting Approval"]),
      ("page", render(PageSwiftUI()), ["Recommended for You", "All Products"]),
      ("ten-thousand", render(TenThousandSwiftUI()), ["Catalogue", "Card 5 000"]),
      ("voiceover-keyboard", render(VoiceOverAndKeyboardSwiftUI()), ["Per Card", "Adjustable"]),
    ]
    for (name, host, texts) in expected {
      for text in texts {
        check(host.texts.contains(text), "\(name): the SwiftUI screen does not show \"\(text)\"")
      }
    }
    // The regular carousel is laid out in the regular size class, the mirrored one right to
    // left: the environment its Carousel sees.
    let sizeClasses = render(CompactAndRegularSwiftUI()).all("Text")
      .filter { ($0.payload as? String) == "Recommended for You" }
      .map { $0.environment.horizontalSizeClass }
    check(
      sizeClasses == [.compact, .regular],
      "compact-regular: the SwiftUI headers' size classes are \(sizeClasses)")
    let directions = render(RightToLeftSwiftUI()).all("Text")
      .filter { ($0.payload as? String) == "Recommended for You" }
      .map { $0.environment.layoutDirection }
    check(directions == [.rightToLeft], "right-to-left: the SwiftUI header is \(directions)")
  }

  /// The launch arguments the UI test and `Docs/VERIFY-ON-A-MAC.md` use.
  static func launchArguments() {
    check(
      GalleryScreen.launchScreen(in: ["App", "-screen", "velocity-log"]) == .velocityLog,
      "-screen velocity-log does not open the velocity log")
    check(
      GalleryScreen.launchScreen(in: ["App", "-screen"]) == nil
        && GalleryScreen.launchScreen(in: ["App", "-screen", "nowhere"]) == nil,
      "a missing or unknown -screen opens a screen")
    check(
      Toolkit.launchToolkit(in: ["App", "-screen", "page", "-toolkit", "UIKit"]) == .uiKit,
      "-toolkit UIKit is not read")
  }

  static func run() -> Int32 {
    registerMakers()
    launchArguments()
    uiKit()
    swiftUI()
    for failure in failures { print("example-app check failed: \(failure)") }
    let screens = GalleryScreen.allCases
    print(
      "example app: \(screens.filter { $0.toolkits.contains(.uiKit) }.count) UIKit screens"
        + " opened in a 393-point window and 8 SwiftUI screens rendered against the stand-ins:"
        + " \(failures.isEmpty ? "every check passed" : "\(failures.count) checks failed")")
    return failures.isEmpty ? 0 : 1
  }
}

exit(MainActor.assumeIsolated { ExampleAppChecks.run() })
