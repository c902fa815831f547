import CarouselLayout

/// The colours of the SVG and HTML previews, in the spirit of SAP Fiori's Horizon theme.
///
/// Every colour has a default, so `PreviewPalette()` (also ``fiori``) is the standard look;
/// change single colours to match another theme:
///
/// ```swift
/// var palette = PreviewPalette.fiori
/// palette.accent = PreviewColor(hex: 0x8A2BE2)
/// let svg = try SVGPreview(palette: palette).render(carousel)
/// ```
///
/// | role | default | Fiori counterpart |
/// |---|---|---|
/// | ``backdrop`` | `#e4e8ec` | around the viewport (not a Fiori colour) |
/// | ``background`` | `#f5f6f7` | `sapBackgroundColor` |
/// | ``card`` | `#ffffff` | the card style's `secondaryGroupedBackground` |
/// | ``cardBorder`` | `#5b738b` | the card style's `tertiaryLabel`, drawn at its 24 % |
/// | ``text`` | `#223548` | the card style's `primaryLabel` |
/// | ``secondaryText`` | `#475e75` | the card style's `secondaryLabel` |
/// | ``accent`` | `#0070f2` | the card style's `tintColor`: actions, "See All", the viewport outline |
/// | ``accentSoft`` | `#d1e8ff` | a light brand tint: footer actions, illustration |
/// | ``placeholder`` | `#e2e6ea` | skeleton lines of body text |
/// | ``placeholderStrong`` | `#c3cbd3` | skeleton lines of header text |
/// | ``divider`` | `#e5e5e5` | `sapList_BorderColor` |
///
/// The card colours default to the light appearance of ``/CarouselLayout/CarouselCardStyle/fiori``,
/// the style the UIKit cell and the SwiftUI card draw. The shadows are not palette colours:
/// cards always carry the style's level-2 shadow (black 13 % blur 1, plus black 4 % blur 4
/// offset y 2).
package struct PreviewPalette: Sendable, Hashable {
  /// The area of the drawing outside the viewport, where the faded content shows.
  package var backdrop: PreviewColor
  /// The viewport's background, behind the cards.
  package var background: PreviewColor
  /// The cards' fill.
  package var card: PreviewColor
  /// The hairline around each card, drawn at the card style's border opacity and width.
  package var cardBorder: PreviewColor
  /// Titles: the header cell's title, card titles, the empty state's title.
  package var text: PreviewColor
  /// Captions and the empty state's description.
  package var secondaryText: PreviewColor
  /// "See All", the viewport outline and the snap line.
  package var accent: PreviewColor
  /// A light tint of the accent: footer action placeholders and the illustration.
  package var accentSoft: PreviewColor
  /// Placeholder lines standing in for body text.
  package var placeholder: PreviewColor
  /// Placeholder lines standing in for header text.
  package var placeholderStrong: PreviewColor
  /// The line above each card's footer.
  package var divider: PreviewColor
  /// The opacity of the content outside the viewport, in 0…1 (default 0.35).
  package var fadedOpacity: Double

  /// Creates a palette; every argument defaults to the Fiori-like standard.
  package init(
    backdrop: PreviewColor = PreviewColor(hex: 0xE4E8EC),
    background: PreviewColor = PreviewColor(hex: 0xF5F6F7),
    card: PreviewColor = PreviewColor(hex: CarouselCardStyle.fiori.background.light),
    cardBorder: PreviewColor = PreviewColor(hex: CarouselCardStyle.fiori.border.light),
    text: PreviewColor = PreviewColor(hex: CarouselCardStyle.fiori.title.light),
    secondaryText: PreviewColor = PreviewColor(hex: CarouselCardStyle.fiori.subtitle.light),
    accent: PreviewColor = PreviewColor(hex: CarouselCardStyle.fiori.accent.light),
    accentSoft: PreviewColor = PreviewColor(hex: 0xD1E8FF),
    placeholder: PreviewColor = PreviewColor(hex: 0xE2E6EA),
    placeholderStrong: PreviewColor = PreviewColor(hex: 0xC3CBD3),
    divider: PreviewColor = PreviewColor(hex: 0xE5E5E5),
    fadedOpacity: Double = 0.35
  ) {
    self.backdrop = backdrop
    self.background = background
    self.card = card
    self.cardBorder = cardBorder
    self.text = text
    self.secondaryText = secondaryText
    self.accent = accent
    self.accentSoft = accentSoft
    self.placeholder = placeholder
    self.placeholderStrong = placeholderStrong
    self.divider = divider
    self.fadedOpacity = fadedOpacity
  }

  /// The standard palette (the same as `PreviewPalette()`).
  package static let fiori = PreviewPalette()

  /// ``fadedOpacity`` limited to 0…1, and 1 when it is NaN.
  var resolvedFadedOpacity: Double {
    fadedOpacity.isNaN ? 1 : min(max(fadedOpacity, 0), 1)
  }
}
