import CarouselLayout
import CarouselLayoutStrings
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// Previous- and next-page buttons around a carousel's page indicator, for pointer users and
  /// people who cannot drag (WCAG 2.2, 2.5.7 "Dragging Movements"; SAP Fiori for Web shows such
  /// arrows by default since 2024).
  ///
  /// The previous button sits on the leading side and the next button on the trailing side,
  /// each 44 × 44 points (the minimum hit target), with `chevron.backward` and
  /// `chevron.forward`: in right to left SwiftUI mirrors the row and the chevrons turn with it.
  /// A button whose move would leave the carousel at rest is disabled
  /// (`CarouselTrack/pagingButtons(atOffset:)`). ``Carousel`` shows them
  /// with ``Carousel/carouselPagingButtons(_:)``.
  ///
  /// ```swift
  /// CarouselPagingButtonsView(buttons: track.pagingButtons(atOffset: offset)) { move in
  ///   selection = try? track.targetCard(for: move, fromOffset: offset)
  /// } indicator: {
  ///   CarouselPageIndicatorView(indicator: track.pageIndicator(atOffset: offset)) { _ in }
  /// }
  /// ```
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  package struct CarouselPagingButtonsView<Indicator: View>: View {
    let buttons: PagingButtons
    let onNavigate: @MainActor (CarouselNavigation) -> Void
    let indicator: Indicator

    /// The width and height of each button: 44 points, the minimum hit target
    /// (``/CarouselLayout/PageControls/minimumHitTarget``).
    package static var buttonSize: CGFloat { PageControls.minimumHitTarget }

    /// Creates the buttons around an indicator.
    ///
    /// - Parameters:
    ///   - buttons: which buttons can move the carousel.
    ///   - onNavigate: called with `PagingButtons/previous` or
    ///     `PagingButtons/next` when a button is pressed.
    ///   - indicator: the view between the buttons (the page indicator).
    package init(
      buttons: PagingButtons, onNavigate: @escaping @MainActor (CarouselNavigation) -> Void,
      @ViewBuilder indicator: () -> Indicator
    ) {
      self.buttons = buttons
      self.onNavigate = onNavigate
      self.indicator = indicator()
    }

    /// The previous button, the indicator, the next button.
    package var body: some View {
      HStack(spacing: PageControls.buttonSpacing) {
        button(
          PagingButtons.previous, symbol: "chevron.backward",
          label: CarouselStrings.previousPageLabel, isEnabled: buttons.canMoveToPreviousPage)
        indicator
        button(
          PagingButtons.next, symbol: "chevron.forward", label: CarouselStrings.nextPageLabel,
          isEnabled: buttons.canMoveToNextPage)
      }
    }

    private func button(
      _ move: CarouselNavigation, symbol: String, label: String, isEnabled: Bool
    ) -> some View {
      Button {
        onNavigate(move)
      } label: {
        Image(systemName: symbol)
          .frame(width: Self.buttonSize, height: Self.buttonSize)
          .contentShape(Rectangle())
      }
      .accessibilityLabel(Text(label))
      // At an accessibility text size a long press shows the symbol and the label large: the
      // 44-point buttons do not grow with the text.
      .accessibilityShowsLargeContentViewer {
        VStack {
          Image(systemName: symbol)
          Text(label)
        }
      }
      .disabled(!isEnabled)
    }
  }
#endif
