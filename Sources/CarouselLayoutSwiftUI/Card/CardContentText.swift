import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// Lines of a card's content stacked at the leading edge, read by VoiceOver as one element;
  /// nothing without lines.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  struct CardContentText: View {
    /// Which part of the content a line is.
    enum Part {
      case title, subtitle, kpi, body
    }

    /// One line: its text and its part.
    struct Line {
      var text: String
      var part: Part
    }

    let lines: [Line]
    let style: CarouselCardStyle
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
      if !lines.isEmpty {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(lines.indices, id: \.self) { index in
            let line = lines[index]
            Text(line.text)
              .font(Self.font(line.part))
              .foregroundStyle(
                color(line.part == .title || line.part == .kpi ? style.title : style.subtitle))
          }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityElement(children: .combine)
      }
    }

    /// The text style of a part: the card typography's (headline, subheadline, title bold).
    static func font(_ part: Part) -> Font {
      switch part {
      case .title: return .headline
      case .subtitle, .body: return .subheadline
      case .kpi: return Font.title.weight(.bold)
      }
    }

    /// A style colour in the environment's appearance, at its opacity.
    func color(_ color: CardStyleColor) -> Color {
      let value = color.components(isDark: colorScheme == .dark)
      return Color(red: value.red, green: value.green, blue: value.blue, opacity: color.opacity)
    }
  }
#endif
