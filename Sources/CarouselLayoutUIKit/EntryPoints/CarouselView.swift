import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// A carousel ready to place: its layout, its collection view and its page control below
  /// it, laid out in the view's bounds inside its safe area.
  ///
  /// The collection view fills the view above the page control, below the top of the safe
  /// area (a navigation bar, the status bar); the page control sits on the bottom of the safe
  /// area (above the home indicator) and takes 44 points (its touch target) or its own height
  /// if taller, and none while it is hidden (one page). The left and right safe area is the
  /// layout's: it keeps the cards inside it. Give the view the height the carousel should
  /// have; feed the collection view with a ``CarouselDataSource`` or a data source of your own.
  ///
  /// ```swift
  /// let carousel = CarouselView(frame: view.bounds)
  /// carousel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  /// carousel.layout.configuration.header = HeaderCell(title: "Recommended")
  /// view.addSubview(carousel)
  /// let cards = CarouselDataSource<ProductCell, Product>(collectionView: carousel.collectionView) {
  ///   cell, product in cell.show(product)
  /// }
  /// ```
  @MainActor
  open class CarouselView: UIView {
    /// The carousel layout (the one the collection view uses).
    public let layout: CarouselCollectionViewLayout
    /// The collection view, above the page control.
    public let collectionView: UICollectionView
    /// The page control: dots below nine pages, "3 of 12" from nine on.
    public let pageControl: CarouselPageControl

    /// Creates a carousel view with a layout of your own.
    ///
    /// - Parameters:
    ///   - frame: the view's frame.
    ///   - layout: the carousel layout the collection view uses.
    public init(frame: CGRect, layout: CarouselCollectionViewLayout) {
      self.layout = layout
      collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      pageControl = CarouselPageControl(collectionView: collectionView)
      super.init(frame: frame)
      addSubviews()
    }

    /// Creates a carousel view with a new carousel layout of the Fiori defaults
    /// (``CollectionViewLayout/carousel``).
    public override init(frame: CGRect) {
      layout = CollectionViewLayout.carousel
      collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      pageControl = CarouselPageControl(collectionView: collectionView)
      super.init(frame: frame)
      addSubviews()
    }

    /// Creates a carousel view from a storyboard or XIB: a plain view whose custom class is
    /// `CarouselView` (module `CarouselLayoutUIKit`) gets a carousel layout of the Fiori
    /// defaults, as ``init(frame:)`` does; the archive supplies the frame and the view's own
    /// attributes. Configure ``layout`` and the data source in `awakeFromNib()` or in the view
    /// controller's `viewDidLoad()`.
    public required init?(coder: NSCoder) {
      layout = CollectionViewLayout.carousel
      collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      pageControl = CarouselPageControl(collectionView: collectionView)
      super.init(coder: coder)
      addSubviews()
    }

    private func addSubviews() {
      addSubview(collectionView)
      addSubview(pageControl)
    }

    /// The page control's height: none while hidden, else at least its touch target.
    ///
    /// - Complexity: O(1).
    open var pageControlHeight: CGFloat {
      guard !pageControl.isHidden else { return 0 }
      let own = pageControl.intrinsicContentSize.height
      return max(PageControls.minimumHitTarget, own.isFinite ? own : 0)
    }

    /// Places the collection view and the page control again when the safe area changes.
    open override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      setNeedsLayout()
    }

    /// Places the collection view above the page control, inside the top and bottom of the
    /// safe area.
    open override func layoutSubviews() {
      super.layoutSubviews()
      let size = bounds.size
      let top = min(max(0, safeAreaInsets.top), size.height)
      let bottom = size.height - min(max(0, safeAreaInsets.bottom), size.height - top)
      let control = min(pageControlHeight, bottom - top)
      collectionView.frame = CGRect(x: 0, y: top, width: size.width, height: bottom - control - top)
      pageControl.frame = CGRect(x: 0, y: bottom - control, width: size.width, height: control)
    }
  }
#endif
