import CarouselLayout

#if canImport(Foundation)
  import Foundation
#endif

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
package struct JSONWriter {
  /// The bytes written so far.
  package private(set) var bytes: [UInt8] = []
  private var needsComma = false

  /// Creates an empty writer.
  package init() {}

  /// The bytes written so far, as text.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Writes an object whose members `body` writes.
  package mutating func object(_ body: (inout JSONWriter) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
    body(&self)
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  /// Writes an array whose elements `body` writes.
  package mutating func array(_ body: (inout JSONWriter) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
    body(&self)
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// Writes an object member's key; the next value written is its value.
  ///
  /// Keys are static text (the contract's field names), written without a per-key string.
  package mutating func key(_ key: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  /// Writes a number, rounded to `decimals` places (default 3, at most 6), without trailing
  /// zeros: `353`, `373.333`, `-0.5`.
  package mutating func number(_ value: Double, decimals: Int = 3) {
    separate()
    needsComma = true
    let places = min(max(decimals, 0), 6)
    var scale: Int64 = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * Double(scale)).rounded()
    // Beyond 2^53 a double has no fractional digits left to round; print it as it is.
    guard value.isFinite, abs(scaled) < 9.007_199_254_740_992e15 else {
      bytes.append(contentsOf: NumberText.rounded(value, decimals: places).utf8)
      return
    }
    var units = Int64(scaled)
    if units < 0 {
      bytes.append(UInt8(ascii: "-"))
      units = -units
    }
    appendDigits(units / scale)
    var fraction = units % scale
    guard fraction != 0 else { return }
    var width = places
    while fraction % 10 == 0 {
      fraction /= 10
      width -= 1
    }
    bytes.append(UInt8(ascii: "."))
    var divisor: Int64 = 1
    for _ in 1..<width { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(48 + (fraction / divisor) % 10))
      divisor /= 10
    }
  }

  private mutating func appendDigits(_ value: Int64) {
    var divisor: Int64 = 1
    while divisor <= value / 10 { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      bytes.append(UInt8(48 + rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// Writes an integer.
  package mutating func integer(_ value: Int) {
    separate()
    bytes.append(contentsOf: String(value).utf8)
    needsComma = true
  }

  /// Writes a string.
  package mutating func string(_ value: String) {
    separate()
    appendString(value)
    needsComma = true
  }

  /// Writes `true` or `false`.
  package mutating func bool(_ value: Bool) {
    separate()
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
    needsComma = true
  }

  /// Writes `null`.
  package mutating func null() {
    separate()
    bytes.append(contentsOf: "null".utf8)
    needsComma = true
  }

  /// Writes `{"x": …, "y": …, "width": …, "height": …}`.
  package mutating func rect(_ rect: CGRect) {
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
  package mutating func size(_ size: CGSize) {
    object { json in
      json.key("width")
      json.number(size.width)
      json.key("height")
      json.number(size.height)
    }
  }

  /// Ends the document with a newline.
  package mutating func finish() {
    bytes.append(UInt8(ascii: "\n"))
  }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }

  private mutating func appendString(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    // Most strings need no escaping: append them whole.
    if !value.utf8.contains(where: {
      $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
    }) {
      bytes.append(contentsOf: value.utf8)
      bytes.append(UInt8(ascii: "\""))
      return
    }
    // UTF-8 passes through as it is; only quotes, backslashes and control bytes are escaped.
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
      case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: Array("\\u00".utf8))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      default:
        bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
