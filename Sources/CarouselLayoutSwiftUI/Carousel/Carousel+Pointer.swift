import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension Carousel {
    // MARK: - Pointer options

    /// Whether each card shows the system's automatic hover effect while the pointer (iPad,
    /// Mac Catalyst) or the eyes (Apple Vision Pro) rest on it (default: shown; macOS and
    /// watchOS have none).
    public func carouselHoverEffect(_ isEnabled: Bool) -> Self {
      var copy = self
      copy.options.showsHoverEffect = isEnabled
      return copy
    }

    /// When previous- and next-page buttons show around the page indicator, for pointer users
    /// and people who cannot drag (default ``/CarouselLayout/PagingButtonsVisibility/automatic``:
    /// in regular width, and in compact width when the page indicator has no dots to tap).
    public func carouselPagingButtons(_ visibility: PagingButtonsVisibility) -> Self {
      var copy = self
      copy.options.pagingButtons = visibility
      return copy
    }

    // MARK: - Pointer views

    /// A card with the hover effect (or with it disabled, by ``carouselHoverEffect(_:)``).
    @ViewBuilder
    func hoverable(_ card: some View) -> some View {
      #if os(macOS) || os(watchOS)
        card
      #else
        card.hoverEffect(.automatic, isEnabled: options.showsHoverEffect)
      #endif
    }

    /// The page indicator, between the paging buttons when they show: the engine's
    /// ``/CarouselLayout/CarouselTrack/pageControls(atOffset:pagingButtons:showsIndicator:textThreshold:)``
    /// decides both (dots while they fit, the buttons in regular width and wherever there are
    /// no dots to tap, every target 44 × 44 points).
    @ViewBuilder
    func pageControls(_ track: CarouselTrack, proxy: ScrollViewProxy) -> some View {
      let controls = track.pageControls(
        atOffset: track.offset(ofCard: restingCard), pagingButtons: options.pagingButtons,
        showsIndicator: options.showsPageIndicator)
      let indicator = Group {
        if options.showsPageIndicator {
          CarouselPageIndicatorView(indicator: controls.indicator) { page in
            move(.page(page), proxy: proxy)
          }
        }
      }
      if let buttons = controls.buttons {
        CarouselPagingButtonsView(
          buttons: buttons, onNavigate: { move($0, proxy: proxy) }, indicator: { indicator })
      } else {
        indicator
      }
    }
  }
#endif
