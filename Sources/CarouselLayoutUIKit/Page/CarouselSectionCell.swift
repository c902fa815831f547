import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitStandIn)
  import UIKitStandIn
#endif

#if canImport(UIKit) || canImport(UIKitStandIn)

  /// A page cell that holds a whole carousel: its own collection view with a
  /// ``CarouselCollectionViewLayout``, so the carousel keeps the engine's snapping, flick
  /// budget, right-to-left handling and self-sizing, inside a compositional (or any) page.
  ///
  /// Give each carousel section a stable identifier and share one ``CarouselOffsetStore``:
  /// the cell saves the carousel's position (an anchor) under the section it shows whenever it
  /// is reused or reconfigured, and restores the position saved for the section it is given,
  /// so scrolling the page away and back (cell reuse) leaves every carousel where it was.
  ///
  /// ```swift
  /// let cell = collectionView.dequeueReusableCell(
  ///   withReuseIdentifier: "carousel", for: indexPath) as! CarouselSectionCell
  /// cell.configure(
  ///   section: "recommended", configuration: configuration,
  ///   dataSource: recommendedCards, offsetStore: offsets)
  /// ```
  ///
  /// The section is a ``CarouselPageSectionContent/embeddedCarousel(_:cards:)`` of
  /// ``CarouselPageSectionProvider``: one item, the full width of the page and the engine's
  /// carousel height, so the inner carousel's insets are the page's and its leading edge lines
  /// up with the masonry and lists around it.
  @MainActor
  open class CarouselSectionCell: UICollectionViewCell {
    /// The inner carousel's layout.
    public let carouselLayout: CarouselCollectionViewLayout
    /// The inner carousel's collection view; it fills the content view.
    public let carouselView: UICollectionView
    /// The section the cell shows, or `nil` before ``configure(section:configuration:dataSource:delegate:offsetStore:)``.
    public private(set) var sectionIdentifier: AnyHashable?
    /// The store the cell saves positions in.
    public private(set) weak var offsetStore: CarouselOffsetStore?
    /// The position to restore at the next layout pass, once the inner carousel has a size.
    private var pendingAnchor: CarouselAnchor?

    /// Creates a cell with an empty carousel.
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

    /// Shows a section's carousel: saves the position of the section shown until now, then
    /// loads the new section's cards and restores its saved position (card 0 at rest when
    /// none was saved) at the next layout pass.
    ///
    /// - Parameters:
    ///   - section: the section's stable identifier (its key in `offsetStore`).
    ///   - configuration: the carousel's configuration; give it the page's insets so that its
    ///     leading edge lines up with the page's other sections.
    ///   - dataSource: the inner collection view's data source (one section: the cards); held
    ///     weakly, as every collection view holds its data source, so keep it alive.
    ///   - delegate: supplies card measurements (optional with ``CarouselCardCell``s).
    ///   - offsetStore: where positions are saved, shared by the page's carousel cells.
    open func configure(
      section: AnyHashable, configuration: CarouselConfiguration,
      dataSource: any UICollectionViewDataSource,
      delegate: (any CarouselCollectionViewLayoutDelegate)? = nil,
      offsetStore: CarouselOffsetStore
    ) {
      saveOffset()
      sectionIdentifier = section
      self.offsetStore = offsetStore
      carouselLayout.configuration = configuration
      carouselLayout.delegate = delegate
      carouselView.dataSource = dataSource
      carouselView.reloadData()
      pendingAnchor = offsetStore.anchor(forSection: section) ?? CarouselAnchor(card: 0)
      setNeedsLayout()
    }

    /// Saves the inner carousel's current position under the section the cell shows. The cell
    /// calls it before it is reused or reconfigured; call it yourself before saving the store
    /// elsewhere (state restoration).
    public func saveOffset() {
      guard pendingAnchor == nil, let sectionIdentifier, let offsetStore,
        let geometry = carouselLayout.geometry,
        let anchor = try? geometry.anchor(atOffset: carouselView.contentOffset.x)
      else { return }
      offsetStore.setAnchor(anchor, forSection: sectionIdentifier)
    }

    /// Saves the position before UIKit hands the cell out again.
    open override func prepareForReuse() {
      saveOffset()
      super.prepareForReuse()
    }

    // MARK: - Layout

    /// Keeps the carousel the content view's size and restores a pending position once the
    /// carousel is laid out.
    open override func layoutSubviews() {
      super.layoutSubviews()
      carouselView.frame = contentView.bounds
      guard let anchor = pendingAnchor else { return }
      carouselView.layoutIfNeeded()
      guard let geometry = carouselLayout.geometry,
        let offset = try? geometry.offset(restoring: anchor)
      else { return }
      pendingAnchor = nil
      carouselView.contentOffset = CGPoint(x: offset, y: carouselView.contentOffset.y)
      carouselView.layoutIfNeeded()
    }
  }
#endif
