#if canImport(Foundation)
  import Foundation
#endif

/// A vertically scrolling page of sections — header cells, carousels, masonry, lists, empty
/// states — laid out one below the other, with the page owning the margins.
///
/// Every section is laid out for the page's viewport, size class and layout direction and with
/// the page's insets, so every leading edge lines up exactly at the leading inset `L`. The
/// carousel runs out to the trailing screen edge (its peek) while masonry, list, header cells
/// and empty states keep the trailing inset `T` (the imbalance the guideline warns of; the
/// leading edges still align). Right to left mirrors all of it.
///
/// The page keeps the vertical insets for itself: its top inset sits above the first section
/// and its bottom inset below the last, and every section is laid out with none of its own
/// (between sections there is the section spacing), so a carousel section's header cell starts
/// at the section's top.
///
/// ```
/// ┌──────────────────────────────────────┐
/// │ Recommended                 See All ›│  carousel section: header cell …
/// │ ┌──────────────────────────────┐ ┌───┼─  … and cards, out to the screen edge
/// │ └──────────────────────────────┘ └───┼─
/// │                                      │  section spacing (24)
/// │ All items                            │  header section
/// │ ┌────────────────┐ ┌───────────────┐ │  masonry section, T on the trailing side
/// │ └────────────────┘ └───────────────┘ │
/// └──────────────────────────────────────┘
///  ←L→                                ←T→
/// ```
///
/// ```swift
/// let page = try CarouselPage(
///   viewport: CGSize(width: 820, height: 1180), sizeClass: .regular,
///   sections: [
///     .carousel(CarouselConfiguration(header: HeaderCell(title: "Recommended")), cards: cards),
///     .header(HeaderCell(title: "All items")),
///     .masonry(MasonryConfiguration(), cards: cards),
///   ])
/// page.sections[2].frame.minY   // 44 + 220 + 24 + 44: carousel, spacing, header
/// ```
package struct CarouselPage: Sendable, Hashable {
  // MARK: - Inputs

  /// The viewport (the page's visible size).
  package let viewport: CGSize
  /// The horizontal size class.
  package let sizeClass: SizeClass
  /// The layout direction of every section.
  package let layoutDirection: LayoutDirection
  /// The page's margins.
  package let configuration: PageConfiguration

  // MARK: - Layout

  /// The sections, top to bottom, with their frames in page coordinates.
  package private(set) var sections: [PageSection]
  /// The page's content width: the viewport's (wider only when a section's 1-point minimum
  /// cards and insets do not fit).
  package let contentWidth: CGFloat
  /// The space above the first section: the page's top inset (sections themselves get none).
  package let topInset: CGFloat
  /// The space below the last section, inside the content: the page's bottom inset.
  package let bottomInset: CGFloat

  // MARK: - Initialiser

  /// Lays out a page of sections.
  ///
  /// - Parameters:
  ///   - viewport: the page's size; both dimensions finite and > 0.
  ///   - sizeClass: the horizontal size class (an input, never derived from the width).
  ///   - layoutDirection: left to right (default) or right to left.
  ///   - configuration: the page's insets and section spacing.
  ///   - sections: the sections, top to bottom.
  /// - Throws: ``CarouselLayoutError`` naming the field (such as
  ///   `sections[2].cards[3].body`) and value of an invalid input.
  /// - Complexity: O(the sections' own layout costs).
  package init(
    viewport: CGSize,
    sizeClass: SizeClass = .compact,
    layoutDirection: LayoutDirection = .leftToRight,
    configuration: PageConfiguration = PageConfiguration(),
    sections: [PageSectionContent]
  ) throws(CarouselLayoutError) {
    try Validation.check(viewport: viewport)
    try Validation.check(configuration)
    self.viewport = viewport
    self.sizeClass = sizeClass
    self.layoutDirection = layoutDirection
    self.configuration = configuration
    let insets = configuration.resolvedInsets(for: sizeClass)
    topInset = insets.top
    bottomInset = insets.bottom
    var layouts: [PageSectionLayout] = []
    layouts.reserveCapacity(sections.count)
    for (index, content) in sections.enumerated() {
      do throws(CarouselLayoutError) {
        layouts.append(
          try Self.layout(
            content, viewport: viewport, sizeClass: sizeClass, direction: layoutDirection,
            insets: insets.horizontal))
      } catch {
        throw CarouselLayoutError(
          field: "sections[\(index)].\(error.field)", expected: error.expected,
          value: error.value)
      }
    }
    // Every section shares the page's insets; when they leave less than a point, each section
    // keeps a card 1 point wide and the page grows to L + 1 + T (or to a wider masonry).
    let narrowest = insets.leading + 1 + insets.trailing
    contentWidth = layouts.reduce(max(viewport.width, narrowest)) { max($0, $1.requiredWidth) }
    self.sections = layouts.map { layout in
      var offset: CGFloat = 0
      // Only a carousel in carousel mode scrolls on its own; stacked cards scroll with the page.
      if case .carousel(let carousel) = layout, carousel.track.mode == .carousel {
        offset = carousel.track.restOffset
      }
      return PageSection(frame: .zero, layout: layout, horizontalOffset: offset)
    }
    stack(from: 0)
  }

  // MARK: - Sizes

  /// The size of the page's content: the sections' stack between the top and bottom insets.
  ///
  /// - Complexity: O(1).
  package var contentSize: CGSize {
    CGSize(width: contentWidth, height: (sections.last?.frame.maxY ?? topInset) + bottomInset)
  }

  /// The vertical space between section `index − 1` and section `index`: the spacing below a
  /// header after a header section, the section spacing otherwise.
  package func spacing(aboveSection index: Int) -> CGFloat {
    Self.spacing(below: index > 0 ? sections[index - 1].kind : nil, configuration: configuration)
  }

  // MARK: - Changing the page

  /// Scrolls a carousel section horizontally; the offset is clamped to the carousel's scroll
  /// range.
  ///
  /// - Throws: ``CarouselLayoutError`` for a NaN or infinite offset, or a section that is not
  ///   a carousel.
  /// - Complexity: O(1).
  package mutating func setHorizontalOffset(_ offset: CGFloat, ofSection index: Int)
    throws(CarouselLayoutError)
  {
    try Validation.finite(offset, "offset")
    guard index >= 0, index < sections.count,
      case .carousel(let carousel) = sections[index].layout
    else {
      throw CarouselLayoutError(
        field: "section", expected: "the index of a carousel section", value: String(index))
    }
    sections[index].horizontalOffset =
      carousel.track.mode == .carousel ? min(max(offset, 0), carousel.track.maximumOffset) : 0
  }

  /// Replaces one card's measurement in a carousel, masonry or list section, and moves the
  /// sections below it.
  ///
  /// - Throws: ``CarouselLayoutError`` for an invalid height, card index or section index.
  /// - Complexity: the section's own update, plus O(s) for the s sections below it.
  package mutating func setMeasurement(
    _ measurement: CardMeasurement, ofCard card: Int, inSection index: Int
  ) throws(CarouselLayoutError) {
    guard index >= 0, index < sections.count else {
      throw CarouselLayoutError(
        field: "section", expected: "a section index in 0..<\(sections.count)",
        value: String(index))
    }
    if case .header = sections[index].layout { throw Self.noCards(index) }
    if case .emptyState = sections[index].layout { throw Self.noCards(index) }
    do throws(CarouselLayoutError) {
      switch sections[index].layout {
      case .carousel(var carousel):
        try carousel.setMeasurement(measurement, ofCard: card)
        sections[index].layout = .carousel(carousel)
        sections[index].horizontalOffset =
          carousel.track.mode == .carousel
          ? min(sections[index].horizontalOffset, carousel.track.maximumOffset) : 0
      case .masonry(var masonry):
        try masonry.setMeasurement(measurement, ofCard: card)
        sections[index].layout = .masonry(masonry)
      case .list(var list):
        try list.setMeasurement(measurement, ofCard: card)
        sections[index].layout = .list(list)
      case .header, .emptyState:
        throw Self.noCards(index)
      }
    } catch {
      throw CarouselLayoutError(
        field: "sections[\(index)].\(error.field)", expected: error.expected, value: error.value)
    }
    stack(from: index)
  }

  // MARK: - Private

  private static func noCards(_ index: Int) -> CarouselLayoutError {
    CarouselLayoutError(
      field: "section", expected: "the index of a section with cards", value: String(index))
  }

  /// Sets the frames of the sections from `first` on, each below the one before.
  private mutating func stack(from first: Int) {
    var y = first == 0 ? topInset : sections[first - 1].frame.maxY
    for index in first..<sections.count {
      if index > 0 { y += spacing(aboveSection: index) }
      let height = sections[index].layout.height
      sections[index].frame = CGRect(x: 0, y: y, width: contentWidth, height: height)
      y += height
    }
  }

  private static func layout(
    _ content: PageSectionContent, viewport: CGSize, sizeClass: SizeClass,
    direction: LayoutDirection, insets: Insets
  ) throws(CarouselLayoutError) -> PageSectionLayout {
    switch content {
    case .header(let header):
      try Validation.nonNegative(header.height, "header.height")
      try Validation.nonNegative(header.seeAllWidth, "header.seeAllWidth")
      return .header(
        Self.headerLayout(header, width: viewport.width, direction: direction, insets: insets))
    case .carousel(var configuration, let cards):
      configuration.insets = insets
      return .carousel(
        try CarouselGeometry(
          viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
          configuration: configuration, cards: cards))
    case .masonry(var configuration, let cards):
      configuration.insets = insets
      return .masonry(
        try MasonryLayout(
          viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
          configuration: configuration, cards: cards))
    case .list(var configuration, let cards):
      configuration.insets = insets
      return .list(
        try ListLayout(
          viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
          configuration: configuration, cards: cards))
    case .emptyState(let height):
      try Validation.nonNegative(height, "height")
      let width = max(1, viewport.width - insets.leading - insets.trailing)
      // Right to left the trailing inset is on the left; when the insets leave less than a
      // point, the page's content grows to L + 1 + T, so x = T keeps the edges aligned.
      let x = direction == .leftToRight ? insets.leading : insets.trailing
      return .emptyState(CGRect(x: x, y: 0, width: width, height: height))
    }
  }

  /// A header cell on its own: between the insets, "See All" at the trailing margin when
  /// forced on.
  private static func headerLayout(
    _ header: HeaderCell, width viewportWidth: CGFloat, direction: LayoutDirection,
    insets: Insets
  ) -> HeaderCellLayout {
    let width = max(1, viewportWidth - insets.leading - insets.trailing)
    let x =
      direction == .leftToRight ? insets.leading : insets.trailing
    let frame = CGRect(x: x, y: 0, width: width, height: header.height)
    guard header.seeAll == .always else {
      return HeaderCellLayout(frame: frame, seeAll: nil, title: header.title)
    }
    let seeAllWidth = min(header.seeAllWidth, width)
    let seeAllX = direction == .leftToRight ? frame.maxX - seeAllWidth : frame.minX
    return HeaderCellLayout(
      frame: frame,
      seeAll: CGRect(x: seeAllX, y: 0, width: seeAllWidth, height: header.height),
      title: header.title)
  }
}
