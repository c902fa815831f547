#if canImport(Foundation)
  import Foundation
#endif

/// The look of a card in a carousel, defined once for the UIKit cell, the SwiftUI card, the
/// SVG and HTML previews and the playground: SAP Fiori's card style in our own numbers.
///
/// ```
///  ╭──────────────────────╮  radius 16, border 0.3 pt tertiaryLabel at 24 %,
///  │ 16  title        16  │  background secondaryGroupedBackground,
///  │     subtitle         │  shadow level 2 (black 13 % blur 1; black 4 % blur 4 y 2)
///  │ ── 6 ──────────────  │  header padding 16/16/6/16
///  │  6  KPI or body   6  │  body padding 6/16/6/16
///  │ [More]  [2nd] [1st]  │  footer padding 6/16/6/16, pinned to the bottom; actions 8 apart,
///  │                      │  the first trailing (`CardFooterLayout`)
///  │ ── 10 ─────────────  │  10 below the footer
///  ╰──────────────────────╯
/// ```
///
/// Source: SAP/cloud-sdk-ios-fiori (HEAD `098daf0`, 2026-08-21): `CardCardStyle` in
/// `_FioriStyles/CardStyle.fiori.swift` (radius, border, background, shadow level 2),
/// `FioriShadowModifier` in `Utils/ShadowEffect.swift` (the level-2 layers), `CardBaseStyle`
/// (body and footer padding, 10 at the bottom, the footer pinned), `CardHeaderStyle`
/// (header padding), the title and subtitle styles (`headline`, `subheadline`), and the
/// colours of `FioriThemeManager`'s newest palette (`PaletteV8`).
///
/// The style draws; it never measures. Nothing in it changes a frame the engine computes:
/// the padding is inside the regions the engine gives, and the shadow is drawn outside the
/// card, which is why a carousel needs its top and bottom insets (or an unclipped scroll view)
/// of at least `shadowReach`.
public struct CarouselCardStyle: Sendable, Hashable {
  /// The corner radius, in points (16).
  public var cornerRadius: CGFloat
  /// The border's width, in points (0.3).
  public var borderWidth: CGFloat
  /// The border's colour (`tertiaryLabel` at 24 %).
  public var border: CardStyleColor
  /// The card's fill (`secondaryGroupedBackground`).
  public var background: CardStyleColor
  /// Titles (`primaryLabel`).
  public var title: CardStyleColor
  /// Subtitles and body text (`secondaryLabel`).
  public var subtitle: CardStyleColor
  /// Actions and "See All" (`tintColor`).
  public var accent: CardStyleColor
  /// The shadow's layers, drawn under the card in order (level 2: two layers).
  public var shadows: [CardShadow]
  /// Padding inside the header region (16 top, 16 leading and trailing, 6 bottom).
  public var headerPadding: Insets
  /// Padding inside the body region (6/16/6/16).
  public var bodyPadding: Insets
  /// Padding inside the footer region (6/16/6/16).
  public var footerPadding: Insets
  /// The space below the footer, inside the card (10).
  public var bottomPadding: CGFloat
  /// Text sizes at the default Dynamic Type size (Large), which the apps scale.
  public var typography: CardTypography
  /// The space between action buttons, in a row and between rows (8).
  public var actionSpacing: CGFloat
  /// The padding on each side of an action button's title in the previews and the
  /// playground (12); UIKit's and SwiftUI's buttons keep their platform's own.
  public var actionPadding: CGFloat
  /// The tallest an action button is drawn in the previews and the playground (32); UIKit's
  /// and SwiftUI's buttons take their platform's own height.
  public var actionHeight: CGFloat
  /// How the footer sizes its action buttons and how many show before "More"
  /// (``CardFooterWidthMode/automatic``, SAP's default; see `CardFooterLayout`).
  public var footerWidthMode: CardFooterWidthMode

  /// Creates a style; every argument defaults to the Fiori card style.
  public init(
    cornerRadius: CGFloat = 16,
    borderWidth: CGFloat = 0.3,
    border: CardStyleColor = CardStyleColor(
      name: "tertiaryLabel", light: 0x5B738B, dark: 0xA9B4BE, opacity: 0.24),
    background: CardStyleColor = CardStyleColor(
      name: "secondaryGroupedBackground", light: 0xFFFFFF, dark: 0x161C21),
    title: CardStyleColor = CardStyleColor(name: "primaryLabel", light: 0x223548, dark: 0xF5F6F7),
    subtitle: CardStyleColor = CardStyleColor(
      name: "secondaryLabel", light: 0x475E75, dark: 0xD5DADD),
    accent: CardStyleColor = CardStyleColor(name: "tintColor", light: 0x0070F2, dark: 0x4DB1FF),
    shadows: [CardShadow] = [
      CardShadow(opacity: 0.13, radius: 1), CardShadow(opacity: 0.04, radius: 4, y: 2),
    ],
    headerPadding: Insets = Insets(top: 16, leading: 16, bottom: 6, trailing: 16),
    bodyPadding: Insets = Insets(top: 6, leading: 16, bottom: 6, trailing: 16),
    footerPadding: Insets = Insets(top: 6, leading: 16, bottom: 6, trailing: 16),
    bottomPadding: CGFloat = 10,
    typography: CardTypography = CardTypography(),
    actionSpacing: CGFloat = 8,
    actionPadding: CGFloat = 12,
    actionHeight: CGFloat = 32,
    footerWidthMode: CardFooterWidthMode = .automatic
  ) {
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.border = border
    self.background = background
    self.title = title
    self.subtitle = subtitle
    self.accent = accent
    self.shadows = shadows
    self.headerPadding = headerPadding
    self.bodyPadding = bodyPadding
    self.footerPadding = footerPadding
    self.bottomPadding = bottomPadding
    self.typography = typography
    self.actionSpacing = actionSpacing
    self.actionPadding = actionPadding
    self.actionHeight = actionHeight
    self.footerWidthMode = footerWidthMode
  }

  /// The Fiori card style (the same as `CarouselCardStyle()`).
  public static let fiori = CarouselCardStyle()

  /// How far the shadow shows beyond the card's edge, in points: the largest
  /// ``CardShadow/reach`` of its layers (8 for level 2), 0 without a shadow. A carousel's
  /// top and bottom insets of at least this much keep a clipping scroll view from cutting it.
  ///
  /// - Complexity: O(layers).
  package var shadowReach: CGFloat {
    shadows.reduce(0) { max($0, $1.reach) }
  }
}
