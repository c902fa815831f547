import Foundation

/// A JSON value as the conformance runner sees it: numbers as doubles, object members in
/// document order. The runner reads cases and the tool's output with its own small reader
/// (``JSONReader``), independent of the parser under test.
indirect enum JSON: CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([(key: String, value: JSON)])

  // MARK: - Reading

  /// Parses a whole document.
  static func parse(_ bytes: [UInt8]) throws -> JSON {
    try bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(buffer)
      let value = try reader.value()
      try reader.end()
      return value
    }
  }

  /// The member named `key` of an object.
  subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The text of a string.
  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  // MARK: - Writing

  /// Compact JSON text (object members in their order).
  var description: String {
    var text = ""
    write(into: &text)
    return text
  }

  func write(into text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .number(let value):
      if value == value.rounded(), abs(value) < 1e15 {
        text += String(Int64(value))
      } else {
        text += "\(value)"
      }
    case .string(let value): Self.writeString(value, into: &text)
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        element.write(into: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { text += "," }
        Self.writeString(member.key, into: &text)
        text += ":"
        member.value.write(into: &text)
      }
      text += "}"
    }
  }

  private static func writeString(_ value: String, into text: inout String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      default:
        if scalar.value < 0x20 {
          text += String(format: "\\u%04x", scalar.value)
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    text += "\""
  }
}
