extension CarouselConfiguration {
  /// The configuration a carousel lays out with at the user's text size: unchanged at a
  /// standard size; at an accessibility size, with the height cap lifted
  /// (``CardHeightCap/unlimited``) when `liftingHeightCap` is on, so no card content is clipped
  /// (SAP treats clipped cards at large sizes as a bug, cloud-sdk-ios-fiori #1465), and every
  /// card stacked (``FewCardsRule/alwaysStack``) when `stackingCards` is on.
  ///
  /// One rule for both adapters: UIKit's `CarouselCollectionViewLayout`
  /// (`liftsHeightCapAtAccessibilitySizes`, `stacksAtAccessibilitySizes`) and SwiftUI's
  /// `Carousel` (`carouselLiftsHeightCapAtAccessibilitySizes(_:)`,
  /// `carouselStacksAtAccessibilitySizes(_:)`).
  ///
  /// ```swift
  /// let large = configuration.adapted(
  ///   toAccessibilityTextSize: true, liftingHeightCap: true, stackingCards: false)
  /// large.cardHeightCap  // .unlimited
  /// ```
  ///
  /// - Parameters:
  ///   - isAccessibilitySize: whether the user's text size is an accessibility size (UIKit's
  ///     `preferredContentSizeCategory.isAccessibilityCategory`, SwiftUI's
  ///     `dynamicTypeSize.isAccessibilitySize`).
  ///   - liftingHeightCap: whether the app lifts the height cap at those sizes.
  ///   - stackingCards: whether the app stacks every card at those sizes.
  /// - Complexity: O(1).
  package func adapted(
    toAccessibilityTextSize isAccessibilitySize: Bool, liftingHeightCap: Bool,
    stackingCards: Bool
  ) -> CarouselConfiguration {
    guard isAccessibilitySize else { return self }
    var adapted = self
    if liftingHeightCap { adapted.cardHeightCap = .unlimited }
    if stackingCards { adapted.fewCardsRule = .alwaysStack }
    return adapted
  }
}
