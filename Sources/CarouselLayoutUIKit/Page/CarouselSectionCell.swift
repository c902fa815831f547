import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// A page cell that holds a whole carousel: its own collection view with a
  /// ``CarouselCollectionViewLayout``, so the carousel keeps this package's snapping (velocity,
  /// snap limit, anchors, right to left, self-sizing) in full inside a vertically scrolling page
  /// built with any layout, `UICollectionViewCompositionalLayout` included.
  ///
  /// Give each carousel section a stable identifier and share one ``CarouselOffsetStore``: the
  /// cell saves the carousel's position (an anchor) under the section it shows whenever it is
  /// reused or reconfigured, and restores the position saved for the section it is given, so
  /// scrolling the page away and back (cell reuse) or rotating leaves every carousel where it
  /// was. The cell sizes itself to the carousel's height at the page's width (for pages whose
  /// layout self-sizes its cells).
  ///
  /// ```swift
  /// let offsets = CarouselOffsetStore()
  /// // cellForItemAt:
  /// let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "carousel", for: indexPath)
  ///   as! CarouselSectionCell
  /// cell.configure(
  ///   section: "recommended", configuration: configuration, dataSource: recommendations,
  ///   offsets: offsets)
  /// ```
  ///
  /// In a page of ``CarouselPageSectionProvider``, the cell is the one item of a
  /// ``CarouselPageSectionContent/embeddedCarousel(_:cards:)`` section, configured with
  /// ``CarouselPageSectionProvider/embeddedConfiguration(ofSection:)`` so its insets are the
  /// page's and its leading edge lines up with the masonry and lists around it.
  @MainActor
  open class CarouselSectionCell: UICollectionViewCell {
    /// The carousel's layout.
    public let carouselLayout: CarouselCollectionViewLayout
    /// The carousel's collection view; it fills the content view.
    public let carouselView: UICollectionView
    /// The section this cell shows, or `nil` before ``configure(section:offsets:)`` and after
    /// reuse.
    public private(set) var section: AnyHashable?
    private weak var offsets: CarouselOffsetStore?
    /// The position to restore once the carousel is laid out at a size.
    private var pendingAnchor: CarouselAnchor?

    /// Creates a cell with a carousel of the Fiori defaults.
    public override init(frame: CGRect) {
      carouselLayout = CarouselCollectionViewLayout()
      carouselView = UICollectionView(
        frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: carouselLayout)
      super.init(frame: frame)
      contentView.addSubview(carouselView)
    }

    /// Creates a cell from an archive.
    public required init?(coder: NSCoder) {
      carouselLayout = CarouselCollectionViewLayout()
      carouselView = UICollectionView(frame: .zero, collectionViewLayout: carouselLayout)
      super.init(coder: coder)
      contentView.addSubview(carouselView)
    }

    // MARK: - Configuring

    /// Shows `section`: saves the position of the section shown until now, reloads the
    /// carousel and brings back the position saved for `section` (card 0 at rest the first
    /// time), at once when the cell has a size, else at its next layout pass.
    ///
    /// Set the carousel's data source, delegate and configuration first, or use
    /// ``configure(section:configuration:dataSource:delegate:offsets:)``.
    open func configure(section: AnyHashable, offsets: CarouselOffsetStore) {
      saveOffset()
      self.section = section
      self.offsets = offsets
      carouselView.reloadData()
      pendingAnchor = offsets.anchor(for: section) ?? CarouselAnchor(card: 0)
      restorePendingAnchor()
      setNeedsLayout()
    }

    /// Shows a section's carousel with its configuration, data source and delegate.
    ///
    /// - Parameters:
    ///   - section: the section's stable identifier (its key in `offsets`).
    ///   - configuration: the carousel's configuration; give it the page's insets so that its
    ///     leading edge lines up with the page's other sections.
    ///   - dataSource: the carousel's data source (one section: the cards); held weakly, as
    ///     every collection view holds its data source, so keep it alive.
    ///   - delegate: supplies card measurements (optional with ``CarouselCardCell``s).
    ///   - offsets: where positions are saved, shared by the page's carousel cells.
    open func configure(
      section: AnyHashable, configuration: CarouselConfiguration,
      dataSource: any UICollectionViewDataSource,
      delegate: (any CarouselCollectionViewLayoutDelegate)? = nil,
      offsets: CarouselOffsetStore
    ) {
      saveOffset()
      self.section = nil
      carouselLayout.configuration = configuration
      carouselLayout.delegate = delegate
      carouselView.dataSource = dataSource
      configure(section: section, offsets: offsets)
    }

    /// Saves the carousel's current position under the section the cell shows. The cell calls
    /// it before it is reused or reconfigured; call it yourself before saving the store
    /// elsewhere (state restoration).
    public func saveOffset() {
      guard pendingAnchor == nil, let section, let offsets, let anchor = currentAnchor() else {
        return
      }
      offsets.save(anchor, for: section)
    }

    /// Saves the section's position before UIKit hands the cell out again.
    open override func prepareForReuse() {
      saveOffset()
      section = nil
      pendingAnchor = nil
      super.prepareForReuse()
    }

    // MARK: - Layout

    /// Keeps the carousel as large as the cell, restores a pending position once the carousel
    /// has a size, and keeps the card at rest across a width change.
    open override func layoutSubviews() {
      super.layoutSubviews()
      if pendingAnchor != nil {
        restorePendingAnchor()
        return
      }
      guard carouselView.frame != contentView.bounds else { return }
      let anchor = currentAnchor()
      carouselView.frame = contentView.bounds
      carouselView.layoutIfNeeded()
      if let anchor { restore(anchor) }
    }

    /// The height the carousel needs at the page's width (the engine's content height).
    open override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let width = layoutAttributes.size.width
      guard width > 0,
        let geometry = try? CarouselGeometry(
          viewport: CGSize(width: width, height: max(1, layoutAttributes.size.height)),
          sizeClass: SizeClass(traitCollection.horizontalSizeClass),
          layoutDirection: LayoutDirection(effectiveUserInterfaceLayoutDirection),
          configuration: carouselLayout.configuration, cards: carouselLayout.measurements),
        let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes
      else { return layoutAttributes }
      preferred.size = CGSize(width: width, height: geometry.contentSize.height)
      return preferred
    }

    // MARK: - Private

    private func currentAnchor() -> CarouselAnchor? {
      guard let geometry = carouselLayout.geometry else { return nil }
      return try? geometry.track.anchor(atOffset: carouselView.contentOffset.x)
    }

    /// Lays the carousel out at the content view's size and restores the pending anchor; keeps
    /// it pending while the cell has no size.
    private func restorePendingAnchor() {
      guard let anchor = pendingAnchor else { return }
      carouselView.frame = contentView.bounds
      carouselView.layoutIfNeeded()
      if restore(anchor) { pendingAnchor = nil }
    }

    @discardableResult
    private func restore(_ anchor: CarouselAnchor) -> Bool {
      guard let geometry = carouselLayout.geometry,
        let offset = try? geometry.track.offset(restoring: anchor)
      else { return false }
      carouselView.contentOffset = CGPoint(x: offset, y: carouselView.contentOffset.y)
      carouselView.layoutIfNeeded()
      return true
    }
  }
#endif
