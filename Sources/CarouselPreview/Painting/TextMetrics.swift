import Foundation

/// Text widths for laying out words without a font engine: each character's advance in the
/// previews' font, the same on every machine.
///
/// The previews ask for `'72', -apple-system, 'SF Pro Text', 'Helvetica Neue', Arial,
/// sans-serif`; the advances are Helvetica's, which Arial and Liberation Sans share metric for
/// metric (what a browser without Apple's fonts draws with) and which SAP 72 and San
/// Francisco follow within a few per cent. Characters outside printable ASCII count as the
/// average advance, 0.55 em. A browser test measures the same text with Chromium
/// (`TextMetricsBrowserTests`).
enum TextMetrics {
  /// The advance of a character outside the tables, as a fraction of the font size.
  static let averageAdvance: CGFloat = 0.55

  /// Helvetica's advances (thousandths of an em) for the characters U+0020 to U+007E,
  /// regular weight.
  static let regular: [UInt16] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ]

  /// Helvetica Bold's advances for U+0020 to U+007E (semibold and heavier draw bold where the
  /// font has no semibold).
  static let bold: [UInt16] = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ]

  /// Helvetica's advances (regular, bold) for the punctuation the previews' texts use beyond
  /// ASCII: middle dot, multiplication sign, en and em dash, ellipsis, euro sign, the typographic
  /// quotes and the no-break space.
  static let punctuation: [Character: (regular: UInt16, bold: UInt16)] = [
    "·": (278, 278), "×": (584, 584), "–": (556, 556), "—": (1000, 1000), "…": (1000, 1000),
    "€": (556, 556), "‘": (222, 278), "’": (222, 278), "“": (333, 500), "”": (333, 500),
    "\u{00A0}": (278, 278),
  ]

  /// The advance of `character` at `fontSize` in the table for `weight`: a letter with
  /// accents counts as its base letter (é as e).
  static func advance(of character: Character, fontSize: CGFloat, weight: Int) -> CGFloat {
    let isBold = weight >= 600
    if let widths = punctuation[character] {
      return CGFloat(isBold ? widths.bold : widths.regular) * fontSize / 1000
    }
    var scalars = character.unicodeScalars
    if scalars.count > 1 || (scalars.first?.value ?? 0) > 0x7E {
      scalars = String(character).decomposedStringWithCanonicalMapping.unicodeScalars
    }
    guard let scalar = scalars.first, scalar.value >= 0x20, scalar.value <= 0x7E else {
      return fontSize * averageAdvance
    }
    let table = isBold ? bold : regular
    return CGFloat(table[Int(scalar.value) - 0x20]) * fontSize / 1000
  }

  /// The width of `text` at `fontSize` and `weight` (400 regular, 600 and up bold).
  static func width(of text: some StringProtocol, fontSize: CGFloat, weight: Int = 400) -> CGFloat {
    text.reduce(0) { $0 + advance(of: $1, fontSize: fontSize, weight: weight) }
  }

  /// `text` shortened with an ellipsis so its width is at most `width`; empty when not even
  /// the ellipsis and one character fit.
  static func truncated(
    _ text: String, toWidth width: CGFloat, fontSize: CGFloat, weight: Int = 400
  ) -> String {
    guard self.width(of: text, fontSize: fontSize, weight: weight) > width else { return text }
    let ellipsis = advance(of: "…", fontSize: fontSize, weight: weight)
    var kept = ""
    var used = ellipsis
    for character in text {
      let next = advance(of: character, fontSize: fontSize, weight: weight)
      guard used + next <= width else { break }
      kept.append(character)
      used += next
    }
    while kept.last == " " { kept.removeLast() }
    guard !kept.isEmpty else { return "" }
    return kept + "…"
  }

  /// `text` broken into lines at spaces so each line's width is at most `width`; a word
  /// longer than a line is cut with an ellipsis.
  static func wrapped(
    _ text: String, toWidth width: CGFloat, fontSize: CGFloat, weight: Int = 400
  ) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if self.width(of: candidate, fontSize: fontSize, weight: weight) <= width
        || current.isEmpty
      {
        current = candidate
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.map { truncated($0, toWidth: width, fontSize: fontSize, weight: weight) }
      .filter { !$0.isEmpty }
  }
}
