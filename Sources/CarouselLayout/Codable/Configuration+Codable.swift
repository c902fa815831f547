// `Codable` for the carousel's configuration, in the format the compiler synthesized before
// (members by name, nil optionals left out; see `CodableFormatTests`). Compiled only where
// `Codable` exists (not in Embedded Swift).
#if !hasFeature(Embedded)
  #if canImport(Foundation)
    import Foundation
  #endif

  extension CarouselConfiguration: Codable {
    private enum CodingKeys: String, CodingKey {
      case insets, spacing, visibleCards, peek, heightPolicy, scrolling, decelerationRate
      case minimumFlickVelocity, maximumCardHeight, header, fewCardsRule, emptyStateHeight
    }

    /// Decodes a configuration; every member is required except the optional ones.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        insets: try container.decodeIfPresent(Insets.self, forKey: .insets),
        spacing: try container.decode(CGFloat.self, forKey: .spacing),
        visibleCards: try container.decode(VisibleCards.self, forKey: .visibleCards),
        peek: try container.decodeIfPresent(CGFloat.self, forKey: .peek),
        heightPolicy: try container.decode(HeightPolicy.self, forKey: .heightPolicy),
        scrolling: try container.decode(ScrollingMode.self, forKey: .scrolling),
        decelerationRate: try container.decodeIfPresent(
          DecelerationRate.self, forKey: .decelerationRate),
        minimumFlickVelocity: try container.decode(Double.self, forKey: .minimumFlickVelocity),
        maximumCardHeight: try container.decode(CGFloat.self, forKey: .maximumCardHeight),
        header: try container.decodeIfPresent(HeaderCell.self, forKey: .header),
        fewCardsRule: try container.decode(FewCardsRule.self, forKey: .fewCardsRule),
        emptyStateHeight: try container.decode(CGFloat.self, forKey: .emptyStateHeight))
    }

    /// Encodes every member by name, leaving out the nil ones.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeIfPresent(insets, forKey: .insets)
      try container.encode(spacing, forKey: .spacing)
      try container.encode(visibleCards, forKey: .visibleCards)
      try container.encodeIfPresent(peek, forKey: .peek)
      try container.encode(heightPolicy, forKey: .heightPolicy)
      try container.encode(scrolling, forKey: .scrolling)
      try container.encodeIfPresent(decelerationRate, forKey: .decelerationRate)
      try container.encode(minimumFlickVelocity, forKey: .minimumFlickVelocity)
      try container.encode(maximumCardHeight, forKey: .maximumCardHeight)
      try container.encodeIfPresent(header, forKey: .header)
      try container.encode(fewCardsRule, forKey: .fewCardsRule)
      try container.encode(emptyStateHeight, forKey: .emptyStateHeight)
    }
  }

  extension Insets: Codable {
    private enum CodingKeys: String, CodingKey {
      case leading, trailing
    }

    /// Decodes insets; both members are required.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        leading: try container.decode(CGFloat.self, forKey: .leading),
        trailing: try container.decode(CGFloat.self, forKey: .trailing))
    }

    /// Encodes both members by name.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(leading, forKey: .leading)
      try container.encode(trailing, forKey: .trailing)
    }
  }

  extension CardMeasurement: Codable {
    private enum CodingKeys: String, CodingKey {
      case header, body, footer
    }

    /// Decodes a measurement; the three heights are required.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        header: try container.decode(CGFloat.self, forKey: .header),
        body: try container.decode(CGFloat.self, forKey: .body),
        footer: try container.decode(CGFloat.self, forKey: .footer))
    }

    /// Encodes the three heights by name.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(header, forKey: .header)
      try container.encode(body, forKey: .body)
      try container.encode(footer, forKey: .footer)
    }
  }

  extension HeaderCell: Codable {
    private enum CodingKeys: String, CodingKey {
      case title, seeAll, height, seeAllWidth
    }

    /// Decodes a header cell; every member is required.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        title: try container.decode(String.self, forKey: .title),
        seeAll: try container.decode(SeeAllVisibility.self, forKey: .seeAll),
        height: try container.decode(CGFloat.self, forKey: .height),
        seeAllWidth: try container.decode(CGFloat.self, forKey: .seeAllWidth))
    }

    /// Encodes every member by name.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(title, forKey: .title)
      try container.encode(seeAll, forKey: .seeAll)
      try container.encode(height, forKey: .height)
      try container.encode(seeAllWidth, forKey: .seeAllWidth)
    }
  }

  extension VisibleCards: Codable {
    private enum CodingKeys: String, CodingKey {
      case automatic, count, cardWidth
    }

    /// Decodes `{"automatic": {}}`, `{"count": {"_0": n}}` or `{"cardWidth": {"_0": w}}`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      switch try container.onlyCase(of: VisibleCards.self) {
      case .automatic:
        try container.emptyPayload(forKey: .automatic)
        self = .automatic
      case .count: self = .count(try container.unlabeledPayload(Int.self, forKey: .count))
      case .cardWidth:
        self = .cardWidth(try container.unlabeledPayload(CGFloat.self, forKey: .cardWidth))
      }
    }

    /// Encodes the case as a one-member object.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .automatic: container.encodeEmptyPayload(forKey: .automatic)
      case .count(let count): try container.encodeUnlabeledPayload(count, forKey: .count)
      case .cardWidth(let width): try container.encodeUnlabeledPayload(width, forKey: .cardWidth)
      }
    }
  }
#endif
