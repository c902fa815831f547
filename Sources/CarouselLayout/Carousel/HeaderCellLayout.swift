#if canImport(Foundation)
  import Foundation
#endif

/// Where the header cell and its "See All" action sit, in content coordinates.
public struct HeaderCellLayout: Sendable, Hashable {
  /// The header cell, spanning the width between the insets.
  public var frame: CGRect
  /// The "See All" action at the trailing margin, or `nil` when it does not show.
  public var seeAll: CGRect?
  /// The title shown at the leading margin.
  public var title: String

  /// Creates a header cell layout.
  package init(frame: CGRect, seeAll: CGRect?, title: String = "") {
    self.frame = frame
    self.seeAll = seeAll
    self.title = title
  }
}
