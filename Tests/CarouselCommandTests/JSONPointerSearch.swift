import Foundation

/// Finds the values that JSON pointers (RFC 6901) name in a document, in one pass over its
/// bytes, building only those values: a million-card layout (about 250 MB) is searched without
/// being parsed.
///
/// For each pointer it reports the value, and for an array or object its element count and
/// (for an array) its last element.
struct JSONPointerSearch {
  /// What a pointer names.
  struct Found {
    /// The value's bytes.
    var range: Range<Int>
    /// The number of elements (array) or members (object); `nil` for other values.
    var count: Int?
    /// The last element's bytes (a non-empty array).
    var last: Range<Int>?
  }

  /// The reference tokens of a pointer: `""` is the whole document, `/a/0` is `["a", "0"]`;
  /// `~1` and `~0` stand for `/` and `~`.
  static func tokens(_ pointer: String) throws -> [String] {
    guard !pointer.isEmpty else { return [] }
    guard pointer.hasPrefix("/") else {
      throw JSONReader.Malformed(offset: 0, reason: "a JSON pointer starts with /: \(pointer)")
    }
    return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
      $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
  }

  /// Searches `bytes` for every pointer; `nil` for a pointer that names nothing.
  static func search(_ bytes: UnsafeBufferPointer<UInt8>, pointers: [[String]]) throws
    -> [Found?]
  {
    var reader = JSONReader(bytes)
    var found = [Found?](repeating: nil, count: pointers.count)
    try visit(&reader, wanted: Array(pointers.indices), depth: 0, pointers: pointers, found: &found)
    try reader.end()
    return found
  }

  /// Reads the value at the reader's position, for the pointers in `wanted` (whose first
  /// `depth` tokens lead here).
  private static func visit(
    _ reader: inout JSONReader, wanted: [Int], depth: Int, pointers: [[String]],
    found: inout [Found?]
  ) throws {
    let here = wanted.filter { pointers[$0].count == depth }
    var deeper: [String: [Int]] = [:]
    for index in wanted where pointers[index].count > depth {
      deeper[pointers[index][depth], default: []].append(index)
    }
    let first = reader.peek()
    let start = reader.position
    var count: Int?
    var last: Range<Int>?
    if first == UInt8(ascii: "["), !(here.isEmpty && deeper.isEmpty) {
      reader.position += 1
      // The elements pointers lead into, in index order (canonical indices only: "01" is not 1).
      let targets = deeper.compactMap { token, next in
        Int(token).flatMap { String($0) == token ? (index: $0, wanted: next) : nil }
      }.sorted { $0.index < $1.index }
      var nextTarget = 0
      var index = 0
      if reader.peek() == UInt8(ascii: "]") {
        reader.position += 1
      } else {
        repeat {
          _ = reader.peek()
          let elementStart = reader.position
          if nextTarget < targets.count, targets[nextTarget].index == index {
            try visit(
              &reader, wanted: targets[nextTarget].wanted, depth: depth + 1, pointers: pointers,
              found: &found)
            nextTarget += 1
          } else {
            try reader.skipValue()
          }
          last = elementStart..<reader.position
          index += 1
        } while try reader.separator(closing: UInt8(ascii: "]"))
      }
      count = index
    } else if first == UInt8(ascii: "{"), !(here.isEmpty && deeper.isEmpty) {
      reader.position += 1
      var members = 0
      if reader.peek() == UInt8(ascii: "}") {
        reader.position += 1
      } else {
        repeat {
          let key = try reader.string()
          try reader.expect(UInt8(ascii: ":"))
          _ = reader.peek()
          if let next = deeper[key] {
            try visit(&reader, wanted: next, depth: depth + 1, pointers: pointers, found: &found)
          } else {
            try reader.skipValue()
          }
          members += 1
        } while try reader.separator(closing: UInt8(ascii: "}"))
      }
      count = members
    } else {
      try reader.skipValue()
    }
    for index in here {
      found[index] = Found(range: start..<reader.position, count: count, last: last)
    }
  }
}
