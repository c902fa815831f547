// `Codable` for the values that are one field each in the tool's shape (`Fields/`): a snap
// limit is `"page"` or `3`, a deceleration rate `"fast"` or `0.995`, a height cap `520` or
// `"none"`, masonry columns `"automatic"` or `2`. 0.1.0 wrote them as enums with payloads
// (`{"count": {"_0": 3}}`, `{"unlimited": {}}`), which still decode. Compiled only where
// `Codable` exists (not in Embedded Swift).
#if !hasFeature(Embedded)
  #if canImport(Foundation)
    import Foundation
  #endif

  extension SnapLimit: Codable {
    /// Decodes `"automatic"`, `"one"`, `"page"`, `"unlimited"` or a count.
    ///
    /// - Throws: `DecodingError` for any other value.
    public init(from decoder: any Decoder) throws {
      self = try decoder.decodeField(expected: Self.fieldExpectation) { SnapLimit(fieldValue: $0) }
    }

    /// Encodes the limit as a `snapLimit` field holds it.
    public func encode(to encoder: any Encoder) throws { try encoder.encodeField(fieldValue) }
  }

  extension DecelerationRate: Codable {
    /// Decodes `"normal"`, `"fast"` or a rate.
    ///
    /// - Throws: `DecodingError` for any other value.
    public init(from decoder: any Decoder) throws {
      self = try decoder.decodeField(expected: Self.fieldExpectation) {
        DecelerationRate(fieldValue: $0)
      }
    }

    /// Encodes the rate as a `decelerationRate` field holds it.
    public func encode(to encoder: any Encoder) throws { try encoder.encodeField(fieldValue) }
  }

  extension CardHeightCap: Codable {
    /// Decodes a number of points or `"none"`.
    ///
    /// - Throws: `DecodingError` for any other value.
    public init(from decoder: any Decoder) throws {
      self = try decoder.decodeField(
        expected: Self.fieldExpectation, legacyNames: ["unlimited": "none"]
      ) { CardHeightCap(fieldValue: $0) }
    }

    /// Encodes the cap as a `maximumCardHeight` field holds it.
    public func encode(to encoder: any Encoder) throws { try encoder.encodeField(fieldValue) }
  }

  extension MasonryColumns: Codable {
    /// Decodes `"automatic"` or a count.
    ///
    /// - Throws: `DecodingError` for any other value.
    public init(from decoder: any Decoder) throws {
      self = try decoder.decodeField(expected: Self.fieldExpectation) {
        MasonryColumns(fieldValue: $0)
      }
    }

    /// Encodes the columns as a `columns` field holds them.
    public func encode(to encoder: any Encoder) throws { try encoder.encodeField(fieldValue) }
  }
#endif
