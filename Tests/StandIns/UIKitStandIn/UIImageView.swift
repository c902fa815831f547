import Foundation

#if CAROUSEL_STAND_INS
  /// An image: the stand-in knows only the system symbol's name (it draws nothing).
  /// Apple: https://developer.apple.com/documentation/uikit/uiimage
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  public final class UIImage: NSObject {
    /// The SF Symbol's name, or `nil` for an image made otherwise. Not UIKit API (UIKit does
    /// not expose a symbol's name): what the stand-in records, so that tests can see it.
    @_spi(StandIn) public let symbolName: String?

    /// The system symbol with that name, or `nil` when there is none (iOS 13). The stand-in
    /// has no symbol catalogue, so it knows only the symbols the adapters name.
    /// Apple: https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    public init?(systemName name: String) {
      guard !name.isEmpty else { return nil }
      symbolName = name
      super.init()
    }

    /// An image with no symbol (stands for an app's own image).
    /// Availability: not read from its own page (checked as the newest release).
    public override init() {
      symbolName = nil
      super.init()
    }
  }

  /// A view that shows an image.
  /// Apple: https://developer.apple.com/documentation/uikit/uiimageview
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UIImageView: UIView {
    /// The image (default `nil`).
    /// Apple: https://developer.apple.com/documentation/uikit/uiimageview/image
    open var image: UIImage?

    /// Creates an image view showing an image.
    /// Apple: https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    public init(image: UIImage?) {
      self.image = image
      super.init(frame: .zero)
    }

    /// Creates an image view from an archive.
    /// Availability: not read from its own page (checked as the newest release).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }
  }
#endif
