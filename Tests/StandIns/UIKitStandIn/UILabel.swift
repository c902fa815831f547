import Foundation

#if CAROUSEL_STAND_INS
  /// How a label aligns its lines.
  /// Apple: https://developer.apple.com/documentation/uikit/nstextalignment
  @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
  public enum NSTextAlignment: Int, Sendable {
    /// Left.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/nstextalignment/left
    case left = 0
    /// Centred.
    /// Apple: https://developer.apple.com/documentation/uikit/nstextalignment/center
    case center = 1
    /// Right.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/nstextalignment/right
    case right = 2
    /// The script's natural alignment: leading (left in left to right, right in right to left).
    /// Apple: https://developer.apple.com/documentation/uikit/nstextalignment/natural
    case natural = 4
  }

  /// A label: the subset of `UILabel` the adapters use. The stand-in draws no text; it
  /// measures it with a simple model (``sizeThatFits(_:)``, see ``StandInTextModel``). Its
  /// `intrinsicContentSize` stays UIView's (no intrinsic size): nothing in the adapters reads
  /// a label's.
  /// Apple: https://developer.apple.com/documentation/uikit/uilabel
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UILabel: UIView {
    /// The text (default `nil`).
    /// Apple: https://developer.apple.com/documentation/uikit/uilabel/text
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

    /// The size the text needs within `size`: "the size that best fits the specified size"
    /// (…/uiview/sizethatfits(_:)); no text measures zero. The lines come from
    /// ``StandInTextModel`` at the label's font: one line (as wide as the text) when
    /// ``numberOfLines`` is 1, else the text wrapped at `size.width`, at most `numberOfLines`
    /// lines (any number for 0). An approximation of UIKit's text layout, not its metrics.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
      guard let text, !text.isEmpty else { return .zero }
      let limit = numberOfLines == 1 ? CGFloat.infinity : size.width
      var lines = StandInTextModel.lines(of: text, width: limit, font: font)
      if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
      let widest = lines.map { StandInTextModel.width(of: $0, font: font) }.max() ?? 0
      let width = numberOfLines == 1 ? widest : min(widest, max(0, size.width))
      return CGSize(width: width, height: CGFloat(lines.count) * font.lineHeight)
    }
  }

  /// Not UIKit API: how the stand-in measures text, for ``UILabel`` and button titles. Each
  /// character advances 0.55 × the font's point size (the average the previews' `TextMetrics`
  /// uses for San Francisco), lines break at spaces, a word longer than a line keeps a line of
  /// its own, and each line is the font's ``UIFont/lineHeight`` tall. UIKit measures real
  /// glyphs: tests read structure and regions from it, never exact text metrics.
  enum StandInTextModel {
    /// The estimated width of `text` in `font`.
    static func width(of text: some StringProtocol, font: UIFont) -> CGFloat {
      CGFloat(text.count) * font.pointSize * 0.55
    }

    /// `text` broken at spaces into lines no wider than `width` where the words allow.
    static func lines(of text: String, width: CGFloat, font: UIFont) -> [String] {
      var lines: [String] = []
      var current = ""
      for word in text.split(separator: " ", omittingEmptySubsequences: true) {
        let candidate = current.isEmpty ? String(word) : current + " " + word
        if current.isEmpty || Self.width(of: candidate, font: font) <= width {
          current = candidate
        } else {
          lines.append(current)
          current = String(word)
        }
      }
      if !current.isEmpty { lines.append(current) }
      return lines
    }
  }
#endif
