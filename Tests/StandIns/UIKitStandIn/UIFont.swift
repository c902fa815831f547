import Foundation

#if CAROUSEL_STAND_INS
  /// A font: the stand-in knows only which text style it was made from (it draws nothing and
  /// has no metrics). A value here, a class in UIKit: the adapters only make fonts and assign
  /// them, which reads the same either way.
  /// Apple: https://developer.apple.com/documentation/uikit/uifont
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  public struct UIFont: Hashable, Sendable {
    /// A Dynamic Type text style.
    /// Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
      /// The raw value.
      public var rawValue: String
      /// Creates a text style.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Headline.
      public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
      /// Subheadline.
      public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
      /// Body.
      public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
      /// Footnote.
      public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
      /// Title 3.
      public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    }

    /// The text style the font was made from. Not UIKit API (a `UIFont` has a descriptor and
    /// metrics): what the stand-in records, so that tests can see it.
    public let textStyle: TextStyle

    /// The font of a text style at the user's text size (iOS 7).
    /// Apple: https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
      UIFont(textStyle: style)
    }
  }

#endif
