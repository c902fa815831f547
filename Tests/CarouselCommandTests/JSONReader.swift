import Foundation

/// A strict, small JSON reader over bytes: reads values into ``JSON`` or skips them, so that a
/// huge document can be searched without building it (see ``JSONPointerSearch``).
struct JSONReader {
  /// Why a document is not JSON, with the byte offset where reading stopped.
  struct Malformed: Error, CustomStringConvertible {
    var offset: Int
    var reason: String
    var description: String { "malformed JSON at byte \(offset): \(reason)" }
  }

  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  // MARK: - Bytes

  /// The next byte that is not white space, without consuming it (0 at the end).
  mutating func peek() -> UInt8 {
    skipWhitespace()
    return position < bytes.count ? bytes[position] : 0
  }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  /// Consumes `byte` (after white space) or throws.
  mutating func expect(_ byte: UInt8) throws {
    guard peek() == byte else {
      throw Malformed(offset: position, reason: "expected \(Character(Unicode.Scalar(byte)))")
    }
    position += 1
  }

  /// Throws unless only white space is left.
  mutating func end() throws {
    guard peek() == 0, position == bytes.count else {
      throw Malformed(offset: position, reason: "text after the value")
    }
  }

  // MARK: - Reading values

  /// Reads the next value.
  mutating func value() throws -> JSON {
    switch peek() {
    case UInt8(ascii: "{"):
      position += 1
      var members: [(key: String, value: JSON)] = []
      if peek() == UInt8(ascii: "}") {
        position += 1
        return .object(members)
      }
      repeat {
        let key = try string()
        try expect(UInt8(ascii: ":"))
        members.append((key, try value()))
      } while try separator(closing: UInt8(ascii: "}"))
      return .object(members)
    case UInt8(ascii: "["):
      position += 1
      var elements: [JSON] = []
      if peek() == UInt8(ascii: "]") {
        position += 1
        return .array(elements)
      }
      repeat {
        elements.append(try value())
      } while try separator(closing: UInt8(ascii: "]"))
      return .array(elements)
    case UInt8(ascii: "\""):
      return .string(try string())
    default:
      let start = position
      try skipScalar()
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      switch text {
      case "null": return .null
      case "true": return .bool(true)
      case "false": return .bool(false)
      default:
        guard Self.isNumber(bytes[start..<position]), let number = Double(text), number.isFinite
        else {
          throw Malformed(offset: start, reason: "not a JSON value: \(text)")
        }
        return .number(number)
      }
    }
  }

  /// Whether `text` follows JSON's number grammar: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
  static func isNumber(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    var index = text.startIndex
    func digits() -> Int {
      let start = index
      while index < text.endIndex, text[index] >= 0x30, text[index] <= 0x39 { index += 1 }
      return index - start
    }
    if index < text.endIndex, text[index] == UInt8(ascii: "-") { index += 1 }
    guard index < text.endIndex else { return false }
    if text[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return false
    }
    if index < text.endIndex, text[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < text.endIndex, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
      index += 1
      if index < text.endIndex, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { return false }
    }
    return index == text.endIndex
  }

  /// After a member or element: consumes `,` (true: another follows) or `closing` (false).
  mutating func separator(closing: UInt8) throws -> Bool {
    switch peek() {
    case UInt8(ascii: ","):
      position += 1
      return true
    case closing:
      position += 1
      return false
    default:
      throw Malformed(
        offset: position, reason: "expected , or \(Character(Unicode.Scalar(closing)))")
    }
  }

  /// Reads a string, decoding its escapes.
  mutating func string() throws -> String {
    guard peek() == UInt8(ascii: "\"") else {
      throw Malformed(offset: position, reason: "expected a string")
    }
    let start = position
    try skipString()
    let body = bytes[(start + 1)..<(position - 1)]
    guard body.contains(UInt8(ascii: "\\")) else { return String(decoding: body, as: UTF8.self) }
    // Escapes are rare in cases and outputs: let Foundation decode them.
    let quoted = Data(bytes[start..<position])
    guard
      let text = try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed)
        as? String
    else {
      throw Malformed(offset: start, reason: "bad escape in a string")
    }
    return text
  }

  // MARK: - Skipping values

  /// Skips the next value without building it.
  mutating func skipValue() throws {
    switch peek() {
    case UInt8(ascii: "{"), UInt8(ascii: "["): try skipContainer()
    case UInt8(ascii: "\""): try skipString()
    default: try skipScalar()
    }
  }

  /// Skips an object or array: counts brackets, stepping over strings.
  private mutating func skipContainer() throws {
    var depth = 0
    var index = position
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == 0x22 {
        position = index
        try skipString()
        index = position
        continue
      }
      if byte == 0x7B || byte == 0x5B {
        depth += 1
      } else if byte == 0x7D || byte == 0x5D {
        depth -= 1
        if depth == 0 {
          position = index + 1
          return
        }
      }
      index += 1
    }
    throw Malformed(offset: position, reason: "unterminated object or array")
  }

  /// Skips a string, from its opening quote to after its closing one.
  private mutating func skipString() throws {
    var index = position + 1
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == 0x5C {
        index += 2
        continue
      }
      if byte == 0x22 {
        position = index + 1
        return
      }
      if byte < 0x20 { throw Malformed(offset: index, reason: "control character in a string") }
      index += 1
    }
    throw Malformed(offset: position, reason: "unterminated string")
  }

  /// Skips a number or literal: up to the next delimiter.
  private mutating func skipScalar() throws {
    let start = position
    while position < bytes.count {
      switch bytes[position] {
      case 0x2C, 0x5D, 0x7D, 0x20, 0x0A, 0x0D, 0x09, 0x3A: break
      default:
        position += 1
        continue
      }
      break
    }
    guard position > start else { throw Malformed(offset: start, reason: "expected a value") }
  }
}
