import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  // MARK: - Traits to engine inputs

  extension SizeClass {
    /// The engine's size class for a UIKit horizontal size class: regular for `.regular`,
    /// compact otherwise (a view not yet in a window has an unspecified size class).
    init(_ sizeClass: UIUserInterfaceSizeClass) {
      self = sizeClass == .regular ? .regular : .compact
    }
  }

  extension LayoutDirection {
    /// The engine's layout direction for a UIKit layout direction.
    init(_ direction: UIUserInterfaceLayoutDirection) {
      self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  extension UICollectionView {
    /// The engine's size class and layout direction for this collection view: the trait
    /// collection's horizontal size class, and the effective layout direction (the trait
    /// collection's, unless `semanticContentAttribute` forces one).
    var carouselTraits: (sizeClass: SizeClass, direction: LayoutDirection) {
      (
        SizeClass(traitCollection.horizontalSizeClass),
        LayoutDirection(effectiveUserInterfaceLayoutDirection)
      )
    }

    /// The cards: the items of section 0 (0 without sections).
    var cardCount: Int { numberOfSections > 0 ? numberOfItems(inSection: 0) : 0 }

    /// Whether the bounds are large enough to lay out in (both dimensions > 0).
    var hasLayoutBounds: Bool { bounds.width > 0 && bounds.height > 0 }
  }
#endif
