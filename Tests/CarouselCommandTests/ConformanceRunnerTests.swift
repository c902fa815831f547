import Foundation
import Testing

/// The conformance runner's own parts: a runner that cannot fail would make every case pass.
@Suite struct ConformanceRunnerTests {
  static func json(_ text: String) throws -> JSON {
    try JSON.parse(Array(text.utf8))
  }

  @Test("numbers are equal within 0.001, and only within it")
  func tolerance() throws {
    #expect(JSONMatch.difference(.number(738.001), .number(738)) == nil)
    #expect(JSONMatch.difference(.number(737.999), .number(738)) == nil)
    #expect(
      JSONMatch.difference(.number(738.0011), .number(738))
        == "at the top: expected 738, got 738.0011")
    #expect(JSONMatch.difference(.number(1), .string("1")) != nil)
    #expect(JSONMatch.difference(.null, .number(0)) != nil)
  }

  @Test("objects compare by member, in any order; arrays by position")
  func structure() throws {
    let actual = try Self.json(#"{"a": [1, 2], "b": {"c": true, "d": "x"}}"#)
    #expect(
      JSONMatch.difference(actual, try Self.json(#"{"b": {"d": "x", "c": true}, "a": [1, 2]}"#))
        == nil)
    #expect(
      JSONMatch.difference(actual, try Self.json(#"{"a": [2, 1], "b": {"c": true, "d": "x"}}"#))
        == "at /a/0: expected 2, got 1")
    #expect(
      JSONMatch.difference(actual, try Self.json(#"{"a": [1, 2], "b": {"c": true}}"#))
        == #"at /b/d: not expected, got "x""#)
    #expect(
      JSONMatch.difference(actual, try Self.json(#"{"b": {"c": true}}"#), partial: true) == nil)
    #expect(
      JSONMatch.difference(actual, try Self.json(#"{"b": {"e": 1}}"#), partial: true)
        == "at /b/e: missing")
    #expect(
      JSONMatch.difference(actual, try Self.json(#"{"a": [1], "b": {}}"#), partial: true)
        == "at /a: expected 1 elements, got 2")
  }

  @Test(
    "the reader refuses what is not JSON",
    arguments: ["01", "1.", "-", "NaN", "[1,]", "{} x", "\"a"])
  func strictReader(text: String) {
    #expect(throws: JSONReader.Malformed.self) { try JSON.parse(Array(text.utf8)) }
  }

  @Test("the reader reads numbers, escapes and nesting")
  func reader() throws {
    let value = try Self.json(#" {"a\"b": [-0.5, 1e3, 0, "t\u00e9"], "n": null, "f": false} "#)
    #expect(
      value.description == #"{"a\"b":[-0.5,1000,0,"té"],"n":null,"f":false}"#)
  }

  @Test("a pointer search finds values, counts and last elements in one pass")
  func pointerSearch() throws {
    let document = #"{"cards": [{"x": 1}, {"x": 2}, {"x": 3}], "a/b": {"~": 7}, "e": []}"#
    let bytes = Array(document.utf8)
    let pointers = ["", "/cards", "/cards/2/x", "/cards/01", "/a~1b/~0", "/e", "/missing"]
    let found = try bytes.withUnsafeBufferPointer { buffer in
      try JSONPointerSearch.search(buffer, pointers: pointers.map(JSONPointerSearch.tokens))
    }
    func text(_ range: Range<Int>?) -> String? {
      range.map { String(decoding: bytes[$0], as: UTF8.self) }
    }
    #expect(text(found[0]?.range) == document)
    #expect(found[0]?.count == 3)
    #expect(found[1]?.count == 3)
    #expect(text(found[1]?.last) == #"{"x": 3}"#)
    #expect(text(found[2]?.range) == "3")
    #expect(found[3] == nil, "01 is not a canonical array index")
    #expect(text(found[4]?.range) == "7")
    #expect(found[5]?.count == 0 && found[5]?.last == nil)
    #expect(found[6] == nil)
  }

  @Test("a generator expands into its cards, cycling through the pattern")
  func generator() throws {
    let spec = try Self.json(
      #"{"viewport": {"width": 393, "height": 852}, "generate": {"count": 5, "cards": [{"body": 1}, {}]}}"#
    )
    let text = String(decoding: try ConformanceCase.specText(spec), as: UTF8.self)
    #expect(
      text
        == #"{"viewport":{"width":393,"height":852},"cards":[{"body":1},{},{"body":1},{},{"body":1}]}"#
    )
  }

  @Test("a case whose expectation is wrong fails, naming where")
  func failingCase() throws {
    let file = ConformanceTests.folder.appendingPathComponent("layout-3-cards.json")
    var testCase = try ConformanceCase(file: file)
    #expect(try ConformanceTests.run(testCase).isEmpty)

    var expected = try #require(testCase.stdout)
    guard case .object(var members) = expected else {
      throw JSONReader.Malformed(offset: 0, reason: "")
    }
    members[members.firstIndex { $0.key == "snapOffsets" }!].value = .array(
      [0, 361, 722].map(JSON.number))
    expected = .object(members)
    testCase.stdout = expected
    #expect(
      try ConformanceTests.run(testCase) == ["stdout at /snapOffsets/2: expected 722, got 714"])

    testCase.stdout = nil
    testCase.checks = [
      .init(pointer: "/snapOffsets", last: true, expectation: .equals(.number(714))),
      .init(pointer: "/cards", last: false, expectation: .count(4)),
      .init(pointer: "/cards/3", last: false, expectation: .equals(.null)),
    ]
    #expect(
      try ConformanceTests.run(testCase) == [
        "at /cards: expected 4 elements, got 3", "at /cards/3: no such value",
      ])

    testCase.exitCode = 2
    let failures = try ConformanceTests.run(testCase)
    #expect(failures.count == 1 && failures[0].hasPrefix("exit code 0, expected 2"))
  }
}
