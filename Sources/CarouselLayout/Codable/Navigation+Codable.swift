// `Codable` for navigation, the page indicator and anchors, in the format the compiler
// synthesized before (see `CodableFormatTests`). Compiled only where `Codable` exists (not in
// Embedded Swift).
#if !hasFeature(Embedded)
  #if canImport(Foundation)
    import Foundation
  #endif

  extension CarouselNavigation: Codable {
    private enum CodingKeys: String, CodingKey {
      case nextCard, previousCard, nextPage, previousPage, first, last, card, page
    }

    /// Decodes a one-member object: `{"nextCard": {}}`…, `{"card": {"_0": i}}` or
    /// `{"page": {"_0": p}}`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let key = try container.onlyCase(of: CarouselNavigation.self)
      switch key {
      case .nextCard: self = .nextCard
      case .previousCard: self = .previousCard
      case .nextPage: self = .nextPage
      case .previousPage: self = .previousPage
      case .first: self = .first
      case .last: self = .last
      case .card:
        self = .card(try container.unlabeledPayload(Int.self, forKey: .card))
        return
      case .page:
        self = .page(try container.unlabeledPayload(Int.self, forKey: .page))
        return
      }
      try container.emptyPayload(forKey: key)
    }

    /// Encodes the case as a one-member object.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .nextCard: container.encodeEmptyPayload(forKey: .nextCard)
      case .previousCard: container.encodeEmptyPayload(forKey: .previousCard)
      case .nextPage: container.encodeEmptyPayload(forKey: .nextPage)
      case .previousPage: container.encodeEmptyPayload(forKey: .previousPage)
      case .first: container.encodeEmptyPayload(forKey: .first)
      case .last: container.encodeEmptyPayload(forKey: .last)
      case .card(let card): try container.encodeUnlabeledPayload(card, forKey: .card)
      case .page(let page): try container.encodeUnlabeledPayload(page, forKey: .page)
      }
    }
  }

  extension PageIndicator: Codable {
    private enum CodingKeys: String, CodingKey {
      case hidden, dots, text
    }

    private enum PositionKeys: String, CodingKey {
      case count, current
    }

    /// Decodes `{"hidden": {}}`, `{"dots": {"count": n, "current": i}}` or
    /// `{"text": {"current": i, "count": n}}`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let key = try container.onlyCase(of: PageIndicator.self)
      switch key {
      case .hidden:
        try container.emptyPayload(forKey: .hidden)
        self = .hidden
      case .dots:
        let payload = try container.nestedContainer(keyedBy: PositionKeys.self, forKey: .dots)
        self = .dots(
          count: try payload.decode(Int.self, forKey: .count),
          current: try payload.decode(Int.self, forKey: .current))
      case .text:
        let payload = try container.nestedContainer(keyedBy: PositionKeys.self, forKey: .text)
        self = .text(
          current: try payload.decode(Int.self, forKey: .current),
          count: try payload.decode(Int.self, forKey: .count))
      }
    }

    /// Encodes the case as a one-member object.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .hidden: container.encodeEmptyPayload(forKey: .hidden)
      case .dots(let count, let current):
        var payload = container.nestedContainer(keyedBy: PositionKeys.self, forKey: .dots)
        try payload.encode(count, forKey: .count)
        try payload.encode(current, forKey: .current)
      case .text(let current, let count):
        var payload = container.nestedContainer(keyedBy: PositionKeys.self, forKey: .text)
        try payload.encode(current, forKey: .current)
        try payload.encode(count, forKey: .count)
      }
    }
  }

  extension CarouselAnchor: Codable {
    private enum CodingKeys: String, CodingKey {
      case card, fraction, followsCard
    }

    /// Decodes an anchor; every member is required.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        card: try container.decode(Int.self, forKey: .card),
        fraction: try container.decode(CGFloat.self, forKey: .fraction))
      followsCard = try container.decode(Bool.self, forKey: .followsCard)
    }

    /// Encodes every member by name.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(card, forKey: .card)
      try container.encode(fraction, forKey: .fraction)
      try container.encode(followsCard, forKey: .followsCard)
    }
  }
#endif
