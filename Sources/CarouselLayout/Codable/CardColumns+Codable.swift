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
      var fields = try DecoderFields(decoder)
      try fields.readLegacyEnum("columns", as: MasonryColumns.self) { $0.fieldValue }
      try fields.readLegacyCap()
      self = MasonryConfiguration.read(from: &fields)
      try fields.mistakes.throwFirst()
    }

    /// Encodes every field (insets only when set).
    public func encode(to encoder: any Encoder) throws {
      var fields = EncoderFields(encoder)
      write(to: &fields)
      try fields.mistakes.throwFirst()
    }
  }

  extension ListConfiguration: Codable {
    /// Decodes a list configuration; every field is optional. 0.1.0's form decodes too.
    ///
    /// - Throws: `DecodingError` naming the first field whose value the shape does not allow.
    public init(from decoder: any Decoder) throws {
      var fields = try DecoderFields(decoder)
      try fields.readLegacyCap()
      self = ListConfiguration.read(from: &fields)
      try fields.mistakes.throwFirst()
    }

    /// Encodes every field (insets only when set).
    public func encode(to encoder: any Encoder) throws {
      var fields = EncoderFields(encoder)
      write(to: &fields)
      try fields.mistakes.throwFirst()
    }
  }

  extension PageConfiguration: Codable {
    /// Decodes a page configuration; every field is optional.
    ///
    /// - Throws: `DecodingError` naming the first field whose value the shape does not allow.
    public init(from decoder: any Decoder) throws {
      var fields = try DecoderFields(decoder)
      self = PageConfiguration.read(from: &fields)
      try fields.mistakes.throwFirst()
    }

    /// Encodes every field (insets only when set).
    public func encode(to encoder: any Encoder) throws {
      var fields = EncoderFields(encoder)
      write(to: &fields)
      try fields.mistakes.throwFirst()
    }
  }
#endif
