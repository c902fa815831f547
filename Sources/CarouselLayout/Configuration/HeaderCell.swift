#if canImport(Foundation)
  import Foundation
#endif

/// The header cell above the carousel: a title at the leading margin and, when there are too
/// many cards, a "See All" action with a disclosure chevron at the trailing margin.
public struct HeaderCell: Sendable, Hashable {
  /// The title shown at the leading margin.
  public var title: String
  /// When "See All" shows.
  public var seeAll: SeeAllVisibility
  /// The header cell's measured height (default 44, the minimum tap target).
  public var height: CGFloat
  /// The width of the "See All" action at the trailing margin (default 80).
  public var seeAllWidth: CGFloat

  /// Creates a header cell.
  public init(
    title: String,
    seeAll: SeeAllVisibility = .automatic,
    height: CGFloat = 44,
    seeAllWidth: CGFloat = 80
  ) {
    self.title = title
    self.seeAll = seeAll
    self.height = height
    self.seeAllWidth = seeAllWidth
  }
}
