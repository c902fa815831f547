/// What a card shows, for the previews and the examples: a title and subtitle in its header,
/// a KPI or body text in its body, actions in its footer. Every part is optional; a card with
/// none shows the skeleton.
///
/// Content never changes a frame: the engine lays cards out from their measurements alone,
/// and the previews fit the content into the regions the engine gives (wrapped, clipped with
/// an ellipsis).
///
/// ```swift
/// let card = CardContent(
///   title: "Notebook Basic 15", subtitle: "Notebooks", kpi: "956 EUR",
///   body: "Intel Core i7, 15 inch, 4 GB", actions: ["Order"])
/// ```
public struct CardContent: Sendable, Hashable {
  /// The title, in the header region.
  public var title: String?
  /// The subtitle, under the title.
  public var subtitle: String?
  /// A key figure, large, at the top of the body region.
  public var kpi: String?
  /// Body text, wrapped to the card's width, under the KPI.
  public var body: String?
  /// Action buttons' titles, in the footer region, leading first.
  public var actions: [String]

  /// Creates content; every part defaults to none.
  public init(
    title: String? = nil, subtitle: String? = nil, kpi: String? = nil, body: String? = nil,
    actions: [String] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.kpi = kpi
    self.body = body
    self.actions = actions
  }

  /// Whether the content has no part at all (the card shows the skeleton).
  ///
  /// - Complexity: O(1).
  package var isEmpty: Bool {
    title == nil && subtitle == nil && kpi == nil && body == nil && actions.isEmpty
  }
}
