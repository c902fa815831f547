import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS
  import CarouselLayoutStrings

  /// A card's actions in its footer, as SAP's card footer shows them
  /// (`CardFooterLayout`): on iOS 16 and later ``CardFooterActions`` (the
  /// first action trailing and prominent, two or three buttons by width, the rest behind a
  /// "More" menu, stacked at accessibility text sizes); on iOS 15, which has no custom layouts,
  /// the equal arrangement in a row (the first two actions sharing the width, "More" for the
  /// rest) without the width check and at the buttons' own height. Nothing without actions.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  struct CardContentActions: View {
    let titles: [String]
    let style: CarouselCardStyle
    let onAction: (@MainActor (_ index: Int, _ title: String) -> Void)?
    /// The typography's action size, scaled with Dynamic Type like the subheadline.
    @ScaledMetric var size: CGFloat

    init(
      titles: [String], style: CarouselCardStyle,
      onAction: (@MainActor (_ index: Int, _ title: String) -> Void)?
    ) {
      self.titles = titles
      self.style = style
      self.onAction = onAction
      _size = ScaledMetric(wrappedValue: style.typography.action, relativeTo: .subheadline)
    }

    var body: some View {
      if !titles.isEmpty {
        if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
          CardFooterActions(titles: titles, style: style, size: size, onAction: onAction)
        } else {
          iOS15Row
        }
      }
    }

    /// The first two actions, equal, the first trailing and prominent; "More" leading.
    @ViewBuilder private var iOS15Row: some View {
      let shown = min(titles.count, 2)
      HStack(spacing: style.actionSpacing) {
        #if !os(watchOS) && !os(tvOS)
          if shown < titles.count {
            Menu {
              ForEach(shown..<titles.count, id: \.self) { index in
                Button(titles[index]) { onAction?(index, titles[index]) }
              }
            } label: {
              Text(CarouselStrings.moreActions)
            }
            .font(.system(size: size, weight: .semibold))
          }
        #endif
        ForEach((0..<shown).reversed(), id: \.self) { index in
          let title = titles[index]
          let button = Button {
            onAction?(index, title)
          } label: {
            Text(title).frame(maxWidth: .infinity)
          }
          .font(.system(size: size, weight: .semibold))
          .capsuleBorderWhereAvailable()
          if index == 0 {
            button.buttonStyle(.borderedProminent)
          } else {
            button.buttonStyle(.bordered)
          }
        }
      }
    }
  }

  extension View {
    /// The capsule border shape, where SwiftUI provides it. `ButtonBorderShape` and
    /// `buttonBorderShape(_:)` are macOS 12, but the member `capsule` is macOS 14 and tvOS 17
    /// (developer.apple.com/documentation/swiftui/buttonbordershape/capsule, which adds that it
    /// "has no effect on non-widget system buttons in macOS"); before those the system's
    /// shape stays.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @ViewBuilder func capsuleBorderWhereAvailable() -> some View {
      if #available(macOS 14.0, tvOS 17.0, *) {
        buttonBorderShape(.capsule)
      } else {
        self
      }
    }
  }
#endif
