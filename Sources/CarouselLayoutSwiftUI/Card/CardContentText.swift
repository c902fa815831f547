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

    var body: some View {
      if !lines.isEmpty {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(lines.indices, id: \.self) { index in
            CardContentLine(lines[index], style: style)
          }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityElement(children: .combine)
      }
    }
  }

  /// One line of a card's content: the typography's size for its part, scaled with Dynamic
  /// Type like the part's text style (as UIKit's `UIFontMetrics` scales the cell's fonts), in
  /// the style's colour for the environment's appearance.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  struct CardContentLine: View {
    let line: CardContentText.Line
    let style: CarouselCardStyle
    @ScaledMetric var size: CGFloat
    @Environment(\.colorScheme) var colorScheme

    init(_ line: CardContentText.Line, style: CarouselCardStyle) {
      self.line = line
      self.style = style
      let type = style.typography
      switch line.part {
      case .title: _size = ScaledMetric(wrappedValue: type.title, relativeTo: .headline)
      case .subtitle: _size = ScaledMetric(wrappedValue: type.subtitle, relativeTo: .subheadline)
      case .kpi: _size = ScaledMetric(wrappedValue: type.kpi, relativeTo: .title)
      case .body: _size = ScaledMetric(wrappedValue: type.body, relativeTo: .subheadline)
      }
    }

    var body: some View {
      let primary = line.part == .title || line.part == .kpi
      Text(line.text)
        .font(.system(size: size, weight: weight))
        .foregroundStyle(color(primary ? style.title : style.subtitle))
    }

    /// The part's weight: the title semibold (headline), the KPI bold, the rest regular.
    var weight: Font.Weight {
      switch line.part {
      case .title: return .semibold
      case .kpi: return .bold
      case .subtitle, .body: return .regular
      }
    }

    /// A style colour in the environment's appearance, at its opacity.
    func color(_ color: CardStyleColor) -> Color {
      let value = color.components(isDark: colorScheme == .dark)
      return Color(red: value.red, green: value.green, blue: value.blue, opacity: color.opacity)
    }
  }
#endif
