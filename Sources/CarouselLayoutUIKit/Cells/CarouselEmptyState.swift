import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// What the empty state says: SAP Fiori's illustrated message, an image, a title and an
  /// optional description. Set it as the layout's CarouselCollectionViewLayout/emptyState;
  /// CarouselEmptyStateReusableView draws it.
  ///
  /// ```swift
  /// layout.emptyState = CarouselEmptyState(
  ///   systemImage: "tray", title: "No recommendations",
  ///   description: "New products show up here.")
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

    /// Creates an illustrated message with any image.
    public init(
      image: UIImage?, title: String, description: String? = nil,
      imageSize: EmptyStateImageSize = .medium
    ) {
      self.image = image
      self.title = title
      self.description = description
      self.imageSize = imageSize
    }

    /// Creates an illustrated message with an SF Symbol (`UIImage(systemName:)`).
    public init(
      systemImage name: String, title: String, description: String? = nil,
      imageSize: EmptyStateImageSize = .medium
    ) {
      self.init(
        image: UIImage(systemName: name), title: title, description: description,
        imageSize: imageSize)
    }
  }
#endif
