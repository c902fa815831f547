import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// The parameters of SAP Fiori's `FioriSwiftUICore.Carousel`, with SAP's labels and
  /// defaults, mapped onto this package's configuration.
  ///
  /// | SAP | default | here |
  /// |---|---|---|
  /// | `numberOfColumns` | 1 | ``/CarouselLayout/VisibleCards/count(_:)``, peek `2·spacing`: the same width, `max(1, (W − L − (n+2)·s)/n)` |
  /// | `itemWidth` | — | ``/CarouselLayout/VisibleCards/cardWidth(_:)``, clamped to 1…10 000 as SAP does |
  /// | `contentInsets` | (0, 16, 0, 16) | ``/CarouselLayout/Insets`` on all four sides; top and bottom inside the scroll content, as SAP applies them |
  /// | `spacing` | 8 | ``/CarouselLayout/CarouselConfiguration/spacing`` |
  /// | `alignment` | `.top` | ``/CarouselLayout/CardAlignment`` `.top`, `.center`, `.bottom` for natural heights |
  /// | `isSnapping` | `true` | ``/CarouselLayout/ScrollingMode/snapping`` or ``/CarouselLayout/ScrollingMode/free`` |
  /// | `isSameHeight` | `false` | ``/CarouselLayout/HeightPolicy/uniform`` or ``/CarouselLayout/HeightPolicy/natural`` |
  ///
  /// Where the behaviour differs, and why:
  /// - **Rest position.** SAP rests card *k ≥ 1* at `k·w + (k−1)·s + L`, `s` from the edge, so
  ///   the peek grows from `L` to `L + s` after the first swipe; every card here rests at the
  ///   leading inset (`k·(w + s)`), lined up with the header's title, and the last card flush.
  /// - **Snapping** counts velocity: a flick moves at least one card and at most one page in
  ///   compact width; SAP rounds SwiftUI's projection and ignores velocity.
  /// - **`isSameHeight`** defaults to `false` in SAP; the Fiori guideline's default is uniform
  ///   heights (``/CarouselLayout/CarouselConfiguration`` defaults to ``/CarouselLayout/HeightPolicy/uniform``). The SAP
  ///   initialisers keep SAP's `false`.
  /// - **One or two cards** stay a carousel, as in SAP (``/CarouselLayout/FewCardsRule/keepCarousel``).
  /// - **A card wider than the item width** is measured at the item width; SAP makes its height
  ///   its width.
  /// - **The first frame** is laid out at the real width; SAP's starts at 128 points.
  public struct SAPCarouselParameters: Equatable {
    /// SAP's `numberOfColumns`, or `nil` with a fixed item width.
    package var numberOfColumns: Int?
    /// SAP's `itemWidth`, clamped to 1…10 000, or `nil` with a number of columns.
    package var itemWidth: CGFloat?
    /// SAP's `contentInsets`.
    package var contentInsets: EdgeInsets
    /// SAP's `spacing`.
    package var spacing: CGFloat
    /// SAP's `alignment`.
    package var alignment: VerticalAlignment
    /// SAP's `isSnapping`.
    package var isSnapping: Bool
    /// SAP's `isSameHeight`.
    package var isSameHeight: Bool

    /// SAP's default content insets: 16 leading and trailing, 0 top and bottom.
    public static var sapContentInsets: EdgeInsets {
      EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }

    /// The parameters of SAP's `init(numberOfColumns:…)`, with SAP's defaults.
    public init(
      numberOfColumns: Int = 1, contentInsets: EdgeInsets = sapContentInsets,
      spacing: CGFloat = 8, alignment: VerticalAlignment = .top, isSnapping: Bool = true,
      isSameHeight: Bool = false
    ) {
      self.numberOfColumns = max(1, numberOfColumns)
      itemWidth = nil
      self.contentInsets = contentInsets
      self.spacing = spacing
      self.alignment = alignment
      self.isSnapping = isSnapping
      self.isSameHeight = isSameHeight
    }

    /// The parameters of SAP's `init(itemWidth:…)`, with SAP's defaults.
    public init(
      itemWidth: CGFloat, contentInsets: EdgeInsets = sapContentInsets, spacing: CGFloat = 8,
      alignment: VerticalAlignment = .top, isSnapping: Bool = true, isSameHeight: Bool = false
    ) {
      numberOfColumns = nil
      self.itemWidth = itemWidth.isNaN ? 1 : min(10_000, max(1, itemWidth))
      self.contentInsets = contentInsets
      self.spacing = spacing
      self.alignment = alignment
      self.isSnapping = isSnapping
      self.isSameHeight = isSameHeight
    }

    /// SAP's vertical alignment as the engine's: `.center` and `.bottom` as themselves, any
    /// other guide at the top.
    package var cardAlignment: CardAlignment {
      if alignment == .center { return .center }
      if alignment == .bottom { return .bottom }
      return .top
    }

    /// The configuration these parameters map to (see the type's table).
    public var configuration: CarouselConfiguration {
      CarouselConfiguration(
        insets: Insets(
          top: contentInsets.top, leading: contentInsets.leading, bottom: contentInsets.bottom,
          trailing: contentInsets.trailing),
        spacing: spacing,
        visibleCards: itemWidth.map { .cardWidth($0) } ?? .count(numberOfColumns ?? 1),
        peek: 2 * spacing,
        heightPolicy: isSameHeight ? .uniform : .natural,
        cardAlignment: cardAlignment,
        scrolling: isSnapping ? .snapping : .free,
        fewCardsRule: .keepCarousel)
    }
  }
#endif
