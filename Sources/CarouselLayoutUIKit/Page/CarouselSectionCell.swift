import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitStandIn)
  import UIKitStandIn
#endif

#if canImport(UIKit) || canImport(UIKitStandIn)

  /// Where each carousel of a page rests, by section: kept across cell reuse as the engine's
  /// ``/CarouselLayout/CarouselAnchor`` (card and fraction), so a carousel scrolled away and
  /// back, or rotated meanwhile, shows the same card.
  @MainActor
  public final class CarouselOffsetStore {
    private var anchors: [AnyHashable: CarouselAnchor] = [:]

    /// Creates an empty store.
    public init() {}

    /// The anchor saved for a section, or `nil`.
    public func anchor(for section: AnyHashable) -> CarouselAnchor? { anchors[section] }

    /// Saves a section's anchor.
    public func save(_ anchor: CarouselAnchor, for section: AnyHashable) {
      anchors[section] = anchor
    }

    /// Forgets every section (the page's data changed).
    public func removeAll() { anchors.removeAll() }
  }

  /// A page cell that holds a whole carousel: its own collection view with a
  /// ``CarouselCollectionViewLayout``, so the carousel keeps this package's snapping (velocity,
  /// snap limit, anchors) in full inside a vertically scrolling page built with any layout,
  /// `UICollectionViewCompositionalLayout` included.
  ///
  /// The cell sizes itself to the carousel's height at the page's width, and keeps each
  /// section's rest position in a ``CarouselOffsetStore`` across reuse:
  ///
  /// ```swift
  /// let offsets = CarouselOffsetStore()
  /// // cellForItemAt:
  /// let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "carousel", for: indexPath)
  ///   as! CarouselSectionCell
  /// cell.carouselView.dataSource = recommendations       // the carousel's own data source
  /// cell.configure(section: "recommended", offsets: offsets)
  /// ```
  @MainActor
  open class CarouselSectionCell: UICollectionViewCell {
    /// The carousel's layout.
    public let carouselLayout: CarouselCollectionViewLayout
    /// The carousel's collection view; set its data source (and cell registrations) before
    /// ``configure(section:offsets:)``.
    public let carouselView: UICollectionView
    /// The section this cell shows, or `nil` before ``configure(section:offsets:)``.
    public private(set) var section: AnyHashable?
    private weak var offsets: CarouselOffsetStore?

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

    /// Shows `section`: reloads the carousel and brings back the rest position saved for the
    /// section (card 0 the first time).
    public func configure(section: AnyHashable, offsets: CarouselOffsetStore) {
      saveOffset()
      self.section = section
      self.offsets = offsets
      carouselView.reloadData()
      carouselView.layoutIfNeeded()
      restoreOffset()
    }

    /// Saves the section's rest position before the cell is reused.
    open override func prepareForReuse() {
      saveOffset()
      section = nil
      super.prepareForReuse()
    }

    /// Keeps the carousel as large as the cell and its rest position across a width change.
    open override func layoutSubviews() {
      super.layoutSubviews()
      guard carouselView.frame != contentView.bounds else { return }
      let anchor = currentAnchor()
      carouselView.frame = contentView.bounds
      carouselView.layoutIfNeeded()
      if let anchor { restore(anchor) } else { restoreOffset() }
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
      return try? geometry.anchor(atOffset: carouselView.contentOffset.x)
    }

    private func saveOffset() {
      guard let section, let offsets, let anchor = currentAnchor() else { return }
      offsets.save(anchor, for: section)
    }

    private func restoreOffset() {
      guard let section, let geometry = carouselLayout.geometry else { return }
      if let anchor = offsets?.anchor(for: section) {
        restore(anchor)
      } else {
        carouselView.contentOffset.x = geometry.restOffset
      }
    }

    private func restore(_ anchor: CarouselAnchor) {
      guard let geometry = carouselLayout.geometry,
        let offset = try? geometry.offset(restoring: anchor)
      else { return }
      carouselView.contentOffset.x = offset
      carouselView.layoutIfNeeded()
    }
  }
#endif
