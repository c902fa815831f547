import CarouselLayout
import Foundation

/// Builds SVG (and HTML) text element by element: two-space indentation, attributes in the
/// order given, escaped values, and numbers with at most two decimals.
struct SVGWriter {
  /// The text written so far.
  private(set) var text = ""
  private var depth = 0

  /// An attribute: a name and its already formatted value.
  typealias Attribute = (name: String, value: String)

  /// Opens an element that later ``close(_:)`` ends.
  mutating func open(_ name: String, _ attributes: [Attribute] = []) {
    line("<\(name)\(Self.attributes(attributes))>")
    depth += 1
  }

  /// Closes the innermost open element.
  mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  /// Writes an element without children.
  mutating func element(_ name: String, _ attributes: [Attribute]) {
    line("<\(name)\(Self.attributes(attributes))/>")
  }

  /// Writes an HTML element without children: `<name …></name>` (HTML has no `/>` for
  /// elements that are not void).
  mutating func emptyHTMLElement(_ name: String, _ attributes: [Attribute]) {
    line("<\(name)\(Self.attributes(attributes))></\(name)>")
  }

  /// Writes an element whose only child is escaped text.
  mutating func element(_ name: String, _ attributes: [Attribute], text content: String) {
    line("<\(name)\(Self.attributes(attributes))>\(Self.escape(content))</\(name)>")
  }

  /// Writes one line of raw text at the current indentation.
  mutating func line(_ raw: String) {
    text += String(repeating: "  ", count: depth)
    text += raw
    text += "\n"
  }

  // MARK: - Formatting

  /// A number with at most two decimals (a hundredth of a point), no trailing zeros, and
  /// `0` for negative zero.
  static func number(_ value: CGFloat) -> String {
    NumberText.rounded(Double(value), decimals: 2)
  }

  /// Text escaped for an attribute value or element content.
  static func escape(_ value: String) -> String {
    var result = ""
    result.reserveCapacity(value.utf8.count)
    for character in value.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case _ where character.value < 0x20 && character != "\n" && character != "\t":
        result += " "
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  private static func attributes(_ attributes: [Attribute]) -> String {
    var result = ""
    for attribute in attributes {
      result += " \(attribute.name)=\"\(escape(attribute.value))\""
    }
    return result
  }
}

// MARK: - Attribute helpers

extension SVGWriter {
  /// `x`, `y`, `width` and `height` attributes of a rectangle.
  static func rect(_ rect: CGRect) -> [Attribute] {
    [
      ("x", number(rect.minX)), ("y", number(rect.minY)), ("width", number(rect.width)),
      ("height", number(rect.height)),
    ]
  }

  /// A numeric attribute.
  static func attribute(_ name: String, _ value: CGFloat) -> Attribute {
    (name, number(value))
  }
}
