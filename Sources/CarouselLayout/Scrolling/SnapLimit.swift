/// How many snap positions one gesture may move, counted from the snap offset nearest to the
/// offset at release.
public enum SnapLimit: Sendable, Hashable {
  /// ``page`` in compact width, ``unlimited`` in regular width (SwiftUI's
  /// `LimitBehavior.automatic` split).
  case automatic
  /// One card per gesture.
  case one
  /// One page (the number of fully visible cards) per gesture.
  case page
  /// At most `k` cards per gesture (`k ≥ 1`), like Compose's `PagerSnapDistance.atMost(k)`.
  case count(Int)
  /// No limit: the snap offset nearest to the projected rest.
  case unlimited
}
