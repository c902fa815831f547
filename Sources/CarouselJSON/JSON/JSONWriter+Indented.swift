extension JSONWriter {
  /// The document written so far, indented by two spaces a level, with a space after each
  /// colon (`carousel --pretty`); empty objects and arrays stay `{}` and `[]`.
  ///
  /// ```swift
  /// var json = JSONWriter()
  /// json.object { json in json.key("snapOffsets"); json.array { $0.integer(0) } }
  /// String(decoding: json.indentedBytes, as: UTF8.self)
  /// // {
  /// //   "snapOffsets": [
  /// //     0
  /// //   ]
  /// // }
  /// ```
  ///
  /// - Complexity: O(n) in the length of the document.
  package var indentedBytes: [UInt8] { Self.indented(bytes) }

  /// Indents compact JSON (what a `JSONWriter` writes: no whitespace outside strings).
  static func indented(_ compact: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(compact.count * 2)
    var depth = 0
    var inString = false
    var escaped = false
    func newline() {
      result.append(UInt8(ascii: "\n"))
      result.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
    var index = 0
    while index < compact.count {
      let byte = compact[index]
      index += 1
      if inString {
        result.append(byte)
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
        result.append(byte)
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        result.append(byte)
        // An empty container stays on one line.
        if index < compact.count, compact[index] == byte + 2 {
          result.append(compact[index])
          index += 1
        } else {
          depth += 1
          newline()
        }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        newline()
        result.append(byte)
      case UInt8(ascii: ","):
        result.append(byte)
        newline()
      case UInt8(ascii: ":"):
        result.append(contentsOf: [byte, UInt8(ascii: " ")])
      default:
        result.append(byte)
      }
    }
    return result
  }
}
