// Helpers for the hand-written `Codable` conformances of the engine's enums with payloads.
// They write the format the compiler synthesizes (a one-member object named by the case, its
// payload an object keyed by the labels, `_0` for an unlabeled value, `{}` for none), which
// `CodableFormatTests` pins down byte for byte. Compiled only where `Codable` exists (not in
// Embedded Swift).
#if !hasFeature(Embedded)
  /// The keys of a case without a payload: none.
  enum NoPayloadKeys: CodingKey {}

  /// The key of a case's one unlabeled value.
  enum UnlabeledPayloadKeys: String, CodingKey {
    case _0
  }

  extension KeyedDecodingContainer {
    /// The one case key present, as synthesized decoding requires: no key, two keys, or only
    /// unknown keys are a type mismatch.
    func onlyCase<Value>(of type: Value.Type) throws -> Key {
      guard allKeys.count == 1, let key = allKeys.first else {
        throw DecodingError.typeMismatch(
          Value.self,
          DecodingError.Context(
            codingPath: codingPath, debugDescription: "Invalid number of keys found, expected one."
          ))
      }
      return key
    }

    /// Checks that a case without a payload holds an object.
    func emptyPayload(forKey key: Key) throws {
      _ = try nestedContainer(keyedBy: NoPayloadKeys.self, forKey: key)
    }

    /// A case's one unlabeled value.
    func unlabeledPayload<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
      try nestedContainer(keyedBy: UnlabeledPayloadKeys.self, forKey: key)
        .decode(Value.self, forKey: ._0)
    }
  }

  extension KeyedEncodingContainer {
    /// Writes a case without a payload: `"case": {}`.
    mutating func encodeEmptyPayload(forKey key: Key) {
      _ = nestedContainer(keyedBy: NoPayloadKeys.self, forKey: key)
    }

    /// Writes a case with one unlabeled value: `"case": {"_0": value}`.
    mutating func encodeUnlabeledPayload(_ value: some Encodable, forKey key: Key) throws {
      var payload = nestedContainer(keyedBy: UnlabeledPayloadKeys.self, forKey: key)
      try payload.encode(value, forKey: ._0)
    }
  }
#endif
