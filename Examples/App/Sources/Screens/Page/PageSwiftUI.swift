import CarouselLayout
import CarouselLayoutSwiftUI
import SwiftUI

/// A carousel and a masonry on one page in SwiftUI (`CarouselPageLayout`): products in a
/// carousel under "Recommended for You", then "All Products" over a masonry; the carousel's
/// cards, both header titles and the masonry's first column start at the same inset.
struct PageSwiftUI: View {
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass

  var body: some View {
    let sizeClass: SizeClass = horizontalSizeClass == .regular ? .regular : .compact
    let insets = CarouselConfiguration().resolvedInsets(for: sizeClass)
    ScrollView {
      CarouselPageLayout(sizeClass: sizeClass) {
        SampleCarousel(title: "Recommended for You", cards: SampleCatalog.products)
          .pageSection(.carousel)
        CarouselHeaderView(
          title: "All Products", cardCount: SampleCatalog.masonry.count, showsSeeAll: false
        )
        .padding(.leading, insets.leading)
        .padding(.trailing, insets.trailing)
        .pageSection(.header)
        CardColumnsLayout(.masonry(MasonryConfiguration()), sizeClass: sizeClass) {
          ForEach(SampleCatalog.masonry, id: \.id) { card in
            SampleCardView(card: card)
          }
        }
        .pageSection(.masonry)
      }
    }
  }
}
