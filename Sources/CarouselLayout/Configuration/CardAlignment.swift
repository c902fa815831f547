#if canImport(Foundation)
  import Foundation
#endif

/// Where a card of natural height sits in the carousel's row, which is as tall as the tallest
/// card: at the top (the default), centred, or at the bottom — the alignments of SAP's SwiftUI
/// carousel.
///
/// Only the ``HeightPolicy/natural`` policy leaves cards shorter than the row; under the
/// uniform policies every card is as tall as the row and the alignment changes nothing. Stacked
/// cards (fewer than three) each fill their own row, so it changes nothing there either.
///
/// ```swift
/// var configuration = CarouselConfiguration(heightPolicy: .natural)
/// configuration.cardAlignment = .bottom
/// // A 100-point card in a 300-point row: y = y₀ + (300 − 100) = y₀ + 200.
/// ```
public enum CardAlignment: String, Sendable, Hashable, CaseIterable {
  /// Every card's top edge on the row's top edge (the default).
  case top
  /// Every card centred in the row: `y₀ + (H − h) / 2`.
  case center
  /// Every card's bottom edge on the row's bottom edge: `y₀ + H − h`.
  case bottom

  /// How far below the row's top edge a card of height `card` sits in a row of height `row`:
  /// `(row − card)` times 0, ½ or 1.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package func offset(ofCard card: CGFloat, inRow row: CGFloat) -> CGFloat {
    switch self {
    case .top: 0
    case .center: (row - card) / 2
    case .bottom: row - card
    }
  }
}

// `Codable` where it exists (not in Embedded Swift): the format the compiler synthesizes,
// which `CodableFormatTests` pins byte for byte.
#if !hasFeature(Embedded)
  extension CardAlignment: Codable {}
#endif
