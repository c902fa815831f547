import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// The header's "See All" view under its 0.1.0 name: use ``CarouselSeeAllReusableView``.
  ///
  /// The other UIKit views renamed with it (`CarouselHeaderView`, `CarouselEmptyStateView`,
  /// `CarouselAccessibilityMode`) have no alias: SwiftUI declares those names, and an alias would
  /// make them ambiguous again in a file that imports both adapters. SwiftUI has no
  /// `CarouselSeeAllView`, so this one can keep compiling.
  @available(*, deprecated, renamed: "CarouselSeeAllReusableView")
  public typealias CarouselSeeAllView = CarouselSeeAllReusableView
#endif
