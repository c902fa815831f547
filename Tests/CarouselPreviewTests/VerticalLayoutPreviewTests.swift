import CarouselLayout
import CarouselPreview
import Foundation
import Testing

/// The SVG and HTML previews follow the top and bottom insets and the card alignment (the
/// fixtures' cards are 220, 268, 172, 244, 196 and 220 tall; the header cell is 44).
@Suite struct VerticalLayoutPreviewTests {
  static let insets = Insets(top: 16, leading: 16, bottom: 24, trailing: 16)

  @Test func svgViewportAndSnapLineFollowTheInsets() throws {
    let carousel = try PreviewFixtures.carousel { $0.insets = Self.insets }
    let svg = try SVGPreview().render(carousel)
    // Content 16 + 44 + 268 + 24 = 352; the snap line runs from 4 above the cards (60).
    #expect(svg.contains(#"<rect x="0" y="0" width="393" height="352" class="viewport""#))
    #expect(svg.contains(#"<line class="snap-line" x1="16" y1="56" x2="16" y2="356""#))
    #expect(svg.contains("393 × 352 pt"))
  }

  @Test func htmlPadsTheCarouselWithTheVerticalInsets() throws {
    let html = HTMLPreview().render(try PreviewFixtures.carousel { $0.insets = Self.insets })
    #expect(
      html.contains(
        #"class="carousel" style="width: 393px; padding-top: 16px; padding-bottom: 24px""#))
    // The title stays at the top of its header cell; cards keep the scroller's 8-point room.
    #expect(html.contains(#"<div class="title" style="left: 16px; top: 0px; "#))
    #expect(html.contains(#"<div class="card" data-index="0" style="left: 16px; top: 8px; "#))
    let plain = HTMLPreview().render(try PreviewFixtures.carousel())
    #expect(!plain.contains("padding-top") && !plain.contains("padding-bottom"))
  }

  @Test func htmlPlacesAlignedCardsInTheRow() throws {
    let html = HTMLPreview().render(
      try PreviewFixtures.carousel {
        $0.heightPolicy = .natural
        $0.cardAlignment = .center
      })
    // Card 2 (172 tall) in the 268-point row: 8 + (268 − 172) / 2 = 56.
    #expect(
      html.contains(
        #"<div class="card" data-index="2" style="left: 738px; top: 56px; width: 353px; height: 172px""#
      ))
  }
}
