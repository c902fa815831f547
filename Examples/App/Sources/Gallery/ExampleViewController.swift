import UIKit

/// A UIKit screen of the gallery: its rows (captions and carousels) in an `ExampleRowsView`,
/// and its carousels' "See All" pushed from it. Each screen overrides ``rows`` and
/// ``carousels``.
class ExampleViewController: UIViewController {
  /// The screen's rows, top to bottom.
  var rows: [UIView] { [] }
  /// The carousels on the screen, whose "See All" pushes from this controller.
  var carousels: [SampleCarouselUIKit] { [] }

  override func loadView() {
    view = ExampleRowsView(rows: rows)
    for carousel in carousels { carousel.host = self }
  }
}
