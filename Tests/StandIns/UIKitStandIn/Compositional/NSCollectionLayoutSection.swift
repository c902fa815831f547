import Foundation

#if CAROUSEL_STAND_INS
  // A compositional layout's sections and the environment its providers get, with the shapes of
  // Apple's declarations ("…/" is developer.apple.com/documentation/uikit/).

  /// How a section scrolls across the layout's main axis
  /// (…/uicollectionlayoutsectionorthogonalscrollingbehavior).
  /// Apple: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// No orthogonal scrolling: groups follow the main axis (the default).
    /// Availability: not read from its own page (checked as the newest release).
    case none = 0
    /// Scrolls freely.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/continuous
    case continuous = 1
    /// Scrolls freely, "coming to a natural stop at the leading boundary of the visible group".
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/continuousgroupleadingboundary
    case continuousGroupLeadingBoundary = 2
    /// Pages "one group at a time".
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/grouppaging
    case groupPaging = 4
  }

  /// The size and insets of the container a section or group is laid out in
  /// (…/nscollectionlayoutcontainer).
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// "The size of the container before content insets are applied."
    /// Availability: not read from its own page (checked as the newest release).
    var contentSize: CGSize { get }
    /// "The size of the container after content insets are applied."
    /// Availability: not read from its own page (checked as the newest release).
    var effectiveContentSize: CGSize { get }
    /// The container's content insets.
    /// Availability: not read from its own page (checked as the newest release).
    var contentInsets: NSDirectionalEdgeInsets { get }
  }

  /// What a section provider or a custom group's item provider is told about where it lays out
  /// (…/nscollectionlayoutenvironment): the container, and the collection view's traits.
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container.
    /// Availability: not read from its own page (checked as the newest release).
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment/traitcollection
    var traitCollection: UITraitCollection { get }
  }

  /// A container and environment of the stand-in's compositional layout.
  @MainActor
  final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment,
    NSCollectionLayoutContainer
  {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets, traits: UITraitCollection) {
      self.contentSize = contentSize
      self.contentInsets = contentInsets
      traitCollection = traits
    }

    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize {
      CGSize(
        width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
        height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
  }

  /// A section of a compositional layout: one group, repeated for the section's items, its
  /// insets, spacing, headers and footers (…/nscollectionlayoutsection).
  /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor public final class NSCollectionLayoutSection: NSObject {
    /// Not UIKit API (UIKit keeps the group to itself): the group repeated for the section's items.
    @_spi(StandIn) public let group: NSCollectionLayoutGroup
    /// Space around the section's groups (…/nscollectionlayoutsection/contentinsets). In an
    /// orthogonally scrolling section the leading and trailing insets are the scrolled
    /// content's first and last margins.
    /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsets
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between neighbouring groups (…/nscollectionlayoutsection/intergroupspacing).
    /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/intergroupspacing
    public var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the main axis (default `.none`).
    /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior =
      .none
    /// The section's headers and footers
    /// (…/nscollectionlayoutsection/boundarysupplementaryitems).
    /// Availability: not read from its own page (checked as the newest release).
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Creates a section of a group (…/nscollectionlayoutsection/init(group:)).
    /// Apple: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)
    public init(group: NSCollectionLayoutGroup) {
      self.group = group
    }
  }
#endif
