import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// A supplementary view that sizes its height to its Auto Layout content at the width the
  /// layout gives it: the base of ``CarouselHeaderReusableView`` and ``CarouselEmptyStateReusableView``.
  ///
  /// A plain `UICollectionReusableView` does not size itself under a custom layout (its
  /// `preferredLayoutAttributesFitting(_:)` returns the attributes unchanged). Constrain the
  /// content to this view's edges.
  @MainActor
  open class CarouselSelfSizingView: UICollectionReusableView {
    /// The attributes with the height the content needs at the layout's width.
    open override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let width = layoutAttributes.size.width
      let height = CarouselCardCell.fittingHeight(of: self, width: width)
      guard let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
        return layoutAttributes
      }
      preferred.size = CGSize(width: width, height: height)
      return preferred
    }
  }
#endif
