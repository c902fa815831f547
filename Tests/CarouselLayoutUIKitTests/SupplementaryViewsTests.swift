import Foundation
import Testing

@testable import CarouselLayout
@testable import CarouselLayoutUIKit

// These tests drive the adapter as UIKit does: through the stand-in here, and through UIKit on an
// iOS Simulator (Examples/App's CarouselLayoutUIKitTests target); what a person or the run loop
// does goes through UIKitDriver.
#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

/// A data source that returns the package's own header, "See All" and empty-state views.
@MainActor
final class PackageViewsDataSource: NSObject, UICollectionViewDataSource {
  var count: Int
  init(count: Int) {
    self.count = count
    super.init()
  }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UIKitDriver.cell(CarouselCardCell.self, in: collectionView, at: indexPath) {
      CarouselCardCell(frame: $0)
    }
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    switch kind {
    case CarouselCollectionViewLayout.elementKindHeader:
      return UIKitDriver.supplementaryView(
        CarouselHeaderReusableView.self, ofKind: kind, in: collectionView, at: indexPath
      ) { CarouselHeaderReusableView(frame: $0) }
    case CarouselCollectionViewLayout.elementKindSeeAll:
      return UIKitDriver.supplementaryView(
        CarouselSeeAllReusableView.self, ofKind: kind, in: collectionView, at: indexPath
      ) { CarouselSeeAllReusableView(frame: $0) }
    default:
      return UIKitDriver.supplementaryView(
        CarouselEmptyStateReusableView.self, ofKind: kind, in: collectionView, at: indexPath
      ) { CarouselEmptyStateReusableView(frame: $0) }
    }
  }
}

@MainActor
@Suite("Header cell, See All and empty state drawn by the package")
struct SupplementaryViewsTests {
  func host(
    count: Int, direction: UITraitEnvironmentLayoutDirection = .leftToRight
  ) -> (UIKitHost, PackageViewsDataSource) {
    var configuration = CarouselConfiguration()
    configuration.header = HeaderCell(title: "Recommended")
    let host = UIKitHost(count: count, direction: direction, configuration: configuration)
    let source = PackageViewsDataSource(count: count)
    host.collectionView.dataSource = source
    host.layoutPass()
    return (host, source)
  }

  func headerView(_ host: UIKitHost) -> CarouselHeaderReusableView? {
    host.collectionView.supplementaryView(
      forElementKind: CarouselCollectionViewLayout.elementKindHeader,
      at: IndexPath(item: 0, section: 0)) as? CarouselHeaderReusableView
  }

  func seeAllView(_ host: UIKitHost) -> CarouselSeeAllReusableView? {
    host.collectionView.supplementaryView(
      forElementKind: CarouselCollectionViewLayout.elementKindSeeAll,
      at: IndexPath(item: 0, section: 0)) as? CarouselSeeAllReusableView
  }

  @Test("the header draws the title as a heading, leading, Dynamic Type")
  func headerTitle() throws {
    let (host, source) = host(count: 20)
    let header = try #require(headerView(host))
    #expect(header.titleLabel.text == "Recommended")
    #expect(header.titleLabel.accessibilityTraits.contains(.header))
    #expect(header.titleLabel.font == .preferredFont(forTextStyle: .headline))
    #expect(header.titleLabel.adjustsFontForContentSizeCategory)
    #expect(header.titleLabel.textAlignment == .natural && header.titleLabel.numberOfLines == 1)
    // The title stays clear of "See All" (its 120-point default width plus 8).
    #expect(header.trailingReserve == HeaderCell(title: "").seeAllWidth + 8)
    header.layoutIfNeeded()
    #expect(header.titleLabel.frame.minX == 0)
    #expect(header.titleLabel.frame.width == header.bounds.width - header.trailingReserve)
    // At the minimum height of 44 (the configured header height).
    #expect(header.frame.height == 44 && host.layout.geometry?.headerHeight == 44)
    withExtendedLifetime(source) {}
  }

