import Foundation

/// The caption above each section of a drawing: one or more lines of secondary text, wrapped
/// to the section's width so it never runs past the picture.
struct PreviewCaption {
  /// The caption's font size: large enough that a phone-sized drawing, scaled to fit a
  /// 393-point screen, still shows it at about 11 points.
  static let fontSize: CGFloat = 15
  /// The distance between two lines' baselines.
  static let lineHeight: CGFloat = 19

  /// The wrapped lines.
  let lines: [String]

  /// Wraps `text` to `width` points (at least 160, so a narrow section still shows
  /// something), breaking between its ` · `-separated parts where it can.
  init(_ text: String, width: CGFloat) {
    let width = max(width, 160)
    var lines: [String] = []
    var current = ""
    for part in text.components(separatedBy: " · ") {
      let candidate = current.isEmpty ? part : current + " · " + part
      if current.isEmpty || TextMetrics.width(of: candidate, fontSize: Self.fontSize) <= width {
        current = candidate
      } else {
        lines.append(current)
        current = part
      }
    }
    if !current.isEmpty { lines.append(current) }
    self.lines = lines.flatMap {
      TextMetrics.wrapped($0, toWidth: width, fontSize: Self.fontSize)
    }
  }

  /// The room the caption takes above the section's content.
  var height: CGFloat { CGFloat(max(lines.count, 1)) * Self.lineHeight + 10 }

  /// Draws the lines from the top-left corner (0, 0) down.
  func draw(color: PreviewColor, into svg: inout SVGWriter) {
    for (index, line) in lines.enumerated() {
      svg.element(
        "text",
        [
          ("x", "0"), SVGWriter.attribute("y", 16 + CGFloat(index) * Self.lineHeight),
          ("font-size", SVGWriter.number(Self.fontSize)), ("fill", color.description),
        ],
        text: line)
    }
  }
}
