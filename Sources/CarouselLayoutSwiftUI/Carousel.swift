import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif canImport(SwiftUIStandIn)
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || canImport(SwiftUIStandIn)

  /// A ready carousel view: the header cell with its title and "See All", the cards in a
  /// horizontally scrolling ``CarouselStackLayout`` that snaps with
  /// ``CarouselScrollTargetBehavior``, the empty state without cards, and VoiceOver's adjustable
  /// action (swipe up or down moves one card; instant under Reduce Motion).
  ///
  /// ```swift
  /// Carousel(
  ///   count: cards.count,
  ///   configuration: CarouselConfiguration(header: HeaderCell(title: "Recommended")),
  ///   onSeeAll: { showAll = true }
  /// ) { index in
  ///   CardView(card: cards[index])
  /// } emptyState: {
  ///   Text("No recommendations")
  /// }
  /// ```
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct Carousel<Card: View, EmptyState: View>: View {
    private let count: Int
    private let configuration: CarouselConfiguration
    private let onSeeAll: (@MainActor () -> Void)?
    private let card: (Int) -> Card
    private let emptyState: EmptyState

    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var viewportWidth: CGFloat = 0
    @State private var restingCard: Int? = 0

    /// Creates a carousel of `count` cards.
    ///
    /// - Parameters:
    ///   - count: the number of cards.
    ///   - configuration: the carousel's configuration; its header cell shows above the cards.
    ///   - onSeeAll: the "See All" action, shown when the engine shows "See All".
    ///   - card: the view of card `index`.
    ///   - emptyState: the view shown without cards.
    public init(
      count: Int,
      configuration: CarouselConfiguration = CarouselConfiguration(),
      onSeeAll: (@MainActor () -> Void)? = nil,
      @ViewBuilder card: @escaping (Int) -> Card,
      @ViewBuilder emptyState: () -> EmptyState
    ) {
      self.count = max(0, count)
      self.configuration = configuration
      self.onSeeAll = onSeeAll
      self.card = card
      self.emptyState = emptyState()
    }

    /// The header cell, then the cards or the empty state.
    public var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        if let header = configuration.header {
          HStack {
            Text(header.title)
            Spacer()
            if let onSeeAll, track?.showsSeeAll == true {
              Button("See All", action: onSeeAll)
            }
          }
          .frame(height: header.height)
          .padding(.leading, insets.leading)
          .padding(.trailing, insets.trailing)
        }
        if count == 0 {
          emptyState
        } else {
          ScrollView(.horizontal, showsIndicators: false) {
            CarouselStackLayout(
              configuration: configuration, sizeClass: sizeClass, viewportWidth: viewportWidth
            ) {
              ForEach(0..<count, id: \.self) { index in
                card(index).id(index)
              }
            }
            .scrollTargetLayout()
          }
          .scrollTargetBehavior(
            CarouselScrollTargetBehavior(
              configuration: configuration, sizeClass: sizeClass, cardCount: count)
          )
          .scrollPosition(id: $restingCard)
          .accessibilityValue(accessibilityValue)
          .accessibilityAdjustableAction { direction in
            move(direction == .increment ? .increment : .decrement)
          }
        }
      }
      .onGeometryChange(for: CGFloat.self, of: { $0.size.width }, action: { viewportWidth = $0 })
    }

    // MARK: - Private

    private var sizeClass: SizeClass { horizontalSizeClass == .regular ? .regular : .compact }

    private var insets: Insets { configuration.resolvedInsets(for: sizeClass) }

    /// The engine's track for the current width: where cards rest needs no heights, so this
    /// is O(1), with no per-card storage.
    private var track: CarouselTrack? {
      try? CarouselTrack(
        viewportWidth: viewportWidth, sizeClass: sizeClass, configuration: configuration,
        cardCount: count)
    }

    private var accessibilityValue: String {
      guard let track else { return "" }
      return track.accessibilityValue(atOffset: track.offset(ofCard: restingCard ?? 0))
    }

    private func move(_ adjustment: AccessibilityAdjustment) {
      guard let track,
        let target = try? track.targetCard(
          for: adjustment.navigation, fromOffset: track.offset(ofCard: restingCard ?? 0))
      else { return }
      withAnimation(reduceMotion ? nil : .default) { restingCard = target }
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension Carousel where EmptyState == EmptyView {
    /// Creates a carousel of `count` cards that shows nothing without cards.
    public init(
      count: Int,
      configuration: CarouselConfiguration = CarouselConfiguration(),
      onSeeAll: (@MainActor () -> Void)? = nil,
      @ViewBuilder card: @escaping (Int) -> Card
    ) {
      self.init(
        count: count, configuration: configuration, onSeeAll: onSeeAll, card: card,
        emptyState: { EmptyView() })
    }
  }
#endif
