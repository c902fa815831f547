import CarouselLayout
import Foundation

/// One card of the examples: what it shows, in the card style's regions, and the heights of
/// its regions where a layout needs them before the card can measure itself (the page's
/// compositional sections take fixed heights).
struct SampleCard: Hashable, Identifiable, Sendable {
  /// A stable id, unique within a carousel.
  var id: Int
  /// The title, subtitle, key figure, body text and actions.
  var content: CardContent
  /// The regions' heights the built-in examples of `carousel demo` use for this content.
  var measurement: CardMeasurement

  /// Creates a card.
  init(id: Int, content: CardContent, body: CGFloat) {
    self.id = id
    self.content = content
    measurement = CardMeasurement(header: 64, body: body, footer: 48)
  }
}
