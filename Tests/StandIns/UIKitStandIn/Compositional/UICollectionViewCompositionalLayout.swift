import Foundation

#if CAROUSEL_STAND_INS
  /// The closure that gives a compositional layout its sections
  /// (developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider).
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

  /// The layout-wide options of a compositional layout
  /// (…/uicollectionviewcompositionallayoutconfiguration); the stand-in scrolls vertically only.
  /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor public final class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// "The amount of space between the sections in the layout" (default 0;
    /// …/uicollectionviewcompositionallayoutconfiguration/intersectionspacing).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/intersectionspacing
    public var interSectionSpacing: CGFloat = 0

    /// Creates a configuration with the defaults.
    /// Availability: not read from its own page (checked as the newest release).
    public override init() {
      super.init()
    }
  }

  /// A vertically scrolling `UICollectionViewCompositionalLayout`: the sections a provider
  /// returns, one below the other (…/uicollectionviewcompositionallayout).
  ///
  /// What the stand-in copies, each from Apple's pages ("…/" is
  /// developer.apple.com/documentation/uikit/):
  /// - The section provider is called for every section at each `prepare()`, with an environment
  ///   whose container is the collection view's size and whose traits are the collection view's
  ///   (…/uicollectionviewcompositionallayoutsectionprovider, …/nscollectionlayoutenvironment).
  ///   The stand-in's container has no content insets (UIKit's default `contentInsetsReference`
  ///   may add the safe area; the tests use no safe area).
  /// - Sections are `interSectionSpacing` apart (…/intersectionspacing).
  /// - A section's groups sit inside its `contentInsets`; without orthogonal scrolling they repeat
  ///   down the section, `interGroupSpacing` apart; with orthogonal scrolling they repeat along
  ///   one row from the leading inset, and the row's content ends with the trailing inset
  ///   (…/nscollectionlayoutsection/contentinsets, …/orthogonalscrollingbehavior). The stand-in
  ///   gives an orthogonal section's frames at the start of its row (its scroller at rest) and
  ///   does not model the orthogonal scroller's paging: how UIKit pages it is not documented
  ///   beyond the case names (Docs/UIKIT-PAGE.md lists what a device must confirm).
  /// - A horizontal group holds "items arranged in a horizontal line" from its leading edge,
  ///   side by side (…/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)). The
  ///   stand-in repeats the subitems while they fit, as public code relies on; the adapter's
  ///   groups hold one item as wide as the group, which that does not touch.
  /// - A custom group's item provider is called once per group with an environment, and each
  ///   frame it returns holds the next item, in the group's coordinates
  ///   (…/nscollectionlayoutgroupcustomitem). Apple does not document the container the item
  ///   provider is given; the stand-in gives the group's size.
  /// - Boundary supplementary items aligned to the top (`.top`, `.topLeading`, `.topTrailing`)
  ///   sit above the groups, those aligned to the bottom below them; with `extendsBoundary`
  ///   (the default) they add their height to the section, items on the same edge sharing it
  ///   (the tallest sets it). They follow the section's leading and trailing content insets
  ///   (`supplementariesFollowContentInsets` defaults to true,
  ///   …/nscollectionlayoutsection/supplementariesfollowcontentinsets; deprecated in iOS 16 for
  ///   `supplementaryContentInsetsReference`, whose `.automatic` default keeps them within the
  ///   layout's content insets reference). A top inset of the section goes below them (not
  ///   documented; the adapter sets one only under a masonry's header, to a default of 0). They stay put while an
  ///   orthogonal section scrolls. How two items on one edge share it is not documented: a
  ///   device check in Docs/UIKIT-PAGE.md confirms it.
  /// - Everything is described in leading and trailing terms (`NSDirectionalEdgeInsets`: "edge
  ///   insets that take language direction into account"; `NSRectAlignment`'s leading and
  ///   trailing cases): in right to left the whole layout is mirrored, leading on the right.
  ///   That a custom group's frames are mirrored as well is the observed behaviour a device
  ///   check confirms.
  /// - A size change invalidates the layout; a scroll does not.
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// The layout's configuration; setting it invalidates the layout (…/configuration).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/configuration
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
      didSet { invalidateLayout() }
    }

    private var cellAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementaryAttributes: [String: [IndexPath: UICollectionViewLayoutAttributes]] =
      [:]
    private var contentSize = CGSize.zero
    private var preparedWidth: CGFloat?

    /// Creates a layout with a provider and a configuration (…/init(sectionprovider:configuration:)).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:configuration:)
    public init(
      sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
      self.sectionProvider = sectionProvider
      self.configuration = configuration
      super.init()
    }

    /// Not supported by the stand-in.
    /// Availability: not read from its own page (checked as the newest release).
    public required init?(coder: NSCoder) {
      return nil
    }

    // MARK: - Layout

    /// Availability: not read from its own page (checked as the newest release).
    open override func prepare() {
      super.prepare()
      cellAttributes = [:]
      supplementaryAttributes = [:]
      guard let collectionView else {
        contentSize = .zero
        return
      }
      let size = collectionView.bounds.size
      preparedWidth = size.width
      let mirrored = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
      var placer = Placer(width: size.width, mirrored: mirrored)
      placer.traits = collectionView.traitCollection
      var y: CGFloat = 0
      for index in 0..<collectionView.numberOfSections {
        let environment = LayoutEnvironment(
          contentSize: size, contentInsets: .zero, traits: collectionView.traitCollection)
        guard let section = sectionProvider(index, environment) else { continue }
        if index > 0 { y += configuration.interSectionSpacing }
        y = layOut(
          section, index: index, top: y, container: size,
          count: collectionView.numberOfItems(inSection: index), placer: &placer)
      }
      cellAttributes = placer.cells
      supplementaryAttributes = placer.supplementaries
      contentSize = CGSize(width: size.width, height: y)
    }

    /// Lays out one section from `top`; returns its bottom.
    private func layOut(
      _ section: NSCollectionLayoutSection, index: Int, top: CGFloat, container: CGSize,
      count: Int, placer: inout Placer
    ) -> CGFloat {
      let insets = section.contentInsets
      let width = max(0, container.width - insets.leading - insets.trailing)
      let inner = CGSize(width: width, height: container.height)
      let topItems = section.boundarySupplementaryItems.filter { Self.isTop($0.alignment) }
      let bottomItems = section.boundarySupplementaryItems.filter { Self.isBottom($0.alignment) }
      let topBand = Self.band(topItems, in: inner)
      let contentTop = top + topBand + insets.top
      let group = section.group
      let groupSize = group.layoutSize.resolved(in: inner)
      var placed = 0
      var groups = 0
      while placed < count {
        let origin =
          section.orthogonalScrollingBehavior == .none
          ? CGPoint(
            x: insets.leading,
            y: contentTop + CGFloat(groups) * (groupSize.height + section.interGroupSpacing))
          : CGPoint(
            x: insets.leading + CGFloat(groups) * (groupSize.width + section.interGroupSpacing),
            y: contentTop)
        let frames = Self.itemFrames(of: group, size: groupSize, traits: placer.traits)
        guard !frames.isEmpty else { break }
        for frame in frames where placed < count {
          placer.placeCell(
            IndexPath(item: placed, section: index), frame.offsetBy(dx: origin.x, dy: origin.y))
          placed += 1
        }
        groups += 1
      }
      let extent: CGFloat
      if groups == 0 {
        extent = 0
      } else if section.orthogonalScrollingBehavior == .none {
        extent =
          CGFloat(groups) * groupSize.height + CGFloat(groups - 1) * section.interGroupSpacing
      } else {
        extent = groupSize.height
      }
      let contentBottom = contentTop + extent + insets.bottom
      for item in topItems {
        placer.placeSupplementary(
          item, section: index, in: inner, leading: insets.leading, edge: top)
      }
      for item in bottomItems {
        placer.placeSupplementary(
          item, section: index, in: inner, leading: insets.leading, edge: contentBottom)
      }
      return contentBottom + Self.band(bottomItems, in: inner)
    }

    /// The frames of a group's items in the group's coordinates (leading at x = 0).
    private static func itemFrames(
      of group: NSCollectionLayoutGroup, size: CGSize, traits: UITraitCollection?
    ) -> [CGRect] {
      switch group.arrangement {
      case .custom(let provider):
        let environment = LayoutEnvironment(
          contentSize: size, contentInsets: .zero, traits: traits ?? UITraitCollection())
        return provider(environment).map(\.frame)
      case .horizontal(let subitems):
        guard !subitems.isEmpty else { return [] }
        var frames: [CGRect] = []
        var x: CGFloat = 0
        while true {
          let item = subitems[frames.count % subitems.count]
          let itemSize = item.layoutSize.resolved(in: size)
          if !frames.isEmpty, x + itemSize.width > size.width + 1e-9 { break }
          let insets = item.contentInsets
          frames.append(
            CGRect(
              x: x + insets.leading, y: insets.top,
              width: itemSize.width - insets.leading - insets.trailing,
              height: itemSize.height - insets.top - insets.bottom))
          x += itemSize.width
          if itemSize.width <= 0 { break }
        }
        return frames
      }
    }

    private static func isTop(_ alignment: NSRectAlignment) -> Bool {
      alignment == .top || alignment == .topLeading || alignment == .topTrailing
    }

    private static func isBottom(_ alignment: NSRectAlignment) -> Bool {
      alignment == .bottom || alignment == .bottomLeading || alignment == .bottomTrailing
    }

    /// The height an edge's items add to the section: the tallest that extends the boundary.
    private static func band(
      _ items: [NSCollectionLayoutBoundarySupplementaryItem], in size: CGSize
    )
      -> CGFloat
    {
      items.filter(\.extendsBoundary).map { $0.layoutSize.resolved(in: size).height }.max() ?? 0
    }

    // MARK: - Queries

    /// Availability: not read from its own page (checked as the newest release).
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Availability: not read from its own page (checked as the newest release).
    open override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      let cells = cellAttributes.values.filter { Self.meets($0.frame, rect) }
        .sorted {
          ($0.indexPath.section, $0.indexPath.item) < ($1.indexPath.section, $1.indexPath.item)
        }
      let supplementaries = supplementaryAttributes.keys.sorted().flatMap { kind in
        (supplementaryAttributes[kind] ?? [:]).values.filter { Self.meets($0.frame, rect) }
          .sorted { $0.indexPath.section < $1.indexPath.section }
      }
      return cells + supplementaries
    }

    /// Availability: not read from its own page (checked as the newest release).
    open override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      cellAttributes[indexPath]
    }

    /// Availability: not read from its own page (checked as the newest release).
    open override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      supplementaryAttributes[elementKind]?[indexPath]
    }

    /// Availability: not read from its own page (checked as the newest release).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      newBounds.width != preparedWidth
    }

    private static func meets(_ a: CGRect, _ b: CGRect) -> Bool {
      a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY
    }
  }

  /// Collects attributes in leading coordinates and mirrors them in right to left.
  @MainActor private struct Placer {
    let width: CGFloat
    let mirrored: Bool
    var traits: UITraitCollection?
    var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var supplementaries: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]

    init(width: CGFloat, mirrored: Bool) {
      self.width = width
      self.mirrored = mirrored
    }

    func screen(_ frame: CGRect) -> CGRect {
      guard mirrored else { return frame }
      var result = frame
      result.origin.x = width - frame.maxX
      return result
    }

    mutating func placeCell(_ indexPath: IndexPath, _ frame: CGRect) {
      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      attributes.frame = screen(frame)
      cells[indexPath] = attributes
    }

    /// Places a boundary item aligned to an edge at `edge` (the top of the section for the top
    /// edge, the bottom of the content for the bottom edge), within the section's insets.
    mutating func placeSupplementary(
      _ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, in inner: CGSize,
      leading: CGFloat, edge: CGFloat
    ) {
      let size = item.layoutSize.resolved(in: inner)
      let x: CGFloat
      switch item.alignment {
      case .topLeading, .bottomLeading, .leading: x = 0
      case .topTrailing, .bottomTrailing, .trailing: x = inner.width - size.width
      case .top, .bottom, .none: x = (inner.width - size.width) / 2
      }
      let indexPath = IndexPath(item: 0, section: section)
      let attributes = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: item.elementKind, with: indexPath)
      attributes.frame = screen(
        CGRect(
          x: leading + x, y: edge, width: size.width, height: size.height))
      attributes.zIndex = item.zIndex
      supplementaries[item.elementKind, default: [:]][indexPath] = attributes
    }
  }
#endif
