import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// Compositional layout sections whose numbers come from the engine: carousels, masonry and
  /// embedded carousels on one vertically scrolling page, every leading edge at the page's
  /// leading inset, as `CarouselPage` lays them out.
  ///
  /// ```swift
  /// let provider = CarouselPageSectionProvider(sections: [
  ///   .carousel(CarouselConfiguration(header: HeaderCell(title: "Recommended")), cards: cards),
  ///   .masonry(MasonryConfiguration(), header: HeaderCell(title: "All items"), cards: cards),
  /// ])
  /// collectionView.collectionViewLayout = provider.makeLayout()
  /// ```
  ///
  /// - Each section is laid out by the engine for the environment's container width, size
  ///   class and the page's ``configuration``, left to right: compositional layouts are
  ///   described in leading and trailing terms, and UIKit mirrors them in right to left.
  /// - A ``CarouselPageSectionContent/carousel(_:cards:)`` section: one item per card in a
  ///   horizontal group of the engine's card width and height, the engine's spacing between
  ///   groups, its insets as the section's leading and trailing content insets (so the peek is
  ///   the engine's), `orthogonalScrollingBehavior(for:)`, the header cell at
  ///   `.topLeading` and "See All" at `.topTrailing` as boundary supplementary items of the
  ///   engine's sizes. Stacked cards (fewer than three) are a custom group of the engine's
  ///   frames; without cards the empty state is a boundary supplementary item below the
  ///   header.
  /// - A ``CarouselPageSectionContent/masonry(_:header:cards:)`` section: one custom group
  ///   (`NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`) whose item frames are
  ///   `MasonryLayout`'s, the header cell and "See All" as boundary supplementary items.
  /// - A ``CarouselPageSectionContent/embeddedCarousel(_:cards:)`` section: one full-width
  ///   item as tall as the engine's carousel, for a ``CarouselSectionCell``.
  /// - Sections are the page's `sectionSpacing` apart (the layout configuration's
  ///   `interSectionSpacing`).
  /// - Cards do not self-size here: a custom group's items have fixed frames, and the
  ///   carousel's cards take the engine's uniform height. Give measured heights (update
  ///   ``sections`` and invalidate the layout when they change).
  /// - Orthogonal scrolling cannot take the engine's snap targets; Docs/UIKIT-PAGE.md lists
  ///   what differs from ``CarouselCollectionViewLayout``. Use an embedded carousel to keep
  ///   them.
  @MainActor
  public final class CarouselPageSectionProvider {
    /// The page's insets and spacing, shared by every section.
    public var configuration: PageConfiguration
    /// The sections, in the data source's section order. After a change, invalidate the
    /// layout.
    public var sections: [CarouselPageSectionContent]
    /// Why sections laid nothing out when last asked for, by section index: an invalid input,
    /// naming the field and value. Empty when every section was valid.
    public private(set) var layoutErrors: [Int: CarouselLayoutError] = [:]

    /// Creates a provider.
    public init(
      configuration: PageConfiguration = PageConfiguration(),
      sections: [CarouselPageSectionContent]
    ) {
      self.configuration = configuration
      self.sections = sections
    }

    // MARK: - Layout

    /// A compositional layout whose sections come from this provider, the page's section
    /// spacing apart; it keeps the provider alive.
    ///
    /// The page's top and bottom insets (``/CarouselLayout/PageConfiguration/insets``) belong to the page, not
    /// to a section: give them to the collection view as `contentInset.top` and `.bottom`.
    public func makeLayout() -> UICollectionViewCompositionalLayout {
      let layoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()
      layoutConfiguration.interSectionSpacing = configuration.sectionSpacing
      return UICollectionViewCompositionalLayout(
        sectionProvider: { index, environment in
          MainActor.assumeIsolated { self.section(at: index, environment: environment) }
        },
        configuration: layoutConfiguration)
    }

    /// The engine's layout of section `index` for an environment: a page of that section's
    /// `CarouselPageSectionContent.pageSections` alone, left to right.
    ///
    /// - Throws: ``/CarouselLayout/CarouselLayoutError`` for an invalid input (`sections[0].cards[2].body`…).
    /// - Complexity: the section's engine layout, O(n) or O(n·c) in its cards.
    package func page(ofSection index: Int, environment: any NSCollectionLayoutEnvironment)
      throws -> CarouselPage
    {
      let container = environment.container.effectiveContentSize
      do throws(CarouselLayoutError) {
        return try CarouselPage(
          viewport: CGSize(width: container.width, height: max(1, container.height)),
          sizeClass: SizeClass(environment.traitCollection.horizontalSizeClass),
          layoutDirection: .leftToRight, configuration: configuration,
          sections: sections[index].pageSections)
      } catch {
        // The engine names the field in its one- or two-section page; name this provider's
        // section instead (`sections[3].cards[2].body`).
        throw error.inSection(index)
      }
    }

    /// The section for index `index`, an empty section (and an entry in ``layoutErrors``)
    /// when its inputs are invalid, or `nil` for an index outside ``sections`` (keep the data
    /// source's section count equal to `sections.count`).
    ///
    /// - Complexity: the section's engine layout, O(n) or O(n·c) in its cards.
    public func section(at index: Int, environment: any NSCollectionLayoutEnvironment)
      -> NSCollectionLayoutSection?
    {
      guard index >= 0, index < sections.count else { return nil }
      do {
        let page = try self.page(ofSection: index, environment: environment)
        layoutErrors[index] = nil
        switch sections[index] {
        case .carousel:
          guard case .carousel(let carousel) = page.sections[0].layout else {
            return Self.emptySection()
          }
          return Self.carouselSection(carousel)
        case .embeddedCarousel:
          return Self.embeddedSection(height: page.sections[0].frame.height)
        case .masonry:
          guard case .masonry(let masonry) = page.sections.last?.layout else {
            return Self.emptySection()
          }
          let header = page.sections.count > 1 ? page.headerLayout(ofSection: 0) : nil
          return Self.masonrySection(
            masonry, header: header,
            spacingBelowHeader: header == nil ? 0 : page.spacing(aboveSection: 1))
        }
      } catch let error as CarouselLayoutError {
        layoutErrors[index] = error
        return Self.emptySection()
      } catch {
        return Self.emptySection()
      }
    }

    /// The configuration to give the ``CarouselSectionCell`` of an embedded carousel section:
    /// the section's, with the page's leading and trailing insets (the engine's
    /// `PageConfiguration.embedded(_:)`), so the inner carousel's leading
    /// edge lines up with the page's; `nil` for other sections.
    ///
    /// - Complexity: O(1).
    public func embeddedConfiguration(ofSection index: Int) -> CarouselConfiguration? {
      guard index >= 0, index < sections.count,
        case .embeddedCarousel(let configuration, _) = sections[index]
      else { return nil }
      return self.configuration.embedded(configuration)
    }

    // MARK: - Sections

    /// The orthogonal scrolling that comes closest to the engine's snapping for a carousel, as
    /// the engine's `SectionPaging` chooses: `.groupPaging` (one card per
    /// gesture), `.continuousGroupLeadingBoundary` (stops at a card's leading edge, any
    /// distance) or `.continuous` (free scrolling).
    ///
    /// - Complexity: O(1).
    static func orthogonalScrollingBehavior(for carousel: CarouselGeometry)
      -> UICollectionLayoutSectionOrthogonalScrollingBehavior
    {
      switch SectionPaging(carousel) {
      case .oneCardPerGesture: .groupPaging
      case .cardEdges: .continuousGroupLeadingBoundary
      case .free: .continuous
      }
    }

    /// A carousel's section (see the type's discussion), from its engine layout built left to
    /// right.
    ///
    /// - Complexity: O(1) in carousel mode; O(cards) for stacked cards.
    static func carouselSection(_ carousel: CarouselGeometry) -> NSCollectionLayoutSection {
      let header = carousel.headerLayout(atOffset: carousel.track.restOffset)
      let section: NSCollectionLayoutSection
      switch carousel.track.mode {
      case .carousel:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(carousel.track.cardWidth),
            heightDimension: .absolute(carousel.containerHeight)),
          subitems: [item])
        section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = carousel.track.spacing
        section.orthogonalScrollingBehavior = orthogonalScrollingBehavior(for: carousel)
      case .stack, .empty:
        let frames = (0..<carousel.cardCount).map {
          carousel.frame(ofCard: $0).offsetBy(
            dx: -carousel.track.leadingInset, dy: -carousel.headerHeight)
        }
        section = customSection(
          frames: frames, width: carousel.track.cardWidth, height: carousel.containerHeight)
      }
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 0, leading: carousel.track.leadingInset, bottom: 0,
        trailing: carousel.track.trailingInset)
      var items = header.map(headerItems) ?? []
      if let empty = carousel.emptyStateFrame {
        items.append(
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: absolute(empty.size),
            elementKind: CarouselCollectionViewLayout.elementKindEmptyState,
            alignment: .bottomLeading))
      }
      section.boundarySupplementaryItems = items
      return section
    }

    /// A masonry's section: a custom group of the masonry's frames, below an optional header
    /// cell (with its "See All").
    ///
    /// - Complexity: O(n) in the cards.
    static func masonrySection(
      _ masonry: MasonryLayout, header: HeaderCellLayout?, spacingBelowHeader: CGFloat = 0
    ) -> NSCollectionLayoutSection {
      let left =
        masonry.layoutDirection == .leftToRight ? masonry.leadingInset : masonry.trailingInset
      let frames = (0..<masonry.cardCount).map {
        masonry.frame(ofCard: $0).offsetBy(dx: -left, dy: 0)
      }
      let width = masonry.contentWidth - masonry.leadingInset - masonry.trailingInset
      let section = customSection(frames: frames, width: width, height: masonry.contentHeight)
      section.contentInsets = NSDirectionalEdgeInsets(
        top: spacingBelowHeader, leading: masonry.leadingInset, bottom: 0,
        trailing: masonry.trailingInset)
      section.boundarySupplementaryItems = header.map(headerItems) ?? []
      return section
    }

    /// An embedded carousel's section: one full-width item of the carousel's height.
    ///
    /// - Complexity: O(1).
    static func embeddedSection(height: CGFloat) -> NSCollectionLayoutSection {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
        subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }

    // MARK: - Private

    /// One custom group holding every card at its frame (in the group's coordinates). The
    /// items are made here, on the main actor, and the item provider only hands them over.
    private static func customSection(frames: [CGRect], width: CGFloat, height: CGFloat)
      -> NSCollectionLayoutSection
    {
      let items = frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) }
      let group = NSCollectionLayoutGroup.custom(
        layoutSize: absolute(CGSize(width: max(1, width), height: max(1, height)))
      ) { _ in items }
      return NSCollectionLayoutSection(group: group)
    }

    /// A section that shows nothing, for invalid inputs.
    private static func emptySection() -> NSCollectionLayoutSection {
      customSection(frames: [], width: 1, height: 1)
    }

    /// The header cell at the top-leading corner and "See All" at the top-trailing corner,
    /// both of the engine's sizes.
    private static func headerItems(_ header: HeaderCellLayout)
      -> [NSCollectionLayoutBoundarySupplementaryItem]
    {
      var items = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: absolute(header.frame.size),
          elementKind: CarouselCollectionViewLayout.elementKindHeader, alignment: .topLeading)
      ]
      if let seeAll = header.seeAll {
        items.append(
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: absolute(seeAll.size),
            elementKind: CarouselCollectionViewLayout.elementKindSeeAll,
            alignment: .topTrailing))
      }
      return items
    }

    private static func absolute(_ size: CGSize) -> NSCollectionLayoutSize {
      NSCollectionLayoutSize(
        widthDimension: .absolute(size.width), heightDimension: .absolute(size.height))
    }
  }
#endif
