import Foundation

/// One case of the conformance suite (`Tests/Conformance/cases/*.json`, described in
/// `Tests/Conformance/README.md`): a command line, its input specs and what it must print.
struct ConformanceCase {
  /// A check on part of the output, for outputs too large to write out in full.
  struct Check {
    enum Expectation {
      case equals(JSON)
      case matches(JSON)
      case count(Int)
    }

    /// The JSON pointer (RFC 6901) of the value checked.
    var pointer: String
    /// Whether the check applies to the last element of the array at ``pointer``.
    var last: Bool
    var expectation: Expectation
  }

  var name: String
  var command: String
  /// The input specs, in command-line order: objects (written as JSON, generators expanded)
  /// or strings (written as they are); see ``specText(_:)``.
  var specs: [JSON]
  /// Each spec's number of cards, listed or generated (`nil` for a spec given as text).
  var cardCounts: [Int?]
  var arguments: [String]
  var exitCode: Int32
  var stdout: JSON?
  var checks: [Check]
  var stderrContains: String?

  // MARK: - Reading

  /// Reads the case in `file`, expanding its spec generators.
  init(file: URL) throws {
    name = file.deletingPathExtension().lastPathComponent
    let json = try JSON.parse(Array(try Data(contentsOf: file)))
    guard case .object(let members) = json else { throw Self.invalid("the case is not an object") }
    let known: Set = ["description", "why", "command", "specs", "arguments", "expected"]
    if let unknown = members.first(where: { !known.contains($0.key) }) {
      throw Self.invalid("unknown field \(unknown.key)")
    }
    guard json["description"]?.string?.isEmpty == false else {
      throw Self.invalid("description: expected a sentence")
    }
    switch json["why"] {
    case .string(let text)? where !text.isEmpty: break
    case .array(let lines)? where !lines.isEmpty && lines.allSatisfy({ $0.string != nil }): break
    default: throw Self.invalid("why: expected the derivation, a string or an array of strings")
    }
    guard let command = json["command"]?.string else {
      throw Self.invalid("command: expected a string")
    }
    self.command = command
    guard case .array(let specs)? = json["specs"] else {
      throw Self.invalid("specs: expected an array")
    }
    self.specs = specs
    cardCounts = specs.map { spec in
      if case .array(let cards)? = spec["cards"] { return cards.count }
      if case .number(let count)? = spec["generate"]?["count"] { return Int(count) }
      return nil
    }
    guard case .array(let arguments)? = json["arguments"] ?? .array([]),
      arguments.allSatisfy({ $0.string != nil })
    else {
      throw Self.invalid("arguments: expected an array of strings")
    }
    self.arguments = arguments.compactMap(\.string)

    guard case .object(let expectedMembers)? = json["expected"] else {
      throw Self.invalid("expected: expected an object")
    }
    let expected = JSON.object(expectedMembers)
    let knownExpected: Set = ["exitCode", "stdout", "checks", "stderrContains"]
    if let unknown = expectedMembers.first(where: { !knownExpected.contains($0.key) }) {
      throw Self.invalid("unknown field expected.\(unknown.key)")
    }
    guard case .number(let code)? = expected["exitCode"], code == code.rounded() else {
      throw Self.invalid("expected.exitCode: expected an integer")
    }
    exitCode = Int32(code)
    stdout = expected["stdout"]
    stderrContains = expected["stderrContains"]?.string
    checks = []
    if case .array(let list)? = expected["checks"] {
      checks = try list.map(Self.check)
    }
    if exitCode == 0 {
      guard stdout != nil || !checks.isEmpty, stderrContains == nil else {
        throw Self.invalid("a successful case expects stdout or checks, and no stderr")
      }
    } else {
      guard stderrContains != nil, stdout == nil, checks.isEmpty else {
        throw Self.invalid("a failing case expects stderrContains only")
      }
    }
  }

  private static func check(_ json: JSON) throws -> Check {
    guard let pointer = json["pointer"]?.string else {
      throw invalid("checks[]: expected a pointer")
    }
    var last = false
    if let flag = json["last"] {
      guard case .bool(let value) = flag else { throw invalid("checks[].last: expected a bool") }
      last = value
    }
    let expectations: [Check.Expectation] = [
      json["equals"].map { .equals($0) },
      json["matches"].map { .matches($0) },
      json["count"].flatMap { value -> Check.Expectation? in
        if case .number(let count) = value { return .count(Int(count)) }
        return nil
      },
    ].compactMap { $0 }
    guard expectations.count == 1 else {
      throw invalid("checks[] at \(pointer): expected one of equals, matches or count")
    }
    return Check(pointer: pointer, last: last, expectation: expectations[0])
  }

  /// A spec's file contents: a string is the text itself (for malformed input); an object is
  /// written as JSON, its `generate` member expanded into `cards`.
  static func specText(_ spec: JSON) throws -> [UInt8] {
    switch spec {
    case .string(let text):
      return Array(text.utf8)
    case .object(var members):
      guard let index = members.firstIndex(where: { $0.key == "generate" }) else {
        return Array(spec.description.utf8)
      }
      let generator = members.remove(at: index).value
      guard members.allSatisfy({ $0.key != "cards" }) else {
        throw invalid("a spec has both generate and cards")
      }
      guard case .number(let count)? = generator["count"], count >= 0, count == count.rounded(),
        case .array(let pattern)? = generator["cards"], !pattern.isEmpty,
        generator.objectCount == 2
      else {
        throw invalid("generate: expected {\"count\": N, \"cards\": [card, …]}")
      }
      var text = Array(JSON.object(members).description.utf8)
      text.removeLast()  // the closing brace
      text += Array((members.isEmpty ? "\"cards\":[" : ",\"cards\":[").utf8)
      let cards = pattern.map { Array($0.description.utf8) }
      let total = Int(count)
      text.reserveCapacity(text.count + total * (cards.map(\.count).max()! + 1) + 2)
      for card in 0..<total {
        if card > 0 { text.append(UInt8(ascii: ",")) }
        text += cards[card % cards.count]
      }
      text += Array("]}".utf8)
      return text
    default:
      throw invalid("specs[]: expected a spec object or a string")
    }
  }

  private static func invalid(_ reason: String) -> JSONReader.Malformed {
    JSONReader.Malformed(offset: 0, reason: "invalid case: \(reason)")
  }
}

extension JSON {
  /// The number of members of an object (0 for other values).
  fileprivate var objectCount: Int {
    if case .object(let members) = self { return members.count }
    return 0
  }
}
