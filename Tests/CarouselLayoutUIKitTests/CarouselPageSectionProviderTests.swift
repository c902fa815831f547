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

/// A page's data source: each section's item count; every cell and view a plain one, except
/// embedded carousels, which get a ``CarouselSectionCell``.
@MainActor
final class CompositionalPageDataSource: NSObject, UICollectionViewDataSource {
  let provider: CarouselPageSectionProvider
  var sections: [CarouselPageSectionContent] { provider.sections }
  let offsets = CarouselOffsetStore()
  var carouselCards: [Int: CardsDataSource] = [:]
  var delegates: [Int: MeasuringDelegate] = [:]

  init(provider: CarouselPageSectionProvider) {
    self.provider = provider
    super.init()
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].itemCount
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard case .embeddedCarousel(_, let cards) = sections[indexPath.section],
      let configuration = provider.embeddedConfiguration(ofSection: indexPath.section)
    else {
      return UIKitDriver.cell(UICollectionViewCell.self, in: collectionView, at: indexPath) {
        UICollectionViewCell(frame: $0)
      }
    }
    let cell = UIKitDriver.cell(CarouselSectionCell.self, in: collectionView, at: indexPath) {
      CarouselSectionCell(frame: $0)
    }
    let source = carouselCards[indexPath.section] ?? CardsDataSource(count: cards.count)
    let delegate = delegates[indexPath.section] ?? MeasuringDelegate()
    for (index, card) in cards.enumerated() { delegate.fixed[index] = card }
    carouselCards[indexPath.section] = source
    delegates[indexPath.section] = delegate
    cell.configure(
      section: indexPath.section, configuration: configuration, dataSource: source,
      delegate: delegate, offsets: offsets)
    return cell
  }
}

/// A collection view on a compositional layout from a ``CarouselPageSectionProvider``.
@MainActor
struct PageHost {
  let provider: CarouselPageSectionProvider
  let dataSource: CompositionalPageDataSource
  let collectionView: UICollectionView

  init(
    size: CGSize, sizeClass: UIUserInterfaceSizeClass = .compact,
    direction: UITraitEnvironmentLayoutDirection = .leftToRight,
    configuration: PageConfiguration = PageConfiguration(),
    sections: [CarouselPageSectionContent]
  ) {
    provider = CarouselPageSectionProvider(configuration: configuration, sections: sections)
    dataSource = CompositionalPageDataSource(provider: provider)
    collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: provider.makeLayout())
    collectionView.traitOverrides.horizontalSizeClass = sizeClass
    collectionView.traitOverrides.layoutDirection = direction
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
  }

  var layout: UICollectionViewLayout { collectionView.collectionViewLayout }

  func cardFrame(_ item: Int, section: Int) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  func supplementaryFrame(_ kind: String, section: Int) -> CGRect? {
    layout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
  }

  /// The engine's page of the same sections, laid out in one piece.
  func enginePage(
    size: CGSize, sizeClass: SizeClass, direction: LayoutDirection
  ) throws -> CarouselPage {
    try CarouselPage(
      viewport: size, sizeClass: sizeClass, layoutDirection: direction,
      configuration: provider.configuration, sections: provider.sections.flatMap(\.pageSections))
  }
}

@MainActor
@Suite("Carousel page on a compositional layout")
struct CarouselPageSectionProviderTests {
  static let heights: [CGFloat] = [180, 120, 240, 90, 150, 200, 110, 130, 170, 95, 260, 140]

  static func sections(carouselCards: Int = 8) -> [CarouselPageSectionContent] {
    let card = CardMeasurement(header: 56, body: 120, footer: 44)
    return [
      .carousel(
        CarouselConfiguration(header: HeaderCell(title: "Recommended")),
        cards: Array(repeating: card, count: carouselCards)),
      .masonry(
        MasonryConfiguration(), header: HeaderCell(title: "All items", seeAll: .always),
        cards: heights.map { CardMeasurement(height: $0) }),
      .embeddedCarousel(
        CarouselConfiguration(header: HeaderCell(title: "Recent")),
        cards: Array(repeating: card, count: 5)),
    ]
  }