  @Test("a title taller than the minimum makes the header as tall as the title")
  func headerGrowsWithTitle() {
    let header = CarouselHeaderReusableView(frame: CGRect(x: 0, y: 0, width: 353, height: 44))
    func fittingHeight() -> CGFloat {
      header.systemLayoutSizeFitting(
        CGSize(width: 353, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
    }
    // A title that wraps onto several lines (as at the accessibility text sizes): the header
    // is as tall as the label says the title is at that width.
    header.titleLabel.text = String(repeating: "Recommended for you this week ", count: 4)
    header.titleLabel.numberOfLines = 0
    let wrapped = header.titleLabel.sizeThatFits(
      CGSize(width: 353, height: CGFloat.greatestFiniteMagnitude)
    ).height
    #expect(wrapped > 44)
    #expect(fittingHeight() == wrapped)
    // One short line: the minimum, the configured header height.
    header.titleLabel.text = "Recommended"
    header.titleLabel.numberOfLines = 1
    #expect(fittingHeight() == 44)
  }

  @Test("right to left: the title is leading (on the right), See All on the left")
  func headerRightToLeft() throws {
    let (host, source) = host(count: 20, direction: .rightToLeft)
    let header = try #require(headerView(host))
    header.layoutIfNeeded()
    #expect(header.titleLabel.frame.minX == header.trailingReserve)
    #expect(header.titleLabel.frame.maxX == header.bounds.width)
    let seeAll = try #require(seeAllView(host))
    #expect(seeAll.frame.minX == header.frame.minX)
    seeAll.layoutIfNeeded()
    #expect(seeAll.chevronView.frame.minX == 0)
    withExtendedLifetime(source) {}
  }

  @Test("at accessibility text sizes the title wraps (the header grows with it)")
  func headerWrapsAtAccessibilitySizes() throws {
    let (host, source) = host(count: 20)
    let header = try #require(headerView(host))
    host.collectionView.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
    #expect(header.titleLabel.numberOfLines == 0)
    host.collectionView.traitOverrides.preferredContentSizeCategory = .large
    #expect(header.titleLabel.numberOfLines == 1)
    withExtendedLifetime(source) {}
  }

  @Test("See All (N) with a chevron, VoiceOver's button words, a tap reaches onSeeAll")
  func seeAllDrawnAndTapped() throws {
    let (host, source) = host(count: 20)
    let view = try #require(seeAllView(host))
    #expect(view.titleLabel.text == "See All (20)")
    StandInRecords.expectSymbol(view.chevronView.image, "chevron.forward")
    #expect(
      view.titleLabel.textColor == .tintColor && view.chevronView.tintColor == .secondaryLabel)
    #expect(view.isAccessibilityElement && view.accessibilityTraits.contains(.button))
    #expect(view.accessibilityLabel == "See All")
    #expect(view.accessibilityValue == "20 items")
    #expect(view.accessibilityHint == "Shows every card in a list.")
    var counts: [Int] = []
    host.layout.onSeeAll = { counts.append($0) }
    view.control.isHighlighted = true
    #expect(view.control.alpha == 0.5)
    view.control.isHighlighted = false
    #expect(view.control.alpha == 1)
    view.control.sendActions(for: .touchUpInside)
    #expect(view.accessibilityActivate())
    #expect(counts == [20, 20])
    view.layoutIfNeeded()
    #expect(view.control.frame == view.bounds)
    #expect(view.chevronView.frame.maxX == view.bounds.width)
    withExtendedLifetime(source) {}
  }

  @Test("outside a carousel layout: the count and the action set by the app")
  func seeAllOutsideTheCarouselLayout() throws {
    let view = CarouselSeeAllReusableView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
    #expect(view.titleLabel.text == "See All (0)")
    view.cardCount = 7
    #expect(view.titleLabel.text == "See All (7)" && view.accessibilityValue == "7 items")
    var counts: [Int] = []
    view.onSeeAll = { counts.append($0) }
    view.control.sendActions(for: .touchUpInside)
    #expect(view.accessibilityActivate())
    #expect(counts == [7, 7])
    // Under the carousel layout the app's action wins over the layout's.
    let (host, source) = host(count: 20)
    let inCarousel = try #require(seeAllView(host))
    var layoutCounts: [Int] = []
    host.layout.onSeeAll = { layoutCounts.append($0) }
    inCarousel.onSeeAll = { counts.append($0) }
    inCarousel.control.sendActions(for: .touchUpInside)
    #expect(counts == [7, 7, 20] && layoutCounts.isEmpty)
    withExtendedLifetime(source) {}
  }

  @Test("one card: 'See All (1)' and '1 item', from the shared strings table")
  func oneCardWording() {
    let view = CarouselSeeAllReusableView(frame: .zero)
    let attributes = CarouselLayoutAttributes(
      forSupplementaryViewOfKind: CarouselCollectionViewLayout.elementKindSeeAll,
      with: IndexPath(item: 0, section: 0))
    attributes.cardCount = 1
    view.apply(attributes)
    #expect(view.titleLabel.text == "See All (1)" && view.accessibilityValue == "1 item")
  }

  @Test("the empty state: image at SAP's medium size, centred, title then description")
  func emptyState() throws {
    let (host, source) = host(count: 0)
    host.layout.emptyState = CarouselEmptyState(
      systemImage: "tray", title: "No recommendations", description: "New products show up here.")
    host.layoutPass()
    let view = try #require(
      host.collectionView.supplementaryView(
        forElementKind: CarouselCollectionViewLayout.elementKindEmptyState,
        at: IndexPath(item: 0, section: 0)) as? CarouselEmptyStateReusableView)
    #expect(view.titleLabel.text == "No recommendations")
    #expect(view.descriptionLabel.text == "New products show up here.")
    StandInRecords.expectSymbol(view.imageView.image, "tray")
    #expect(!view.imageView.isHidden)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.imageView.frame.size == CGSize(width: 92, height: 92))
    #expect(view.imageView.frame.midX == view.bounds.midX)
    // SAP's spacing: 16 below the image, 16 at the sides of the texts.
    #expect(view.titleLabel.frame.minY == view.imageView.frame.maxY + 16)
    #expect(
      view.titleLabel.frame.minX == 16 && view.titleLabel.frame.width == view.bounds.width - 32)
    #expect(view.titleLabel.textAlignment == .center && view.titleLabel.numberOfLines == 0)
    // VoiceOver reads the title and the description as one element.
    let elements = try #require(view.accessibilityElements as? [UILabel])
    #expect(elements == [view.titleLabel])
    #expect(
      view.titleLabel.accessibilityLabel == "No recommendations, New products show up here.")
    // No description: VoiceOver reads the title alone, and the label is hidden.
    host.layout.emptyState = CarouselEmptyState(systemImage: "tray", title: "Nothing here")
    host.layoutPass()
    #expect(view.descriptionLabel.isHidden)
    #expect((view.accessibilityElements as? [UILabel]) == [view.titleLabel])
    withExtendedLifetime(source) {}
  }

  @Test(
    "the empty state's actions: a filled primary and a tinted secondary button, 44 points or more, each calling its action, each its own VoiceOver element"
  )
  func emptyStateActions() throws {
    let (host, source) = host(count: 0)
    var tapped: [String] = []
    let add = UIAction(title: "Add Product") { _ in tapped.append("add") }
    let learn = UIAction(title: "Learn More") { _ in tapped.append("learn") }
    host.layout.emptyState = CarouselEmptyState(
      systemImage: "cart", title: "No products", description: "Add the first one.",
      primaryAction: add, secondaryAction: learn)
    host.layoutPass()
    let view = try #require(
      host.collectionView.supplementaryView(
        forElementKind: CarouselCollectionViewLayout.elementKindEmptyState,
        at: IndexPath(item: 0, section: 0)) as? CarouselEmptyStateReusableView)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    let buttons = view.actionButtons
    #expect(buttons.map { $0.configuration?.title } == ["Add Product", "Learn More"])
    for button in buttons {
      #expect(button.frame.width >= 44 && button.frame.height >= 44, "\(button.frame)")
      #expect(button.superview === view)
    }
    // Below the text, 16 points down, centred; the secondary 8 points below the primary.
    #expect(buttons[0].frame.minY == view.descriptionLabel.frame.maxY + 16)
    #expect(abs(buttons[0].frame.midX - view.bounds.midX) < 0.5)
    #expect(buttons[1].frame.minY == buttons[0].frame.maxY + 8)
    UIKitDriver.tap(buttons[0])
    UIKitDriver.tap(buttons[1])
    #expect(tapped == ["add", "learn"])
    let elements = try #require(view.accessibilityElements as? [UIView])
    #expect(elements == [view.titleLabel, buttons[0], buttons[1]])
    // A secondary action alone shows nothing: SAP's secondary follows a primary.
    view.show(CarouselEmptyState(image: nil, title: "Empty", secondaryAction: learn))
    #expect(view.actionButtons.isEmpty)
    withExtendedLifetime(source) {}
  }

  @Test(
    "the horizontal empty state: the image on the leading side, text and buttons beside it, mirrored right to left",
    arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
  func horizontalEmptyState(direction: UITraitEnvironmentLayoutDirection) {
    let view = CarouselEmptyStateReusableView(frame: CGRect(x: 0, y: 0, width: 700, height: 240))
    view.traitOverrides.layoutDirection = direction
    view.show(
      CarouselEmptyState(
        systemImage: "cart", title: "No products", description: "Add the first one.",
        primaryAction: UIAction(title: "Add Product") { _ in }, axis: .horizontal))
    view.layoutIfNeeded()
    let image = view.imageView.frame
    let title = view.titleLabel.frame
    let button = view.actionButtons[0].frame
    #expect(image.size == CGSize(width: 92, height: 92))
    if direction == .leftToRight {
      #expect(image.minX == 16 && title.minX == image.maxX + 16 && button.minX == title.minX)
    } else {
      #expect(image.maxX == 684 && title.maxX == image.minX - 16 && button.maxX == title.maxX)
    }
    #expect(title.width == CGFloat(700 - 16 - 92 - 16 - 16))
    #expect(view.titleLabel.textAlignment == .natural)
  }

  @Test("SAP's image sizes: 48, 64, 92 (default), 160, and 320 × 240")
  func imageSizes() {
    #expect(
      EmptyStateImageSize.allCases.map(\.size) == [
        CGSize(width: 48, height: 48), CGSize(width: 64, height: 64),
        CGSize(width: 92, height: 92), CGSize(width: 160, height: 160),
        CGSize(width: 320, height: 240),
      ])
    #expect(CarouselEmptyState(image: nil, title: "").imageSize == .medium)
    // An image wider than the view is scaled down to fit, keeping its proportions.
    let view = CarouselEmptyStateReusableView(frame: CGRect(x: 0, y: 0, width: 160, height: 400))
    view.show(CarouselEmptyState(image: UIImage(), title: "Empty", imageSize: .extraLarge))
    view.layoutIfNeeded()
    #expect(view.imageView.frame.size == CGSize(width: 160, height: 120))
  }
}
