#if canImport(UIKit) && canImport(SwiftUI)
  @testable import CarouselLayout
  @testable import CarouselLayoutUIKit
  import Testing
  import UIKit

  /// A real `UICollectionView` with ``CarouselCollectionViewLayout`` in a `UIWindow`: the cells'
  /// frames must be the engine's, scrolled, updated, rotated and mirrored.
  @MainActor
  @Suite struct CollectionViewFramesTests {
    /// Every visible cell's frame equals the engine's frame for its card, within one pixel
    /// (UIKit may round frames to the screen's pixels).
    func expectEngineFrames(
      _ host: CarouselWindow, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      let engine = try host.engine()
      let frames = host.cellFrames()
      #expect(!frames.isEmpty, "\(comment): no visible cells", sourceLocation: sourceLocation)
      for (index, frame) in frames {
        let expected = engine.frame(ofCard: index)
        let pixel = 1 / max(host.window.traitCollection.displayScale, 1)
        #expect(
          abs(frame.minX - expected.minX) <= pixel && abs(frame.minY - expected.minY) <= pixel
            && abs(frame.width - expected.width) <= pixel
            && abs(frame.height - expected.height) <= pixel,
          "\(comment): card \(index) at \(frame), engine \(expected)",
          sourceLocation: sourceLocation)
      }
    }

    // Confirms: DocC "Getting started with UIKit" (What the layout does for you): every cell at the engine's frame, and `contentInsetAdjustmentBehavior` set to `.never` by the layout (README, "Safe area").
    @Test("at rest and scrolled, the cells are where the engine puts the cards")
    func scrolled() throws {
      let host = CarouselWindow()
      try expectEngineFrames(host, "at rest")
      #expect(host.collectionView.contentInsetAdjustmentBehavior == .never)
      let engine = try host.engine()
      #expect(host.collectionView.contentSize == engine.contentSize)
      for x: CGFloat in [180, 361, 2000, engine.maximumOffset] {
        host.scroll(to: x)
        try expectEngineFrames(host, "scrolled to \(x)")
      }
    }

    // Confirms: DocC "Snapping and physics": a release rests on the engine's snap target (velocity read in points per millisecond: Docs/VERIFY-ON-A-MAC.md, UIKit velocity unit).
    @Test("a drag released at 150 with 0.8 pt/ms rests where the engine says")
    func snapping() throws {
      let host = CarouselWindow()
      host.scroll(to: 150)  // where the finger let go
      let proposed = CGPoint(x: 420, y: 0)  // UIKit's projected rest
      let target = host.layout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: CGPoint(x: 0.8, y: 0))
      let expected = try host.engine().targetOffset(
        releasedAt: 150, velocity: 0.8, projected: proposed.x)
      #expect(abs(target.x - expected) < 0.001, "UIKit \(target.x), engine \(expected)")
    }

    // Confirms: DocC "Keeping the card" (Updates that do not rebuild): a batch update keeps the card at rest.
    @Test("inserting and deleting cards: new frames, and the card at rest stays at rest")
    func itemUpdates() throws {
      let host = CarouselWindow()
      host.scroll(to: 361)  // card 1 at rest
      host.dataSource.measurements.insert(CardMeasurement(header: 56, body: 300, footer: 44), at: 0)
      host.collectionView.performBatchUpdates {
        host.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      }
      host.collectionView.layoutIfNeeded()
      try expectEngineFrames(host, "after inserting card 0")
      let afterInsert = try host.engine()
      #expect(abs(host.collectionView.contentOffset.x - afterInsert.offset(ofCard: 2)) < 0.5)

      host.dataSource.measurements.remove(at: 5)
      host.collectionView.performBatchUpdates {
        host.collectionView.deleteItems(at: [IndexPath(item: 5, section: 0)])
      }
      host.collectionView.layoutIfNeeded()
      try expectEngineFrames(host, "after deleting card 5")
    }

    // Confirms: `CarouselCollectionViewLayout`'s doc comment: `reloadSections` and section inserts lay the new cards out (no crash).
    @Test("reloading and inserting the section: the frames follow the new cards")
    func sectionUpdates() throws {
      let host = CarouselWindow(cards: 4)
      host.dataSource.measurements = CardsDataSource.cards(9)
      host.collectionView.performBatchUpdates {
        host.collectionView.reloadSections(IndexSet(integer: 0))
      }
      try expectEngineFrames(host, "after reloading the section with 9 cards")

      let empty = CarouselWindow(cards: 6)
      empty.dataSource.sections = 0
      empty.collectionView.reloadData()
      empty.collectionView.layoutIfNeeded()
      empty.dataSource.sections = 1
      empty.collectionView.performBatchUpdates {
        empty.collectionView.insertSections(IndexSet(integer: 0))
      }
      try expectEngineFrames(empty, "after inserting the section")
    }

    // Confirms: DocC "Keeping the card": the card at rest stays at rest across a size change.
    @Test("rotated 393 × 852 → 852 × 393: the engine's frames, card 3 still at rest")
    func rotated() throws {
      let host = CarouselWindow()
      let before = try host.engine()
      host.scroll(to: before.offset(ofCard: 3))
      host.resize(to: CGSize(width: 852, height: 393))
      try expectEngineFrames(host, "landscape")
      let after = try host.engine()
      #expect(after.currentCard(atOffset: host.collectionView.contentOffset.x) == 3)
    }

    // Confirms: DocC "Getting started with UIKit": right to left mirrors the engine's frames, card 0 at the right edge.
    @Test("right to left: mirrored frames from the engine, card 0 at the right edge")
    func mirrored() throws {
      let host = CarouselWindow()
      host.collectionView.semanticContentAttribute = .forceRightToLeft
      host.collectionView.collectionViewLayout.invalidateLayout()
      host.collectionView.layoutIfNeeded()
      #expect(host.collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      let engine = try host.engine()
      host.scroll(to: engine.restOffset)
      try expectEngineFrames(host, "right to left, at rest")
      let card0 = try #require(host.cellFrames()[0])
      #expect(abs(card0.maxX - (engine.contentWidth - engine.leadingInset)) < 0.5)
    }
  }
#endif
