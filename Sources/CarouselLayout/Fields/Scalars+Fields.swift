// The value words of the configurations' JSON shape for the values that are one field each:
// snap limit, deceleration rate, height cap and masonry columns. The readers, the writers and
// these types' own `Codable` (in `Codable/`) all use them, so a value has one spelling.
#if canImport(Foundation)
  import Foundation
#endif

extension SnapLimit {
  /// What a `snapLimit` field may hold.
  package static let fieldExpectation =
    "\"automatic\" | \"one\" | \"page\" | \"unlimited\" | a count"

  /// The limit a field holds, or `nil` when it names none.
  package init?(fieldValue value: FieldValue) {
    switch value {
    case .string("automatic"): self = .automatic
    case .string("one"): self = .one
    case .string("page"): self = .page
    case .string("unlimited"): self = .unlimited
    default:
      guard let count = value.count else { return nil }
      self = .count(count)
    }
  }

  /// The limit as a field holds it.
  package var fieldValue: FieldValue {
    switch self {
    case .automatic: .string("automatic")
    case .one: .string("one")
    case .page: .string("page")
    case .unlimited: .string("unlimited")
    case .count(let count): .number(Double(count))
    }
  }
}

extension DecelerationRate {
  /// What a `decelerationRate` field may hold.
  package static let fieldExpectation = "\"normal\" | \"fast\" | a rate in (0, 1)"

  /// The rate a field holds (any number is a custom rate; the engine checks its range), or
  /// `nil` when it names none.
  package init?(fieldValue value: FieldValue) {
    switch value {
    case .string("normal"): self = .normal
    case .string("fast"): self = .fast
    case .number(let rate): self = .custom(rate)
    default: return nil
    }
  }

  /// The rate as a field holds it.
  package var fieldValue: FieldValue {
    switch self {
    case .normal: .string("normal")
    case .fast: .string("fast")
    case .custom(let rate): .number(rate)
    }
  }
}

extension CardHeightCap {
  /// What a `maximumCardHeight` field may hold.
  package static let fieldExpectation = "a number of points or \"none\""

  /// The cap a field holds: points (the engine checks them: finite, > 0), or `"none"` for no
  /// cap; `nil` for anything else.
  package init?(fieldValue value: FieldValue) {
    switch value {
    case .number(let points): self = .points(CGFloat(points))
    case .string("none"): self = .unlimited
    default: return nil
    }
  }

  /// The cap as a field holds it.
  package var fieldValue: FieldValue {
    switch self {
    case .points(let points): .number(Double(points))
    case .unlimited: .string("none")
    }
  }
}

extension MasonryColumns {
  /// What a `columns` field may hold.
  package static let fieldExpectation = "\"automatic\" or a whole number"

  /// The columns a field holds, or `nil` when it names none.
  package init?(fieldValue value: FieldValue) {
    if value == .string("automatic") {
      self = .automatic
      return
    }
    guard let count = value.count else { return nil }
    self = .fixed(count)
  }

  /// The columns as a field holds them.
  package var fieldValue: FieldValue {
    switch self {
    case .automatic: .string("automatic")
    case .fixed(let count): .number(Double(count))
    }
  }
}
