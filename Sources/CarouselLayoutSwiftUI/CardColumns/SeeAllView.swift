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
  /// so the cards line up with the carousel they came from (`SeeAllDestination`).
  ///
  /// Up to 50 cards every card's view is made and placed
  /// by ``CardColumnsLayout`` in the engine's order (top-most in the masonry). Above it, only
  /// the cards near the viewport are made: one `LazyVStack` per column
  /// (`SeeAllColumns`), the masonry in round-robin order, since a lazy stack
  /// cannot measure a card before it makes it. ``carouselLaziness(_:)`` chooses either way.
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
    var laziness = CarouselLaziness.automatic
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

    /// The page with its views made eagerly (``CarouselLaziness/eager``), lazily
    /// (``CarouselLaziness/lazy``), or lazily above 50 cards
    /// (``CarouselLaziness/automatic``, the default).
    public func carouselLaziness(_ laziness: CarouselLaziness) -> Self {
      var copy = self
      copy.laziness = laziness
      return copy
    }

    /// The cards in the engine's list or masonry.
    public var body: some View {
      let sizeClass: SizeClass = horizontalSizeClass == .regular ? .regular : .compact
      if laziness.isLazy(count: count) {
        SeeAllStacks(count: count, configuration: configuration, sizeClass: sizeClass, card: card)
      } else {
        CardColumnsLayout(.seeAll(configuration), sizeClass: sizeClass) {
          ForEach(0..<count, id: \.self) { index in
            card(index)
          }
        }
      }
    }
  }
#endif
