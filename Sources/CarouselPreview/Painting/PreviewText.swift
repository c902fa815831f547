import CarouselLayout

/// The words a preview draws: the "See All" action, card titles and the empty state's message.
///
/// ```swift
/// var text = PreviewText()
/// text.seeAll = "Alle anzeigen"
/// ```
package struct PreviewText: Sendable, Hashable {
  /// The header cell's action (default "See All"); a disclosure chevron follows it.
  package var seeAll: String
  /// The word before each card's number in its header region (default "Card": "Card 1").
  package var card: String
  /// The empty state's title (default "No Cards Yet").
  package var emptyTitle: String
  /// The empty state's description (default "Cards will appear here as soon as there are
  /// any.").
  package var emptyDescription: String
  /// The empty state's action buttons, in order: a filled primary, then a tinted secondary
  /// (default none; a spec's `"emptyState"` sets them).
  package var emptyActions: [String]
  /// How the empty state arranges its illustration, words and actions (default vertical).
  package var emptyAxis: EmptyStateAxis
  /// The legend of the dashed line drawn where cards come to rest (default "Snap position:
  /// cards come to rest here").
  package var snapLineLegend: String

  /// Creates the words; every argument has an English default.
  package init(
    seeAll: String = "See All",
    card: String = "Card",
    emptyTitle: String = "No Cards Yet",
    emptyDescription: String = "Cards will appear here as soon as there are any.",
    snapLineLegend: String = "Snap position: cards come to rest here",
    emptyActions: [String] = [],
    emptyAxis: EmptyStateAxis = .vertical
  ) {
    self.seeAll = seeAll
    self.card = card
    self.emptyTitle = emptyTitle
    self.emptyDescription = emptyDescription
    self.snapLineLegend = snapLineLegend
    self.emptyActions = emptyActions
    self.emptyAxis = emptyAxis
  }
}
