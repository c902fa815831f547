import CarouselLayout
import Foundation

/// Writes deterministic, compact JSON into a byte buffer: keys in the order written, numbers
/// rounded to a thousandth of a point (``NumberText/rounded(_:decimals:)``), no whitespace
/// but a newline at the end of the document.
///
/// ```swift
/// var json = JSONWriter()
/// json.object {
///   json.key("target"); json.number(361)
/// }
/// json.text  // {"target":361}
/// ```
public struct JSONWriter {
  /// The bytes written so far.
  public private(set) var bytes: [UInt8] = []
  private var needsComma = false

  /// Creates an empty writer.
  public init() {}

  /// The bytes written so far, as text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Writes an object whose members `body` writes.
  public mutating func object(_ body: (inout JSONWriter) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
    body(&self)
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  /// Writes an array whose elements `body` writes.
  public mutating func array(_ body: (inout JSONWriter) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
    body(&self)
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// Writes an object member's key; the next value written is its value.
  public mutating func key(_ key: String) {
    separate()
    appendString(key)
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  /// Writes a number, rounded to `decimals` places (default 3).
  public mutating func number(_ value: Double, decimals: Int = 3) {
    separate()
    bytes.append(contentsOf: NumberText.rounded(value, decimals: decimals).utf8)
    needsComma = true
  }

  /// Writes an integer.
  public mutating func integer(_ value: Int) {
    separate()
    bytes.append(contentsOf: String(value).utf8)
    needsComma = true
  }

  /// Writes a string.
  public mutating func string(_ value: String) {
    separate()
    appendString(value)
    needsComma = true
  }

  /// Writes `true` or `false`.
  public mutating func bool(_ value: Bool) {
    separate()
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
    needsComma = true
  }

  /// Writes `null`.
  public mutating func null() {
    separate()
    bytes.append(contentsOf: "null".utf8)
    needsComma = true
  }

  /// Writes `{"x": …, "y": …, "width": …, "height": …}`.
  public mutating func rect(_ rect: CGRect) {
    object { json in
      json.key("x")
      json.number(rect.minX)
      json.key("y")
      json.number(rect.minY)
      json.key("width")
      json.number(rect.width)
      json.key("height")
      json.number(rect.height)
    }
  }

  /// Writes `{"width": …, "height": …}`.
  public mutating func size(_ size: CGSize) {
    object { json in
      json.key("width")
      json.number(size.width)
      json.key("height")
      json.number(size.height)
    }
  }

  /// Ends the document with a newline.
  public mutating func finish() {
    bytes.append(UInt8(ascii: "\n"))
  }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }

  private mutating func appendString(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": bytes.append(contentsOf: "\\\"".utf8)
      case "\\": bytes.append(contentsOf: "\\\\".utf8)
      case "\n": bytes.append(contentsOf: "\\n".utf8)
      case "\r": bytes.append(contentsOf: "\\r".utf8)
      case "\t": bytes.append(contentsOf: "\\t".utf8)
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        bytes.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      default:
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
