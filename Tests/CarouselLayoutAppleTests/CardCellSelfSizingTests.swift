#if canImport(UIKit) && canImport(SwiftUI)
  @testable import CarouselLayout
  @testable import CarouselLayoutUIKit
  import Testing
  import UIKit

  /// A card cell whose regions hold views of fixed heights, constrained with Auto Layout.
  final class FixedRegionsCell: CarouselCardCell {
    static var bodyHeights: [Int: CGFloat] = [:]
    private var bodyHeight: NSLayoutConstraint?

    override init(frame: CGRect) {
      super.init(frame: frame)
      for (region, height) in [(headerView, 56.0), (bodyView, 100.0), (footerView, 44.0)] {
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        region.addSubview(content)
        let constraint = content.heightAnchor.constraint(equalToConstant: height)
        NSLayoutConstraint.activate([
          content.leadingAnchor.constraint(equalTo: region.leadingAnchor),
          content.trailingAnchor.constraint(equalTo: region.trailingAnchor),
          content.topAnchor.constraint(equalTo: region.topAnchor),
          content.bottomAnchor.constraint(equalTo: region.bottomAnchor), constraint,
        ])
        if region === bodyView { bodyHeight = constraint }
      }
    }

    required init?(coder: NSCoder) { nil }

    /// Card `item`'s body is `bodyHeights[item]` tall.
    func configure(item: Int) {
      bodyHeight?.constant = Self.bodyHeights[item] ?? 100
    }
  }

  /// Cells that size themselves: the layout gets no measurement up front.
  @MainActor
  final class SelfSizingDataSource: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
      (cell as? FixedRegionsCell)?.configure(item: indexPath.item)
      return cell
    }
  }

  /// `CarouselCardCell` sizes itself with Auto Layout, and the layout stretches every card to
  /// the tallest one on screen, footer at the bottom.
  @MainActor
  @Suite struct CardCellSelfSizingTests {
    // Confirms: `CarouselCardCell`'s doc comment and DocC "Getting started with UIKit": a cell sizes itself with Auto Layout and the layout stretches every card to the tallest, footer at the bottom.
    @Test("self-sized cards: the tallest sets the uniform height, frames equal the engine's")
    func selfSizing() throws {
      FixedRegionsCell.bodyHeights = [0: 120, 1: 200, 2: 80]
      let window = HostWindow.make()
      let layout = CollectionViewLayout.carousel
      let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
      collectionView.register(FixedRegionsCell.self, forCellWithReuseIdentifier: "card")
      let dataSource = SelfSizingDataSource(count: 3)
      collectionView.dataSource = dataSource
      let root = UIViewController()
      root.view.addSubview(collectionView)
      window.rootViewController = root
      window.isHidden = false
      // Self-sizing takes a pass to measure and one to apply.
      for _ in 0..<3 { collectionView.layoutIfNeeded() }

      let measurements = (0..<3).map {
        CardMeasurement(header: 56, body: FixedRegionsCell.bodyHeights[$0]!, footer: 44)
      }
      let engine = try CarouselGeometry(
        viewport: collectionView.bounds.size, configuration: layout.configuration,
        cards: measurements)
      #expect(engine.uniformCardHeight == 300)
      for cell in collectionView.visibleCells {
        let index = try #require(collectionView.indexPath(for: cell)).item
        #expect(cell.frame == engine.frame(ofCard: index), "card \(index)")
        let card = try #require(cell as? FixedRegionsCell)
        // The regions keep their measured heights (the white space of a stretched card lies
        // between body and footer), and the footer sits on the stretched card's bottom edge.
        #expect(abs(card.headerView.frame.height - 56) < 0.5, "card \(index) header")
        #expect(abs(card.footerView.frame.height - 44) < 0.5, "card \(index) footer")
        let body = try #require(FixedRegionsCell.bodyHeights[index])
        #expect(abs(card.bodyView.frame.height - body) < 0.5, "card \(index) body")
        #expect(abs(card.footerView.frame.maxY - card.contentView.bounds.maxY) < 0.5)
      }
    }
  }
#endif
