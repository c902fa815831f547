import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// What the empty state says and offers: SAP Fiori's illustrated message, an image, a title,
  /// an optional description and up to two actions ("some information needs to be created":
  /// the guideline's other empty state). Set it as the layout's
  /// CarouselCollectionViewLayout/emptyState; CarouselEmptyStateReusableView draws it.
  ///
  /// ```swift
  /// layout.emptyState = CarouselEmptyState(
  ///   systemImage: "tray", title: "No recommendations",
  ///   description: "New products show up here.",
  ///   primaryAction: UIAction(title: "Browse Products") { _ in showCatalog() })
  /// ```
  public struct CarouselEmptyState: Equatable {
    /// The image (an SF Symbol or any image), or `nil` for none.
    public var image: UIImage?
    /// The title, in the title 3 text style.
    public var title: String
    /// The description below the title, or `nil`.
    public var description: String?
    /// The image's size (default `.medium`, 92 points).
    public var imageSize: EmptyStateImageSize
    /// The main action, a filled button titled with the action's title, or `nil` for none.
    public var primaryAction: UIAction?
    /// A second action, a tinted button after the primary one; shown only with a primary
    /// action (SAP's order).
    public var secondaryAction: UIAction?
    /// Vertical (the default: image, text and buttons stacked and centred) or horizontal (the
    /// image on the leading side).
    public var axis: EmptyStateAxis

    /// Creates an illustrated message with any image.
    public init(
      image: UIImage?, title: String, description: String? = nil,
      imageSize: EmptyStateImageSize = .medium, primaryAction: UIAction? = nil,
      secondaryAction: UIAction? = nil, axis: EmptyStateAxis = .vertical
    ) {
      self.image = image
      self.title = title
      self.description = description
      self.imageSize = imageSize
      self.primaryAction = primaryAction
      self.secondaryAction = secondaryAction
      self.axis = axis
    }

    /// Creates an illustrated message with an SF Symbol (`UIImage(systemName:)`).
    public init(
      systemImage name: String, title: String, description: String? = nil,
      imageSize: EmptyStateImageSize = .medium, primaryAction: UIAction? = nil,
      secondaryAction: UIAction? = nil, axis: EmptyStateAxis = .vertical
    ) {
      self.init(
        image: UIImage(systemName: name), title: title, description: description,
        imageSize: imageSize, primaryAction: primaryAction, secondaryAction: secondaryAction,
        axis: axis)
    }

    /// The actions shown, in order: the primary, then the secondary beside a primary.
    var actions: [UIAction] {
      guard let primaryAction else { return [] }
      return [primaryAction] + (secondaryAction.map { [$0] } ?? [])
    }
  }
#endif
