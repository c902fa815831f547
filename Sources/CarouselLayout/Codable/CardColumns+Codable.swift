// `Codable` for the masonry and list configurations, which the compiler cannot synthesize:
// JSON written by 0.1.0 has `maximumCardHeight` instead of `cardHeightCap` (see
// `CardHeightCap.decode(from:key:legacyKey:)`). `CodableFormatTests` pins the bytes. Compiled
// only where `Codable` exists (not in Embedded Swift).
#if !hasFeature(Embedded)
  #if canImport(Foundation)
    import Foundation
  #endif

  extension MasonryConfiguration: Codable {
    private enum CodingKeys: String, CodingKey {
      case columns, columnSpacing, cardSpacing, insets, order, cardHeightCap, maximumCardHeight
    }

    /// Decodes a masonry configuration; every member is required except `insets` and `cardHeightCap` (added in 0.1.0; a
    /// `maximumCardHeight` number is read as the cap), read in
    /// the order they are declared.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let columns = try container.decode(MasonryColumns.self, forKey: .columns)
      let columnSpacing = try container.decode(CGFloat.self, forKey: .columnSpacing)
      let cardSpacing = try container.decode(CGFloat.self, forKey: .cardSpacing)
      let insets = try container.decodeIfPresent(Insets.self, forKey: .insets)
      let order = try container.decode(MasonryOrder.self, forKey: .order)
      let cardHeightCap = try CardHeightCap.decode(
        from: container, key: .cardHeightCap, legacyKey: .maximumCardHeight)
      self.init(
        columns: columns, columnSpacing: columnSpacing, cardSpacing: cardSpacing,
        insets: insets, order: order)
      self.cardHeightCap = cardHeightCap
    }

    /// Encodes every member by name, leaving out nil insets.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(columns, forKey: .columns)
      try container.encode(columnSpacing, forKey: .columnSpacing)
      try container.encode(cardSpacing, forKey: .cardSpacing)
      try container.encodeIfPresent(insets, forKey: .insets)
      try container.encode(order, forKey: .order)
      try container.encode(cardHeightCap, forKey: .cardHeightCap)
    }
  }

  extension ListConfiguration: Codable {
    private enum CodingKeys: String, CodingKey {
      case insets, spacing, cardHeightCap, maximumCardHeight
    }

    /// Decodes a list configuration; every member is required except `insets` and `cardHeightCap` (added in 0.1.0; a
    /// `maximumCardHeight` number is read as the cap), read in the
    /// order they are declared.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let insets = try container.decodeIfPresent(Insets.self, forKey: .insets)
      let spacing = try container.decode(CGFloat.self, forKey: .spacing)
      let cardHeightCap = try CardHeightCap.decode(
        from: container, key: .cardHeightCap, legacyKey: .maximumCardHeight)
      self.init(insets: insets, spacing: spacing)
      self.cardHeightCap = cardHeightCap
    }

    /// Encodes every member by name, leaving out nil insets.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeIfPresent(insets, forKey: .insets)
      try container.encode(spacing, forKey: .spacing)
      try container.encode(cardHeightCap, forKey: .cardHeightCap)
    }
  }
#endif
