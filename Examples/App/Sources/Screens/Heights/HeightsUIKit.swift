import CarouselLayout
import CarouselLayoutUIKit
import UIKit

/// Uniform and natural heights in UIKit: three orders of different lengths that measure
/// themselves (`CarouselCardCell` with `content`), stretched to the tallest with the footer on the bottom edge,
/// then each at its own height, top-aligned; at an accessibility text size that one stacks its
/// cards (`stacksAtAccessibilitySizes`, opt-in).
final class HeightsUIKit: ExampleViewController {
  private let uniform = SampleCarouselUIKit(title: "Recent Orders", cards: SampleCatalog.orders)
  private let natural = SampleCarouselUIKit(
    title: "Recent Orders", cards: SampleCatalog.orders,
    configuration: CarouselConfiguration(heightPolicy: .natural))

  override var carousels: [SampleCarouselUIKit] { [uniform, natural] }

  override func viewDidLoad() {
    super.viewDidLoad()
    natural.layout.stacksAtAccessibilitySizes = true
  }

  override var rows: [UIView] {
    [
      ExampleRowsView.caption(
        "Uniform (the default): every card as tall as the tallest, actions at the bottom"),
      uniform.collectionView,
      ExampleRowsView.caption(
        "Natural: each card its own height, top-aligned; stacked at accessibility text sizes"),
      natural.collectionView,
    ]
  }
}
