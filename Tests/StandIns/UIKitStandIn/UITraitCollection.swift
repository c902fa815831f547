import Foundation

/// UIKit's horizontal and vertical size classes.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// No size class set (a view not yet in a window).
  case unspecified = 0
  /// A compact size class.
  case compact = 1
  /// A regular size class.
  case regular = 2
}

/// The layout direction a trait collection carries.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  /// No layout direction set.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// The traits of a view's environment: the subset the adapters read.
@MainActor open class UITraitCollection: NSObject {
  /// The horizontal size class (default `.unspecified`).
  open private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
  /// The layout direction (default `.unspecified`).
  open private(set) var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified

  /// An empty trait collection: every trait unspecified.
  public override init() {
    super.init()
  }

  /// A trait collection that specifies only a horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init()
    self.horizontalSizeClass = horizontalSizeClass
  }

  /// A trait collection that specifies only a layout direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init()
    self.layoutDirection = layoutDirection
  }

  /// Merges trait collections: each trait takes the last specified value in the array.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init()
    for traits in traitCollections {
      if traits.horizontalSizeClass != .unspecified {
        horizontalSizeClass = traits.horizontalSizeClass
      }
      if traits.layoutDirection != .unspecified { layoutDirection = traits.layoutDirection }
    }
  }
}
