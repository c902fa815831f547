import Foundation

#if CAROUSEL_STAND_INS
  /// The layout of one element: the subset of `UICollectionViewLayoutAttributes` the adapters
  /// use, with UIKit's documented interplay of `frame`, `center`, `size` and `bounds`.
  ///
  /// Copyable, as in UIKit (`NSCopying`): the collection view hands a cell a copy to fill in
  /// `preferredLayoutAttributesFitting(_:)`, and subclasses copy their own properties in
  /// `copy(with:)` and compare them in `isEqual(_:)` (…/uicollectionviewlayoutattributes).
  /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
  @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The element's center, in the collection view's content coordinates.
    /// Availability: not read from its own page (checked as the newest release).
    open var center: CGPoint = .zero
    /// The element's size.
    /// Availability: not read from its own page (checked as the newest release).
    open var size: CGSize = .zero
    /// The element's index path.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/indexpath
    open var indexPath = IndexPath(item: 0, section: 0)
    /// The element's opacity (default 1).
    /// Availability: not read from its own page (checked as the newest release).
    open var alpha: CGFloat = 1
    /// The element's position on the z axis (default 0).
    /// Availability: not read from its own page (checked as the newest release).
    open var zIndex = 0
    /// Whether the element is hidden (default `false`).
    /// Availability: not read from its own page (checked as the newest release).
    open var isHidden = false
    /// Whether the element is a cell, a supplementary view or a decoration view.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementcategory
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view; `nil` for a cell.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementkind
    open private(set) var representedElementKind: String?

    /// Creates attributes for a cell at index path (0, 0).
    public required override init() {
      super.init()
    }

    /// Creates attributes for a cell; callable on `layoutAttributesClass`, as in UIKit.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forcellwith:)
    public required convenience init(forCellWith indexPath: IndexPath) {
      self.init()
      self.indexPath = indexPath
    }

    /// Creates attributes for a supplementary view.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forsupplementaryviewofkind:with:)
    public required convenience init(
      forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath
    ) {
      self.init()
      self.indexPath = indexPath
      representedElementCategory = .supplementaryView
      representedElementKind = elementKind
    }

    /// The element's frame; setting it sets `center` and `size`.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
    open var frame: CGRect {
      get {
        CGRect(
          x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
          height: size.height)
      }
      set {
        size = newValue.size
        center = CGPoint(x: newValue.midX, y: newValue.midY)
      }
    }

    /// A copy of the attributes, of the same class; subclasses call `super` and copy their own
    /// properties.
    open func copy(with zone: NSZone? = nil) -> Any {
      let copy = type(of: self).init()
      copy.center = center
      copy.size = size
      copy.indexPath = indexPath
      copy.alpha = alpha
      copy.zIndex = zIndex
      copy.isHidden = isHidden
      copy.representedElementCategory = representedElementCategory
      copy.representedElementKind = representedElementKind
      return copy
    }

    /// Equal attributes describe the same element in the same place; UIKit does not apply
    /// attributes equal to the ones a view has.
    /// (NSObject's `isEqual` is not main-actor isolated; UIKit calls it on the main thread.)
    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UICollectionViewLayoutAttributes else { return false }
      return MainActor.assumeIsolated { equalProperties(other) }
    }

    private func equalProperties(_ other: UICollectionViewLayoutAttributes) -> Bool {
      center == other.center && size == other.size && indexPath == other.indexPath
        && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
        && representedElementCategory == other.representedElementCategory
        && representedElementKind == other.representedElementKind
    }
  }
#endif
