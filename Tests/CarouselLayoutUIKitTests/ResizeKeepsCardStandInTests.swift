import CarouselLayout
import Foundation
import Testing

@testable import CarouselLayoutUIKit

// These tests drive the adapter through the stand-in, as UIKit would; on Apple platforms they
// compile to nothing (Tests/CarouselLayoutAppleTests meet the real frameworks).
#if CAROUSEL_STAND_INS
  @_spi(StandIn) import UIKitStandIn

  /// A window that shrinks keeps the card at rest, whatever the safe area reports on the way.
  ///
  /// While a window shrinks, the collection view still has its old width for a moment and
  /// overhangs its parent, so its safe area reports the overhang (459 points on an iPhone
  /// going back to portrait, 360 on an iPad going to a split view); a layout built then has no
  /// width or the wrong one. The engine's `LiveCarousel.rebuilt` keeps the card from the layout
  /// the offset belongs to.
  @MainActor
  @Suite("A resize keeps the card at rest")
  struct ResizeKeepsCardTests {
    /// Rests `host` on `card`, resizes its window through `sizes` (laying out after each) and
    /// returns the card at rest and whether the offset is that card's snap offset.
    static func resize(
      _ host: OneScreenHost, restingOn card: Int, through sizes: [CGSize]
    ) throws -> (card: Int, offset: CGFloat, expected: CGFloat) {
      host.carousel.layout.scroll(toCard: card, animated: false)
      host.layOut()
      for size in sizes {
        host.window.frame = CGRect(origin: .zero, size: size)
        host.layOut()
      }
      let geometry = try #require(host.carousel.layout.geometry)
      let offset = host.carousel.collectionView.contentOffset.x
      return (
        geometry.track.currentCard(atOffset: offset), offset, geometry.track.offset(ofCard: card)
      )
    }

    static func host(
      _ size: CGSize, sizeClass: UIUserInterfaceSizeClass = .compact, count: Int = 20
    ) -> OneScreenHost {
      let host = OneScreenHost(sizeClass: sizeClass)
      host.window.frame = CGRect(origin: .zero, size: size)
      host.cards.apply(
        Array(OneScreenSetupTests.titles.prefix(count)), animatingDifferences: false)
      host.layOut()
      return host
    }

    @Test("an iPhone back to portrait: card 7 at 852 × 393 rests on card 7 at 393 × 852")
    func phoneToPortrait() throws {
      let host = Self.host(CGSize(width: 852, height: 393))
      let result = try Self.resize(
        host, restingOn: 7, through: [CGSize(width: 393, height: 852)])
      #expect(result.card == 7)
      #expect(result.offset == result.expected)
      #expect(result.expected == 2527)
    }

    @Test("an iPad into a split view: card 6 at 1 180 rests on card 6 at 820, and back")
    func padSplitView() throws {
      let host = Self.host(CGSize(width: 1180, height: 820), sizeClass: .regular)
      let narrow = try Self.resize(
        host, restingOn: 6, through: [CGSize(width: 820, height: 1180)])
      #expect(narrow.card == 6 && narrow.offset == narrow.expected)
      let wide = try Self.resize(
        host, restingOn: 6, through: [CGSize(width: 1180, height: 820)])
      #expect(wide.card == 6 && wide.offset == wide.expected)
    }

    @Test("several steps, both ways: the card stays")
    func severalSteps() throws {
      let host = Self.host(CGSize(width: 393, height: 852))
      let sizes = [
        CGSize(width: 852, height: 393), CGSize(width: 600, height: 500),
        CGSize(width: 393, height: 852), CGSize(width: 320, height: 700),
        CGSize(width: 852, height: 393),
      ]
      let result = try Self.resize(host, restingOn: 11, through: sizes)
      #expect(result.card == 11 && result.offset == result.expected)
    }

    @Test("right to left: card 7 is kept through the same shrink")
    func rightToLeft() throws {
      let host = OneScreenHost()
      host.window.traitOverrides.layoutDirection = .rightToLeft
      host.window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
      host.cards.apply(OneScreenSetupTests.titles, animatingDifferences: false)
      host.layOut()
      let result = try Self.resize(
        host, restingOn: 7, through: [CGSize(width: 393, height: 852)])
      #expect(result.card == 7 && result.offset == result.expected)
    }
  }
#endif
