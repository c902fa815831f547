/// The rate at which a released scroll slows down: velocity is multiplied by it every
/// millisecond (UIScrollView's model).
public enum DecelerationRate: Sendable, Hashable {
  /// 0.998 per millisecond, UIScrollView's `.normal`.
  case normal
  /// 0.99 per millisecond, UIScrollView's `.fast`.
  case fast
  /// A custom rate in (0, 1).
  case custom(Double)

  /// The rate per millisecond.
  package var perMillisecond: Double {
    switch self {
    case .normal: 0.998
    case .fast: 0.99
    case .custom(let rate): rate
    }
  }
}
