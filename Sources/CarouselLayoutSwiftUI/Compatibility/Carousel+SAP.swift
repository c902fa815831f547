import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension Carousel where EmptyState == EmptyView {
    /// A carousel of `content`'s views with SAP Fiori's `Carousel(numberOfColumns:…)` labels
    /// and defaults, so moving from `FioriSwiftUICore.Carousel` changes only the import.
    ///
    /// ```swift
    /// Carousel(numberOfColumns: 2, spacing: 8, alignment: .top, isSnapping: true) {
    ///   ForEach(0..<16, id: \.self) { i in CardView(i) }
    /// }
    /// ```
    ///
    /// See ``SAPCarouselParameters`` for how each parameter maps and where the behaviour
    /// differs from SAP's (every card rests at the leading inset; velocity-aware snapping).
    public init(
      numberOfColumns: Int = 1,
      contentInsets: EdgeInsets = SAPCarouselParameters.sapContentInsets,
      spacing: CGFloat = 8, alignment: VerticalAlignment = .top, isSnapping: Bool = true,
      isSameHeight: Bool = false, @ViewBuilder content: @escaping () -> Card
    ) {
      self.init(
        sap: SAPCarouselParameters(
          numberOfColumns: numberOfColumns, contentInsets: contentInsets, spacing: spacing,
          alignment: alignment, isSnapping: isSnapping, isSameHeight: isSameHeight),
        content: content)
    }

    /// A carousel of `content`'s views with SAP Fiori's `Carousel(itemWidth:…)` labels and
    /// defaults (the item width clamped to 1…10 000, as SAP does).
    public init(
      itemWidth: CGFloat, contentInsets: EdgeInsets = SAPCarouselParameters.sapContentInsets,
      spacing: CGFloat = 8, alignment: VerticalAlignment = .top, isSnapping: Bool = true,
      isSameHeight: Bool = false, @ViewBuilder content: @escaping () -> Card
    ) {
      self.init(
        sap: SAPCarouselParameters(
          itemWidth: itemWidth, contentInsets: contentInsets, spacing: spacing,
          alignment: alignment, isSnapping: isSnapping, isSameHeight: isSameHeight),
        content: content)
    }

    private init(sap: SAPCarouselParameters, content: @escaping () -> Card) {
      self.init(count: 0, configuration: sap.configuration, card: { _ in content() })
      options.sapContent = content
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension Carousel {
    /// The SAP-compatible body: `content`'s views in the engine's layout (SAP's top and bottom
    /// `contentInsets` are the engine's vertical insets, inside the scroll content), snapping
    /// with the engine (the card count read off the content's width, since a `@ViewBuilder`
    /// cannot be counted).
    @ViewBuilder
    func sapBody(_ content: @escaping () -> Card) -> some View {
      observing(
        lookToScroll(
          ScrollView(.horizontal) {
            CarouselCardsLayout(
              configuration: configuration, sizeClass: sizeClass, viewportWidth: viewportWidth
            ) {
              content()
            }
            .scrollTargetLayout()
          }
          .scrollIndicators(.hidden)
          .scrollClipDisabled()
          .scrollTargetBehavior(sapBehavior))
      )
      .onGeometryChange(for: CGFloat.self, of: { $0.size.width }, action: { viewportWidth = $0 })
    }

    /// The behavior of an SAP-compatible carousel: the engine's, counting the cards from the
    /// content's width.
    var sapBehavior: CarouselScrollTargetBehavior {
      var behavior = CarouselScrollTargetBehavior(
        configuration: configuration, sizeClass: sizeClass, cardCount: 0, observer: observer)
      behavior.countsCardsFromContentWidth = true
      return behavior
    }
  }
#endif
