import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// Every card of a carousel, as its "See All" page shows them: below each other in compact
  /// width, in a masonry in regular width, with the carousel's insets, spacing and height cap
  /// so the cards line up with the carousel they came from (``/CarouselLayout/SeeAllDestination``).
  ///
  /// Put it in a vertical `ScrollView`:
  ///
  /// ```swift
  /// ScrollView {
  ///   SeeAllView(count: cards.count, configuration: configuration) { index in
  ///     CardView(card: cards[index])
  ///   }
  /// }
  /// ```
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct SeeAllView<Card: View>: View {
    let count: Int
    let configuration: CarouselConfiguration
    let card: (Int) -> Card
    @Environment(\.horizontalSizeClass) var horizontalSizeClass

    /// Creates the page of `count` cards.
    ///
    /// - Parameters:
    ///   - count: the number of cards.
    ///   - configuration: the carousel's configuration (its insets, spacing and height cap).
    ///   - card: the view of card `index`.
    public init(
      count: Int, configuration: CarouselConfiguration = CarouselConfiguration(),
      @ViewBuilder card: @escaping (Int) -> Card
    ) {
      self.count = max(0, count)
      self.configuration = configuration
      self.card = card
    }

    /// The cards in the engine's list or masonry.
    public var body: some View {
      CardColumnsLayout(
        .seeAll(configuration), sizeClass: horizontalSizeClass == .regular ? .regular : .compact
      ) {
        ForEach(0..<count, id: \.self) { index in
          card(index)
        }
      }
    }
  }
#endif
