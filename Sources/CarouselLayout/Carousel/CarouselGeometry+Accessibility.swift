#if canImport(Foundation)
  import Foundation
#endif

extension CarouselGeometry {
  // MARK: - VoiceOver

  /// What VoiceOver announces at `offset` (UIKit's `.pageScrolled` argument, SwiftUI's
  /// announcement): "Card 3 of 12" with one card fully visible, "Cards 4–6 of 12" with
  /// several. With no fully visible card it names the current card; with no cards it is
  /// empty.
  ///
  /// An unchanged announcement after a navigation tells VoiceOver users they hit an end.
  ///
  /// - Complexity: O(1) plus the wording's cost.
  public func announcement(atOffset offset: CGFloat, wording: CarouselWording = .english)
    -> String
  {
    track.announcement(atOffset: offset, wording: wording)
  }

  /// The adjustable element's value at `offset`: the current card's position, "3 of 12".
  /// Empty with no cards.
  ///
  /// - Complexity: O(1) plus the wording's cost.
  public func accessibilityValue(atOffset offset: CGFloat, wording: CarouselWording = .english)
    -> String
  {
    track.accessibilityValue(atOffset: offset, wording: wording)
  }

  // MARK: - Page indicator

  /// The page indicator at `offset`: dots below `textThreshold` pages, "X of Y" text from
  /// there on, hidden with one page or none.
  ///
  /// - Complexity: O(1).
  public func pageIndicator(
    atOffset offset: CGFloat, textThreshold: Int = PageIndicator.textThreshold
  ) -> PageIndicator {
    track.pageIndicator(atOffset: offset, textThreshold: textThreshold)
  }

  /// The page indicator's text, such as "3 of 12", or `nil` when it shows dots or nothing.
  ///
  /// - Complexity: O(1) plus the wording's cost.
  public func pageIndicatorText(
    atOffset offset: CGFloat, textThreshold: Int = PageIndicator.textThreshold,
    wording: CarouselWording = .english
  ) -> String? {
    track.pageIndicatorText(atOffset: offset, textThreshold: textThreshold, wording: wording)
  }
}
