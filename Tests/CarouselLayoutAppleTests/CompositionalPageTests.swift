// Compiled only where UIKit and SwiftUI exist (iOS, iPadOS, Mac Catalyst, visionOS): these
// tests meet the real frameworks. Elsewhere (Linux, macOS) the target is empty.
#if canImport(UIKit) && canImport(SwiftUI)
  @testable import CarouselLayout
  @testable import CarouselLayoutUIKit
  import Testing
  import UIKit

  /// The page's data source: plain cells for cards, a ``CarouselSectionCell`` for the
  /// embedded carousel, plain views for the header cells, "See All" and the empty state.
  @MainActor
  final class PageDataSource: NSObject, UICollectionViewDataSource {
    let provider: CarouselPageSectionProvider
    let offsets = CarouselOffsetStore()
    let embeddedCards: CardsDataSource

    init(provider: CarouselPageSectionProvider, embeddedCards: CardsDataSource) {
      self.provider = provider
      self.embeddedCards = embeddedCards
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { provider.sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { provider.sections[section].itemCount }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      guard let configuration = provider.embeddedConfiguration(ofSection: indexPath.section)
      else {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
      }
      let cell =
        collectionView.dequeueReusableCell(withReuseIdentifier: "carousel", for: indexPath)
        as! CarouselSectionCell
      cell.carouselView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
      cell.configure(
        section: indexPath.section, configuration: configuration, dataSource: embeddedCards,
        delegate: embeddedCards, offsets: offsets)
      return cell
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "view", for: indexPath)
    }
  }

  /// `CarouselPageSectionProvider` on a real `UICollectionViewCompositionalLayout` in a
  /// `UIWindow`: every frame must be `CarouselPage`'s (Docs/UIKIT-PAGE.md, checks 2–4).
  @MainActor
  @Suite struct CompositionalPageTests {
    static let kinds = [
      CarouselCollectionViewLayout.elementKindHeader,
      CarouselCollectionViewLayout.elementKindSeeAll,
      CarouselCollectionViewLayout.elementKindEmptyState,
    ]

    func check(rightToLeft: Bool) throws {
      let size = CGSize(width: 393, height: 852)
      let embedded = CardsDataSource(measurements: CardsDataSource.cards(5))
      let provider = CarouselPageSectionProvider(sections: [
        .carousel(
          CarouselConfiguration(header: HeaderCell(title: "Recommended")),
          cards: CardsDataSource.cards(8)),
        .masonry(
          MasonryConfiguration(), header: HeaderCell(title: "All items", seeAll: .always),
          cards: [180, 120, 240, 90, 150, 200].map { CardMeasurement(height: $0) }),
        .embeddedCarousel(
          CarouselConfiguration(header: HeaderCell(title: "Recent")), cards: embedded.measurements),
      ])
      let window = HostWindow.make(size: size)
      let collectionView = UICollectionView(
        frame: window.bounds, collectionViewLayout: provider.makeLayout())
      collectionView.contentInsetAdjustmentBehavior = .never
      if rightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
      collectionView.register(CarouselSectionCell.self, forCellWithReuseIdentifier: "carousel")
      for kind in Self.kinds {
        collectionView.register(
          UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
          withReuseIdentifier: "view")
      }
      let dataSource = PageDataSource(provider: provider, embeddedCards: embedded)
      collectionView.dataSource = dataSource
      let root = UIViewController()
      root.view.addSubview(collectionView)
      window.rootViewController = root
      window.isHidden = false
      collectionView.layoutIfNeeded()

      let page = try CarouselPage(
        viewport: collectionView.bounds.size, sizeClass: .compact,
        layoutDirection: rightToLeft ? .rightToLeft : .leftToRight,
        sections: provider.sections.flatMap(\.pageSections))
      let layout = collectionView.collectionViewLayout
      let pixel = 1 / max(window.traitCollection.displayScale, 1)
      let direction = rightToLeft ? "right to left" : "left to right"
      func expectClose(_ frame: CGRect?, _ expected: CGRect, _ what: String) {
        guard let frame else {
          Issue.record("\(direction): no attributes for \(what)")
          return
        }
        #expect(
          abs(frame.minX - expected.minX) <= pixel && abs(frame.minY - expected.minY) <= pixel
            && abs(frame.width - expected.width) <= pixel
            && abs(frame.height - expected.height) <= pixel,
          "\(direction): \(what) at \(frame), engine \(expected)")
      }
      func supplementary(_ kind: String, _ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(
          ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
      }
      #expect(provider.layoutErrors.isEmpty)
      for card in 0..<8 {
        expectClose(
          layout.layoutAttributesForItem(at: IndexPath(item: card, section: 0))?.frame,
          page.frame(ofCard: card, inSection: 0), "carousel card \(card)")
      }
      let carouselHeader = try #require(page.headerLayout(ofSection: 0))
      expectClose(
        supplementary(CarouselCollectionViewLayout.elementKindHeader, 0), carouselHeader.frame,
        "carousel header")
      expectClose(
        supplementary(CarouselCollectionViewLayout.elementKindSeeAll, 0),
        try #require(carouselHeader.seeAll), "carousel See All")
      let masonryHeader = try #require(page.headerLayout(ofSection: 1))
      expectClose(
        supplementary(CarouselCollectionViewLayout.elementKindHeader, 1), masonryHeader.frame,
        "masonry header")
      expectClose(
        supplementary(CarouselCollectionViewLayout.elementKindSeeAll, 1),
        try #require(masonryHeader.seeAll), "masonry See All")
      for card in 0..<6 {
        expectClose(
          layout.layoutAttributesForItem(at: IndexPath(item: card, section: 1))?.frame,
          page.frame(ofCard: card, inSection: 2), "masonry card \(card)")
      }
      expectClose(
        layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame,
        page.sections[3].frame, "embedded carousel")
      #expect(abs(collectionView.contentSize.height - page.contentSize.height) <= pixel)
    }

    // Confirms: Docs/UIKIT-PAGE.md checks 2–4: a compositional page from `CarouselPage` puts every section at the engine's frames.
    @Test("left to right: carousel, masonry and embedded carousel at CarouselPage's frames")
    func leftToRight() throws { try check(rightToLeft: false) }

    // Confirms: Docs/UIKIT-PAGE.md checks 2–4, mirrored: every leading edge at the right inset.
    @Test("right to left: the same page mirrored, every leading edge at the right inset")
    func rightToLeft() throws { try check(rightToLeft: true) }
  }
#endif
