import CarouselLayout

/// What a spec's empty state says and offers (SAP Fiori's illustrated message): the words the
/// previews draw for a carousel without cards, and up to two actions.
///
/// ```json
/// "emptyState": {"title": "No Products", "description": "Add the first one.",
///                "primaryAction": "Add Product", "secondaryAction": "Learn More",
///                "axis": "vertical"}
/// ```
///
/// Every field is optional: the title defaults to "No Cards Yet", the description to the
/// previews' default sentence, and a secondary action shows only with a primary one (SAP's
/// order).
package struct EmptyStateSpec: Sendable, Hashable {
  /// The title, or `nil` for the previews' default.
  package var title: String?
  /// The description, or `nil` for the previews' default.
  package var description: String?
  /// The main action's title, or `nil` for none.
  package var primaryAction: String?
  /// The second action's title (drawn only with a primary action), or `nil` for none.
  package var secondaryAction: String?
  /// Vertical (the default) or horizontal.
  package var axis: EmptyStateAxis

  /// Creates an empty state's words.
  package init(
    title: String? = nil, description: String? = nil, primaryAction: String? = nil,
    secondaryAction: String? = nil, axis: EmptyStateAxis = .vertical
  ) {
    self.title = title
    self.description = description
    self.primaryAction = primaryAction
    self.secondaryAction = secondaryAction
    self.axis = axis
  }

  /// The action titles drawn, in order: the primary, then the secondary beside a primary.
  package var actions: [String] {
    guard let primaryAction else { return [] }
    return [primaryAction] + (secondaryAction.map { [$0] } ?? [])
  }

  /// Reads an `"emptyState"` object; a wrong field is recorded with its path.
  package static func decode(from object: inout SpecObject) -> EmptyStateSpec {
    let spec = EmptyStateSpec(
      title: object.string("title"), description: object.string("description"),
      primaryAction: object.string("primaryAction"),
      secondaryAction: object.string("secondaryAction"),
      axis: object.choice("axis", of: EmptyStateAxis.self) ?? .vertical)
    object.finish()
    return spec
  }
}
