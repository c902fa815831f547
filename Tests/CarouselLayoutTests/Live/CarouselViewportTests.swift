import CarouselLayout
import Foundation
import Testing

/// `CarouselViewport`: the width a scroll view's safe area leaves the cards, with no framework.
@Suite struct CarouselViewportTests {
  @Test("a normal safe area: both insets off the width, added back to the content")
  func normal() {
    let landscape = CarouselViewport(
      bounds: CGSize(width: 852, height: 393), leftInset: 59, rightInset: 59)
    #expect(landscape.usableSize == CGSize(width: 734, height: 393))
    #expect(landscape.contentWidth(forEngineWidth: 5000) == 5118)
    let portrait = CarouselViewport(
      bounds: CGSize(width: 393, height: 852), leftInset: 0, rightInset: 0)
    #expect(portrait.usableSize == CGSize(width: 393, height: 852))
    #expect(portrait.contentWidth(forEngineWidth: 2900) == 2900)
  }

  @Test("a safe area as wide as the view or wider (lagging after a shrink): no size, never less")
  func laggingSafeArea() {
    // An iPhone back to portrait: the collection view still overhangs its shrunk parent by
    // 459 points and reports it as its trailing safe area.
    let overhang = CarouselViewport(
      bounds: CGSize(width: 393, height: 852), leftInset: 0, rightInset: 459)
    #expect(overhang.usableSize == nil)
    let exact = CarouselViewport(
      bounds: CGSize(width: 393, height: 852), leftInset: 200, rightInset: 193)
    #expect(exact.usableSize == nil)
    // What is left is always positive when there is a size at all.
    for inset in stride(from: CGFloat(0), through: 800, by: 7) {
      let viewport = CarouselViewport(
        bounds: CGSize(width: 393, height: 852), leftInset: inset / 2, rightInset: inset)
      if let size = viewport.usableSize {
        #expect(size.width > 0 && size.width == 393 - inset * 1.5)
      } else {
        #expect(inset * 1.5 >= 393)
      }
    }
  }

  @Test("right to left: the insets stay the view's own left and right")
  func rightToLeft() {
    // A layout that does not let the framework flip it places its frames one left inset
    // to the right in either direction; the viewport has no direction to mirror.
    let viewport = CarouselViewport(
      bounds: CGSize(width: 852, height: 393), leftInset: 0, rightInset: 59)
    #expect(viewport.leftInset == 0 && viewport.rightInset == 59)
    #expect(viewport.usableSize?.width == 793)
    #expect(viewport.contentWidth(forEngineWidth: 1000) == 1059)
  }

  @Test("no width or height, and insets that are no insets")
  func degenerate() {
    #expect(CarouselViewport(bounds: .zero, leftInset: 0, rightInset: 0).usableSize == nil)
    #expect(
      CarouselViewport(bounds: CGSize(width: 0, height: 400), leftInset: 0, rightInset: 0)
        .usableSize == nil)
    #expect(
      CarouselViewport(bounds: CGSize(width: 393, height: 0), leftInset: 0, rightInset: 0)
        .usableSize == nil)
    #expect(
      CarouselViewport(
        bounds: CGSize(width: CGFloat.infinity, height: 400), leftInset: 0, rightInset: 0
      )
      .usableSize == nil)
    let odd = CarouselViewport(
      bounds: CGSize(width: 393, height: 852), leftInset: -20, rightInset: .nan)
    #expect(odd.leftInset == 0 && odd.rightInset == 0)
    #expect(odd.usableSize == CGSize(width: 393, height: 852))
  }

  @Test("the same safe area is the same insets, whatever the size")
  func sameSafeArea() {
    let wide = CarouselViewport(
      bounds: CGSize(width: 852, height: 393), leftInset: 59, rightInset: 59)
    let narrow = CarouselViewport(
      bounds: CGSize(width: 393, height: 852), leftInset: 59, rightInset: -1)
    #expect(
      wide.hasSameSafeArea(as: CarouselViewport(bounds: .zero, leftInset: 59, rightInset: 59)))
    #expect(!wide.hasSameSafeArea(as: narrow))
    #expect(
      narrow.hasSameSafeArea(as: CarouselViewport(bounds: .zero, leftInset: 59, rightInset: 0)))
  }
}
