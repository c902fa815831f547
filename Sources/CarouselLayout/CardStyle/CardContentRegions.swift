#if canImport(Foundation)
  import Foundation
#endif

extension CarouselCardStyle {
  /// The boxes a card's content goes in: the engine's header, body and footer regions, each
  /// inset by its padding (leading and trailing swapped in right to left) and cut at the
  /// card's bottom padding. The previews and the playground place content by these boxes.
  ///
  /// ```swift
  /// let card = CardAnatomy(
  ///   frame: CGRect(x: 0, y: 0, width: 200, height: 160),
  ///   measurement: CardMeasurement(header: 56, body: 60, footer: 44))
  /// CarouselCardStyle.fiori.contentRegions(of: card, isRightToLeft: false).header
  /// // x 16, y 16, width 168, height 34
  /// ```
  ///
  /// - Returns: An anatomy with the card's frame and the three inner boxes; a box never has a
  ///   negative width or height.
  /// - Complexity: O(1).
  package func contentRegions(of anatomy: CardAnatomy, isRightToLeft: Bool) -> CardAnatomy {
    let floor = anatomy.frame.maxY - bottomPadding
    func inner(_ region: CGRect, _ padding: Insets) -> CGRect {
      let left = isRightToLeft ? padding.trailing : padding.leading
      let right = isRightToLeft ? padding.leading : padding.trailing
      let top = region.minY + padding.top
      let bottom = min(region.maxY - padding.bottom, floor)
      return CGRect(
        x: region.minX + left, y: top, width: max(0, region.width - left - right),
        height: max(0, bottom - top))
    }
    return CardAnatomy(
      frame: anatomy.frame, header: inner(anatomy.header, headerPadding),
      body: inner(anatomy.body, bodyPadding), footer: inner(anatomy.footer, footerPadding))
  }
}
