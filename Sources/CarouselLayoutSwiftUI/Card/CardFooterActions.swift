import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS
  import CarouselLayoutStrings

  /// SAP's card footer in SwiftUI (iOS 16 and later): the buttons the engine's
  /// ``/CarouselLayout/CardFooterLayout`` shows, where it puts them, and a "More" menu of the
  /// rest.
  ///
  /// The rule needs each button's own size, which SwiftUI knows only after a layout pass, and
  /// a button it does not show must not be drawn or reached by VoiceOver. So the footer first
  /// draws every button, hidden and at its ideal size, and records the sizes
  /// (`onGeometryChange`); from then on it draws only the buttons the rule shows, placed by
  /// ``FrameLayout`` at the rule's frames (left to right: SwiftUI mirrors a custom layout in
  /// right to left). The footer keeps the rule's height meanwhile (44 points for a row), so
  /// the card's height does not jump. New titles or a new text size measure again.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct CardFooterActions: View {
    let titles: [String]
    let style: CarouselCardStyle
    /// The titles' size, scaled with Dynamic Type.
    let size: CGFloat
    let onAction: (@MainActor (_ index: Int, _ title: String) -> Void)?

    @Environment(\.dynamicTypeSize) private var typeSize
    /// The footer's width, once known.
    @State private var width: CGFloat?
    /// Each button's own size (the actions, then "More"), for the titles and size measured.
    @State private var measured = ButtonSizes()

    /// What was measured, and for which titles at which size.
    struct ButtonSizes: Equatable {
      var titles: [String] = []
      var size: CGFloat = 0
      var sizes: [Int: CGSize] = [:]
    }

    /// The index "More" is measured under.
    static let moreIndex = -1

    var body: some View {
      let isMeasured =
        measured.titles == titles && measured.size == size
        && measured.sizes.count == titles.count + 1
      let footer = CardFooterLayout(
        buttonSizes: titles.indices.map { isMeasured ? measured.sizes[$0] ?? .zero : .zero },
        moreButtonSize: isMeasured ? measured.sizes[Self.moreIndex] ?? .zero : .zero,
        width: width ?? 0, mode: style.footerWidthMode, isStacked: typeSize.isAccessibilitySize,
        spacing: style.actionSpacing)
      let frames = footer.buttonFrames + (footer.moreButtonFrame.map { [$0] } ?? [])
      FrameLayout(frames: frames, height: footer.size.height) {
        if isMeasured {
          ForEach(0..<footer.visibleCount, id: \.self) { index in
            button(index)
          }
          if footer.moreButtonFrame != nil {
            more(footer.overflow)
          }
        }
      }
      .frame(
        maxWidth: .infinity,
        minHeight: isMeasured && width != nil ? nil : CardFooterLayout.minimumButtonHeight,
        alignment: .topLeading
      )
      .onGeometryChange(for: CGSize.self, of: { $0.size }) { width = $0.width }
      .overlay {
        if !isMeasured {
          measuring
        }
      }
    }

    /// Every button and "More" at its own size, hidden, each reporting its size.
    private var measuring: some View {
      ForEach(Array(titles.indices) + [Self.moreIndex], id: \.self) { index in
        Group {
          if index == Self.moreIndex {
            more(titles.count..<titles.count)
          } else {
            button(index)
          }
        }
        .fixedSize()
        .onGeometryChange(for: CGSize.self, of: { $0.size }) { size in
          record(size, at: index)
        }
        .hidden()
        .accessibilityHidden(true)
      }
    }

    private func record(_ buttonSize: CGSize, at index: Int) {
      if measured.titles != titles || measured.size != size {
        measured = ButtonSizes(titles: titles, size: size)
      }
      measured.sizes[index] = buttonSize
    }

    /// Action `index`'s button: the first prominent, the others bordered, capsules, the title
    /// filling the frame it is given (equal widths, 44 points tall).
    private func button(_ index: Int) -> some View {
      let title = titles[index]
      return Group {
        let button = Button {
          onAction?(index, title)
        } label: {
          Text(title).frame(maxWidth: .infinity, maxHeight: .infinity)
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

    /// "More", bordered like the other buttons, its menu the actions in `overflow`. watchOS
    /// has no `Menu` (and tvOS none before 17): there "More" takes no room and the actions
    /// that do not fit are not offered.
    @ViewBuilder private func more(_ overflow: Range<Int>) -> some View {
      #if os(watchOS) || os(tvOS)
        Color.clear.frame(width: 0, height: 0)
      #else
        Menu {
          ForEach(overflow, id: \.self) { index in
            Button(titles[index]) { onAction?(index, titles[index]) }
          }
        } label: {
          Text(CarouselStrings.moreActions).frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .menuStyle(.button)
        .buttonStyle(.bordered)
        .font(.system(size: size, weight: .semibold))
        .capsuleBorderWhereAvailable()
      #endif
    }
  }

  /// Places its subviews at the given frames, in order, inside a box as wide as proposed and
  /// `height` tall: how ``CardFooterActions`` puts the engine's frames on screen.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct FrameLayout: Layout {
    let frames: [CGRect]
    let height: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: proposal.width ?? frames.map(\.maxX).max() ?? 0, height: height)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      for (subview, frame) in zip(subviews, frames) {
        subview.place(
          at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
          anchor: .topLeading, proposal: ProposedViewSize(frame.size))
      }
    }
  }
#endif
