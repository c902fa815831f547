#if canImport(Foundation)
  import Foundation
#endif

/// The text sizes of a card's content, in points at the default Dynamic Type size (Large),
/// each named after the text style an app uses so that it scales.
///
/// | part | size | text style |
/// |---|---|---|
/// | title | 17, semibold | `headline` (SAP's `TitleStyle`) |
/// | subtitle | 15 | `subheadline` |
/// | KPI | 28, bold | `title1` |
/// | body | 15 | `subheadline` |
/// | action | 15, semibold | `subheadline` |
/// | line height | 1.3 × the size | — |
public struct CardTypography: Sendable, Hashable {
  /// The title's size (17).
  public var title: CGFloat
  /// The subtitle's size (15).
  public var subtitle: CGFloat
  /// The KPI's size (28).
  public var kpi: CGFloat
  /// The body text's size (15).
  public var body: CGFloat
  /// The actions' size (15).
  public var action: CGFloat
  /// A line's height as a multiple of its text size (1.3).
  public var lineHeight: CGFloat

  /// Creates text sizes; every argument defaults to the Fiori card's.
  public init(
    title: CGFloat = 17, subtitle: CGFloat = 15, kpi: CGFloat = 28, body: CGFloat = 15,
    action: CGFloat = 15, lineHeight: CGFloat = 1.3
  ) {
    self.title = title
    self.subtitle = subtitle
    self.kpi = kpi
    self.body = body
    self.action = action
    self.lineHeight = lineHeight
  }
}
