// `Codable` for the scrolling settings, in the format the compiler synthesized before (see
// `CodableFormatTests`). Compiled only where `Codable` exists (not in Embedded Swift).
#if !hasFeature(Embedded)
  extension ScrollingMode: Codable {
    private enum CodingKeys: String, CodingKey {
      case snapping, free
    }

    private enum SnappingKeys: String, CodingKey {
      case limit
    }

    /// Decodes `{"snapping": {"limit": …}}` or `{"free": {}}`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      switch try container.onlyCase(of: ScrollingMode.self) {
      case .snapping:
        let payload = try container.nestedContainer(keyedBy: SnappingKeys.self, forKey: .snapping)
        self = .snapping(limit: try payload.decode(SnapLimit.self, forKey: .limit))
      case .free:
        try container.emptyPayload(forKey: .free)
        self = .free
      }
    }

    /// Encodes the case as a one-member object.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .snapping(let limit):
        var payload = container.nestedContainer(keyedBy: SnappingKeys.self, forKey: .snapping)
        try payload.encode(limit, forKey: .limit)
      case .free: container.encodeEmptyPayload(forKey: .free)
      }
    }
  }

  extension SnapLimit: Codable {
    private enum CodingKeys: String, CodingKey {
      case automatic, one, page, count, unlimited
    }

    /// Decodes `{"automatic": {}}`, `{"one": {}}`, `{"page": {}}`, `{"count": {"_0": k}}` or
    /// `{"unlimited": {}}`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let key = try container.onlyCase(of: SnapLimit.self)
      switch key {
      case .automatic: self = .automatic
      case .one: self = .one
      case .page: self = .page
      case .count:
        self = .count(try container.unlabeledPayload(Int.self, forKey: .count))
        return
      case .unlimited: self = .unlimited
      }
      try container.emptyPayload(forKey: key)
    }

    /// Encodes the case as a one-member object.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .automatic: container.encodeEmptyPayload(forKey: .automatic)
      case .one: container.encodeEmptyPayload(forKey: .one)
      case .page: container.encodeEmptyPayload(forKey: .page)
      case .count(let count): try container.encodeUnlabeledPayload(count, forKey: .count)
      case .unlimited: container.encodeEmptyPayload(forKey: .unlimited)
      }
    }
  }

  extension DecelerationRate: Codable {
    private enum CodingKeys: String, CodingKey {
      case normal, fast, custom
    }

    /// Decodes `{"normal": {}}`, `{"fast": {}}` or `{"custom": {"_0": rate}}`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      switch try container.onlyCase(of: DecelerationRate.self) {
      case .normal:
        try container.emptyPayload(forKey: .normal)
        self = .normal
      case .fast:
        try container.emptyPayload(forKey: .fast)
        self = .fast
      case .custom: self = .custom(try container.unlabeledPayload(Double.self, forKey: .custom))
      }
    }

    /// Encodes the case as a one-member object.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .normal: container.encodeEmptyPayload(forKey: .normal)
      case .fast: container.encodeEmptyPayload(forKey: .fast)
      case .custom(let rate): try container.encodeUnlabeledPayload(rate, forKey: .custom)
      }
    }
  }
#endif
