import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// A card's actions in a row from the leading edge: the first prominent, the others
  /// bordered, capsule-shaped, their titles at the typography's action size (semibold);
  /// nothing without actions.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  struct CardContentActions: View {
    let titles: [String]
    /// The space between the buttons (the style's).
    let spacing: CGFloat
    let onAction: (@MainActor (_ index: Int, _ title: String) -> Void)?
    /// The typography's action size, scaled with Dynamic Type like the subheadline.
    @ScaledMetric var size: CGFloat

    init(
      titles: [String], style: CarouselCardStyle,
      onAction: (@MainActor (_ index: Int, _ title: String) -> Void)?
    ) {
      self.titles = titles
      spacing = style.actionSpacing
      self.onAction = onAction
      _size = ScaledMetric(wrappedValue: style.typography.action, relativeTo: .subheadline)
    }

    var body: some View {
      if !titles.isEmpty {
        HStack(spacing: spacing) {
          ForEach(titles.indices, id: \.self) { index in
            let title = titles[index]
            let button = Button(title) { onAction?(index, title) }
              .font(.system(size: size, weight: .semibold))
              .capsuleBorderWhereAvailable()
            if index == 0 {
              button.buttonStyle(.borderedProminent)
            } else {
              button.buttonStyle(.bordered)
            }
          }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
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
