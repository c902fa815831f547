import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// The "See All" screen ``CarouselDataSource/makeSeeAllViewController(title:)`` makes: a
  /// collection view filling the screen with a "See All" layout (a list in compact width, a
  /// masonry in regular width), fed by the data source that made it.
  @MainActor
  final class CarouselSeeAllViewController: UIViewController {
    /// The screen's collection view.
    let collectionView: UICollectionView
    /// Its data source (held here: the collection view holds it weakly).
    var dataSource: AnyObject?

    init(layout: SeeAllCollectionViewLayout) {
      collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      return nil
    }

    override func loadView() {
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view = collectionView
    }
  }
#endif
