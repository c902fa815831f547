import CarouselLayout
import Foundation

@testable import CarouselLayoutUIKit

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  @_spi(StandIn) import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS
  /// Tells the stand-in how to create the views a collection view makes from a registered
  /// class, which UIKit does through the Objective-C runtime (see `UICollectionView+Reuse.swift`
  /// in the stand-in). On UIKit there is nothing to tell.
  @MainActor
  enum StandInMakers {
    /// The package's registered views.
    static func registerPackageViews() {
      register(CarouselHeaderReusableView.self) { CarouselHeaderReusableView(frame: $0) }
      register(CarouselSeeAllReusableView.self) { CarouselSeeAllReusableView(frame: $0) }
      register(CarouselEmptyStateReusableView.self) { CarouselEmptyStateReusableView(frame: $0) }
      register(CarouselCardCell.self) { CarouselCardCell(frame: $0) }
    }

    /// A test's own registered view class.
    static func register<View: UICollectionReusableView>(
      _ viewClass: View.Type, _ make: @escaping (CGRect) -> View
    ) {
      #if CAROUSEL_STAND_INS
        UICollectionView.standInMaker(for: viewClass, make)
      #endif
    }
  }
#endif
