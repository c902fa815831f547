// The `Codable` conformances whose format is not the one the compiler synthesizes, so they
// cannot be synthesized: the configuration (JSON written by 0.1.0 has `maximumCardHeight`
// instead of `cardHeightCap`, and may lack `cardAlignment`) and `Insets` (0.1.0 wrote no `top`
// or `bottom`). Members by name, nil optionals left out; `CodableFormatTests` pins the bytes.
// Compiled only where `Codable` exists (not in Embedded Swift).
#if !hasFeature(Embedded)
  #if canImport(Foundation)
    import Foundation
  #endif

  extension CarouselConfiguration: Codable {
    private enum CodingKeys: String, CodingKey {
      case insets, spacing, visibleCards, peek, heightPolicy, cardAlignment, scrolling
      case decelerationRate, minimumFlickVelocity, cardHeightCap, header, fewCardsRule
      case emptyStateHeight
      /// Read only: the cap's key before it could be lifted (a number of points).
      case maximumCardHeight
    }

    /// Decodes a configuration; every member is required except the optional ones and the
    /// members added in 0.1.0 (`cardAlignment`, `cardHeightCap`), which default as the
    /// initialiser does, so JSON written before them still decodes (a `maximumCardHeight`
    /// number is read as the cap). Members are read in the order they are declared, so the
    /// first problem reported is the synthesized one.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let insets = try container.decodeIfPresent(Insets.self, forKey: .insets)
      let spacing = try container.decode(CGFloat.self, forKey: .spacing)
      let visibleCards = try container.decode(VisibleCards.self, forKey: .visibleCards)
      let peek = try container.decodeIfPresent(CGFloat.self, forKey: .peek)
      let heightPolicy = try container.decode(HeightPolicy.self, forKey: .heightPolicy)
      let cardAlignment =
        try container.decodeIfPresent(CardAlignment.self, forKey: .cardAlignment) ?? .top
      let scrolling = try container.decode(ScrollingMode.self, forKey: .scrolling)
      let decelerationRate = try container.decodeIfPresent(
        DecelerationRate.self, forKey: .decelerationRate)
      let minimumFlickVelocity = try container.decode(Double.self, forKey: .minimumFlickVelocity)
      let cardHeightCap = try CardHeightCap.decode(
        from: container, key: .cardHeightCap, legacyKey: .maximumCardHeight)
      let header = try container.decodeIfPresent(HeaderCell.self, forKey: .header)
      let fewCardsRule = try container.decode(FewCardsRule.self, forKey: .fewCardsRule)
      let emptyStateHeight = try container.decode(CGFloat.self, forKey: .emptyStateHeight)
      self.init(
        insets: insets, spacing: spacing, visibleCards: visibleCards, peek: peek,
        heightPolicy: heightPolicy, cardAlignment: cardAlignment, scrolling: scrolling,
        decelerationRate: decelerationRate, minimumFlickVelocity: minimumFlickVelocity,
        header: header, fewCardsRule: fewCardsRule, emptyStateHeight: emptyStateHeight)
      self.cardHeightCap = cardHeightCap
    }

    /// Encodes every member by name, leaving out the nil ones.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeIfPresent(insets, forKey: .insets)
      try container.encode(spacing, forKey: .spacing)
      try container.encode(visibleCards, forKey: .visibleCards)
      try container.encodeIfPresent(peek, forKey: .peek)
      try container.encode(heightPolicy, forKey: .heightPolicy)
      try container.encode(cardAlignment, forKey: .cardAlignment)
      try container.encode(scrolling, forKey: .scrolling)
      try container.encodeIfPresent(decelerationRate, forKey: .decelerationRate)
      try container.encode(minimumFlickVelocity, forKey: .minimumFlickVelocity)
      try container.encode(cardHeightCap, forKey: .cardHeightCap)
      try container.encodeIfPresent(header, forKey: .header)
      try container.encode(fewCardsRule, forKey: .fewCardsRule)
      try container.encode(emptyStateHeight, forKey: .emptyStateHeight)
    }
  }

  extension Insets: Codable {
    private enum CodingKeys: String, CodingKey {
      case leading, trailing, top, bottom
    }

    /// Decodes insets: `leading` and `trailing` are required; `top` and `bottom` (added in
    /// 0.1.0) default to 0, so insets written before them still decode.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let leading = try container.decode(CGFloat.self, forKey: .leading)
      let trailing = try container.decode(CGFloat.self, forKey: .trailing)
      let top = try container.decodeIfPresent(CGFloat.self, forKey: .top) ?? 0
      let bottom = try container.decodeIfPresent(CGFloat.self, forKey: .bottom) ?? 0
      self.init(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    /// Encodes the four members by name.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(leading, forKey: .leading)
      try container.encode(trailing, forKey: .trailing)
      try container.encode(top, forKey: .top)
      try container.encode(bottom, forKey: .bottom)
    }
  }
  extension CardHeightCap {
    /// Reads the cap at `key`, or else a number of points at `legacyKey` (the key before the
    /// cap could be lifted), or else the Fiori cap.
    static func decode<Key: CodingKey>(
      from container: KeyedDecodingContainer<Key>, key: Key, legacyKey: Key
    ) throws -> CardHeightCap {
      if let cap = try container.decodeIfPresent(CardHeightCap.self, forKey: key) { return cap }
      if let points = try container.decodeIfPresent(CGFloat.self, forKey: legacyKey) {
        return .points(points)
      }
      return .fiori
    }
  }
#endif
