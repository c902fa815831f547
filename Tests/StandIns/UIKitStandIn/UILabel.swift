import Foundation

#if CAROUSEL_STAND_INS
  /// How a label aligns its lines.
  /// Apple: https://developer.apple.com/documentation/uikit/nstextalignment
  @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
  public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left = 0
    /// Centred.
    case center = 1
    /// Right.
    case right = 2
    /// The script's natural alignment: leading (left in left to right, right in right to left).
    case natural = 4
  }

  /// A label: the subset of `UILabel` the adapters use. The stand-in draws no text and has no
  /// font metrics, so its `intrinsicContentSize` and `sizeThatFits(_:)` are UIView's (no
  /// intrinsic size; the current size).
  @MainActor open class UILabel: UIView {
    /// The text (default `nil`).
    open var text: String?

    /// The font (default: the body text style, as UIKit's labels use the system font).
    /// Apple: https://developer.apple.com/documentation/uikit/uilabel/font
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    open var font: UIFont = .preferredFont(forTextStyle: .body)

    /// The text colour (default `.label`).
    /// Apple: https://developer.apple.com/documentation/uikit/uilabel/textcolor
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    open var textColor: UIColor = .label

    /// How the lines align (default `.natural`, since iOS 9).
    /// Apple: https://developer.apple.com/documentation/uikit/uilabel/textalignment
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    open var textAlignment: NSTextAlignment = .natural

    /// The most lines the text takes; 0 for as many as it needs (default 1).
    /// Apple: https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    open var numberOfLines = 1

    /// Whether the font follows the user's text size (default `false`).
    /// Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    @available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
    open var adjustsFontForContentSizeCategory = false
  }
#endif