  /// Compares every frame of the compositional page with the engine's page, and returns the
  /// leading edges (x in left to right, the distance from the right in right to left) of
  /// every header cell and card column 0.
  func expectFramesEqualEngine(
    size: CGSize, sizeClass: UIUserInterfaceSizeClass,
    direction: UITraitEnvironmentLayoutDirection,
    carouselCards: Int = 8, configuration: PageConfiguration = PageConfiguration()
  ) throws -> [CGFloat] {
    let host = PageHost(
      size: size, sizeClass: sizeClass, direction: direction, configuration: configuration,
      sections: Self.sections(carouselCards: carouselCards))
    let engineDirection = UIKitHost.engineDirection(direction)
    let page = try host.enginePage(
      size: size, sizeClass: sizeClass == .regular ? .regular : .compact,
      direction: engineDirection)
    let context = "\(size.width) \(sizeClass) \(direction) \(carouselCards) cards"
    // The page's top inset is the collection view's content inset, not the layout's.
    func close(_ a: CGRect, _ b: CGRect) -> Bool {
      CarouselLayoutUIKitTests.close(a, b.offsetBy(dx: 0, dy: -page.topInset))
    }
    #expect(host.provider.layoutErrors.isEmpty)
    // Section 0, the carousel: page section 0.
    for card in 0..<carouselCards {
      let frame = try #require(host.cardFrame(card, section: 0), "\(context) card \(card)")
      #expect(close(frame, page.frame(ofCard: card, inSection: 0)), "\(context) card \(card)")
    }
    let carouselHeader = page.headerLayout(ofSection: 0)
    #expect(
      host.supplementaryFrame(CarouselCollectionViewLayout.elementKindHeader, section: 0)
        .map { close($0, carouselHeader!.frame) } == true, "\(context)")
    #expect(
      host.supplementaryFrame(CarouselCollectionViewLayout.elementKindSeeAll, section: 0)
        .map { close($0, carouselHeader!.seeAll!) }
        == (carouselHeader?.seeAll != nil ? true : nil),
      "\(context)")
    if carouselCards == 0 {
      let empty = try #require(
        host.supplementaryFrame(CarouselCollectionViewLayout.elementKindEmptyState, section: 0))
      #expect(
        close(
          empty, page.items(in: page.sections[0].frame).first { $0.kind == .emptyState }!.frame))
    }
    // Section 1, the masonry: page sections 1 (its header) and 2.
    let masonryHeader = try #require(page.headerLayout(ofSection: 1))
    #expect(
      host.supplementaryFrame(CarouselCollectionViewLayout.elementKindHeader, section: 1)
        .map { close($0, masonryHeader.frame) } == true, "\(context)")
    #expect(
      host.supplementaryFrame(CarouselCollectionViewLayout.elementKindSeeAll, section: 1)
        .map { close($0, masonryHeader.seeAll!) } == true, "\(context)")
    for card in Self.heights.indices {
      let frame = try #require(host.cardFrame(card, section: 1), "\(context) masonry \(card)")
      #expect(close(frame, page.frame(ofCard: card, inSection: 2)), "\(context) masonry \(card)")
    }
    // Section 2, the embedded carousel: page section 3, one full-width item.
    let embedded = try #require(host.cardFrame(0, section: 2))
    #expect(close(embedded, page.sections[3].frame), "\(context)")
    #expect(
      host.layout.collectionViewContentSize.height
        == page.contentSize.height - page.topInset - page.bottomInset, "\(context)")
    // The embedded carousel's own cards, in page coordinates, once the page scrolls to it.
    host.collectionView.contentOffset = CGPoint(x: 0, y: embedded.minY)
    host.collectionView.layoutIfNeeded()
    let cell = try #require(
      host.collectionView.cellForItem(at: IndexPath(item: 0, section: 2)) as? CarouselSectionCell)
    cell.layoutIfNeeded()
    let inner = try #require(
      cell.carouselLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    let innerCard0 = inner.frame.offsetBy(
      dx: embedded.minX - cell.carouselView.contentOffset.x, dy: embedded.minY)
    #expect(close(innerCard0, page.frame(ofCard: 0, inSection: 3)), "\(context)")
    // Leading edges.
    let rtl = direction == .rightToLeft
    func leading(_ frame: CGRect) -> CGFloat { rtl ? size.width - frame.maxX : frame.minX }
    let frames = [
      host.cardFrame(0, section: 0),
      host.supplementaryFrame(CarouselCollectionViewLayout.elementKindEmptyState, section: 0),
      host.supplementaryFrame(CarouselCollectionViewLayout.elementKindHeader, section: 0),
      host.supplementaryFrame(CarouselCollectionViewLayout.elementKindHeader, section: 1),
      host.cardFrame(0, section: 1),
      innerCard0,
    ]
    return frames.compactMap { $0.map(leading) }
  }

  @Test("carousel, masonry and embedded carousel frames equal CarouselPage's, left to right")
  func framesLeftToRight() throws {
    let edges = try expectFramesEqualEngine(
      size: CGSize(width: 393, height: 852), sizeClass: .compact, direction: .leftToRight)
    #expect(edges == Array(repeating: 16, count: edges.count))
  }

  @Test("the same page right to left: every leading edge at the right inset")
  func framesRightToLeft() throws {
    let edges = try expectFramesEqualEngine(
      size: CGSize(width: 393, height: 852), sizeClass: .compact, direction: .rightToLeft)
    #expect(edges == Array(repeating: 16, count: edges.count))
  }

  @Test("regular width, both directions: two cards per page, 20-point insets")
  func framesRegular() throws {
    for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
      let edges = try expectFramesEqualEngine(
        size: CGSize(width: 820, height: 1180), sizeClass: .regular, direction: direction)
      #expect(edges == Array(repeating: 20, count: edges.count), "\(direction)")
    }
  }

  @Test("the page's own insets, unequal and with top and bottom, both directions")
  func pageInsets() throws {
    let configuration = PageConfiguration(
      insets: Insets(top: 12, leading: 24, bottom: 20, trailing: 10), sectionSpacing: 32)
    for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
      let edges = try expectFramesEqualEngine(
        size: CGSize(width: 393, height: 852), sizeClass: .compact, direction: direction,
        configuration: configuration)
      #expect(edges == Array(repeating: 24, count: edges.count), "\(direction)")
    }
  }

  @Test("stacked cards and the empty state are the engine's frames too")
  func stackAndEmpty() throws {
    for count in [0, 1, 2] {
      for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
        let edges = try expectFramesEqualEngine(
          size: CGSize(width: 393, height: 852), sizeClass: .compact, direction: direction,
          carouselCards: count)
        #expect(edges == Array(repeating: 16, count: edges.count), "\(count) \(direction)")
      }
    }
  }

  @Test("the carousel section's numbers are the engine's")
  func carouselSectionNumbers() throws {
    let carousel = try CarouselGeometry(
      viewport: CGSize(width: 393, height: 852),
      configuration: CarouselConfiguration(header: HeaderCell(title: "Recommended")),
      cards: Array(repeating: CardMeasurement(height: 200), count: 6))
    let section = CarouselPageSectionProvider.carouselSection(carousel)
    #expect(section.interGroupSpacing == 8)
    #expect(
      section.contentInsets
        == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    // The group's width, where the stand-in exposes the group (UIKit does not).
    if let width = StandInRecords.groupWidth(of: section) {
      #expect(width.isAbsolute && width.dimension == carousel.track.cardWidth)
    }
    // The peek: what is left of the viewport after the inset, one card and its spacing.
    #expect(393 - 16 - carousel.track.cardWidth - 8 == carousel.configuration.resolvedPeek)
    #expect(section.orthogonalScrollingBehavior == .groupPaging)
    #expect(section.boundarySupplementaryItems.map(\.alignment) == [.topLeading, .topTrailing])
  }

  @Test("orthogonal scrolling follows the snap budget")
  func orthogonalBehaviour() throws {
    func behaviour(_ sizeClass: SizeClass, _ scrolling: ScrollingMode)
      throws -> UICollectionLayoutSectionOrthogonalScrollingBehavior
    {
      var configuration = CarouselConfiguration()
      configuration.scrolling = scrolling
      let carousel = try CarouselGeometry(
        viewport: CGSize(width: sizeClass == .compact ? 393 : 820, height: 852),
        sizeClass: sizeClass, configuration: configuration,
        cards: Array(repeating: CardMeasurement(height: 100), count: 10))
      return CarouselPageSectionProvider.orthogonalScrollingBehavior(for: carousel)
    }
    #expect(try behaviour(.compact, .snapping) == .groupPaging)
    #expect(try behaviour(.regular, .snapping) == .continuousGroupLeadingBoundary)
    #expect(try behaviour(.regular, .snapping(limit: .one)) == .groupPaging)
    #expect(try behaviour(.regular, .snapping(limit: .page)) == .continuousGroupLeadingBoundary)
    #expect(try behaviour(.compact, .free) == .continuous)
  }

  @Test("the README's page snippet, compiled and run")
  func readmeSnippet() throws {
    let cards = Array(repeating: CardMeasurement(height: 200), count: 6)
    let items = Self.heights.map { CardMeasurement(height: $0) }
    let recent = Array(repeating: CardMeasurement(height: 150), count: 4)
    let provider = CarouselPageSectionProvider(sections: [
      .carousel(CarouselConfiguration(header: HeaderCell(title: "Recommended")), cards: cards),
      .masonry(MasonryConfiguration(), header: HeaderCell(title: "All items"), cards: items),
      .embeddedCarousel(
        CarouselConfiguration(header: HeaderCell(title: "Recent")), cards: recent),
    ])
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: .init())
    collectionView.collectionViewLayout = provider.makeLayout()
    let offsets = CarouselOffsetStore()
    let recentCards = CardsDataSource(count: recent.count)
    let cell = CarouselSectionCell(frame: CGRect(x: 0, y: 0, width: 393, height: 194))
    cell.configure(
      section: "recent", configuration: provider.embeddedConfiguration(ofSection: 2)!,
      dataSource: recentCards, offsets: offsets)
    cell.layoutIfNeeded()
    #expect(cell.carouselLayout.geometry?.cardCount == 4)
    #expect(provider.embeddedConfiguration(ofSection: 0) == nil)
  }

  @Test("an invalid card names the provider's section and field")
  func invalidInput() throws {
    var sections = Self.sections()
    sections[1] = .masonry(
      MasonryConfiguration(), header: HeaderCell(title: "All"),
      cards: [CardMeasurement(height: 100), CardMeasurement(header: 0, body: -5, footer: 0)])
    let host = PageHost(size: CGSize(width: 393, height: 852), sections: sections)
    let error = try #require(host.provider.layoutErrors[1])
    #expect(host.provider.layoutErrors.count == 1)
    #expect(error.field.hasPrefix("sections[1].cards[1]"), "\(error.field)")
    #expect(host.cardFrame(0, section: 1) == nil)
    #expect(host.cardFrame(0, section: 0) != nil)
  }
}
