import Foundation

#if CAROUSEL_STAND_INS
  /// Something a view takes part in (`UIInteraction`, iOS 11); the stand-in keeps the ones a
  /// view has, in order.
  /// Apple: https://developer.apple.com/documentation/uikit/uiinteraction
  @available(iOS 11.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor public protocol UIInteraction: AnyObject {}

  /// The gesture that shows the large content viewer: a long press, at an accessibility text
  /// size, on a view (or a subview) whose `showsLargeContentViewer` is `true` shows its
  /// `largeContentTitle` and `largeContentImage` in the middle of the screen. The stand-in keeps
  /// the delegate; it recognizes no gesture and shows nothing.
  /// Apple: https://developer.apple.com/documentation/uikit/uilargecontentviewerinteraction
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    /// The delegate (weak in UIKit; the stand-in takes none).
    /// Apple: https://developer.apple.com/documentation/uikit/uilargecontentviewerinteraction/init(delegate:)
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    public init(delegate: AnyObject?) {
      super.init()
    }
  }

  extension UIView {
    /// Adds an interaction to the view.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/addinteraction(_:)
    @available(iOS 11.0, macCatalyst 13.1, visionOS 1.0, *)
    public func addInteraction(_ interaction: any UIInteraction) {
      storedInteractions.append(interaction)
    }

    /// The interactions added to the view, in order.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/interactions
    @available(iOS 11.0, macCatalyst 13.1, visionOS 1.0, *)
    public var interactions: [any UIInteraction] { storedInteractions }
  }
#endif
