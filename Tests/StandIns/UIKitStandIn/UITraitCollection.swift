import Foundation

#if CAROUSEL_STAND_INS
  /// UIKit's horizontal and vertical size classes.
  /// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
  @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
  public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// No size class set (a view not yet in a window).
    /// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/unspecified
    case unspecified = 0
    /// A compact size class.
    /// Availability: not read from its own page (checked as the newest release).
    case compact = 1
    /// A regular size class.
    /// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/regular
    case regular = 2
  }

  /// The layout direction a trait collection carries.
  /// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
  @available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
  public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// No layout direction set.
    /// Availability: not read from its own page (checked as the newest release).
    case unspecified = -1
    /// Left to right.
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/lefttoright
    case leftToRight = 0
    /// Right to left.
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/righttoleft
    case rightToLeft = 1
  }

  /// The user's preferred text size (Dynamic Type).
  /// Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategory
  @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
  public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    /// Availability: not read from its own page (checked as the newest release).
    public var rawValue: String {
      didSet { isAccessibilityCategory = rawValue.hasPrefix(Self.accessibilityPrefix) }
    }
    /// Creates a category.
    /// Availability: not read from its own page (checked as the newest release).
    public init(rawValue: String) {
      self.rawValue = rawValue
      isAccessibilityCategory = rawValue.hasPrefix(Self.accessibilityPrefix)
    }
    private static let accessibilityPrefix = "UICTContentSizeCategoryAccessibility"
    /// Not set.
    /// Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategory/unspecified
    @available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let unspecified = UIContentSizeCategory(
      rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Large, the default text size.
    /// Availability: not read from its own page (checked as the newest release).
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra extra extra large, the largest size outside the accessibility sizes.
    /// Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextraextralarge
    public static let extraExtraExtraLarge = UIContentSizeCategory(
      rawValue: "UICTContentSizeCategoryXXXL")
    /// The smallest accessibility size.
    /// Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitymedium
    public static let accessibilityMedium = UIContentSizeCategory(
      rawValue: "UICTContentSizeCategoryAccessibilityM")

    /// Whether the category is one of the accessibility sizes (iOS 11,
    /// …/uicontentsizecategory/isaccessibilitycategory).
    /// Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategory/isaccessibilitycategory
    @available(iOS 11.0, macCatalyst 13.1, visionOS 1.0, *)
    public private(set) var isAccessibilityCategory: Bool
  }

  /// Something with traits: views (and, in UIKit, view controllers, windows and screens).
  /// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment
  @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor public protocol UITraitEnvironment: AnyObject {
    /// The traits; read-only.
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    var traitCollection: UITraitCollection { get }
  }

  /// A trait (iOS 17): one of the system's trait types.
  /// Apple: https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15
  @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
  public protocol UITraitDefinition {}

  /// The type of a trait, as `registerForTraitChanges(_:handler:)` takes it.
  /// Apple: https://developer.apple.com/documentation/uikit/uitrait-9423
  @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
  public typealias UITrait = any UITraitDefinition.Type

  /// The horizontal size class trait (iOS 17).
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/uitraithorizontalsizeclass
  @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
  public enum UITraitHorizontalSizeClass: UITraitDefinition {}

  /// The layout direction trait (iOS 17).
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/uitraitlayoutdirection
  @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
  public enum UITraitLayoutDirection: UITraitDefinition {}

  /// The preferred content size category trait (iOS 17).
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory
  @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
  public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}

  /// The traits of a view's environment: the subset the adapters read. Immutable, as in UIKit.
  /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection
  @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UITraitCollection: NSObject {
    /// The horizontal size class (default `.unspecified`).
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
    open private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The layout direction (default `.unspecified`).
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection
    @available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
    open private(set) var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    /// The preferred text size (default `.unspecified`).
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    @available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
    open private(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    /// Light or dark appearance (default `.unspecified`); readable off the main actor, as a
    /// dynamic colour's provider reads it.
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    @available(iOS 12.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    public nonisolated let userInterfaceStyle: UIUserInterfaceStyle

    /// An empty trait collection: every trait unspecified.
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/init()
    public override init() {
      userInterfaceStyle = .unspecified
      super.init()
    }

    /// A trait collection that specifies only a light or dark appearance.
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:)
    @available(iOS 12.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
      self.userInterfaceStyle = userInterfaceStyle
      super.init()
    }

    /// A trait collection that specifies only a horizontal size class.
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/init(horizontalsizeclass:)
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
      self.init()
      self.horizontalSizeClass = horizontalSizeClass
    }

    /// A trait collection that specifies only a layout direction.
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/init(layoutdirection:)
    @available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
      self.init()
      self.layoutDirection = layoutDirection
    }

    /// A trait collection that specifies only a preferred text size.
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)
    @available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
      self.init()
      self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Merges trait collections: each trait takes the last specified value in the array.
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:)
    @available(
      iOS, introduced: 8.0, deprecated: 17.0,
      message:
        "Use +[UITraitCollection traitCollectionWithTraits:] and -[UITraitCollection traitCollectionByModifyingTraits:] to create and modify trait collections"
    )
    @available(
      macCatalyst, introduced: 13.1, deprecated: 17.0,
      message:
        "Use +[UITraitCollection traitCollectionWithTraits:] and -[UITraitCollection traitCollectionByModifyingTraits:] to create and modify trait collections"
    )
    @available(
      visionOS, introduced: 1.0, deprecated: 1.0,
      message:
        "Use +[UITraitCollection traitCollectionWithTraits:] and -[UITraitCollection traitCollectionByModifyingTraits:] to create and modify trait collections"
    )
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
      self.init(
        userInterfaceStyle: traitCollections.last { $0.userInterfaceStyle != .unspecified }?
          .userInterfaceStyle ?? .unspecified)
      for traits in traitCollections {
        if traits.horizontalSizeClass != .unspecified {
          horizontalSizeClass = traits.horizontalSizeClass
        }
        if traits.layoutDirection != .unspecified { layoutDirection = traits.layoutDirection }
        if traits.preferredContentSizeCategory != .unspecified {
          preferredContentSizeCategory = traits.preferredContentSizeCategory
        }
      }
    }

    /// Whether the two collections hold the same traits.
    func hasSameTraits(as other: UITraitCollection) -> Bool {
      horizontalSizeClass == other.horizontalSizeClass && layoutDirection == other.layoutDirection
        && preferredContentSizeCategory == other.preferredContentSizeCategory
        && userInterfaceStyle == other.userInterfaceStyle
    }

    /// Whether `trait` differs between the two collections.
    func differs(from other: UITraitCollection, in trait: UITrait) -> Bool {
      switch trait {
      case is UITraitHorizontalSizeClass.Type: horizontalSizeClass != other.horizontalSizeClass
      case is UITraitLayoutDirection.Type: layoutDirection != other.layoutDirection
      case is UITraitPreferredContentSizeCategory.Type:
        preferredContentSizeCategory != other.preferredContentSizeCategory
      default: false
      }
    }
  }

  /// The traits a view overrides for itself and its subviews (iOS 17's `traitOverrides`).
  /// Apple: https://developer.apple.com/documentation/uikit/uitraitoverrides-swift.struct
  @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
  public struct UITraitOverrides: Sendable {
    private var sizeClass: UIUserInterfaceSizeClass?
    private var direction: UITraitEnvironmentLayoutDirection?
    private var sizeCategory: UIContentSizeCategory?

    /// No overrides.
    /// Availability: not read from its own page (checked as the newest release).
    public init() {}

    /// The overridden horizontal size class (reading one that is not overridden gives
    /// `.unspecified`).
    /// Apple: https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/horizontalsizeclass
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
      get { sizeClass ?? .unspecified }
      set { sizeClass = newValue }
    }

    /// The overridden layout direction.
    /// Apple: https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/layoutdirection
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
      get { direction ?? .unspecified }
      set { direction = newValue }
    }

    /// The overridden preferred text size.
    /// Apple: https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/preferredcontentsizecategory
    public var preferredContentSizeCategory: UIContentSizeCategory {
      get { sizeCategory ?? .unspecified }
      set { sizeCategory = newValue }
    }

    /// The inherited traits with these overrides applied.
    @MainActor func applied(to inherited: UITraitCollection) -> UITraitCollection {
      var parts = [inherited]
      if let sizeClass { parts.append(UITraitCollection(horizontalSizeClass: sizeClass)) }
      if let direction { parts.append(UITraitCollection(layoutDirection: direction)) }
      if let sizeCategory {
        parts.append(UITraitCollection(preferredContentSizeCategory: sizeCategory))
      }
      return UITraitCollection(traitsFrom: parts)
    }
  }
#endif
