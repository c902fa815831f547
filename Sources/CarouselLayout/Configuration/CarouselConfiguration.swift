#if canImport(Foundation)
  import Foundation
#endif

/// Everything about a carousel that is chosen rather than measured, with the defaults of the
/// SAP Fiori for iOS carousel layout.
///
/// Every property has the spec's default; `nil` means "the size class decides".
///
/// ```swift
/// var configuration = CarouselConfiguration()
/// configuration.heightPolicy = .natural
/// configuration.header = HeaderCell(title: "Recommended")
/// ```
public struct CarouselConfiguration: Sendable, Hashable {
  /// The insets; `nil` (the default) uses 16 leading and trailing in compact width and 20 in
  /// regular width, and none above or below.
  public var insets: Insets?
  /// The spacing between neighbouring cards (default 8).
  public var spacing: CGFloat
  /// How many cards show fully, or a fixed card width (default: the size class decides).
  public var visibleCards: VisibleCards
  /// How much of the next card peeks in at the trailing edge; `nil` (the default) is twice
  /// the spacing.
  public var peek: CGFloat?
  /// How tall each card is (default ``HeightPolicy/uniform``).
  public var heightPolicy: HeightPolicy
  /// Where cards of natural height sit in the row (default ``CardAlignment/top``); only the
  /// ``HeightPolicy/natural`` policy leaves cards shorter than the row.
  public var cardAlignment: CardAlignment
  /// Scroll snapping (the default) or simple scrolling.
  public var scrolling: ScrollingMode
  /// The deceleration rate; `nil` (the default) is fast when snapping and normal when
  /// scrolling freely.
  public var decelerationRate: DecelerationRate?
  /// The release speed, in points per millisecond, from which a drag counts as a flick
  /// (default 0.3).
  public var minimumFlickVelocity: Double
  /// The tallest a card may be: 520 points (the Fiori cards guideline) unless set, or
  /// ``CardHeightCap/unlimited`` so that no content is clipped at large text sizes.
  public var cardHeightCap: CardHeightCap
  /// The header cell above the cards, if any (default none).
  public var header: HeaderCell?
  /// What happens with fewer than three cards (default: stack them).
  public var fewCardsRule: FewCardsRule
  /// The measured height of the empty state's illustrated message (default 240).
  public var emptyStateHeight: CGFloat

  /// Creates a configuration; every argument has the spec's default (set ``cardHeightCap`` to
  /// lift the height cap).
  public init(
    insets: Insets? = nil,
    spacing: CGFloat = 8,
    visibleCards: VisibleCards = .automatic,
    peek: CGFloat? = nil,
    heightPolicy: HeightPolicy = .uniform,
    cardAlignment: CardAlignment = .top,
    scrolling: ScrollingMode = .snapping,
    decelerationRate: DecelerationRate? = nil,
    minimumFlickVelocity: Double = 0.3,
    maximumCardHeight: CGFloat = 520,
    header: HeaderCell? = nil,
    fewCardsRule: FewCardsRule = .stack,
    emptyStateHeight: CGFloat = 240
  ) {
    self.insets = insets
    self.spacing = spacing
    self.visibleCards = visibleCards
    self.peek = peek
    self.heightPolicy = heightPolicy
    self.cardAlignment = cardAlignment
    self.scrolling = scrolling
    self.decelerationRate = decelerationRate
    self.minimumFlickVelocity = minimumFlickVelocity
    self.cardHeightCap = .points(maximumCardHeight)
    self.header = header
    self.fewCardsRule = fewCardsRule
    self.emptyStateHeight = emptyStateHeight
  }

  /// The cap in points: setting it caps cards at that height, and reading it gives the cap,
  /// or infinity when ``cardHeightCap`` is ``CardHeightCap/unlimited``.
  public var maximumCardHeight: CGFloat {
    get { cardHeightCap.limit }
    set { cardHeightCap = .points(newValue) }
  }

  /// The insets in effect for a size class: ``insets`` or the size class's standard.
  public func resolvedInsets(for sizeClass: SizeClass) -> Insets {
    insets ?? .standard(for: sizeClass)
  }

  /// The peek in effect: ``peek`` or twice the spacing.
  package var resolvedPeek: CGFloat { peek ?? 2 * spacing }

  /// The deceleration rate in effect: ``decelerationRate``, or fast when snapping and normal
  /// when scrolling freely.
  package var resolvedDecelerationRate: DecelerationRate {
    if let decelerationRate { return decelerationRate }
    if case .free = scrolling { return .normal }
    return .fast
  }

  /// The number of fully visible cards the size class picks when ``visibleCards`` is
  /// automatic: compact 1; regular 2 below 1000 points of width, else 3.
  package static func automaticVisibleCount(sizeClass: SizeClass, width: CGFloat) -> Int {
    switch sizeClass {
    case .compact: 1
    case .regular: width < 1000 ? 2 : 3
    }
  }
}
