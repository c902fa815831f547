// `Codable` for the carousel's configuration and the values it nests: the shape the
// `carousel` tool reads in a spec's `configuration` (read and written once, in `Fields/`),
// every field optional with `CarouselConfiguration()`'s default. JSON written by 0.1.0 (nested
// `visibleCards`, `scrolling`, `decelerationRate` and `cardHeightCap`, or `maximumCardHeight`
// before them) still decodes to the same values. `CodableFormatTests` pins both. Compiled only
// where `Codable` exists (not in Embedded Swift).
#if !hasFeature(Embedded)
  #if canImport(Foundation)
    import Foundation
  #endif

  extension CarouselConfiguration: Codable {
    /// Decodes a configuration in the tool's shape; every field is optional and defaults to
    /// `CarouselConfiguration()`'s value, unknown fields are ignored. 0.1.0's form decodes too.
    ///
    /// - Throws: `DecodingError` naming the first field whose value the shape does not allow.
    public init(from decoder: any Decoder) throws {
      self = try decoder.decodeFields { fields in
        try fields.readLegacyConfiguration()
        return CarouselConfiguration.read(from: &fields)
      }
    }

    /// Encodes every field that is set, in the tool's shape (`"visibleCards": "automatic"`,
    /// `"snapLimit": "page"`, `"maximumCardHeight": 520` …).
    public func encode(to encoder: any Encoder) throws {
      try encoder.encodeFields { write(to: &$0) }
    }
  }

  extension Insets: Codable {
    /// Decodes insets: `leading` and `trailing` are required; `top` and `bottom` (added in
    /// 0.1.0) default to 0, so insets written before them still decode.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped side.
    public init(from decoder: any Decoder) throws {
      self = try decoder.decodeFields { Insets.read(from: &$0) } ?? Insets(0)
    }

    /// Encodes the four sides by name.
    public func encode(to encoder: any Encoder) throws {
      try encoder.encodeFields { write(to: &$0) }
    }
  }

  extension HeaderCell: Codable {
    /// Decodes a header cell; every field is optional (`title` defaults to "").
    ///
    /// - Throws: `DecodingError` naming a mistyped field.
    public init(from decoder: any Decoder) throws {
      self = try decoder.decodeFields { HeaderCell.read(from: &$0) }
    }

    /// Encodes every field by name.
    public func encode(to encoder: any Encoder) throws {
      try encoder.encodeFields { write(to: &$0) }
    }
  }

  extension CardMeasurement: Codable {
    private enum CodingKeys: String, CodingKey {
      case header, body, footer
    }

    /// Decodes a card's heights, as a spec's `cards[i]` gives them: each optional, default 0.
    ///
    /// - Throws: `DecodingError` for a height that is not a number.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        header: try container.decodeIfPresent(CGFloat.self, forKey: .header) ?? 0,
        body: try container.decodeIfPresent(CGFloat.self, forKey: .body) ?? 0,
        footer: try container.decodeIfPresent(CGFloat.self, forKey: .footer) ?? 0)
    }

    /// Encodes the three heights by name.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(header, forKey: .header)
      try container.encode(body, forKey: .body)
      try container.encode(footer, forKey: .footer)
    }
  }

  extension DecoderFields {
    /// Reads 0.1.0's form of the configuration's fields into the current one: `visibleCards`
    /// and `scrolling` as enums with payloads (`{"cardWidth": {"_0": 311}}` is the
    /// `cardWidth` field now; the snapping limit is `snapLimit`), `decelerationRate` as one,
    /// the cap as `cardHeightCap` (`{"points": {"_0": 520}}`).
    mutating func readLegacyConfiguration() throws {
      if holdsObject("visibleCards") {
        switch try container.decode(VisibleCards.self, forKey: FieldKey("visibleCards")) {
        case .automatic: overrides["visibleCards"] = .some(.string("automatic"))
        case .count(let count): overrides["visibleCards"] = .some(.number(Double(count)))
        case .cardWidth(let width):
          overrides["visibleCards"] = .some(nil)
          overrides["cardWidth"] = .some(.number(Double(width)))
        }
      }
      if holdsObject("scrolling") {
        switch try container.decode(ScrollingMode.self, forKey: FieldKey("scrolling")) {
        case .snapping(let limit):
          overrides["scrolling"] = .some(.string("snapping"))
          overrides["snapLimit"] = .some(limit.fieldValue)
        case .free: overrides["scrolling"] = .some(.string("free"))
        }
      }
      try readLegacyEnum("decelerationRate", as: DecelerationRate.self) { $0.fieldValue }
      try readLegacyCap()
    }

    /// Reads field `key` in 0.1.0's form of an enum with payloads, when it has that form.
    mutating func readLegacyEnum<Value: Decodable>(
      _ key: String, as type: Value.Type, _ field: (Value) -> FieldValue
    ) throws {
      guard holdsObject(key) else { return }
      overrides[key] = .some(field(try container.decode(Value.self, forKey: FieldKey(key))))
    }

    /// Reads 0.1.0's `cardHeightCap` as `maximumCardHeight` (which, before 0.1.0, was a
    /// number, as it is now).
    mutating func readLegacyCap() throws {
      let key = FieldKey("cardHeightCap")
      guard container.contains(key), fieldValue("maximumCardHeight") == nil else { return }
      overrides["maximumCardHeight"] = .some(
        try container.decode(CardHeightCap.self, forKey: key).fieldValue)
    }
  }
#endif
