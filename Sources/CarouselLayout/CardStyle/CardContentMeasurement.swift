#if canImport(Foundation)
  import Foundation
#endif

extension CarouselCardStyle {
  /// The region heights that give content of the given heights exactly its room inside the
  /// boxes of `contentRegions(of:isRightToLeft:)`: the inverse of that rule, for a cell that
  /// measures its own content (the UIKit card cell does).
  ///
  /// A region with content (a height above 0) gets its padding's top and bottom around the
  /// content; the last region with content ends at the card's ``bottomPadding`` instead when
  /// that is larger (the boxes are cut there). A region without content stays 0 tall, without
  /// padding. A height that is negative, NaN or infinite counts as 0.
  ///
  /// ```swift
  /// let style = CarouselCardStyle.fiori
  /// style.measurement(fittingContent: CardMeasurement(header: 42, body: 56, footer: 32))
  /// // header 64 (16 + 42 + 6), body 68 (6 + 56 + 6), footer 48 (6 + 32 + 10)
  /// ```
  ///
  /// - Parameter content: The heights of the content in each region (the title and subtitle,
  ///   the KPI and body text, the action buttons), at the boxes' width.
  /// - Returns: The heights to report for the card's header, body and footer regions.
  /// - Complexity: O(1).
  public func measurement(fittingContent content: CardMeasurement) -> CardMeasurement {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
    func clean(_ insets: Insets) -> (top: CGFloat, bottom: CGFloat) {
      (clean(insets.top), clean(insets.bottom))
    }
    let heights = [clean(content.header), clean(content.body), clean(content.footer)]
    let paddings = [clean(headerPadding), clean(bodyPadding), clean(footerPadding)]
    let last = heights.lastIndex { $0 > 0 }
    var regions: [CGFloat] = [0, 0, 0]
    for index in heights.indices where heights[index] > 0 {
      let bottom =
        index == last ? max(paddings[index].bottom, clean(bottomPadding)) : paddings[index].bottom
      regions[index] = paddings[index].top + heights[index] + bottom
    }
    return CardMeasurement(header: regions[0], body: regions[1], footer: regions[2])
  }
}
