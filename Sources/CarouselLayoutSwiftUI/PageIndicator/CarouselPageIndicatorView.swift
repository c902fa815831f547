import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS
  import CarouselLayoutStrings

  /// The page indicator below a carousel, drawn from the engine's `PageIndicator`: one dot
  /// per page below nine pages (the current one filled), "3 of 12" text from nine pages on,
  /// nothing for one page. Each dot sits in its own 44 × 44-point target
  /// (`PageControls`): tapping it asks for its page; dragging along the dots
  /// scrubs through the pages.
  ///
  /// VoiceOver reads it as one adjustable element, "Page", "3 of 12", swiping up and down to
  /// move a page.
  ///
  /// ```swift
  /// CarouselPageIndicatorView(indicator: track.pageIndicator(atOffset: offset)) { page in
  ///   selection = page * track.cardsPerPage
  /// }
  /// ```
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  package struct CarouselPageIndicatorView: View {
    let indicator: PageIndicator
    let onSelectPage: @MainActor (Int) -> Void

    /// The diameter of a dot (SAP's Web carousel and UIPageControl draw 7–8 point dots): the
    /// engine's ``/CarouselLayout/PageControls/dotDiameter``.
    package static var dotDiameter: CGFloat { PageControls.dotDiameter }

    /// Creates the indicator.
    ///
    /// - Parameters:
    ///   - indicator: what to show (`CarouselTrack.pageIndicator(atOffset:textThreshold:)`).
    ///   - onSelectPage: called with the 0-based page a tap or a VoiceOver swipe asks for.
    package init(indicator: PageIndicator, onSelectPage: @escaping @MainActor (Int) -> Void) {
      self.indicator = indicator
      self.onSelectPage = onSelectPage
    }

    /// The dots, the text, or nothing.
    package var body: some View {
      let position = indicator.position(wording: CarouselStrings.wording) ?? ""
      switch indicator {
      case .hidden:
        EmptyView()
      case .dots(let count, let current):
        scrubbing(
          HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { page in
              Circle()
                .fill(page == current ? AnyShapeStyle(.primary) : AnyShapeStyle(.tertiary))
                .frame(width: Self.dotDiameter, height: Self.dotDiameter)
                .frame(width: PageControls.minimumHitTarget, height: PageControls.minimumHitTarget)
                .contentShape(Rectangle())
                .onTapGesture { onSelectPage(page) }
            }
          }, count: count, current: current
        )
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(CarouselStrings.pageIndicatorLabel))
        .accessibilityValue(Text(position))
        .accessibilityAdjustableAction(adjust)
        // At an accessibility text size a long press shows "3 of 12" large: the dots do not
        // grow with the text.
        .accessibilityShowsLargeContentViewer { Text(position) }
      case .text:
        Text(position)
          .font(.footnote)
          .foregroundStyle(.secondary)
          .frame(minHeight: PageControls.minimumHitTarget)
          .accessibilityLabel(Text(CarouselStrings.pageIndicatorLabel))
          .accessibilityValue(Text(position))
          .accessibilityAdjustableAction(adjust)
      }
    }

    /// The page under `x` along a row of `count` dots, each in its own 44-point slot, clamped
    /// to the pages (the engine's ``/CarouselLayout/PageControls/page(atX:count:)``).
    ///
    /// - Complexity: O(1).
    package static func page(atX x: CGFloat, count: Int) -> Int {
      PageControls.page(atX: x, count: count)
    }

    /// Scrubbing along the dots moves page by page (tvOS has no drag gesture: its focus engine
    /// moves instead).
    @ViewBuilder
    func scrubbing(_ dots: some View, count: Int, current: Int) -> some View {
      #if os(tvOS)
        dots
      #else
        dots.gesture(
          DragGesture(minimumDistance: 0).onChanged { drag in
            let page = Self.page(atX: drag.location.x, count: count)
            if page != current { onSelectPage(page) }
          })
      #endif
    }

    /// Asks for the page `PageIndicator.page(after:)` answers, as UIKit does.
    private func adjust(_ direction: AccessibilityAdjustmentDirection) {
      let adjustment: AccessibilityAdjustment
      switch direction {
      case .increment: adjustment = .increment
      case .decrement: adjustment = .decrement
      @unknown default: return
      }
      if let page = indicator.page(after: adjustment) { onSelectPage(page) }
    }
  }
#endif
