import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// A card cell that sizes itself under ``CarouselCollectionViewLayout`` (and the "See All"
  /// layouts), reporting its header, body and footer heights, and pins its footer to the
  /// bottom of a card stretched to the uniform height.
  ///
  /// Under a custom `UICollectionViewLayout`, UIKit's `preferredLayoutAttributesFitting(_:)`
  /// returns the attributes unchanged, so a plain `UICollectionViewCell` never sizes itself;
  /// this cell measures its regions with Auto Layout at the width the layout gives
  /// (`systemLayoutSizeFitting` with required horizontal and fitting vertical priority).
  ///
  /// Give it ``content`` and it draws the card's text and buttons itself, in the card style
  /// (see ``content``):
  ///
  /// ```swift
  /// let cell = collectionView.dequeueReusableCell(
  ///   withReuseIdentifier: "card", for: indexPath) as! CarouselCardCell
  /// cell.content = CardContent(
  ///   title: product.name, subtitle: product.category, kpi: product.price,
  ///   actions: ["Add to Cart"])
  /// cell.onAction = { _, _ in cart.add(product) }
  /// ```
  ///
  /// Or put views of your own into ``headerView``, ``bodyView`` and ``footerView`` (constrained
  /// to their edges), or straight into `contentView` for a card that is all body:
  ///
  /// ```swift
  /// final class ProductCell: CarouselCardCell {
  ///   let title = UILabel()
  ///   let buy = UIButton(configuration: .filled())
  ///
  ///   override init(frame: CGRect) {
  ///     super.init(frame: frame)
  ///     title.numberOfLines = 0
  ///     bodyView.addSubview(title)      // pinned to bodyView's edges with constraints
  ///     footerView.addSubview(buy)      // pinned to footerView's edges
  ///   }
  ///   required init?(coder: NSCoder) { super.init(coder: coder) }
  /// }
  /// ```
  ///
  /// The layout places the three region views from the engine's anatomy of the card
  /// (``CarouselLayoutAttributes/regions``): the header at the top, the body below it, the
  /// footer at the bottom edge.
  @MainActor
  open class CarouselCardCell: UICollectionViewCell {
    /// The card's header region (at the top).
    public let headerView = UIView(frame: .zero)
    /// The card's body region (below the header).
    public let bodyView = UIView(frame: .zero)
    /// The card's footer region (at the bottom edge, also of a stretched card).
    public let footerView = UIView(frame: .zero)
    /// The regions the layout last applied, in the cell's own coordinates.
    public private(set) var regions: CardAnatomy?
    /// Whether the cell takes the layout's position label ("Card 3 of 12") as its
    /// `accessibilityLabel` in the per-card mode, as a semantic group whose buttons stay
    /// reachable (default `true`; set `false` to keep a label of your own).
    open var announcesPosition = true
    /// The card style the cell draws behind its content (default: Fiori's, see
    /// ``cardBackground(_:)``); `nil` draws none, for an app with its own look.
    open var cardStyle: CarouselCardStyle? = .fiori {
      didSet {
        backgroundConfiguration = cardStyle.map(Self.cardBackground)
        if content != nil { showContent() }
      }
    }

    /// What the card shows, drawn by the package in the card style (default `nil`: nothing,
    /// for a card whose regions hold views of your own).
    ///
    /// The title (headline weight) and subtitle (secondary colour) go in the header region,
    /// the KPI (large) and the body text (wrapping) in the body region, the actions as buttons
    /// in the footer region, the first filled and the others tinted, in rows from the leading
    /// edge. Each part sits in the box that
    /// `CarouselCardStyle/contentRegions(of:isRightToLeft:)` gives, the rule
    /// the SVG and HTML previews draw with, at the typography's sizes scaled with Dynamic Type
    /// (`UIFontMetrics`), leading-aligned and mirrored in right to left. The cell measures the
    /// content for self-sizing (``measureCard(fittingWidth:)``).
    ///
    /// VoiceOver reads the text as one element (the title as its label, then the subtitle, KPI
    /// and body as its value), then reaches each button; the layout's position label ("Card 3
    /// of 12") stays the card's own label. (The cell's `accessibilityElements` are those
    /// while content is set: a view of your own in a region needs adding to them.) A new value
    /// replaces what the card showed; `nil`
    /// (also set by `prepareForReuse()`) removes it. Set it before the cell is sized, in
    /// `collectionView(_:cellForItemAt:)`; after that, invalidate the layout as for any
    /// self-sizing change.
    ///
    /// ```swift
    /// cell.content = CardContent(
    ///   title: "Notebook Basic 15", subtitle: "Notebooks", kpi: "956 EUR",
    ///   body: "Intel Core i7, 15 inch, 4 GB", actions: ["Order", "Compare"])
    /// cell.onAction = { index, title in print("tapped", index, title) }
    /// ```
    open var content: CardContent? {
      didSet { if content != oldValue { showContent() } }
    }

    /// Called with the index and title of the content's action whose button was tapped (the
    /// first action is index 0). Not cleared on reuse: set it where you set ``content``.
    open var onAction: (@MainActor (_ index: Int, _ title: String) -> Void)?

    /// The views of ``content``, made when content is first set.
    var contentViews: CardContentViews?

    /// Creates a card cell with empty regions.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      addRegions()
    }

    /// Creates a card cell from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      addRegions()
    }

    private func addRegions() {
      for region in [headerView, bodyView, footerView] { contentView.addSubview(region) }
      applyDefaultHoverStyle()
      backgroundConfiguration = cardStyle.map(Self.cardBackground)
    }

    /// Removes the content (``content`` becomes `nil`), so a reused cell never shows the last
    /// card's text; ``onAction`` stays.
    open override func prepareForReuse() {
      super.prepareForReuse()
      content = nil
    }

    /// Shows ``content`` in the regions (or removes it) and points VoiceOver at it.
    private func showContent() {
      guard let content else {
        contentViews?.removeAll()
        accessibilityElements = nil
        setNeedsLayout()
        return
      }
      let views =
        contentViews
        ?? CardContentViews(container: self) { [weak self] index, title in
          self?.onAction?(index, title)
        }
      contentViews = views
      views.show(content, style: contentStyle, in: [headerView, bodyView, footerView])
      let elements = views.accessibilityElements
      accessibilityElements = elements.isEmpty ? nil : elements
      setNeedsLayout()
    }

    /// The style the content is laid out with: ``cardStyle``, or Fiori's when the cell draws
    /// no background.
    var contentStyle: CarouselCardStyle { cardStyle ?? .fiori }

    /// Reads the card's regions from ``CarouselLayoutAttributes``.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      super.apply(layoutAttributes)
      let card = layoutAttributes as? CarouselLayoutAttributes
      regions = card?.regions
      if announcesPosition, let label = card?.positionLabel {
        accessibilityLabel = label
        accessibilityContainerType = .semanticGroup
      }
      setNeedsLayout()
    }

    /// A three-finger swipe inside the card pages the carousel (the layout's
    /// ``CarouselAccessibility/scroll(_:)``) instead of scrolling the collection view by its
    /// width.
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      if let layout = (superview as? UICollectionView)?.collectionViewLayout
        as? CarouselCollectionViewLayout, layout.accessibility.mode == .perCard,
        layout.accessibility.scroll(direction)
      {
        return true
      }
      return super.accessibilityScroll(direction)
    }

    /// Places the header at the top, the footer at the bottom edge and the body between them:
    /// from the layout's regions when it gave them for this size, else from the measurement.
    open override func layoutSubviews() {
      super.layoutSubviews()
      let bounds = contentView.bounds
      let anatomy: CardAnatomy
      if let regions, regions.frame.size == bounds.size {
        anatomy = regions
      } else {
        anatomy = CardAnatomy(frame: bounds, measurement: measureCard(fittingWidth: bounds.width))
      }
      headerView.frame = anatomy.header
      bodyView.frame = anatomy.body
      footerView.frame = anatomy.footer
      if content != nil {
        contentViews?.layout(
          in: CardAnatomy(
            frame: bounds, header: anatomy.header, body: anatomy.body, footer: anatomy.footer),
          style: contentStyle,
          isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // The footer's width decides which buttons show: VoiceOver reaches those.
        let elements = contentViews?.accessibilityElements ?? []
        accessibilityElements = elements.isEmpty ? nil : elements
      }
    }

    /// The card's header, body and footer heights at `width`. With ``content`` that has a part:
    /// the heights its text and buttons need at that width inside the card style's padding.
    /// Without: each region's Auto Layout height at that width; a card whose regions are all
    /// empty measures its `contentView` as body.
    ///
    /// - Complexity: with content, one `sizeThatFits(_:)` per label and button; without, one
    ///   `systemLayoutSizeFitting` per region.
    open func measureCard(fittingWidth width: CGFloat) -> CardMeasurement {
      if content != nil, let contentViews {
        let measurement = contentViews.measurement(width: width, style: contentStyle)
        if measurement.height > 0 { return measurement }
      }
      let measurement = CardMeasurement(
        header: Self.fittingHeight(of: headerView, width: width),
        body: Self.fittingHeight(of: bodyView, width: width),
        footer: Self.fittingHeight(of: footerView, width: width))
      if measurement.height > 0 { return measurement }
      return CardMeasurement(height: Self.fittingHeight(of: contentView, width: width))
    }

    /// The attributes with the height the card needs at the layout's width, and (for
    /// ``CarouselLayoutAttributes``) the measurement by region.
    open override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let measurement = measureCard(fittingWidth: layoutAttributes.size.width)
      guard let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
        return layoutAttributes
      }
      preferred.size = CGSize(width: layoutAttributes.size.width, height: measurement.height)
      (preferred as? CarouselLayoutAttributes)?.measurement = measurement
      return preferred
    }

    /// A view's Auto Layout height at `width` (required width, smallest height). The view's
    /// width is set first, so constraints made from its autoresizing mask are not stale
    /// (openradar 46865293, MagazineLayout's workaround).
    static func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
      var bounds = view.bounds
      bounds.size.width = width
      view.bounds = bounds
      let size = view.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      return size.height.isFinite ? max(0, size.height) : 0
    }
  }
#endif
