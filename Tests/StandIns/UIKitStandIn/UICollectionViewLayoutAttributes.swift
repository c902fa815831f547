import Foundation

/// The layout of one element: the subset of `UICollectionViewLayoutAttributes` the adapters
/// use, with UIKit's documented interplay of `frame`, `center`, `size` and `bounds`.
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
  /// The element's center, in the collection view's content coordinates.
  open var center: CGPoint = .zero
  /// The element's size.
  open var size: CGSize = .zero
  /// The element's index path.
  open var indexPath = IndexPath(item: 0, section: 0)
  /// The element's opacity (default 1).
  open var alpha: CGFloat = 1
  /// The element's position on the z axis (default 0).
  open var zIndex = 0
  /// Whether the element is hidden (default `false`).
  open var isHidden = false
  /// Whether the element is a cell, a supplementary view or a decoration view.
  open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
  /// The kind of a supplementary or decoration view; `nil` for a cell.
  open private(set) var representedElementKind: String?

  /// Creates attributes for a cell at index path (0, 0).
  public override init() {
    super.init()
  }

  /// Creates attributes for a cell.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Creates attributes for a supplementary view.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// The element's frame; setting it sets `center` and `size`.
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

  /// The element's bounds: origin always zero; setting it sets `size`.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }
}
