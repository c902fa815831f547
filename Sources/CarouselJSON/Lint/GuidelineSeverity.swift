/// How much a guideline finding matters.
///
/// - ``error``: the spec shows what the guideline says not to do (one of its "Don't"s).
/// - ``warning``: the spec skips a recommendation, or breaks a rule of a sibling guideline or
///   of this package.
/// - ``info``: worth knowing, but the layout already does what the guideline asks, or the
///   guideline only states a preference.
package enum GuidelineSeverity: String, Sendable, Hashable, CaseIterable {
  /// The spec shows what the guideline says not to do.
  case error
  /// The spec skips a recommendation.
  case warning
  /// Worth knowing; nothing on screen breaks the guideline.
  case info
}
