// Runs the README's UIKit quick start (Block.swift, the README's block as written) the way an
// app shows it: RecommendedViewController in a navigation controller in an iPhone-sized window
// of compact width, laid out, then "See All" tapped. Fails (exit 1) naming what the README
// promises and the screen does not show. Linux only: it drives the UIKit stand-in, which must
// be told how to create each registered class (UICollectionView.standInMaker, not UIKit API:
// UIKit creates them through the Objective-C runtime).
import CarouselLayout
import CarouselLayoutUIKit
import Foundation
import UIKit
// Not UIKit API, the stand-in's own: how it creates registered views, its device's safe area,
// a tap (UIKit does these itself, or a person does).
@_spi(StandIn) import UIKitStandIn

@MainActor
func check(_ condition: Bool, _ promise: String) {
  if condition {
    print("ok: \(promise)")
  } else {
    print("README.md, UIKit quick start: not shown: \(promise)")
    exit(1)
  }
}

@MainActor
func run() {
  UICollectionView.standInMaker(for: ProductCell.self) { ProductCell(frame: $0) }
  UICollectionView.standInMaker(for: CarouselHeaderReusableView.self) {
    CarouselHeaderReusableView(frame: $0)
  }
  UICollectionView.standInMaker(for: CarouselSeeAllReusableView.self) {
    CarouselSeeAllReusableView(frame: $0)
  }
  UICollectionView.standInMaker(for: CarouselEmptyStateReusableView.self) {
    CarouselEmptyStateReusableView(frame: $0)
  }

  let screen = RecommendedViewController()
  let navigation = UINavigationController(rootViewController: screen)
  // An iPhone in portrait: the status bar's 59 points and the home indicator's 34.
  let window = UIWindow(
    frame: CGRect(x: 0, y: 0, width: 393, height: 852),
    deviceSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  window.traitOverrides.horizontalSizeClass = .compact
  window.rootViewController = navigation
  for _ in 0..<3 { window.layoutIfNeeded() }

  let collectionView = screen.carousel.collectionView
  let origin = IndexPath(item: 0, section: 0)
  check(collectionView.numberOfItems(inSection: 0) == 20, "20 cards")
  let card = collectionView.cellForItem(at: origin) as? ProductCell
  check(card?.content?.title == "Product 1", "the first card is a ProductCell showing Product 1")
  if let card {
    let measured = card.measureCard(fittingWidth: card.bounds.width).height
    check(
      card.bounds.height > 0 && abs(card.bounds.height - measured) < 0.5,
      "the card sized by its content (\(card.bounds.height) pt, measured \(measured))")
  }
  check(
    screen.carousel.collectionView.frame.minY == 59 + 44,
    "the carousel below the status bar and the navigation bar")
  let header =
    collectionView.supplementaryView(
      forElementKind: CarouselCollectionViewLayout.elementKindHeader, at: origin)
    as? CarouselHeaderReusableView
  check(header?.titleLabel.text == "Recommended", "the header cell's title \"Recommended\"")
  let seeAll =
    collectionView.supplementaryView(
      forElementKind: CarouselCollectionViewLayout.elementKindSeeAll, at: origin)
    as? CarouselSeeAllReusableView
  check(seeAll?.titleLabel.text == "See All (20)", "\"See All (20)\"")
  let pageControl = screen.carousel.pageControl
  check(
    !pageControl.isHidden && pageControl.textLabel.text == "1 of 20"
      && pageControl.frame.height > 0, "the page control's \"1 of 20\"")
  check(pageControl.frame.maxY == 852 - 34, "the page control above the home indicator")

  // A person's tap: the control sends its touch-up-inside action (UIKit's own API).
  check(seeAll?.control.isEnabled == true, "See All takes taps")
  seeAll?.control.sendActions(for: .touchUpInside)
  let seeAllScreen = navigation.topViewController
  check(seeAllScreen !== screen, "See All pushes a screen")
  let list = seeAllScreen?.view as? UICollectionView
  check(list?.collectionViewLayout is SeeAllCollectionViewLayout, "the See All layout")
  for _ in 0..<3 { window.layoutIfNeeded() }
  check(list?.numberOfItems(inSection: 0) == 20, "all 20 cards on the See All screen")
  check(
    (list?.cellForItem(at: origin) as? ProductCell)?.content?.title == "Product 1",
    "the See All screen's cells are the same ProductCells")

  navigation.popViewController(animated: false)
  screen.cards.apply([])
  for _ in 0..<3 { window.layoutIfNeeded() }
  let empty =
    collectionView.supplementaryView(
      forElementKind: CarouselCollectionViewLayout.elementKindEmptyState, at: origin)
    as? CarouselEmptyStateReusableView
  check(empty?.titleLabel.text == "No products", "the empty state without products")
}

MainActor.assumeIsolated { run() }
