/// How a card's footer sizes its action buttons and how many it shows before the rest go
/// behind "More": SAP Fiori's `CardFooterButtonWidthMode` (`.auto`, `.equal`, `.intrinsic`).
///
/// | mode | buttons shown | each button's width |
/// |---|---|---|
/// | ``equal`` | up to 2 | one width, sharing the footer's width |
/// | ``intrinsic`` | up to 3 | as wide as its title asks |
/// | ``automatic`` | ``equal`` in a footer up to 667 points wide, ``intrinsic`` in a wider one | |
///
/// Source: SAP/cloud-sdk-ios-fiori, `CardFooterStyle.fiori.swift` (`CardFooterLayout`:
/// `.auto` is intrinsic when the proposed width is above 667, up to 3 buttons then, 2 in
/// equal mode; the buttons 8 apart). SAP's earlier footer, before `CardFooterButtonWidthMode`,
/// also asked for the regular size class; its current `.auto`, followed here, reads the width
/// only.
public enum CardFooterWidthMode: String, Sendable, Hashable, CaseIterable {
  /// Equal in a footer up to `CardFooterLayout/wideFooterWidth` (667 points) wide,
  /// intrinsic in a wider one (SAP's `.auto`, the default).
  case automatic
  /// Up to two buttons of one width that fill the footer (beside "More" when actions
  /// remain).
  case equal
  /// Up to three buttons, each as wide as its title asks, from the trailing edge.
  case intrinsic
}
