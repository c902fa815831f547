import Foundation

/// Estimated text widths for laying out words without a font engine: each character counts as
/// a fixed fraction of the font size, which is close enough for titles and short messages and
/// the same on every machine.
enum TextMetrics {
  /// The average advance of one character, as a fraction of the font size.
  static let averageAdvance: CGFloat = 0.55

  /// The estimated width of `text` at `fontSize`.
  static func width(of text: String, fontSize: CGFloat) -> CGFloat {
    CGFloat(text.count) * fontSize * averageAdvance
  }

  /// `text` shortened with an ellipsis so its estimated width is at most `width`; empty when
  /// not even the ellipsis fits.
  static func truncated(_ text: String, toWidth width: CGFloat, fontSize: CGFloat) -> String {
    let fitting = Int(max(0, (width / (fontSize * averageAdvance)).rounded(.down)))
    guard text.count > fitting else { return text }
    guard fitting >= 2 else { return "" }
    return String(text.prefix(fitting - 1)) + "…"
  }

  /// `text` broken into lines at spaces so each line's estimated width is at most `width`; a
  /// word longer than a line is cut with an ellipsis.
  static func wrapped(_ text: String, toWidth width: CGFloat, fontSize: CGFloat) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if self.width(of: candidate, fontSize: fontSize) <= width || current.isEmpty {
        current = candidate
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.map { truncated($0, toWidth: width, fontSize: fontSize) }.filter { !$0.isEmpty }
  }
}
