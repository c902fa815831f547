/// How a carousel's empty state arranges its image, text and actions (SAP Fiori's illustrated
/// message, `IllustratedMessage`, vertical or horizontal).
///
/// ```swift
/// EmptyStateAxis.vertical    // image above the centred text, actions below it (the default)
/// EmptyStateAxis.horizontal  // image on the leading side, text and actions beside it
/// ```
public enum EmptyStateAxis: String, Sendable, Hashable, CaseIterable {
  /// The image above the text, the actions below it, all centred (the default).
  case vertical
  /// The image on the leading side; the text and the actions beside it, leading-aligned (for
  /// a wide, short space, such as a carousel row in regular width).
  case horizontal
}
