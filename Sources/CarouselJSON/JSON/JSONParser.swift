/// A strict JSON parser (RFC 8259) that reports where the text goes wrong.
///
/// It refuses what `JSONSerialization` would let through or turn into surprises: text that is
/// not UTF-8, duplicate keys, numbers that overflow a `Double` (`1e999`), nesting deeper than
/// 256 levels, and anything after the top-level value.
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"{"cards": [1, 2]}"#.utf8))
/// ```
package struct JSONParser {
  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  private static let maximumDepth = 256
  /// The most elements one array may hold: a spec holds at most a million cards, and a longer
  /// array is refused as soon as the parser reaches its limit, without reading the rest.
  package static let maximumArrayLength = 1_000_000

  /// Thrown inside the parser: malformed text, or an array too long, which collects the
  /// array's JSON path on its way out (only on this rare path, so parsing valid text tracks
  /// nothing).
  private enum Failure: Error {
    case malformed(SpecError)
    case tooManyElements(path: [String])
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses one JSON document.
  ///
  /// - Throws: ``SpecError`` naming the line and column of the first problem, or saying
  ///   `spec: empty input` when there is nothing but whitespace.
  /// - Complexity: O(n) in the length of the text.
  package static func parse(_ bytes: [UInt8]) throws(SpecError) -> JSONValue {
    if let offset = firstInvalidUTF8(bytes) {
      throw SpecError(
        "spec: not UTF-8 text (byte 0x\(String(bytes[offset], radix: 16)) at offset \(offset))")
    }
    var parser = JSONParser(bytes: bytes)
    // A byte order mark is allowed before the value.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    guard parser.index < bytes.count else { throw SpecError("spec: empty input") }
    let value: JSONValue
    do {
      value = try parser.parseValue()
    } catch {
      switch error {
      case .malformed(let error): throw error
      case .tooManyElements(let elements):
        let path = elements.joined().drop { $0 == "." }
        throw SpecError(
          path: path.isEmpty ? "spec" : String(path),
          expected: "at most \(maximumArrayLength) elements (the most a spec may hold)",
          got: "more")
      }
    }
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.specError("unexpected text after the JSON value")
    }
    return value
  }

  // MARK: - Values

  private mutating func parseValue() throws(Failure) -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of input (truncated JSON?)") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character \(describe(bytes[index]))")
    }
  }

  private mutating func parseObject() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [JSONMember] = []
    var keys: Set<String> = []
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else { throw expectation("a string key") }
      let keyStart = index
      let key = try parseString()
      guard keys.insert(key).inserted else {
        index = keyStart
        throw error("duplicate key \"\(key)\"")
      }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else { throw expectation("':'") }
      index += 1
      skipWhitespace()
      do {
        members.append(JSONMember(key: key, value: try parseValue()))
      } catch {
        guard case .tooManyElements(let path) = error else { throw error }
        throw .tooManyElements(path: [".\(key)"] + path)
      }
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else if peek(UInt8(ascii: "}")) {
        index += 1
        return .object(members)
      } else {
        throw expectation("',' or '}'")
      }
    }
  }

  private mutating func parseArray() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      guard elements.count < Self.maximumArrayLength else {
        throw .tooManyElements(path: [])
      }
      do {
        elements.append(try parseValue())
      } catch {
        guard case .tooManyElements(let path) = error else { throw error }
        throw .tooManyElements(path: ["[\(elements.count)]"] + path)
      }
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else if peek(UInt8(ascii: "]")) {
        index += 1
        return .array(elements)
      } else {
        throw expectation("',' or ']'")
      }
    }
  }

  private mutating func parseString() throws(Failure) -> String {
    index += 1  // opening quote
    // Fast path: no escapes, the common case for keys and names.
    var end = index
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
      bytes[end] >= 0x20
    {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      defer { index = end + 1 }
      return String(decoding: bytes[index..<end], as: UTF8.self)
    }
    var scalars = String.UnicodeScalarView()
    var runStart = index
    while true {
      guard index < bytes.count else { throw error("unterminated string (truncated JSON?)") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        scalars.append(
          contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        scalars.append(
          contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
        index += 1
        scalars.append(try parseEscape())
        runStart = index
        continue
      }
      index += 1
    }
  }

  private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
    guard index < bytes.count else { throw error("unterminated string (truncated JSON?)") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try parseHex4()
      if (0xD800..<0xDC00).contains(first) {
        guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("unpaired surrogate in \\u escape") }
        index += 2
        let second = try parseHex4()
        guard (0xDC00..<0xE000).contains(second) else {
          throw error("unpaired surrogate in \\u escape")
        }
        let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        return Unicode.Scalar(value) ?? "\u{FFFD}"
      }
      guard let scalar = Unicode.Scalar(first) else {
        throw error("unpaired surrogate in \\u escape")
      }
      return scalar
    default:
      index -= 1
      throw error("invalid escape \\\(describe(byte))")
    }
  }

  private mutating func parseHex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("truncated \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid hex digit \(describe(byte)) in \\u escape")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(Failure) -> JSONValue {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw error("invalid number (leading zero)")
      }
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    // Fast path: a whole number of at most 15 digits is exact in a Double.
    let digitsStart = bytes[start] == UInt8(ascii: "-") ? start + 1 : start
    if index - digitsStart <= 15,
      !bytes[digitsStart..<index].contains(where: { !isDigit($0) })
    {
      var whole: Int64 = 0
      for byte in bytes[digitsStart..<index] { whole = whole * 10 + Int64(byte &- 48) }
      return .number(digitsStart == start ? Double(whole) : -Double(whole))
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      index = start
      throw error("number \(text) is out of range")
    }
    return .number(value)
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(Failure)
    -> JSONValue
  {
    let utf8 = Array(word.utf8)
    guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8
    else { throw error("unexpected character \(describe(bytes[index]))") }
    index += utf8.count
    return value
  }

  // MARK: - Helpers

  private mutating func enter() throws(Failure) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func peek(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func describe(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F
      ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
  }

  private func expectation(_ what: String) -> Failure {
    guard index < bytes.count else { return error("unexpected end of input (truncated JSON?)") }
    return error("expected \(what), found \(describe(bytes[index]))")
  }

  private func error(_ message: String) -> Failure {
    .malformed(specError(message))
  }

  private func specError(_ message: String) -> SpecError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SpecError("spec: malformed JSON at line \(line), column \(column): \(message)")
  }

  /// The offset of the first byte that is not part of well-formed UTF-8, if any.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
      case .emptyInput:
        return nil
      case .error:
        return offset
      }
    }
  }
}
