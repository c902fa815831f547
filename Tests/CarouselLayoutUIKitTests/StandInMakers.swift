import CarouselLayout
import Foundation

@testable import CarouselLayoutUIKit

#if CAROUSEL_STAND_INS
  import UIKitStandIn

  /// Tells the stand-in how to create the package's registered views, which UIKit does
  /// through the Objective-C runtime (see `UICollectionView+Reuse.swift` in the stand-in).
  @MainActor
  enum StandInMakers {
    static func registerPackageViews() {
      UICollectionView.standInMaker(for: CarouselHeaderReusableView.self) {
        CarouselHeaderReusableView(frame: $0)
      }
      UICollectionView.standInMaker(for: CarouselSeeAllReusableView.self) {
        CarouselSeeAllReusableView(frame: $0)
      }
      UICollectionView.standInMaker(for: CarouselEmptyStateReusableView.self) {
        CarouselEmptyStateReusableView(frame: $0)
      }
      UICollectionView.standInMaker(for: CarouselCardCell.self) { CarouselCardCell(frame: $0) }
    }
  }
#endif
