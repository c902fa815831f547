// `Codable` for the masonry, list and page configurations: the shape the `carousel` tool reads
// in a page spec (read and written once, in `Fields/`), every field optional with the
// initialiser's default. JSON written by 0.1.0 (`columns` as an enum with payloads, the cap as
// `cardHeightCap`, or `maximumCardHeight` before it) still decodes to the same values.
// `CodableFormatTests` pins both. Compiled only where `Codable` exists (not in Embedded Swift).
#if !hasFeature(Embedded)
  #if canImport(Foundation)
    import Foundation
  #endif

  extension MasonryConfiguration: Codable {
    /// Decodes a masonry configuration; every field is optional. 0.1.0's form decodes too.
    ///
    /// - Throws: `DecodingError` naming the first field whose value the shape does not allow.
    public init(from decoder: any Decoder) throws {
      self = try decoder.decodeFields { fields in
        try fields.readLegacyEnum("columns", as: MasonryColumns.self) { $0.fieldValue }
        try fields.readLegacyCap()
        return MasonryConfiguration.read(from: &fields)
      }
    }

    /// Encodes every field (insets only when set).
    public func encode(to encoder: any Encoder) throws {
      try encoder.encodeFields { write(to: &$0) }
    }
  }

  extension ListConfiguration: Codable {
    /// Decodes a list configuration; every field is optional. 0.1.0's form decodes too.
    ///
    /// - Throws: `DecodingError` naming the first field whose value the shape does not allow.
    public init(from decoder: any Decoder) throws {
      self = try decoder.decodeFields { fields in
        try fields.readLegacyCap()
        return ListConfiguration.read(from: &fields)
      }
    }

    /// Encodes every field (insets only when set).
    public func encode(to encoder: any Encoder) throws {
      try encoder.encodeFields { write(to: &$0) }
    }
  }

  extension PageConfiguration: Codable {
    /// Decodes a page configuration; every field is optional.
    ///
    /// - Throws: `DecodingError` naming the first field whose value the shape does not allow.
    public init(from decoder: any Decoder) throws {
      self = try decoder.decodeFields { PageConfiguration.read(from: &$0) }
    }

    /// Encodes every field (insets only when set).
    public func encode(to encoder: any Encoder) throws {
      try encoder.encodeFields { write(to: &$0) }
    }
  }
#endif
