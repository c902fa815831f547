import CarouselJSON
import Testing

/// The strict parser: what it accepts, and the errors it names.
@Suite struct JSONParserTests {
  func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  @Test("values, escapes and nesting")
  func values() throws {
    #expect(try parse("null") == .null)
    #expect(try parse(" true ") == .bool(true))
    #expect(try parse("-12.5e1") == .number(-125))
    #expect(try parse(#""a\"b\\c\/\n\u00e9\ud83d\ude00""#) == .string("a\"b\\c/\né😀"))
    #expect(
      try parse("[1, [2, {}], []]")
        == .array([.number(1), .array([.number(2), .object([])]), .array([])]))
    #expect(
      try parse(#"{"b": 1, "a": 2}"#)
        == .object([
          JSONMember(key: "b", value: .number(1)), JSONMember(key: "a", value: .number(2)),
        ]))
    #expect(try parse("\u{FEFF}{}") == .object([]))
  }

  static let malformed: [(text: String, message: String)] = [
    ("[", "line 1, column 2: unexpected end of input (truncated JSON?)"),
    ("{\"a\": 1", "truncated JSON"),
    ("[1,]", "unexpected character ']'"),
    ("{\"a\" 1}", "expected ':'"),
    ("{\"a\": 1, \"a\": 2}", "duplicate key \"a\""),
    ("01", "leading zero"),
    ("1e999", "number 1e999 is out of range"),
    ("NaN", "unexpected character 'N'"),
    ("[1] x", "unexpected text after the JSON value"),
    ("\"\\x\"", "invalid escape"),
    ("\"\\ud800\"", "unpaired surrogate"),
    ("{\n  \"a\": tru\n}", "line 2, column 8"),
    (String(repeating: "[", count: 300), "nesting deeper than 256 levels"),
  ]

  @Test("malformed JSON names the place and the problem", arguments: malformed)
  func malformedJSON(text: String, message: String) {
    #expect {
      _ = try parse(text)
    } throws: { error in
      let description = (error as? SpecError)?.description ?? ""
      return description.hasPrefix("spec: malformed JSON") && description.contains(message)
    }
  }

  @Test(
    "nothing but whitespace (or a byte order mark) is empty input, not truncated JSON",
    arguments: ["", " \n\t ", "\u{FEFF}\n"])
  func emptyInput(text: String) {
    #expect(throws: SpecError("spec: empty input")) { _ = try parse(text) }
  }

  @Test("bytes that are not UTF-8 are refused with their offset")
  func notUTF8() {
    #expect {
      _ = try JSONParser.parse([0x22, 0x61, 0xC3, 0x28, 0x22])
    } throws: { error in
      (error as? SpecError)?.description == "spec: not UTF-8 text (byte 0xc3 at offset 2)"
    }
  }

  @Test("an array longer than a million elements is refused with its path")
  func tooManyElements() {
    let zeros = Array(repeating: "0", count: JSONParser.maximumArrayLength + 1)
    let text = #"{"viewport": {}, "cards": ["# + zeros.joined(separator: ",") + "]}"
    #expect {
      _ = try parse(text)
    } throws: { error in
      (error as? SpecError)?.description
        == "cards: expected at most 1000000 elements (the most a spec may hold), got more"
    }
    #expect {
      _ = try parse(#"{"a": [{"b": ["# + zeros.joined(separator: ",") + "]}]}")
    } throws: { error in
      (error as? SpecError)?.description.hasPrefix("a[0].b: expected at most") == true
    }
  }
}
