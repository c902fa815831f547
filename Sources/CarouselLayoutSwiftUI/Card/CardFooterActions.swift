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
  /// `CardFooterLayout` shows, where it puts them, and a "More" menu of the
  /// rest.
  ///
  /// The rule needs each button's own size, which SwiftUI knows only after a layout pass, and
  /// a button it does not show must not be drawn or reached by VoiceOver. So the footer keeps
  /// a hidden copy of every button at its ideal size, whose sizes it records
  /// (`onGeometryChange`: a new title, text size, Bold Text or control size reports anew), and
  /// draws only the buttons the rule shows, in the order they are seen, placed by
  /// ``CardFooterRowLayout``. The footer keeps the rule's least height until the sizes are
  /// known (44 points), so the card's height does not jump.
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
    /// Each button's own size by index, "More" under ``moreIndex``, as last reported.
    @State private var sizes: [Int: CGSize] = [:]

    /// The index "More" is measured under.
    nonisolated static let moreIndex = -1

    var body: some View {
      let row = rowLayout
      let shown = row.map { $0.arrangement(width: width ?? 0) }
      CardFooterRowLayout(row: row) {
        if let row, let shown {
          ForEach(row.order(of: shown), id: \.self) { index in
            if index == Self.moreIndex {
              more(shown.overflow)
            } else {
              button(index)
            }
          }
        }
      }
      .frame(
        maxWidth: .infinity,
        minHeight: row != nil && width != nil ? nil : CardFooterLayout.minimumButtonHeight,
        alignment: .topLeading
      )
      .onGeometryChange(for: CGSize.self, of: { $0.size }) { width = $0.width }
      .overlay { measuring }
    }

    /// The rule's inputs once every button's size is known, else `nil`.
    private var rowLayout: CardFooterRowLayout.Row? {
      let known = titles.indices.compactMap { sizes[$0] }
      guard known.count == titles.count, let more = sizes[Self.moreIndex] else { return nil }
      return CardFooterRowLayout.Row(
        sizes: known, more: more, mode: style.footerWidthMode,
        isStacked: typeSize.isAccessibilitySize, spacing: style.actionSpacing)
    }

    /// Every button and "More" at its own size, hidden and out of VoiceOver's way, each
    /// reporting its size whenever it changes.
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
          sizes[index] = size
        }
        .hidden()
        .accessibilityHidden(true)
      }
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
    /// has no `Menu` (and tvOS none before 17), and neither is a platform this package
    /// declares: there "More" draws nothing in its slot and the actions that do not fit are
    /// not offered.
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

  /// The engine's card footer as a SwiftUI layout: its subviews are the buttons the rule
  /// shows, in the order they are seen (``Row/order(of:)``), and it places each at the rule's
  /// frame for the width it is given, measuring each button's height again at the width the
  /// rule gives it, so a title that wraps there makes its row (or its place in the stack)
  /// taller instead of being cut. Left to right: SwiftUI mirrors a custom layout in right to
  /// left. Without a proposed width it asks for every button side by side.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct CardFooterRowLayout: Layout {
    /// What the rule is given, but the width.
    struct Row: Equatable {
      /// Each action's button at its own size, first action first.
      var sizes: [CGSize]
      /// "More" at its own size.
      var more: CGSize
      var mode: CardFooterWidthMode
      var isStacked: Bool
      var spacing: CGFloat

      /// The rule at `width`, with `heights` (by index, "More" under
      /// ``CardFooterActions/moreIndex``) in place of the buttons' own heights.
      func arrangement(width: CGFloat, heights: [Int: CGFloat] = [:]) -> CardFooterLayout {
        CardFooterLayout(
          buttonSizes: sizes.enumerated().map { index, size in
            CGSize(width: size.width, height: heights[index] ?? size.height)
          },
          moreButtonSize: CGSize(
            width: more.width, height: heights[CardFooterActions.moreIndex] ?? more.height),
          width: width, mode: mode, isStacked: isStacked, spacing: spacing)
      }

      /// The buttons of `footer` in the order they are seen, by index ("More" as
      /// ``CardFooterActions/moreIndex``): in a row from the leading edge ("More", then the
      /// others, the first action last, at the trailing edge, as SAP orders them); stacked
      /// from the top (the first action, the others, "More").
      func order(of footer: CardFooterLayout) -> [Int] {
        let more = footer.moreButtonFrame == nil ? [] : [CardFooterActions.moreIndex]
        let shown = Array(0..<footer.visibleCount)
        return footer.isStacked ? shown + more : more + shown.reversed()
      }

      /// The frames of `footer` in ``order(of:)``.
      func frames(of footer: CardFooterLayout) -> [CGRect] {
        order(of: footer).map { index in
          index == CardFooterActions.moreIndex
            ? footer.moreButtonFrame ?? .zero : footer.buttonFrames[index]
        }
      }

      /// Every button side by side: the width the footer asks for when none is proposed.
      var idealWidth: CGFloat {
        sizes.map(\.width).reduce(0, +) + spacing * CGFloat(max(0, sizes.count - 1))
      }
    }

    /// The rule's inputs; `nil` until every button's size is known (then nothing is placed).
    let row: Row?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      guard let row else { return CGSize(width: proposal.width ?? 0, height: 0) }
      let width = proposal.width ?? row.idealWidth
      return CGSize(width: width, height: arrangement(row, width: width, subviews).size.height)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      guard let row else { return }
      let footer = arrangement(row, width: bounds.width, subviews)
      let frames = row.frames(of: footer)
      for (index, subview) in subviews.enumerated() {
        // A subview the rule no longer shows (the width changed since the body ran) waits at
        // no size until the body catches up.
        let frame = index < frames.count ? frames[index] : .zero
        subview.place(
          at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
          anchor: .topLeading, proposal: ProposedViewSize(frame.size))
      }
    }

    /// The rule at `width`, its buttons' heights measured at the widths it gives them.
    private func arrangement(_ row: Row, width: CGFloat, _ subviews: Subviews) -> CardFooterLayout {
      let first = row.arrangement(width: width)
      let order = row.order(of: first)
      let frames = row.frames(of: first)
      var heights: [Int: CGFloat] = [:]
      for (position, subview) in subviews.enumerated() where position < order.count {
        let fitted = subview.sizeThatFits(
          ProposedViewSize(width: frames[position].width, height: nil))
        heights[order[position]] = fitted.height.isFinite ? fitted.height : 0
      }
      return row.arrangement(width: width, heights: heights)
    }
  }
#endif
