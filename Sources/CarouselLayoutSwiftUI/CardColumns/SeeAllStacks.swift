import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// A lazy "See All" page: the engine's ``/CarouselLayout/SeeAllColumns`` as one `LazyVStack`
  /// per column, so that SwiftUI makes a card's view only as it scrolls in.
  ///
  /// The columns come from the page's width, which SwiftUI reports once it is laid out; until
  /// then the page is empty. Each column's cards are stacked at the engine's card width and
  /// spacing, capped at its maximum card height, inside the engine's insets: the engine's
  /// round-robin frames. SwiftUI mirrors the stack and the padding in right to left.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct SeeAllStacks<Card: View>: View {
    let count: Int
    let configuration: CarouselConfiguration
    let sizeClass: SizeClass
    let card: (Int) -> Card
    /// The page's width as SwiftUI last reported it (`nil` before it is laid out).
    @State private var width: CGFloat?

    var body: some View {
      // O(1), so made anew with every body: a new configuration or size class at the same
      // width shows at once.
      stacks(width.flatMap(columns(width:)))
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .onGeometryChange(
          for: CGFloat.self, of: { $0.size.width },
          action: { newWidth in
            width = newWidth
            reportInvalidInput(width: newWidth)
          })
    }

    @ViewBuilder func stacks(_ columns: SeeAllColumns?) -> some View {
      if let columns {
        HStack(alignment: .top, spacing: columns.columnSpacing) {
          ForEach(0..<columns.columnCount, id: \.self) { column in
            LazyVStack(spacing: columns.cardSpacing) {
              ForEach(0..<columns.cardCount(inColumn: column, of: count), id: \.self) { row in
                card(columns.card(atRow: row, inColumn: column))
                  .frame(width: columns.cardWidth)
                  .frame(maxHeight: columns.maximumCardHeight, alignment: .top)
              }
            }
            .frame(width: columns.cardWidth)
          }
        }
        .padding(.top, columns.insets.top)
        .padding(.leading, columns.insets.leading)
        .padding(.bottom, columns.insets.bottom)
        .padding(.trailing, columns.insets.trailing)
      }
    }

    /// The engine's columns for `width`, or `nil` for a width or configuration it refuses.
    func columns(width: CGFloat) -> SeeAllColumns? {
      guard width.isFinite, width > 0 else { return nil }
      return try? SeeAllColumns(width: width, sizeClass: sizeClass, configuration: configuration)
    }

    /// Logs an input the engine refuses, once per reported width.
    func reportInvalidInput(width: CGFloat) {
      guard width.isFinite, width > 0 else { return }
      do {
        _ = try SeeAllColumns(width: width, sizeClass: sizeClass, configuration: configuration)
      } catch {
        InvalidLayoutInput.report(error, of: "SeeAllView", to: nil)
      }
    }
  }
#endif
