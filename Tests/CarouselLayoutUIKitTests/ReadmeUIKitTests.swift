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

/// What the README's UIKit quick start promises (keyboard navigation, the header), driven
/// through the stand-in; `Scripts/readme-examples` builds the README's block itself.
@MainActor
@Suite struct ReadmeUIKitTests {
  @Test("UIKit quick start")
  func quickStart() throws {
    let dataSource = CardsDataSource(count: 12)
    let layout = CollectionViewLayout.carousel
    layout.configuration.header = HeaderCell(title: "Recommended")
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 393, height: 400), collectionViewLayout: layout)
    collectionView.dataSource = dataSource
    layout.accessibility.mode = .adjustable
    layout.prepare()
    // One adjustable element, named by the header cell: "Recommended, 1 of 12".
    let element = try #require(
      collectionView.accessibilityElements?.first as? UIAccessibilityElement)
    #expect(element.accessibilityLabel == "Recommended")
    #expect(element.accessibilityValue == "1 of 12")
    layout.accessibility.adjustableLabel = "Picks"
    #expect(element.accessibilityLabel == "Picks")
    #expect(layout.accessibility.navigator.handleKey(.keyboardRightArrow))
    UIKitDriver.waitForScrolling(collectionView)
    let seeAll = CollectionViewLayout.seeAll(carousel: layout.configuration)
    #expect(seeAll !== CollectionViewLayout.seeAll(carousel: layout.configuration))
    #expect(CollectionViewLayout.carousel !== CollectionViewLayout.carousel)
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: CarouselCollectionViewLayout.elementKindHeader, at: IndexPath(item: 0, section: 0))
    // The right arrow moved to card 1; the header stays put on screen, at the leading inset.
    #expect(collectionView.contentOffset.x == 361)
    #expect(header?.frame.minX == 377)
  }
}
