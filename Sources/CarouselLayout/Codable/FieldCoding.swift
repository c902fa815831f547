// `Decoder` and `Encoder` containers as the shared field readers and writers (`Fields/`), so
// that `Codable` reads and writes the shape the `carousel` tool reads: one set of names,
// defaults and value words. A mistake becomes a `DecodingError` that names the field and the
// value (the first one found is thrown). Compiled only where `Codable` exists (not in Embedded
// Swift).
#if !hasFeature(Embedded)
  #if canImport(Foundation)
    import Foundation
  #endif

  /// A field's name as a coding key.
  struct FieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// The first mistake a reading found, shared by an object's reader and its nested objects'.
  final class FieldMistakes {
    var first: DecodingError?

    /// Keeps `error` unless a mistake came first.
    func record(_ error: DecodingError) {
      if first == nil { first = error }
    }

    /// Throws the first mistake, if any.
    func throwFirst() throws {
      if let first { throw first }
    }
  }

  /// A keyed decoding container read as fields. `overrides` answers for fields that a decoder
  /// found in 0.1.0's form (`nil` inside: absent).
  struct DecoderFields: FieldReader {
    let container: KeyedDecodingContainer<FieldKey>
    let mistakes: FieldMistakes
    var overrides: [String: FieldValue?] = [:]

    init(_ decoder: any Decoder) throws {
      container = try decoder.container(keyedBy: FieldKey.self)
      mistakes = FieldMistakes()
    }

    private init(container: KeyedDecodingContainer<FieldKey>, mistakes: FieldMistakes) {
      self.container = container
      self.mistakes = mistakes
    }

    /// Whether field `key` holds an object (0.1.0's form of a value that is now a number or
    /// a string).
    func holdsObject(_ key: String) -> Bool {
      (try? container.nestedContainer(keyedBy: FieldKey.self, forKey: FieldKey(key))) != nil
    }

    func fieldValue(_ key: String) -> FieldValue? {
      if let override = overrides[key] { return override }
      let name = FieldKey(key)
      guard container.contains(name), (try? container.decodeNil(forKey: name)) == false else {
        return nil
      }
      if let number = try? container.decode(Double.self, forKey: name) { return .number(number) }
      if let string = try? container.decode(String.self, forKey: name) { return .string(string) }
      return .other
    }

    func fieldObject(_ key: String) -> DecoderFields? {
      guard fieldValue(key) != nil else { return nil }
      guard
        let nested = try? container.nestedContainer(keyedBy: FieldKey.self, forKey: FieldKey(key))
      else {
        recordField(key, expected: "an object")
        return nil
      }
      return DecoderFields(container: nested, mistakes: mistakes)
    }

    func recordField(_ key: String, expected: String) {
      let name = FieldKey(key)
      mistakes.record(
        .dataCorrupted(
          DecodingError.Context(
            codingPath: container.codingPath + [name],
            debugDescription: "\(key): expected \(expected), got \(summary(of: name))")))
    }

    func recordMissingField(_ key: String, expected: String) {
      let name = FieldKey(key)
      mistakes.record(
        .keyNotFound(
          name,
          DecodingError.Context(
            codingPath: container.codingPath,
            debugDescription: "\(key): expected \(expected), got nothing (missing field)")))
    }

    /// Unknown fields are ignored, as the synthesized conformances ignore them.
    func finishFields() {}

    /// The value at `name` in a few words, for a mistake.
    private func summary(of name: FieldKey) -> String {
      if let number = try? container.decode(Double.self, forKey: name) {
        return NumberText.plain(number)
      }
      if let string = try? container.decode(String.self, forKey: name) { return "\"\(string)\"" }
      if let bool = try? container.decode(Bool.self, forKey: name) {
        return bool ? "true" : "false"
      }
      if (try? container.nestedUnkeyedContainer(forKey: name)) != nil { return "an array" }
      return "an object"
    }
  }

  /// A keyed encoding container written as fields.
  struct EncoderFields: FieldWriter {
    var container: KeyedEncodingContainer<FieldKey>
    let mistakes: EncodingMistakes

    init(_ encoder: any Encoder) {
      container = encoder.container(keyedBy: FieldKey.self)
      mistakes = EncodingMistakes()
    }

    private init(container: KeyedEncodingContainer<FieldKey>, mistakes: EncodingMistakes) {
      self.container = container
      self.mistakes = mistakes
    }

    mutating func writeField(_ key: String, _ value: FieldValue) {
      do {
        switch value {
        case .number(let number): try container.encode(number, forKey: FieldKey(key))
        case .string(let string): try container.encode(string, forKey: FieldKey(key))
        case .other: break
        }
      } catch {
        mistakes.record(
          error as? EncodingError
            ?? .invalidValue(
              value,
              EncodingError.Context(
                codingPath: container.codingPath + [FieldKey(key)], debugDescription: "\(error)")))
      }
    }

    mutating func writeObject(_ key: String, _ body: (inout EncoderFields) -> Void) {
      var nested = EncoderFields(
        container: container.nestedContainer(keyedBy: FieldKey.self, forKey: FieldKey(key)),
        mistakes: mistakes)
      body(&nested)
    }
  }

  /// The first error an encoding met (an encoder that refuses a non-finite number, say).
  final class EncodingMistakes {
    var first: EncodingError?

    /// Keeps `error` unless one came first.
    func record(_ error: EncodingError) {
      if first == nil { first = error }
    }

    /// Throws the first error, if any.
    func throwFirst() throws {
      if let first { throw first }
    }
  }

  extension Decoder {
    /// A value read from this decoder's fields by `read`; then the first mistake a field made,
    /// if any, is thrown (the same order for every type the tool's shape reads).
    ///
    /// - Throws: `DecodingError` for a value that is not an object, or for a field's mistake.
    func decodeFields<Value>(_ read: (inout DecoderFields) throws -> Value) throws -> Value {
      var fields = try DecoderFields(self)
      let value = try read(&fields)
      try fields.mistakes.throwFirst()
      return value
    }

    /// A value that is one field (`fieldValue(legacyNames:)`), made by `make`, or the mistake
    /// naming what was `expected` when `make` refuses it.
    ///
    /// - Throws: `DecodingError` for a value that is none of the field's.
    func decodeField<Value>(
      expected: String, legacyNames: [String: String] = [:], _ make: (FieldValue) -> Value?
    ) throws -> Value {
      let value = try fieldValue(legacyNames: legacyNames)
      guard let decoded = make(value) else { throw mistake(expected: expected, got: value) }
      return decoded
    }

    /// The value as one field holds it: a number or a string, or else 0.1.0's form of an enum
    /// with payloads (`{"count": {"_0": 3}}`, `{"automatic": {}}`) made into the same words:
    /// the case's name (renamed by `legacyNames`), or its payload when it has one.
    ///
    /// - Throws: `DecodingError` when the value is none of these.
    func fieldValue(legacyNames: [String: String] = [:]) throws -> FieldValue {
      if let single = try? singleValueContainer() {
        if let number = try? single.decode(Double.self) { return .number(number) }
        if let string = try? single.decode(String.self) { return .string(string) }
      }
      let legacy = try container(keyedBy: FieldKey.self)
      guard legacy.allKeys.count == 1, let name = legacy.allKeys.first else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath,
            debugDescription: "Invalid number of keys found, expected one."))
      }
      let payload = try legacy.nestedContainer(keyedBy: FieldKey.self, forKey: name)
      if payload.contains(FieldKey("_0")) {
        return .number(try payload.decode(Double.self, forKey: FieldKey("_0")))
      }
      return .string(legacyNames[name.stringValue] ?? name.stringValue)
    }

    /// The error for a value that a field's words do not name.
    func mistake(expected: String, got value: FieldValue) -> DecodingError {
      let got: String
      switch value {
      case .number(let number): got = NumberText.plain(number)
      case .string(let string): got = "\"\(string)\""
      case .other: got = "another value"
      }
      return .dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "expected \(expected), got \(got)"))
    }
  }

  extension Encoder {
    /// Writes a value's fields (`write`) as this encoder's object; then the first mistake a
    /// field made, if any, is thrown.
    ///
    /// - Throws: `EncodingError` for a field's mistake.
    func encodeFields(_ write: (inout EncoderFields) -> Void) throws {
      var fields = EncoderFields(self)
      write(&fields)
      try fields.mistakes.throwFirst()
    }

    /// Writes `value` as one field holds it.
    func encodeField(_ value: FieldValue) throws {
      var container = singleValueContainer()
      switch value {
      case .number(let number): try container.encode(number)
      case .string(let string): try container.encode(string)
      case .other: try container.encodeNil()
      }
    }
  }
#endif
