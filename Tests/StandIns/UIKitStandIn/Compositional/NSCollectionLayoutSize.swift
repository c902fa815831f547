import Foundation

#if CAROUSEL_STAND_INS
  // The sizes, insets and alignments of `UICollectionViewCompositionalLayout`, with the
  // shapes of Apple's declarations (developer.apple.com/documentation/uikit/, pages named below;
  // "…/" stands for that address). Only what the page sections of CarouselLayoutUIKit use.

  /// Insets that name the leading and trailing edges instead of left and right
  /// (…/nsdirectionaledgeinsets): a compositional layout is described in these terms, so the
  /// same description serves both layout directions.
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
  @available(iOS 11.0, macCatalyst 13.1, visionOS 1.0, *)
  public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The top inset.
    /// Availability: not read from its own page (checked as the newest release).
    public var top: CGFloat
    /// The inset on the leading edge (left in left to right, right in right to left).
    /// Availability: not read from its own page (checked as the newest release).
    public var leading: CGFloat
    /// The bottom inset.
    /// Availability: not read from its own page (checked as the newest release).
    public var bottom: CGFloat
    /// The inset on the trailing edge.
    /// Availability: not read from its own page (checked as the newest release).
    public var trailing: CGFloat

    /// Creates insets.
    /// Availability: not read from its own page (checked as the newest release).
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }

    /// No insets.
    /// Availability: not read from its own page (checked as the newest release).
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// One dimension of a compositional layout item's size (…/nscollectionlayoutdimension): an
  /// absolute number of points, or a fraction of the container's width or height.
  /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor public final class NSCollectionLayoutDimension: NSObject {
    enum Kind { case absolute, fractionalWidth, fractionalHeight }
    let kind: Kind
    /// The dimension's value: points, or the fraction.
    /// Availability: not read from its own page (checked as the newest release).
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
      self.kind = kind
      self.dimension = dimension
    }

    /// A dimension of a fixed number of points (…/nscollectionlayoutdimension/absolute(_:)).
    /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/absolute(_:)
    public class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
      NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// A fraction of the container's width (…/nscollectionlayoutdimension/fractionalwidth(_:)).
    /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
      NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A fraction of the container's height (…/nscollectionlayoutdimension/fractionalheight(_:)).
    /// Availability: not read from its own page (checked as the newest release).
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
      NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// Whether the dimension is absolute.
    /// Availability: not read from its own page (checked as the newest release).
    public var isAbsolute: Bool { kind == .absolute }

    /// The dimension in points inside a container of `container`'s size.
    func resolved(in container: CGSize) -> CGFloat {
      switch kind {
      case .absolute: dimension
      case .fractionalWidth: dimension * container.width
      case .fractionalHeight: dimension * container.height
      }
    }
  }

  /// The width and height of a compositional layout item (…/nscollectionlayoutsize).
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutsize
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor public final class NSCollectionLayoutSize: NSObject {
    /// The width.
    /// Availability: not read from its own page (checked as the newest release).
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    /// Availability: not read from its own page (checked as the newest release).
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size (…/nscollectionlayoutsize/init(widthdimension:heightdimension:)).
    /// Availability: not read from its own page (checked as the newest release).
    public init(
      widthDimension width: NSCollectionLayoutDimension,
      heightDimension height: NSCollectionLayoutDimension
    ) {
      widthDimension = width
      heightDimension = height
    }

    /// The size in points inside a container of `container`'s size.
    func resolved(in container: CGSize) -> CGSize {
      CGSize(
        width: widthDimension.resolved(in: container),
        height: heightDimension.resolved(in: container)
      )
    }
  }

  /// Where a supplementary item sits relative to what it is attached to (…/nsrectalignment).
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/nsrectalignment
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    /// Availability: not read from its own page (checked as the newest release).
    case none = 0
    /// The top edge, centred.
    /// Availability: not read from its own page (checked as the newest release).
    case top = 1
    /// The top-leading corner.
    /// Availability: not read from its own page (checked as the newest release).
    case topLeading = 2
    /// The leading edge, centred.
    /// Availability: not read from its own page (checked as the newest release).
    case leading = 3
    /// The bottom-leading corner.
    /// Availability: not read from its own page (checked as the newest release).
    case bottomLeading = 4
    /// The bottom edge, centred.
    /// Availability: not read from its own page (checked as the newest release).
    case bottom = 5
    /// The bottom-trailing corner.
    /// Availability: not read from its own page (checked as the newest release).
    case bottomTrailing = 6
    /// The trailing edge, centred.
    /// Availability: not read from its own page (checked as the newest release).
    case trailing = 7
    /// The top-trailing corner.
    /// Availability: not read from its own page (checked as the newest release).
    case topTrailing = 8
  }
#endif
