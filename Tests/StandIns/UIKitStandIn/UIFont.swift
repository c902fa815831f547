import Foundation

#if CAROUSEL_STAND_INS
  /// A font: a point size, a weight and, for the fonts of text styles, the style. The stand-in
  /// draws nothing; its only metric is ``lineHeight``, an approximation (see there). A value
  /// here, a class in UIKit: the adapters only make fonts, read their sizes and assign them,
  /// which reads the same either way.
  /// Apple: https://developer.apple.com/documentation/uikit/uifont
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  public struct UIFont: Hashable, Sendable {
    /// A Dynamic Type text style.
    /// Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
      /// The raw value.
      /// Availability: not read from its own page (checked as the newest release).
      public var rawValue: String
      /// Creates a text style.
      /// Availability: not read from its own page (checked as the newest release).
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Headline.
      /// Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
      public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
      /// Subheadline.
      /// Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
      public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
      /// Body.
      /// Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/body
      public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
      /// Footnote.
      /// Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
      public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
      /// Title 3.
      /// Availability: not read from its own page (checked as the newest release).
      /// Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/title3
      public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
      /// Title 1.
      /// Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
      @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
      public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    }

    /// A font's weight; UIKit's constants are these raw values (`UIFontWeightRegular` 0,
    /// `UIFontWeightSemibold` 0.3, `UIFontWeightBold` 0.4 in `UIFontDescriptor.h`).
    /// Apple: https://developer.apple.com/documentation/uikit/uifont/weight
    @available(iOS 8.2, macCatalyst 13.1, visionOS 1.0, *)
    public struct Weight: RawRepresentable, Hashable, Sendable {
      /// The raw value, from -1 (ultralight) to 1 (black).
      /// Availability: not read from its own page (checked as the newest release).
      public var rawValue: CGFloat
      /// Creates a weight.
      /// Availability: not read from its own page (checked as the newest release).
      public init(rawValue: CGFloat) { self.rawValue = rawValue }
      /// Regular.
      /// Availability: not read from its own page (checked as the newest release).
      /// Apple: https://developer.apple.com/documentation/uikit/uifont/weight/regular
      public static let regular = Weight(rawValue: 0)
      /// Semibold.
      /// Apple: https://developer.apple.com/documentation/uikit/uifont/weight/semibold
      public static let semibold = Weight(rawValue: 0.3)
      /// Bold.
      /// Availability: not read from its own page (checked as the newest release).
      /// Apple: https://developer.apple.com/documentation/uikit/uifont/weight/bold
      public static let bold = Weight(rawValue: 0.4)
    }

    /// The text style the font was made from or scaled for, `nil` for a fixed system font. Not
    /// UIKit API (a `UIFont` keeps it in its descriptor): what the stand-in records, so that
    /// tests can see it.
    @_spi(StandIn) public let textStyle: TextStyle?
    /// The font's weight. Not UIKit API (a `UIFont` keeps it in its descriptor's traits).
    @_spi(StandIn) public let weight: Weight

    /// The font's size, in points.
    /// Apple: https://developer.apple.com/documentation/uikit/uifont/pointsize
    public let pointSize: CGFloat

    /// The height of one line of text. An approximation, not Apple's metrics: 1.2 × the point
    /// size (San Francisco's ascender plus descender is about that: its 17-point system font
    /// reports 20.29 on a device).
    /// Apple: https://developer.apple.com/documentation/uikit/uifont/lineheight
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    public var lineHeight: CGFloat { pointSize * 1.2 }

    /// Not UIKit API: the stand-in's memberwise initialiser (UIKit makes fonts by name, size or
    /// style).
    init(textStyle: TextStyle?, weight: Weight, pointSize: CGFloat) {
      self.textStyle = textStyle
      self.weight = weight
      self.pointSize = pointSize
    }

    /// The font of a text style at the user's text size (iOS 7). The stand-in has one text
    /// size, the default (Large), and the sizes and weights of the Human Interface
    /// Guidelines' table for it: title 1 28, title 3 20, headline 17 semibold, body 17,
    /// subheadline 15, footnote 13
    /// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
    /// Apple: https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
      let sizes: [TextStyle: CGFloat] = [
        .title1: 28, .title3: 20, .headline: 17, .body: 17, .subheadline: 15, .footnote: 13,
      ]
      return UIFont(
        textStyle: style, weight: style == .headline ? .semibold : .regular,
        pointSize: sizes[style] ?? 17)
    }

    /// The system font of a size and weight; it does not scale with Dynamic Type by itself.
    /// Apple: https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    @available(iOS 8.2, macCatalyst 13.1, visionOS 1.0, *)
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
      UIFont(textStyle: nil, weight: weight, pointSize: fontSize)
    }
  }

  /// Scales a custom font for Dynamic Type like a text style.
  ///
  /// "Set the size of your font to the standard Dynamic Type size that you use for the
  /// corresponding content" (…/uifontmetrics/scaledfont(for:)): the stand-in has one text size,
  /// that standard one (Large), so a scaled font keeps its size and weight and records the
  /// style it scales with.
  /// Apple: https://developer.apple.com/documentation/uikit/uifontmetrics
  @available(iOS 11.0, macCatalyst 13.1, visionOS 1.0, *)
  open class UIFontMetrics: NSObject, @unchecked Sendable {
    private let textStyle: UIFont.TextStyle

    /// Creates font metrics for a text style.
    /// Apple: https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    public init(forTextStyle textStyle: UIFont.TextStyle) {
      self.textStyle = textStyle
      super.init()
    }

    /// `font` scaled to the current Dynamic Type setting (in the stand-in, the default: its
    /// own size), with the text style's information.
    /// Apple: https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
    open func scaledFont(for font: UIFont) -> UIFont {
      UIFont(textStyle: textStyle, weight: font.weight, pointSize: font.pointSize)
    }
  }
#endif
