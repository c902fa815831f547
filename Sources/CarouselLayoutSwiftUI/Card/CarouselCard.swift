import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// A card of ``/CarouselLayout/CarouselCardStyle`` with a header, a body and a footer at the
  /// style's padding, the footer pinned to the bottom of a card the carousel stretches to the
  /// uniform height (SAP's `CardBaseStyle`), drawn with ``CarouselCardBackground``.
  ///
  /// ```swift
  /// Carousel(count: products.count) { index in
  ///   CarouselCard {
  ///     Text(products[index].name).font(.headline)
  ///   } body: {
  ///     Text(products[index].price).font(.title.bold())
  ///   } footer: {
  ///     Button("Add to Cart") { cart.add(products[index]) }
  ///   }
  /// }
  /// ```
  ///
  /// Use it, or `carouselCardBackground(_:)` on a card view of your own, or
  /// neither: ``Carousel`` draws no card container itself (an app with its own look keeps it).
  /// The padding is in points; the text inside scales with Dynamic Type through its fonts.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public struct CarouselCard<Header: View, Content: View, Footer: View>: View {
    let style: CarouselCardStyle
    let header: Header
    let content: Content
    let footer: Footer

    /// Creates a card of `style` (default: Fiori's) from its three regions.
    public init(
      style: CarouselCardStyle = .fiori, @ViewBuilder header: () -> Header,
      @ViewBuilder body: () -> Content, @ViewBuilder footer: () -> Footer
    ) {
      self.style = style
      self.header = header()
      self.content = body()
      self.footer = footer()
    }

    /// The header, the body and the footer, stacked at the style's padding, on the card.
    public var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        header.padding(Self.edges(style.headerPadding))
        content.padding(Self.edges(style.bodyPadding))
        Spacer(minLength: 0)
        footer.padding(Self.edges(style.footerPadding))
      }
      .padding(.bottom, style.bottomPadding)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .carouselCardBackground(style)
    }

    /// The engine's insets as SwiftUI's edge insets.
    static func edges(_ insets: Insets) -> EdgeInsets {
      EdgeInsets(
        top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }
  }
#endif
