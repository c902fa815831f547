import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension CarouselCard where Header == AnyView, Content == AnyView, Footer == AnyView {
    /// A card that draws `content` in `style`, as the UIKit cell and the previews do: the
    /// title (headline) and subtitle (secondary colour) in the header, the KPI (large, bold)
    /// and the wrapping body text in the body, the actions as buttons in the footer, the first
    /// prominent and the others bordered, capsule-shaped, from the leading edge.
    ///
    /// The text takes the sizes and weights of the style's typography
    /// (``/CarouselLayout/CardTypography``), each scaled with Dynamic Type like the text style
    /// the typography names (`ScaledMetric` relative to headline, subheadline or title), as the
    /// UIKit cell scales them with `UIFontMetrics`. VoiceOver reads the header's text as one
    /// element, the body's as another, then each button. A part the content lacks is left out.
    ///
    /// ```swift
    /// Carousel(count: products.count) { index in
    ///   CarouselCard(content: products[index].card) { action, title in
    ///     if action == 0 { cart.add(products[index]) }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - content: What the card shows.
    ///   - style: The card style (default: Fiori's).
    ///   - onAction: Called with the index and title of the action whose button was tapped.
    public init(
      content: CardContent, style: CarouselCardStyle = .fiori,
      onAction: (@MainActor (_ index: Int, _ title: String) -> Void)? = nil
    ) {
      self.init(style: style) {
        AnyView(
          CardContentText(
            lines: [
              content.title.map { CardContentText.Line(text: $0, part: .title) },
              content.subtitle.map { CardContentText.Line(text: $0, part: .subtitle) },
            ].compactMap { $0 }, style: style))
      } body: {
        AnyView(
          CardContentText(
            lines: [
              content.kpi.map { CardContentText.Line(text: $0, part: .kpi) },
              content.body.map { CardContentText.Line(text: $0, part: .body) },
            ].compactMap { $0 }, style: style))
      } footer: {
        AnyView(CardContentActions(titles: content.actions, style: style, onAction: onAction))
      }
    }
  }
#endif
